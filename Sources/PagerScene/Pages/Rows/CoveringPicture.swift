import PagerCore

/// A picture file drawn to cover a box, as a list's thumbnails and a grid's cells show them. It
/// is decoded first to fit the box, then, once its shape is known, again at the size that covers
/// the box, so it is drawn one pixel for one pixel: no renderer scales it, and a GPU's window
/// shows the pixels a headless frame does.
enum CoveringPicture {
    /// The boxes to decode `path` at for a box of `pixels`: the fitting one, and the covering one
    /// once the fitting one shows the picture's shape.
    static func boxes(for path: String, fitting pixels: PixelBox, in images: SceneImageSource?) -> [PixelBox] {
        guard case .ready(let fitted)? = images?.image(at: path, fitting: pixels), let cover = coverBox(fitted, pixels) else { return [pixels] }
        return [pixels, cover]
    }

    /// What shows of `path` in a box of `pixels`: the covering decode once ready, until then the
    /// fitting one (stretched), or why it cannot show.
    static func image(at path: String, fitting pixels: PixelBox, in images: SceneImageSource?) -> ImageAvailability {
        guard let images else { return .failed("no images in this host") }
        let fitted = images.image(at: path, fitting: pixels)
        guard case .ready(let image) = fitted, let cover = coverBox(image, pixels), case .ready(let covering) = images.image(at: path, fitting: cover)
        else { return fitted }
        return .ready(covering)
    }

    /// A picture that is not there: a grey square while it loads, with a cross where it cannot
    /// be shown (a missing or unreadable file).
    static func drawPlaceholder(in box: Rect, radius: Double, failed: Bool, into list: inout DrawList) {
        list.fill(box, Color(228, 228, 232), radius: radius)
        if failed { list.text(TextRun("✕", in: box, fontSize: min(box.height / 3, 24), color: Color(170, 170, 176), alignment: .center)) }
    }

    /// The pixels that cover `pixels` in the shape of `image`; nil when `image` covers them already.
    private static func coverBox(_ image: SceneImage, _ pixels: PixelBox) -> PixelBox? {
        let width = Double(image.pixels.width), height = Double(image.pixels.height)
        guard width > 0, height > 0 else { return nil }
        let factor = max(Double(pixels.width) / width, Double(pixels.height) / height)
        let cover = PixelBox(width: Int((width * factor).rounded()), height: Int((height * factor).rounded()))
        return cover.width == image.pixels.width && cover.height == image.pixels.height ? nil : cover
    }
}
