import PagerCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Decoded pixels a scene draws (a tab's icon, an image page's picture), shared by reference:
/// a backend keeps one texture per image for as long as the image lives, and draw lists compare
/// images by identity, never pixel by pixel.
public final class SceneImage: Sendable, Equatable {
    /// The pixels, 0xAARRGGBB (alpha straight, not premultiplied).
    public let pixels: PixelImage
    /// Where the image came from (a file path), for placeholders and messages.
    public let name: String

    /// An image of `pixels`, named `name`.
    public init(_ pixels: PixelImage, name: String) {
        self.pixels = pixels
        self.name = name
    }

    /// The same image: the same object.
    public static func == (lhs: SceneImage, rhs: SceneImage) -> Bool { lhs === rhs }

    /// The image's size in pixels.
    public var size: Size { Size(width: Double(pixels.width), height: Double(pixels.height)) }
}
