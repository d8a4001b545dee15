/// Where a scene gets the pictures of its image pages: the host decodes files (off its main
/// thread, one at a time) and hands back images scaled to the pixels they are shown at. The
/// scene asks for the pictures it draws and those next to them, and says which it still needs,
/// so the rest can be released.
public protocol SceneImageSource: AnyObject {
    /// The picture at `path` scaled to fit `pixels` (width, height): ready, still loading (asked
    /// for now if it was not), or failed with a reason.
    func image(at path: String, fitting pixels: PixelBox) -> ImageAvailability
    /// Releases every picture but those at the paths of `images`, each at the sizes given (a
    /// zoomed picture is asked for at its zoom's pixels as well as at its fitted ones).
    func keepOnly(_ images: [String: Set<PixelBox>])
    /// Whether a picture asked for is still being decoded.
    var isLoading: Bool { get }
}

/// A size in whole pixels.
public struct PixelBox: Sendable, Hashable {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int
    /// A box of `width` x `height` pixels.
    public init(width: Int, height: Int) { self.width = max(width, 1); self.height = max(height, 1) }
}

/// Whether a picture can be drawn yet.
public enum ImageAvailability: Sendable, Equatable {
    case ready(SceneImage)
    case loading
    /// It cannot be shown: the reason (missing, not an image...).
    case failed(String)
}
