import PagerCore

/// A page of pictures: one, or a gallery a user swipes through (a pager inside the page, with
/// dots), each of which zooms and pans as PhotoView and iOS Photos do.
struct PicturePage: PageKind {
    let pictures: ImagePages
    /// A gallery's own pager, through its pictures.
    var gallery: Pager?
    /// The zoom of the picture shown (nil at 1x, as every picture starts).
    var zoom: PictureZoom?
    /// A pinch under way: the zoom it began at, the point of the 1x picture under the fingers'
    /// centre (it stays there) and how far apart they were.
    var pinchStart: (scale: Double, content: Point, distance: Double)?
    /// The last tap, which a second one soon after, nearby, makes a double tap.
    var lastTap: (time: Double, point: Point)?
    /// The content area's size.
    private(set) var size = Size(width: 1, height: 1)

    init(pictures: ImagePages) {
        self.pictures = pictures
        if pictures.paths.count > 1 { gallery = Pager(pageCount: pictures.paths.count, pageWidth: 1) }
    }

    var content: PageContent { .images(pictures) }
    var scrollsVertically: Bool { false }
    var contentHeight: Double { 0 }
    func background(_ theme: Theme) -> Color { pictures.background }

    mutating func layout(for size: Size, rowFontSize: Double) {
        self.size = size
        gallery?.resize(pageWidth: size.width, time: 0)
        zoom = nil
    }

    /// The picture that is up: a gallery's current one, or the only one.
    var currentPicture: Int { min(max(gallery?.targetPage ?? 0, 0), max(pictures.paths.count - 1, 0)) }

    mutating func advance(to time: Double) -> Bool {
        gallery?.advance(to: time)
        zoom?.advance(to: time)
        // A zoomed picture swiped away is back at 1x once another has come to rest.
        if let zoom, let gallery, !gallery.isDragging, !gallery.isSettling, gallery.targetPage != zoom.picture { self.zoom = nil }
        let sliding = gallery.map { $0.isDragging || $0.isSettling } ?? false
        return sliding || (zoom?.isMoving ?? false)
    }

    // MARK: taps and focus

    func pressable(at point: Point, in page: PageContext) -> (frame: Rect, radius: Double)? { nil }
    func reactsToClick(at point: Point, in page: PageContext) -> Bool { false }

    /// Whether the page is a stop of the focus ring: a gallery of pictures, which Left and Right
    /// then move through.
    var isFocusStop: Bool { pictures.isGallery && pictures.paths.count > 1 }

    /// A gallery's pictures, as one stop.
    func focusStopCount(in page: PageContext) -> Int { isFocusStop ? 1 : 0 }
    func focusFrame(_ index: Int, in page: PageContext) -> Rect? {
        isFocusStop && index == 0 ? Rect(x: 0, y: 0, width: page.width, height: page.frame.height) : nil
    }

    /// The second of two taps in quick succession zooms to `Tuning.doubleTapZoom` at that point,
    /// or back to fit when the picture is zoomed.
    mutating func tap(at point: Point, in page: PageContext) -> [PageOutcome] {
        guard !pictures.paths.isEmpty else { return [] }
        if let last = lastTap, page.time - last.time <= Tuning.doubleTapInterval, point.distance(to: last.point) <= Tuning.doubleTapDistance {
            lastTap = nil
            withZoom(in: page) { zoom in
                zoom.animate(to: zoom.isZoomed ? Tuning.zoomRange.lowerBound : Tuning.doubleTapZoom, about: point, time: page.time)
            }
        } else {
            lastTap = (page.time, point)
        }
        return []
    }

    // MARK: pictures to decode

    /// The picture that is up and, on the current page, its neighbours, each at the page's
    /// pixels; a zoomed picture at its zoom's too.
    func imageRequests(in page: PageContext, isCurrent: Bool) -> [ImageRequest] {
        guard !pictures.paths.isEmpty else { return [] }
        let box = page.pixels(page.size), reach = isCurrent ? 1 : 0, current = currentPicture
        var wanted = (max(current - reach, 0)...min(current + reach, pictures.paths.count - 1)).map {
            ImageRequest(path: pictures.paths[$0], box: box)
        }
        if let zoom, pictures.paths.indices.contains(zoom.picture), let sharper = Self.decodeBox(box, zoom: zoom) {
            wanted.append(ImageRequest(path: pictures.paths[zoom.picture], box: sharper))
        }
        return wanted
    }

    /// The pixels a picture zoomed as `zoom` says is decoded for, on a page of `pixels`: the zoom
    /// it rests at, rounded up to a half from 2x to 4x (never at more than its own size); nil
    /// while it is pinched or resting at 1x, when the fitted pixels stretch.
    static func decodeBox(_ pixels: PixelBox, zoom: PictureZoom) -> PixelBox? {
        guard !zoom.isPinched, zoom.restingScale > Tuning.zoomRange.lowerBound + 0.001 else { return nil }
        let factor = min(max((zoom.restingScale * 2).rounded(.up) / 2, 2), 4)
        return PixelBox(width: Int((Double(pixels.width) * factor).rounded()), height: Int((Double(pixels.height) * factor).rounded()))
    }
}

extension Point {
    /// How far `other` is from this point.
    func distance(to other: Point) -> Double { ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot() }
}
