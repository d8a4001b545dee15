import PagerCore

extension PicturePage {
    /// The size of a gallery's dots and their spacing, and their distance from the bottom.
    static let dotSize = 7.0
    static let dotSpacing = 14.0
    static let dotsBottom = 18.0

    /// The pictures overlapping the page (one, or two mid-swipe), each fitted, then the dots.
    func draw(in page: PageContext, into list: inout DrawList) {
        let frame = page.frame
        let offset = gallery?.offset ?? 0
        let width = max(frame.width, 1)
        let first = max(Int((offset / width).rounded(.down)), 0)
        let last = min(Int(((offset + width) / width).rounded(.up)) - 1, pictures.paths.count - 1)
        if first <= last {
            for index in first...last {
                let box = Rect(x: frame.minX + Double(index) * width - offset, y: frame.minY, width: width, height: frame.height)
                drawPicture(index, in: box, page, into: &list)
            }
        }
        if pictures.isGallery && pictures.paths.count > 1 { drawDots(progress: offset / width, in: frame, into: &list) }
    }

    private func drawPicture(_ index: Int, in box: Rect, _ page: PageContext, into list: inout DrawList) {
        let pixels = page.pixels(Size(width: box.width, height: box.height))
        let zoom = zoom.flatMap { $0.picture == index && $0.isScaled ? $0 : nil }  // below 1x too: a pinch's rubber band
        switch page.images?.image(at: pictures.paths[index], fitting: pixels) ?? .failed("no images in this host") {
        case .ready(let fitted):
            let frame = pictures.fit.place(fitted.size, in: box)
            var image = fitted
            // Zoomed, the picture is decoded for its zoom once it can be (till then the fitted
            // pixels stretch), and drawn as far as it is zoomed and panned.
            if let zoom, let box = Self.decodeBox(pixels, zoom: zoom),
                case .ready(let sharper)? = page.images?.image(at: pictures.paths[index], fitting: box)
            {
                image = sharper
            }
            list.pushClip(box)
            list.image(
                image,
                in: zoom.map { $0.drawnFrame(of: frame.offsetBy(dx: -box.minX, dy: -box.minY), origin: Point(x: box.minX, y: box.minY)) } ?? frame)
            list.popClip()
        case .loading:
            drawPlaceholder(pictures.paths[index], note: nil, in: box, page, into: &list)
            Spinner.draw(at: Point(x: box.midX, y: box.midY - 24), radius: 12, color: .gray, time: page.time, into: &list)
        case .failed(let reason):
            drawPlaceholder(pictures.paths[index], note: reason, in: box, page, into: &list)
        }
    }

    /// A grey card with the file's name (and why it cannot show, if it cannot).
    private func drawPlaceholder(_ path: String, note: String?, in box: Rect, _ page: PageContext, into list: inout DrawList) {
        let card = box.insetBy(dx: 16, dy: 16)
        list.fill(card, Color(60, 60, 64), radius: 12)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        list.text(
            TextRun(
                name, in: Rect(x: card.minX + 12, y: card.midY - 10, width: card.width - 24, height: 24), fontSize: 16, color: .white,
                alignment: .center))
        if let note {
            list.text(
                TextRun(
                    note, in: Rect(x: card.minX + 12, y: card.midY + 16, width: card.width - 24, height: 60), fontSize: 13,
                    color: Color(200, 200, 205), alignment: .center, wraps: true))
        }
    }

    private func drawDots(progress: Double, in frame: Rect, into list: inout DrawList) {
        let count = pictures.paths.count
        let rowWidth = Double(count - 1) * Self.dotSpacing
        let y = frame.maxY - Self.dotsBottom
        // Many pictures: the dots would not fit, so a counter shows instead.
        guard rowWidth + Self.dotSize <= frame.width - 32 else {
            let current = min(max(Int(progress.rounded()), 0), count - 1) + 1
            let label = Rect(x: frame.midX - 40, y: y - 12, width: 80, height: 22)
            list.fill(label, Color(0, 0, 0, 140), radius: 11)
            list.text(TextRun("\(current) / \(count)", in: label, fontSize: 12, color: .white, alignment: .center))
            return
        }
        for index in 0..<count {
            let nearness = max(0, 1 - abs(progress - Double(index)))
            let x = frame.midX - rowWidth / 2 + Double(index) * Self.dotSpacing
            let dot = Rect(x: x - Self.dotSize / 2, y: y - Self.dotSize / 2, width: Self.dotSize, height: Self.dotSize)
            list.fill(dot, Color.lerp(Color(255, 255, 255, 110), .white, nearness), radius: Self.dotSize / 2)
        }
    }
}
