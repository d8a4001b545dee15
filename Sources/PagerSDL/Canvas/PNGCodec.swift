import CSDL2
import PagerScene

/// PNG encoding and decoding in memory, through SDL2_image (loaded on first use).
public enum PNGCodec {
    /// `image` encoded as a PNG.
    /// - Throws: `SDLError` when SDL2_image is missing or encoding fails.
    public static func encode(_ image: PixelImage) throws -> [UInt8] {
        let surface = try Surface(image)
        return try PNGLibrary.encode(surface.pointer)
    }

    /// The image in PNG (or any format SDL2_image reads) `bytes`.
    /// - Throws: `SDLError` when the bytes are not an image SDL2_image can read.
    public static func decode(_ bytes: [UInt8]) throws -> PixelImage {
        try Surface(owning: try PNGLibrary.decode(bytes)).pixelImage()
    }
}
