import PagerSDL
import PagerScene

extension PixelImage {
    /// Writes the image as a PNG at `path` through `FileSystem.writeAtomically`: a failure (a
    /// full disk, say) never leaves a half-written file or damages one already there.
    /// - Throws: `FileError` or `SDLError` with the path and the reason.
    package func writePNG(to path: String) throws {
        try FileSystem.writeAtomically(try PNGCodec.encode(self), to: path)
    }
}
