import CSDL2
import PagerScene

#if canImport(Glibc)
    import Glibc
#endif

/// An SDL surface of 32-bit pixels: owned (freed when released) or borrowed (a window's
/// framebuffer, which SDL frees).
package final class Surface {
    package let pointer: UnsafeMutablePointer<SDL_Surface>
    /// The pixels' own mapping, when the surface was made with them (unmapped with it).
    private let mapping: (address: UnsafeMutableRawPointer, bytes: Int)?
    private let owned: Bool

    package init(owning pointer: UnsafeMutablePointer<SDL_Surface>) {
        self.pointer = pointer
        mapping = nil
        owned = true
    }

    /// `pointer`, which its maker keeps alive and frees.
    package init(borrowing pointer: UnsafeMutablePointer<SDL_Surface>) {
        self.pointer = pointer
        mapping = nil
        owned = false
    }

    /// A new ARGB8888 surface of `width` x `height` transparent black pixels. Its memory is
    /// mapped with all its pages at once (half the time of touching them one by one, as SDL's
    /// own allocation and clearing does: about 0.5 ms of a first frame at 800x600).
    package init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width < 1 << 15, height < 1 << 15 else {
            throw SDLError("cannot create a \(width)x\(height) surface: each side must be 1 to 32767 pixels")
        }
        let bytes = width * height * 4
        guard let address = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0),
            address != MAP_FAILED
        else { throw SDLError("cannot create a \(width)x\(height) surface: \(String(cString: strerror(errno)))") }
        guard
            let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                address, Int32(width), Int32(height), 32, Int32(width * 4), SDL_PIXELFORMAT_ARGB8888.rawValue)
        else {
            munmap(address, bytes)
            throw SDLError.last("cannot create a \(width)x\(height) surface")
        }
        pointer = surface
        mapping = (address, bytes)
        owned = true
    }

    /// A surface holding `image`'s pixels.
    package convenience init(_ image: PixelImage) throws {
        try self.init(width: max(image.width, 1), height: max(image.height, 1))
        let pitch = Int(pointer.pointee.pitch)
        guard let base = pointer.pointee.pixels, image.width > 0, image.height > 0 else { return }
        image.pixels.withUnsafeBytes { source in
            for y in 0..<image.height {
                (base + y * pitch).copyMemory(from: source.baseAddress! + y * image.width * 4, byteCount: image.width * 4)
            }
        }
    }

    deinit {
        guard owned else { return }
        SDL_FreeSurface(pointer)
        if let mapping { munmap(mapping.address, mapping.bytes) }
    }

    var width: Int { Int(pointer.pointee.w) }
    var height: Int { Int(pointer.pointee.h) }

    /// Sets the pixels of `rect` (all of them when nil; clipped to the surface) to `color` with
    /// ordinary stores, so they stay in the CPU's cache for the drawing that follows. (SDL's own
    /// fill of a large area uses non-temporal stores, which push a whole frame out of the cache:
    /// each copy drawn over it then reads from memory.)
    func fill(_ rect: SDL_Rect? = nil, with color: Color) {
        guard let base = pointer.pointee.pixels, pointer.pointee.format.pointee.BytesPerPixel == 4 else { return }
        let whole = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
        guard let area = rect.map({ $0.intersection(whole) }) ?? whole else { return }
        let value = SDL_MapRGBA(pointer.pointee.format, color.r, color.g, color.b, color.a)
        let pitch = Int(pointer.pointee.pitch)
        let first = base + Int(area.y) * pitch + Int(area.x) * 4
        // The first row pixel by pixel, the others copied from it (the C library's copy uses
        // the widest stores the CPU has).
        first.assumingMemoryBound(to: UInt32.self).update(repeating: value, count: Int(area.w))
        for row in 1..<Int(area.h) { memcpy(first + row * pitch, first, Int(area.w) * 4) }
    }

    /// Draws the line of opaque words `placement` with its top left at (`x`, `y`) on
    /// `background`, keeping within `visible` (and the surface): the same pixels as copying one
    /// raster of the whole line, without making it.
    func draw(_ placement: WordRasters.Placement, x: Int, y: Int, on background: Color, within visible: SDL_Rect) {
        let whole = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
        guard let base = pointer.pointee.pixels, pointer.pointee.format.pointee.BytesPerPixel == 4,
            let area = visible.intersection(whole)
        else { return }
        // One raster of the whole line covers it; words leave gaps of background between them.
        let covered =
            placement.isWhole
            || placement.words.count == 1 && placement.words[0].x == 0 && placement.words[0].raster.width == placement.width
                && placement.words[0].raster.height == placement.height
        if !covered { fill(area, with: background) }
        let pitch = Int(pointer.pointee.pitch)
        var digit = 0
        for index in placement.words.indices {
            let word = placement.raster(at: index, digit: &digit), left = placement.words[index].x
            let top = y + placement.ascent - word.baseline
            let box = SDL_Rect(x: Int32(clamping: x + left), y: Int32(clamping: top), w: Int32(word.width), h: Int32(word.height))
            guard let shown = box.intersection(area) else { continue }
            let column = Int(shown.x) - (x + left), width = Int(shown.w)
            var rows = Int(shown.y)..<Int(shown.y + shown.h)
            // Over the background filled in, a word's rows without ink need no copy.
            if !covered {
                let ink = word.inkRows.clamped(to: 0..<word.height)
                rows = rows.clamped(to: (top + ink.lowerBound)..<(top + ink.upperBound))
            }
            word.pixels.withUnsafeBufferPointer { source in
                guard let from = source.baseAddress else { return }
                for row in rows {
                    memcpy(base + row * pitch + Int(shown.x) * 4, from + (row - top) * word.width + column, width * 4)
                }
            }
        }
    }

    /// The pixels as a `PixelImage` (converted to ARGB8888 first if the surface is another format);
    /// with `opaque`, every pixel's alpha is full, as a window shows a frame (blending into a frame
    /// leaves some at 253 or 254, which a PNG would keep).
    package func pixelImage(opaque: Bool = false) throws -> PixelImage {
        // Converted only when it is not ARGB already (a copy of a large picture is not free).
        let isARGB = pointer.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue
        guard let converted = isARGB ? pointer : SDL_ConvertSurfaceFormat(pointer, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw SDLError.last("cannot convert a surface")
        }
        defer { if !isARGB { SDL_FreeSurface(converted) } }
        let width = Int(converted.pointee.w), height = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        var pixels = [UInt32](repeating: 0, count: width * height)
        if let base = converted.pointee.pixels {
            pixels.withUnsafeMutableBytes { destination in
                for y in 0..<height {
                    (destination.baseAddress! + y * width * 4).copyMemory(from: base + y * pitch, byteCount: width * 4)
                }
            }
        }
        if opaque {
            for index in pixels.indices { pixels[index] |= 0xFF00_0000 }
        }
        return PixelImage(width: width, height: height, pixels: pixels) ?? PixelImage(width: 0, height: 0)
    }
}
