import PagerCore

extension GridPage {
    /// Draws the refresh header when pulled, the cells in view (each its picture, cut to its
    /// cell, over its caption) and the footer of a grid that loads more.
    func draw(in page: PageContext, into list: inout DrawList) {
        feed.drawRefreshHeader(refreshes: grid.items.refreshes, in: page, into: &list)
        let origin = Point(x: page.frame.minX, y: page.frame.minY - page.scroll)
        for index in items(from: page.scroll, to: page.scroll + page.frame.height) {
            let cell = frame(ofItem: index).offsetBy(dx: origin.x, dy: origin.y)
            drawCell(rowCache.row(index, of: grid.items, pageNumber: page.pageNumber), index: index, in: cell, page, into: &list)
        }
        if grid.items.loadsMore { feed.drawFooter(atY: origin.y + cellsHeight, in: page, into: &list) }
    }

    private func drawCell(_ item: ListRow, index: Int, in cell: Rect, _ page: PageContext, into list: inout DrawList) {
        let theme = page.theme
        let picture = Rect(x: cell.minX, y: cell.minY, width: cell.width, height: cell.width * grid.pictureAspect)
        drawPicture(item.image, in: picture, page, into: &list)
        let caption = Rect(x: cell.minX + 2, y: picture.maxY, width: max(cell.width - 4, 0), height: captionHeight)
        list.text(TextRun(item.title, in: caption, fontSize: Self.captionFontSize(theme.rowFontSize), color: theme.rowTextColor, on: theme.pageColor))
        if let highlight = page.highlight, highlight.row == index {
            var color = theme.highlightColor
            color.a = UInt8((140 * (1 - min(max((page.time - highlight.time) / Tuning.highlightFade, 0), 1))).rounded())
            list.fill(cell, color, radius: 6)
        }
    }

    /// A cell's picture: the host's pixels, or a file decoded in the background (a grey card
    /// until then, and with a cross where it cannot be shown).
    private func drawPicture(_ image: RowImage?, in box: Rect, _ page: PageContext, into list: inout DrawList) {
        var ready: SceneImage?
        var failed = image == nil
        switch image {
        case .image(let pixels)?: ready = pixels
        case .file(let path)?:
            switch CoveringPicture.image(at: path, fitting: page.pixels(Size(width: box.width, height: box.height)), in: page.images) {
            case .ready(let decoded): ready = decoded
            case .failed: failed = true
            case .loading: break
            }
        case nil: break
        }
        guard let ready else {
            return CoveringPicture.drawPlaceholder(in: box, radius: 6, failed: failed && (page.images != nil || image == nil), into: &list)
        }
        list.pushClip(box)
        list.image(ready, in: ImageFit.cover.place(ready.size, in: box))
        list.popClip()
    }
}
