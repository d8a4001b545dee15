import CSDL2

/// Solid fills waiting to be drawn together in one `SDL_RenderGeometry` call. A GPU renderer
/// draws every call apart (under llvmpipe each costs microseconds whatever its size), so a
/// frame's fills between two textures cost one call, as Dear ImGui's draw lists do.
struct FillBatch {
    private var vertices: [SDL_Vertex] = []
    private var indices: [Int32] = []
    /// The blend mode of the fills waiting: opaque ones replace what is under them.
    private var blend = SDL_BLENDMODE_NONE

    /// Adds `rect` in `color`, drawing what waits first when the blend mode changes.
    mutating func add(_ rect: SDL_Rect, _ color: SDL_Color, on renderer: OpaquePointer) {
        let mode = color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND
        if mode != blend {
            flush(on: renderer)
            blend = mode
        }
        let first = Int32(vertices.count)
        let x0 = Float(rect.x), y0 = Float(rect.y), x1 = Float(rect.x + rect.w), y1 = Float(rect.y + rect.h)
        let none = SDL_FPoint(x: 0, y: 0)
        for (x, y) in [(x0, y0), (x1, y0), (x1, y1), (x0, y1)] {
            vertices.append(SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: color, tex_coord: none))
        }
        indices += [first, first + 1, first + 2, first, first + 2, first + 3]
    }

    /// Draws the fills waiting, if any.
    mutating func flush(on renderer: OpaquePointer) {
        guard !vertices.isEmpty else { return }
        SDL_SetRenderDrawBlendMode(renderer, blend)
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }
}
