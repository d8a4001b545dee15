import CSDL2
#if canImport(Glibc)
import Glibc
#endif

/// SDL2_image's PNG reading and writing, loaded on first use: the library (with libtiff,
/// libwebp, libjpeg and more behind it) costs about 4 ms and 2 MB at every start otherwise,
/// and most runs never save a screenshot.
enum PNGLibrary {
    private typealias SavePNG = @convention(c) (UnsafeMutablePointer<SDL_Surface>?, UnsafePointer<CChar>?) -> Int32
    private typealias Load = @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<SDL_Surface>?

    private struct Functions {
        var savePNG: SavePNG
        var load: Load
    }

    /// The sonames tried, Debian's first.
    static let names = ["libSDL2_image-2.0.so.0", "libSDL2_image.so"]

    private static let functions: Result<Functions, SDLError> = {
        var reasons: [String] = []
        for name in names {
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
                reasons.append(dlerror().map { String(cString: $0) } ?? name)
                continue
            }
            guard let save = dlsym(handle, "IMG_SavePNG"), let load = dlsym(handle, "IMG_Load") else {
                return .failure(SDLError("\(name) lacks IMG_SavePNG or IMG_Load"))
            }
            return .success(Functions(savePNG: unsafeBitCast(save, to: SavePNG.self), load: unsafeBitCast(load, to: Load.self)))
        }
        return .failure(SDLError("cannot load SDL2_image for PNG files (install libsdl2-image-2.0-0): \(reasons.joined(separator: "; "))"))
    }()

    /// Writes `surface` to `path` as a PNG.
    static func save(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String) throws {
        guard try functions.get().savePNG(surface, path) == 0 else { throw SDLError.last("cannot write \(path)") }
    }

    /// Reads the image at `path`; the caller frees it.
    static func load(_ path: String) throws -> UnsafeMutablePointer<SDL_Surface> {
        guard let surface = try functions.get().load(path) else { throw SDLError.last("cannot read \(path)") }
        return surface
    }
}
