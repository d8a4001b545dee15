import CSDL2
import CShims

#if canImport(Glibc)
    import Glibc
#endif

/// SDL2_image's image decoding and PNG encoding, in memory, loaded on first use: the library (with libtiff,
/// libwebp, libjpeg and more behind it) costs about 4 ms and 2 MB at every start otherwise,
/// and most runs never save a screenshot.
enum PNGLibrary {
    private typealias SavePNG = @convention(c) (UnsafeMutablePointer<SDL_Surface>?, UnsafeMutablePointer<SDL_RWops>?, Int32) -> Int32
    private typealias Load = @convention(c) (UnsafeMutablePointer<SDL_RWops>?, Int32) -> UnsafeMutablePointer<SDL_Surface>?
    private typealias IsSVG = @convention(c) (UnsafeMutablePointer<SDL_RWops>?) -> Int32
    private typealias LoadSizedSVG = @convention(c) (UnsafeMutablePointer<SDL_RWops>?, Int32, Int32) -> UnsafeMutablePointer<SDL_Surface>?

    private struct Functions {
        var savePNG: SavePNG
        var load: Load
        /// SVG drawn at a chosen size (SDL2_image 2.6 and later).
        var isSVG: IsSVG?
        var loadSizedSVG: LoadSizedSVG?
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
            guard let save = dlsym(handle, "IMG_SavePNG_RW"), let load = dlsym(handle, "IMG_Load_RW") else {
                return .failure(SDLError("\(name) lacks IMG_SavePNG_RW or IMG_Load_RW"))
            }
            return .success(
                Functions(
                    savePNG: unsafeBitCast(save, to: SavePNG.self), load: unsafeBitCast(load, to: Load.self),
                    isSVG: dlsym(handle, "IMG_isSVG").map { unsafeBitCast($0, to: IsSVG.self) },
                    loadSizedSVG: dlsym(handle, "IMG_LoadSizedSVG_RW").map { unsafeBitCast($0, to: LoadSizedSVG.self) }))
        }
        return .failure(SDLError("cannot load SDL2_image for PNG files (install libsdl2-image-2.0-0): \(reasons.joined(separator: "; "))"))
    }()

    /// `surface` encoded as a PNG, in memory.
    static func encode(_ surface: UnsafeMutablePointer<SDL_Surface>) throws -> [UInt8] {
        let save = try functions.get().savePNG
        var buffer = csdl_memory_buffer(bytes: nil, count: 0, capacity: 0, failed: 0)
        defer { SDL_free(buffer.bytes) }
        guard let output = csdl_memory_buffer_rwops(&buffer) else { throw SDLError.last("cannot encode a PNG") }
        let status = save(surface, output, 1)
        guard status == 0, buffer.failed == 0, let bytes = buffer.bytes else {
            throw buffer.failed != 0 ? SDLError("cannot encode a PNG: out of memory") : SDLError.last("cannot encode a PNG")
        }
        return Array(UnsafeBufferPointer(start: bytes, count: buffer.count))
    }

    /// Decodes the image in `bytes`; an SVG is drawn `svgWidth` pixels wide when given (and
    /// the library can). The caller frees it.
    static func decode(_ bytes: [UInt8], svgWidth: Int? = nil) throws -> UnsafeMutablePointer<SDL_Surface> {
        let functions = try functions.get()
        let surface = bytes.withUnsafeBytes { buffer -> UnsafeMutablePointer<SDL_Surface>? in
            guard let memory = SDL_RWFromConstMem(buffer.baseAddress, Int32(clamping: buffer.count)) else { return nil }
            if let svgWidth, let isSVG = functions.isSVG, let loadSized = functions.loadSizedSVG, isSVG(memory) != 0 {
                defer { SDL_RWclose(memory) }
                return loadSized(memory, Int32(clamping: svgWidth), 0)
            }
            return functions.load(memory, 1)
        }
        guard let surface else { throw SDLError.last("cannot decode an image") }
        return surface
    }
}
