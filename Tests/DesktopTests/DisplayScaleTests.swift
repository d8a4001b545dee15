import EndToEndSupport
import Foundation
import PagerSDL
import PagerScene
import RenderTestSupport
import Testing

/// The desktop's scale on X11, where SDL scales nothing: `Xft.dpi` (as a settings daemon sets
/// it) and `GDK_SCALE` draw the window at 2x, as GTK 4 and Qt 6 do, and `--scale` overrides
/// them; a 2x window is the headless 2x frame, and a click lands on the point it is over.
@Suite("The display's scale", .enabled(if: RealWindow.toolsInstalled))
struct DisplayScaleTests {
    /// Runs `Tools/set-resources.py` on `window`'s display.
    static func setResources(_ text: String, on window: RealWindow) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        let script = RealWindow.tools.appendingPathComponent("set-resources.py")
        process.arguments = [script.path, text]
        process.environment = window.environment
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
    }

    /// The window's size in pixels when launched with `arguments` and `environment` on a fresh display
    /// whose resources are `resources`.
    static func windowSize(_ arguments: [String], resources: String? = nil, environment: [String: String] = [:]) throws -> [Int] {
        let window = try RealWindow()
        if let resources { try setResources(resources, on: window) }
        try window.launch(["--size", "400x300"] + arguments, extraEnvironment: environment)
        let facts = try window.facts()
        _ = try window.quitAndReport()
        return [facts["width"] as? Int ?? 0, facts["height"] as? Int ?? 0]
    }

    @Test func xftDpiOf192DrawsTheWindowAt2x() throws {
        #expect(try Self.windowSize([], resources: "Xft.dpi:\t192") == [800, 600])
        #expect(try Self.windowSize([], resources: "Xft.dpi:\t144") == [600, 450])
        #expect(try Self.windowSize([], resources: "Xft.dpi:\t96") == [400, 300])
        #expect(try Self.windowSize([]) == [400, 300])  // no resources: 1x
    }

    @Test func gdkScaleDrawsAt2xAndScaleOverridesTheDesktop() throws {
        #expect(try Self.windowSize([], environment: ["GDK_SCALE": "2"]) == [800, 600])
        #expect(try Self.windowSize(["--scale", "1"], resources: "Xft.dpi:\t192") == [400, 300])
        #expect(try Self.windowSize(["--scale=1.5"]) == [600, 450])
    }

    /// With SDL's software renderer a 2x window shows the headless 2x frame exactly: text drawn at
    /// twice the pixels, not stretched.
    @Test func aWindowAt2xIsTheHeadlessFrameAt2x() throws {
        try SDLLibrary.start(video: false)
        let window = try RealWindow()
        var shots: [PixelImage] = []
        for (name, extra) in [("headless", ["--headless"]), ("window", [])] {
            let path = window.path("\(name).png")
            let result = try Executable.run(
                extra + ["--config", Executable.asset("settings.json"), "--size", "400x300", "--scale", "2", "--screenshot", path],
                in: window.directory, environment: ["DISPLAY": window.display, "SDL_RENDER_DRIVER": "software"])
            try #require(result.status == 0, "\(name): \(result.stderr)")
            shots.append(try loadPNG(path))
        }
        #expect(shots[0].width == 800 && shots[0].height == 600)
        #expect(shots[1].width == 800 && shots[1].height == 600 && shots[0].pixels == shots[1].pixels, "in \(window.directory.path)")
    }

    /// A click at a pixel lands on the point under it: the third of six tabs, at 2x.
    @Test func aClickAt2xSelectsTheTabUnderIt() throws {
        let window = try RealWindow()
        try Self.setResources("Xft.dpi:\t192", on: window)
        try window.launch(["--size", "480x360"])
        try window.click(2 * 200, 2 * 20)  // the third of six 80-point tabs
        let report = try window.quitAndReport()
        #expect(report["page"] as? Int == 3, "\(report) \(window.evidence)")
    }

    @Test func aScaleOutOfRangeOrAFractionHeadlessIsRefused() throws {
        let directory = try Executable.workDirectory()
        let high = try Executable.run(["--headless", "--scale", "5"], in: directory)
        #expect(high.status == 2 && high.stderr == "sliding-tabs: --scale: expected a number from 1 to 4, got '5'\n", "\(high.stderr)")
        let fraction = try Executable.run(["--headless", "--scale", "1.5", "--screenshot", "x.png"], in: directory)
        #expect(fraction.status == 2 && fraction.stderr.hasPrefix("sliding-tabs: --scale: a headless run"), "\(fraction.stderr)")
    }
}
