import PagerCore

extension ListPage {
    /// Draws the refresh header above the rows when pulled, the rows in view, and the footer of
    /// a list that loads more.
    func draw(in page: PageContext, into list: inout DrawList) {
        feed.drawRefreshHeader(refreshes: self.list.refreshes, in: page, into: &list)
        drawRows(page, into: &list)
        if self.list.loadsMore { feed.drawFooter(atY: page.frame.minY + self.list.heights.total - page.scroll, in: page, into: &list) }
    }

    private func drawRows(_ page: PageContext, into list: inout DrawList) {
        guard let visible = self.list.rows(from: page.scroll, to: page.scroll + page.frame.height) else { return }
        let theme = page.theme, frame = page.frame
        let highlight = page.highlight
        for index in visible {
            let box = self.list.frame(ofRow: index, width: frame.width).offsetBy(dx: frame.minX, dy: frame.minY - page.scroll)
            let row = rowCache.row(index, of: self.list, pageNumber: page.pageNumber)
            var background: Color? = theme.pageColor
            if let highlight, highlight.row == index {
                let fade = 1 - min(max((page.time - highlight.time) / Tuning.highlightFade, 0), 1)
                var color = theme.highlightColor
                color.a = UInt8((255 * fade).rounded())
                list.fill(Rect(x: box.minX, y: box.minY, width: box.width, height: box.height - 1), color)
                background = nil
            }
            let drawnByHost = self.list.source?.drawRow(index, in: box, theme: page.theme, into: &list) == true
            let textLeft = drawnByHost ? box.minX : drawRow(row, in: box, on: background, page, into: &list)
            list.fill(Rect(x: textLeft, y: box.maxY - 1, width: box.maxX - textLeft, height: 1), theme.separatorColor)
        }
    }

    /// Draws a row's thumbnail, detail and title (and subtitle) in `box`; returns where its text starts.
    private func drawRow(_ row: ListRow, in box: Rect, on background: Color?, _ page: PageContext, into list: inout DrawList) -> Double {
        let theme = page.theme, inset = theme.rowTextInset, size = theme.rowFontSize
        var left = box.minX + inset
        if let image = row.image {
            let side = ListContent.thumbnailSide(rowHeight: box.height)
            let thumbnail = Rect(x: left, y: box.midY - side / 2, width: side, height: side)
            drawThumbnail(image, in: thumbnail, page, into: &list)
            left = thumbnail.maxX + ListContent.thumbnailGap
        }
        var right = box.maxX - inset
        // A title over its subtitle, each on its own line's box; one line is the row's middle.
        let sizes = Self.lineSizes(of: row, size)
        let lines = TextLines.stack(sizes, in: Rect(x: left, y: box.minY, width: 0, height: box.height - 1))
        if let detail = row.detail, !detail.isEmpty {
            // Beside the title: on its line when a subtitle goes under it.
            let width = min(page.textWidth(detail, size * 0.8), (right - left) * ListContent.detailShare)
            let line =
                sizes.count > 1
                ? Rect(x: right - width, y: lines[0].minY, width: width, height: lines[0].height)
                : Rect(x: right - width, y: box.minY, width: width, height: box.height - 1)
            list.text(TextRun(detail, in: line, fontSize: size * 0.8, color: theme.secondaryTextColor, alignment: .trailing, on: background))
            right -= width + ListContent.thumbnailGap
        }
        let width = max(right - left, 0)
        if let subtitle = row.subtitle, sizes.count > 1 {
            list.text(
                TextRun(
                    row.title, in: Rect(x: left, y: lines[0].minY, width: width, height: lines[0].height), fontSize: size,
                    color: theme.rowTextColor, on: background))
            list.text(
                TextRun(
                    subtitle, in: Rect(x: left, y: lines[1].minY, width: width, height: lines[1].height), fontSize: sizes[1],
                    color: theme.secondaryTextColor, on: background))
        } else {
            list.text(
                TextRun(
                    row.title, in: Rect(x: left, y: box.minY, width: width, height: box.height - 1), fontSize: size,
                    color: theme.rowTextColor, on: background))
        }
        return left
    }

    /// A thumbnail: the host's pixels, or a file decoded in the background (a grey square until
    /// then, with a cross where it cannot be shown).
    private func drawThumbnail(_ image: RowImage, in box: Rect, _ page: PageContext, into list: inout DrawList) {
        var ready: SceneImage?, failed = false
        switch image {
        case .image(let pixels): ready = pixels
        case .file(let path):
            switch CoveringPicture.image(at: path, fitting: page.pixels(Size(width: box.width, height: box.height)), in: page.images) {
            case .ready(let decoded): ready = decoded
            case .failed: failed = page.images != nil
            case .loading: break
            }
        }
        guard let ready else { return CoveringPicture.drawPlaceholder(in: box, radius: 0, failed: failed, into: &list) }
        list.pushClip(box)
        list.image(ready, in: ImageFit.cover.place(ready.size, in: box))
        list.popClip()
    }
}
