import CSDL2

/// Fills and text lines waiting to be drawn together in one `SDL_RenderGeometry` call. A GPU
/// renderer draws every call apart (under llvmpipe each costs microseconds whatever its size),
/// so everything between two changes of texture or clip costs one call, as Dear ImGui's draw
/// lists do. Lines come from a `TextAtlas` page; fills drawn with a page sample its white block.
struct GeometryBatch {
    private var vertices: [SDL_Vertex] = []
    private var indices: [Int32] = []
    /// The atlas page drawn from, or nil for plain fills.
    private var texture: OpaquePointer?
    /// The blend mode of plain fills waiting: opaque ones replace what is under them.
    private var blend = SDL_BLENDMODE_NONE

    /// Adds a fill of `rect` in `color`.
    mutating func fill(_ rect: SDL_Rect, _ color: SDL_Color, on renderer: OpaquePointer) {
        if texture == nil {
            let mode = color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND
            if mode != blend {
                flush(on: renderer)
                blend = mode
            }
        }
        // Inside a page's white block, where filtering sees only white.
        let white = Float(TextAtlas.white) / 2
        let u = white / Float(TextAtlas.pageWidth), v = white / Float(TextAtlas.pageHeight)
        quad(rect, color, uv: (u, v, u, v))
    }

    /// Adds `source` of atlas page `page` drawn at `destination`, tinted `color`.
    mutating func line(_ page: OpaquePointer, from source: SDL_Rect, to destination: SDL_Rect, _ color: SDL_Color, on renderer: OpaquePointer) {
        if texture != page {
            flush(on: renderer)
            texture = page
        }
        let width = Float(TextAtlas.pageWidth), height = Float(TextAtlas.pageHeight)
        quad(
            destination, color,
            uv: (Float(source.x) / width, Float(source.y) / height, Float(source.x + source.w) / width, Float(source.y + source.h) / height))
    }

    private mutating func quad(_ rect: SDL_Rect, _ color: SDL_Color, uv: (Float, Float, Float, Float)) {
        let first = Int32(vertices.count)
        let x0 = Float(rect.x), y0 = Float(rect.y), x1 = Float(rect.x + rect.w), y1 = Float(rect.y + rect.h)
        for (x, y, u, v) in [(x0, y0, uv.0, uv.1), (x1, y0, uv.2, uv.1), (x1, y1, uv.2, uv.3), (x0, y1, uv.0, uv.3)] {
            vertices.append(SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: color, tex_coord: SDL_FPoint(x: u, y: v)))
        }
        indices += [first, first + 1, first + 2, first, first + 2, first + 3]
    }

    /// Draws what waits, if anything; plain fills follow.
    mutating func flush(on renderer: OpaquePointer) {
        defer { texture = nil }
        guard !vertices.isEmpty else { return }
        if texture == nil { SDL_SetRenderDrawBlendMode(renderer, blend) }
        SDL_RenderGeometry(renderer, texture, vertices, Int32(vertices.count), indices, Int32(indices.count))
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }
}
