import EndToEndSupport
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
    static let configs = ["channels", "gallery", "grid", "jftabview", "news", "rtl", "settings", "sidebar", "toutiao", "world"]

    /// The screenshot of `config`, headless (no `renderer`) or in a window on `display` drawn by SDL's `renderer`.
    static func screenshot(_ config: String, renderer: String?, display: String, in directory: URL) throws -> PixelImage {
        let path = directory.appendingPathComponent("\(config)-\(renderer ?? "headless").png").path
        var environment: [String: String] = [:]
        if let renderer {
            environment["DISPLAY"] = display
            environment["SDL_RENDER_DRIVER"] = renderer
            // Mesa's leaks cannot be named (Tools/sanitize/sdl-opengl-llvmpipe.c): the rest of ASan stays on.
            if renderer == "opengl", Sanitizer.name == "address" { environment["ASAN_OPTIONS"] = "detect_leaks=0" }
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

    /// A picture moved across many software-drawn frames leaves no copy of itself behind: a
    /// swipe of the gallery held mid-way, scripted frame by frame in the software window and
    /// headless, ends on the same pixels as one move straight there drawn once.
    @Test func aMovingPictureLeavesNoCopyBehind() throws {
        try SDLLibrary.start(video: false)
        let window = try RealWindow()
        let steps = (1...30).map { "wait 16ms\nmove \(700 - 10 * $0),300\n" }.joined()
        let moving = try Executable.script(
            "press 700,300\n" + steps + "wait 16ms\nscreenshot moving.png\nkey ctrl+q\n", in: window.directory, name: "moving.script")
        let straight = try Executable.script(
            "press 700,300\nwait 16ms\nmove 698,300\nwait 16ms\nmove 400,300\nwait 16ms\nscreenshot straight.png\n", in: window.directory,
            name: "straight.script")
        var shots: [String: PixelImage] = [:]
        for (name, script, headless) in [("straight", straight, true), ("moving-headless", moving, true), ("moving-window", moving, false)] {
            let environment = headless ? [:] : ["DISPLAY": window.display, "SDL_RENDER_DRIVER": "software"]
            let run = try Executable.run(
                (headless ? ["--headless"] : []) + ["--config", Executable.asset("gallery.json"), "--script", script], in: window.directory,
                environment: environment)
            try #require(run.status == 0, "\(name): \(run.stderr)")
            let file = script.hasSuffix("moving.script") ? "moving.png" : "straight.png"
            shots[name] = try loadPNG(window.directory.appendingPathComponent(file).path)
        }
        let straightShot = try #require(shots["straight"])
        for name in ["moving-headless", "moving-window"] {
            let difference = Self.difference(straightShot, try #require(shots[name]))
            #expect(difference.pixels == 0, "\(name): \(difference) in \(window.directory.path)")
        }
    }

    /// What the X server shows of a window drawn by SDL's software renderer is the headless
    /// frame, exactly: the framebuffer the pager draws into is the one presented.
    @Test(arguments: ["settings", "toutiao", "rtl"]) func theSoftwareRenderersWindowShowsTheHeadlessFrame(config: String) throws {
        try SDLLibrary.start(video: false)
        let window = try RealWindow()
        let headless = try Self.screenshot(config, renderer: nil, display: window.display, in: window.directory)
        try window.launch(["--config", Executable.asset("\(config).json")], extraEnvironment: ["SDL_RENDER_DRIVER": "software"])
        try window.xdotool(["mousemove", "0", "0"])  // off the window: no row is hovered
        // Read until the frame is shown (drawn, presented, the pointer gone), for up to 20 s.
        let deadline = Date().addingTimeInterval(20)
        var shown = try window.shownPixels()
        while Self.difference(headless, shown).pixels > 0 && Date() < deadline {
            usleep(100_000)
            shown = try window.shownPixels()
        }
        _ = try window.quitAndReport()
        #expect(shown.width == headless.width && shown.height == headless.height)
        let difference = Self.difference(headless, shown)
        #expect(difference.pixels == 0, "\(difference) in \(window.directory.path); \(window.evidence)")
    }

    /// Resized, the software renderer's window is drawn on SDL's new framebuffer whole: it shows
    /// the headless frame of its new size.
    @Test func aResizedSoftwareWindowShowsTheHeadlessFrameOfItsSize() throws {
        try SDLLibrary.start(video: false)
        let window = try RealWindow()
        let result = try Executable.run(
            ["--headless", "--size", "640x480", "--config", Executable.asset("settings.json"), "--screenshot", "small.png"], in: window.directory)
        try #require(result.status == 0, "\(result.stderr)")
        let headless = try loadPNG(window.path("small.png"))
        try window.launch(["--config", Executable.asset("settings.json")], extraEnvironment: ["SDL_RENDER_DRIVER": "software"])
        try window.xdotool(["mousemove", "0", "0", "windowsize", window.windowID, "640", "480"])
        let deadline = Date().addingTimeInterval(20)
        var shown = try window.shownPixels()
        while (shown.width != 640 || Self.difference(headless, shown).pixels > 0) && Date() < deadline {
            usleep(100_000)
            shown = try window.shownPixels()
        }
        _ = try window.quitAndReport()
        let difference = Self.difference(headless, shown)
        #expect(shown.width == 640 && shown.height == 480 && difference.pixels == 0, "\(difference) in \(window.directory.path); \(window.evidence)")
    }

    /// The embedded example in a window drawn by SDL's software renderer: the pager writes its
    /// text into the host's framebuffer inside its viewport, beside the host's own drawing, and
    /// the frame is the example's headless one (drawn without that framebuffer) pixel for pixel.
    /// After a swipe and a tap, too: each frame erased only what the last one drew in each of its
    /// viewports (the example says nothing else draws there), and the frames end exactly where
    /// headless ones do.
    @Test(.enabled(if: EmbeddedExample.isBuilt), arguments: [[], ["--drag", "750,300,250,300", "--click", "600,300"]])
    func theExamplesSoftwareWindowIsItsHeadlessFrame(input: [String]) throws {
        try SDLLibrary.start(video: false)
        let window = try RealWindow()
        try window.xdotool(["mousemove", "0", "0"])  // off the example's window: nothing is hovered
        let headless = try EmbeddedExample.run(input).shot
        let shown = try EmbeddedExample.run(input, display: window.display, environment: ["SDL_RENDER_DRIVER": "software"]).shot
        let difference = Self.difference(headless, shown)
        #expect(shown.width == headless.width && difference.pixels == 0, "\(difference)")
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
