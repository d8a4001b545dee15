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

extension ImageFit {
    /// Where a picture of `size` goes in `box`, centred: contained in it, or covering it.
    func place(_ size: Size, in box: Rect) -> Rect {
        guard size.width > 0, size.height > 0 else { return box }
        let scaleX = box.width / size.width, scaleY = box.height / size.height
        let factor = self == .contain ? min(scaleX, scaleY) : max(scaleX, scaleY)
        let width = size.width * factor, height = size.height * factor
        return Rect(x: box.midX - width / 2, y: box.midY - height / 2, width: width, height: height)
    }
}
