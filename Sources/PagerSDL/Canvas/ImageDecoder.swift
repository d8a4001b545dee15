import CSDL2
import PagerScene

/// Image files decoded for drawing: any format SDL2_image reads (PNG, JPEG, SVG...), scaled
/// down to the pixels they are shown at, so a large picture costs only its shown size once decoded.
public enum ImageDecoder {
    /// The image in `bytes`, scaled down (smoothly, keeping its shape) to fit `box` pixels when it
    /// is larger; an SVG is drawn at that size instead of scaled.
    /// - Throws: `SDLError` when the bytes are not an image SDL2_image reads.
    public static func decode(_ bytes: [UInt8], fitting box: (width: Int, height: Int)) throws -> PixelImage {
        let decoded = Surface(owning: try PNGLibrary.decode(bytes, svgWidth: max(box.width, 1)))
        guard decoded.width > box.width || decoded.height > box.height, box.width > 0, box.height > 0 else {
            return try decoded.pixelImage()
        }
        let factor = min(Double(box.width) / Double(decoded.width), Double(box.height) / Double(decoded.height))
        let width = max(Int((Double(decoded.width) * factor).rounded()), 1)
        let height = max(Int((Double(decoded.height) * factor).rounded()), 1)
        return try PictureScaler.scale(decoded.pointer, width: width, height: height)
    }
}
