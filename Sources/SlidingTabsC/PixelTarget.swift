import CSDL2
import PagerCore
import PagerSDL
import PagerScene

/// The pixels `st_render_pixels` draws: the pager's own ARGB8888 surface, drawn by SDL's software
/// renderer as a headless canvas is (so the frame is the SDL path's, pixel for pixel), and copied
/// into the host's RGBA buffer where it changed since the last frame copied there.
final class PixelTarget {
    let width: Int
    let height: Int
    private let surface: Surface
    private let frames: DrawnAreas
    let drawer: DrawListRenderer
    /// The host's buffer the last frame went to, and what that frame drew (nil: all of it).
    private var lastBuffer: (address: UnsafeMutableRawPointer, stride: Int)?
    private var lastDrawn: SDL_Rect?

    /// Pixels `width` x `height`, text by `engine` at `scale` pixels a point.
    init(width: Int, height: Int, scale: Double, engine: TextEngine) throws {
        self.width = width
        self.height = height
        surface = try Surface(width: width, height: height)
        guard let renderer = SDL_CreateSoftwareRenderer(surface.pointer) else { throw SDLError.last("cannot create a software renderer") }
        frames = DrawnAreas(surface: surface)
        drawer = DrawListRenderer(renderer: RendererHandle(owning: renderer), engine: engine, pixels: width * height, memoryTarget: frames)
        drawer.setScale(scale)
    }

    /// Draws `list` and copies what changed into `buffer`, rows `stride` bytes apart.
    func render(_ list: DrawList, into buffer: UnsafeMutableRawPointer, stride: Int) {
        frames.drawn = nil
        drawer.render(list)
        let drawn = frames.drawn
        let sameBuffer = lastBuffer.map { $0.address == buffer && $0.stride == stride } ?? false
        // What this frame drew, and what the last frame in that buffer drew (it may be gone now).
        let whole = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
        let changed = sameBuffer ? (drawn.flatMap { now in lastDrawn.map { now.union($0) } } ?? whole) : whole
        copy(changed, into: buffer, stride: stride)
        lastBuffer = (buffer, stride)
        lastDrawn = drawn ?? whole
    }

    /// Copies `rect` of the surface into `buffer` as RGBA bytes, opaque.
    private func copy(_ rect: SDL_Rect, into buffer: UnsafeMutableRawPointer, stride: Int) {
        guard let pixels = surface.pointer.pointee.pixels else { return }
        let pitch = Int(surface.pointer.pointee.pitch)
        let left = max(Int(rect.x), 0), right = min(Int(rect.x) + Int(rect.w), width)
        let top = max(Int(rect.y), 0), bottom = min(Int(rect.y) + Int(rect.h), height)
        guard left < right, top < bottom else { return }
        for y in top..<bottom {
            let source = UnsafeRawPointer(pixels + y * pitch)
            let target = buffer + y * stride
            var x = left
            #if _endian(little)
                // Sixteen pixels at a time (the host's rows need not be aligned).
                while x + 16 <= right {
                    let argb = source.loadUnaligned(fromByteOffset: x * 4, as: SIMD16<UInt32>.self)
                    target.storeBytes(of: Self.rgba(argb), toByteOffset: x * 4, as: SIMD16<UInt32>.self)
                    x += 16
                }
            #endif
            while x < right {
                let argb = source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                target.storeBytes(of: Self.rgba(argb).littleEndian, toByteOffset: x * 4, as: UInt32.self)
                x += 1
            }
        }
    }

    /// ARGB words (B, G, R, A in memory) as opaque RGBA32 words (R, G, B, A in memory).
    @inline(__always)
    private static func rgba(_ argb: UInt32) -> UInt32 {
        0xFF00_0000 | (argb & 0x0000_FF00) | ((argb &>> 16) & 0xFF) | ((argb & 0xFF) &<< 16)
    }

    @inline(__always)
    private static func rgba(_ argb: SIMD16<UInt32>) -> SIMD16<UInt32> {
        let byte = SIMD16<UInt32>(repeating: 0xFF)
        return SIMD16(repeating: 0xFF00_0000) | (argb & SIMD16(repeating: 0x0000_FF00)) | ((argb &>> 16) & byte) | ((argb & byte) &<< 16)
    }
}

/// The surface a pixel target's frames are drawn on, and where the frame just drawn drew.
private final class DrawnAreas: MemoryTarget {
    private let surface: Surface
    private var isNew = true
    /// Where the last frame drew (its difference from the background); nil for anywhere.
    var drawn: SDL_Rect?

    init(surface: Surface) { self.surface = surface }

    func surfaceForFrame() -> MemoryFrame? {
        defer { isNew = false }
        return MemoryFrame(surface: surface, isNew: isNew)
    }

    func frameDrew(within bounds: SDL_Rect?) { drawn = bounds }
}
