import CSDL2

/// Anti-aliased white circle textures by pixel radius, tinted at draw time; their quarters
/// make the corners of rounded fills.
final class CircleCache {
    private let renderer: RendererHandle
    private var textures: [Int: OpaquePointer] = [:]
    /// Sub-samples per pixel side when computing coverage.
    private static let samples = 4

    init(renderer: RendererHandle) { self.renderer = renderer }

    deinit { removeAll() }

    func removeAll() {
        for texture in textures.values {
            SDL_DestroyTexture(texture)
            renderer.textures.destroyed()
        }
        textures.removeAll()
    }

    /// A 2r x 2r texture of a white disc of radius `radius` pixels, alpha = coverage.
    /// How many discs are cached.
    var count: Int { textures.count }

    func texture(radius: Int) -> OpaquePointer? {
        if let texture = textures[radius] { return texture }
        let side = 2 * radius
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(side), Int32(side), 32,
                SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        let pitch = Int(surface.pointee.pitch)
        let pixels = surface.pointee.pixels!
        let r = Double(radius), n = Self.samples
        for y in 0..<side {
            for x in 0..<side {
                var inside = 0
                for sy in 0..<n {
                    for sx in 0..<n {
                        let dx = Double(x) + (Double(sx) + 0.5) / Double(n) - r
                        let dy = Double(y) + (Double(sy) + 0.5) / Double(n) - r
                        if dx * dx + dy * dy <= r * r { inside += 1 }
                    }
                }
                let alpha = UInt32((255 * inside + n * n / 2) / (n * n))
                pixels.storeBytes(of: alpha << 24 | 0x00FF_FFFF, toByteOffset: y * pitch + x * 4, as: UInt32.self)
            }
        }
        guard let texture = SDL_CreateTextureFromSurface(renderer.pointer, surface) else { return nil }
        renderer.textures.created()
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        textures[radius] = texture
        return texture
    }
}
