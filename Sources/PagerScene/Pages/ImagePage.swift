import PagerCore

/// How a picture fills its page.
public enum ImageFit: Sendable, Equatable {
    /// All of it shows, letterboxed on the background.
    case contain
    /// It covers the page, its overflow cut off.
    case cover
}

/// A page of pictures: one, or a gallery a user swipes through (a pager inside the page), with
/// dots showing which picture is up.
public struct ImagePages: Sendable, Equatable {
    /// The pictures' files.
    public var paths: [String]
    /// How each picture fills the page.
    public var fit: ImageFit
    /// The colour around a contained picture.
    public var background: Color
    /// Whether it is a gallery, with dots under its pictures.
    public var isGallery: Bool

    /// A page of `paths`, fitted as `fit` on `background`; a gallery when `isGallery`.
    public init(paths: [String], fit: ImageFit = .contain, background: Color = .black, isGallery: Bool = false) {
        self.paths = paths; self.fit = fit; self.background = background; self.isGallery = isGallery
    }
}

extension ImagePages: PageKind {
    /// The size of a gallery's dots and their spacing, and their distance from the bottom.
    static let dotSize = 7.0
    static let dotSpacing = 14.0
    static let dotsBottom = 18.0

    var scrollsVertically: Bool { false }

    func tableLayout(width: Double) -> TableLayout? { nil }

    func contentHeight(width: Double) -> Double { 0 }

    func background(_ theme: Theme) -> Color { background }

    /// The pictures overlapping the page (one, or two mid-swipe), each fitted, then the dots.
    func draw(_ page: PageDrawContext, into list: inout DrawList) {
        let frame = page.frame
        let offset = page.layer.gallery?.offset ?? 0
        let width = max(frame.width, 1)
        let first = max(Int((offset / width).rounded(.down)), 0)
        let last = min(Int(((offset + width) / width).rounded(.up)) - 1, paths.count - 1)
        if first <= last {
            for index in first...last {
                let box = Rect(x: frame.minX + Double(index) * width - offset, y: frame.minY, width: width, height: frame.height)
                drawPicture(index, in: box, page, into: &list)
            }
        }
        if isGallery && paths.count > 1 { drawDots(progress: offset / width, in: frame, into: &list) }
    }

    private func drawPicture(_ index: Int, in box: Rect, _ page: PageDrawContext, into list: inout DrawList) {
        let pixels = PixelBox(width: Int((box.width * page.scale).rounded()), height: Int((box.height * page.scale).rounded()))
        let zoom = page.layer.zoom.flatMap { $0.picture == index && $0.isZoomed ? $0 : nil }
        switch page.images?.image(at: paths[index], fitting: pixels) ?? .failed("no images in this host") {
        case .ready(let fitted):
            let frame = Self.place(fitted.size, in: box, fit: fit)
            var image = fitted
            // Zoomed, the picture is decoded for its zoom once it can be (till then the fitted
            // pixels stretch), and drawn as far as it is zoomed and panned.
            if let zoom, let box = Self.decodeBox(pixels, zoom: zoom), case .ready(let sharper)? = page.images?.image(at: paths[index], fitting: box)
            {
                image = sharper
            }
            list.pushClip(box)
            list.image(
                image,
                in: zoom.map { $0.drawnFrame(of: frame.offsetBy(dx: -box.minX, dy: -box.minY), origin: Point(x: box.minX, y: box.minY)) } ?? frame)
            list.popClip()
        case .loading:
            drawPlaceholder(paths[index], note: nil, in: box, page, into: &list)
            Spinner.draw(at: Point(x: box.midX, y: box.midY - 24), radius: 12, color: .gray, time: page.time, into: &list)
        case .failed(let reason):
            drawPlaceholder(paths[index], note: reason, in: box, page, into: &list)
        }
    }

    /// A grey card with the file's name (and why it cannot show, if it cannot).
    private func drawPlaceholder(_ path: String, note: String?, in box: Rect, _ page: PageDrawContext, into list: inout DrawList) {
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
        let count = paths.count
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

    /// The pixels a picture zoomed as `zoom` says is decoded for, on a page of `pixels`: the zoom
    /// it rests at, rounded up to a half from 2x to 4x (never at more than its own size); nil
    /// while it is pinched or resting at 1x, when the fitted pixels stretch.
    static func decodeBox(_ pixels: PixelBox, zoom: PictureZoom) -> PixelBox? {
        guard !zoom.isPinched, zoom.restingScale > PictureZoom.range.lowerBound + 0.001 else { return nil }
        let factor = min(max((zoom.restingScale * 2).rounded(.up) / 2, 2), 4)
        return PixelBox(width: Int((Double(pixels.width) * factor).rounded()), height: Int((Double(pixels.height) * factor).rounded()))
    }

    /// Where a picture of `size` goes in `box` to contain it or cover the box, centred.
    static func place(_ size: Size, in box: Rect, fit: ImageFit) -> Rect {
        guard size.width > 0, size.height > 0 else { return box }
        let scaleX = box.width / size.width, scaleY = box.height / size.height
        let factor = fit == .contain ? min(scaleX, scaleY) : max(scaleX, scaleY)
        let width = size.width * factor, height = size.height * factor
        return Rect(x: box.midX - width / 2, y: box.midY - height / 2, width: width, height: height)
    }

    func tap(at point: Point, in page: PageTapContext) -> PageTap { .nothing }

    func pressable(at point: Point, in page: PageTapContext) -> (frame: Rect, radius: Double)? { nil }

    /// Whether the page is a stop of the focus ring: a gallery of pictures, which Left and Right
    /// then move through.
    var isFocusStop: Bool { isGallery && paths.count > 1 }

    /// A gallery's pictures, as one stop.
    func focusFrames(in page: PageTapContext) -> [Rect] {
        guard isFocusStop else { return [] }
        return [Rect(x: 0, y: 0, width: page.width, height: max(page.layer.size.height - page.layer.topInset, 0))]
    }
}
