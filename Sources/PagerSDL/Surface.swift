import CSDL2
import Foundation

/// An owned SDL surface of 32-bit ARGB pixels, freed when released.
public final class Surface {
    let pointer: UnsafeMutablePointer<SDL_Surface>

    init(owning pointer: UnsafeMutablePointer<SDL_Surface>) { self.pointer = pointer }

    /// A new ARGB8888 surface of `width` x `height` pixels.
    public convenience init(width: Int, height: Int) throws {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError.last("cannot create a \(width)x\(height) surface")
        }
        self.init(owning: surface)
    }

    /// Loads a PNG as ARGB8888.
    public convenience init(png path: String) throws {
        let loaded = try PNGLibrary.load(path)
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw SDLError.last("cannot convert \(path)")
        }
        self.init(owning: converted)
    }

    deinit { SDL_FreeSurface(pointer) }

    public var width: Int { Int(pointer.pointee.w) }
    public var height: Int { Int(pointer.pointee.h) }

    /// The pixel at (`x`, `y`) as (r, g, b).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        precondition(x >= 0 && y >= 0 && x < width && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
        let pitch = Int(pointer.pointee.pitch)
        let value = pointer.pointee.pixels!.load(fromByteOffset: y * pitch + x * 4, as: UInt32.self)
        return (UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }

    /// Sets the pixel at (`x`, `y`), opaque.
    public func setPixel(x: Int, y: Int, r: UInt8, g: UInt8, b: UInt8) {
        precondition(x >= 0 && y >= 0 && x < width && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
        let pitch = Int(pointer.pointee.pitch)
        let value = 0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        pointer.pointee.pixels!.storeBytes(of: value, toByteOffset: y * pitch + x * 4, as: UInt32.self)
    }

    /// The surface encoded as a PNG.
    public func pngData() throws -> [UInt8] { try PNGLibrary.encode(pointer) }

    /// Writes the surface as a PNG at `path` through `FileSystem.writeAtomically`: a failure
    /// (a full disk, say) never leaves a half-written file or damages one already there.
    public func writePNG(to path: String) throws {
        let bytes = try pngData()
        do {
            try FileSystem.writeAtomically(bytes, to: path)
        } catch {
            throw SDLError(error.description)
        }
    }
}
