import Foundation
import PagerSDL
import PagerScene
import RenderTestSupport
import Testing

/// A window shows what a headless run draws: every shipped configuration's screenshot, taken in
/// a real window under Xvfb, against the headless one.
@Suite(
    "Window pixels", .serialized,
    .enabled(if: RealWindow.toolsInstalled || ProcessInfo.processInfo.environment["CI"] != nil))
struct WindowPixelsTests {
    static let configs = ["channels", "gallery", "jftabview", "news", "rtl", "settings", "toutiao", "world"]

    /// The screenshot of `config`, headless (no `renderer`) or in a window on `display` drawn by SDL's `renderer`.
    static func screenshot(_ config: String, renderer: String?, display: String, in directory: URL) throws -> PixelImage {
        let path = directory.appendingPathComponent("\(config)-\(renderer ?? "headless").png").path
        var environment: [String: String] = [:]
        if let renderer {
            environment["DISPLAY"] = display
            environment["SDL_RENDER_DRIVER"] = renderer
        }
        let result = try Executable.run(
            (renderer == nil ? ["--headless"] : []) + ["--config", Executable.asset("\(config).json"), "--screenshot", path], in: directory,
            environment: environment)
        try #require(result.status == 0, "\(config) \(renderer ?? "headless"): \(result.stderr)")
        return try loadPNG(path)
    }

    /// How many pixels differ, and by how much at most in any channel.
    static func difference(_ a: PixelImage, _ b: PixelImage) -> (pixels: Int, most: Int) {
        var pixels = 0, most = 0
        for (p, q) in zip(a.pixels, b.pixels) where p != q {
            pixels += 1
            for shift in [0, 8, 16] { most = max(most, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))) }
        }
        return (pixels, most)
    }

    /// With SDL's software renderer the window's pixels are the headless ones, exactly.
    @Test(arguments: configs) func theSoftwareRenderersWindowIsTheHeadlessFrame(config: String) throws {
        try SDLLibrary.start(video: false)
        let window = try RealWindow()
        let headless = try Self.screenshot(config, renderer: nil, display: window.display, in: window.directory)
        let shown = try Self.screenshot(config, renderer: "software", display: window.display, in: window.directory)
        #expect(shown.width == headless.width && shown.height == headless.height)
        let difference = Self.difference(headless, shown)
        #expect(difference.pixels == 0, "\(difference) in \(window.directory.path)")
    }

    /// With OpenGL only blending rounds differently: anti-aliased edges and tinted text, by at
    /// most a few levels.
    @Test(arguments: configs) func theOpenGLWindowDiffersOnlyInRounding(config: String) throws {
        try SDLLibrary.start(video: false)
        let window = try RealWindow()
        let headless = try Self.screenshot(config, renderer: nil, display: window.display, in: window.directory)
        let shown = try Self.screenshot(config, renderer: "opengl", display: window.display, in: window.directory)
        let difference = Self.difference(headless, shown)
        #expect(difference.most <= 6 && difference.pixels <= headless.pixels.count / 50, "\(difference) in \(window.directory.path)")
    }
}
