import EndToEndSupport
import Foundation
import PagerSDL
import PagerScene
import RenderTestSupport
import Testing

/// The program in a real X11 window (Xvfb), driven by real X input through xdotool. Each
/// check reads its result from the program: the state it reports as it ends, its screenshots,
/// its recording. Runs wherever the tools are installed (make test installs them) and always on CI.
@Suite(
    "Real window under Xvfb", .serialized,
    .enabled(if: RealWindow.toolsInstalled || ProcessInfo.processInfo.environment["CI"] != nil))
struct RealWindowTests {
    @Test func aDragFromRightToLeftChangesPage() throws {
        let window = try RealWindow()
        try window.launch()
        try window.drag([(600, 300), (500, 300), (400, 300), (300, 300), (200, 300)], interval: 0.016)
        let report = try window.quitAndReport()
        #expect(report["page"] as? Int == 2, "\(report) \(window.evidence)")
    }

    @Test func aSlowDragOfAThirdOfAPageReturns() throws {
        try SDLLibrary.start(video: false)
        let window = try RealWindow()
        try window.launch()
        let points = (0...20).map { (600 - $0 * 13, 300) }  // 260 points, a third of the page, in about 0.6 s
        try window.drag(points, interval: 0.03, pause: 0.1, keyBeforeRelease: "F12")
        let report = try window.quitAndReport()
        #expect(report["page"] as? Int == 1, "\(report) \(window.evidence)")
        // Before the release the pages had followed the pointer: the indicator had moved a third of a tab.
        let shot = try window.firstScreenshot()
        #expect(
            shot.pixel(x: 20, y: 57) == (255, 255, 255) && shot.pixel(x: 160, y: 57) == (255, 0, 0),
            "the mid-drag screenshot in \(window.directory.path)/screenshots does not show the indicator a third along")
    }

    @Test func aFastShortFlickAdvancesExactlyOnePage() throws {
        let window = try RealWindow()
        try window.launch()
        try window.drag([(500, 300), (480, 300), (460, 300), (440, 300), (420, 300), (400, 300)], interval: 0.008)
        let report = try window.quitAndReport()
        #expect(report["page"] as? Int == 2, "\(report) \(window.evidence)")
    }

    /// Backspace, Esc, Alt+Left and a mouse's back button leave a detail page in the window as
    /// in scripts: after one, a click where the "Sound" switch is lands on that switch, not on the
    /// detail page (and Esc did not quit).
    @Test(arguments: [["key", "BackSpace"], ["key", "Escape"], ["key", "alt+Left"], ["click", "8"]])
    func backLeavesADetailPage(input: [String]) throws {
        let window = try RealWindow()
        try window.launch(["--config", Executable.asset("settings.json")])
        let top = try window.waitUntilStill()
        try window.click(400, 418)  // "Privacy" opens its detail page
        let detail = try window.waitUntilStill(changedFrom: top)
        if input[0] == "key" { try window.key(input[1]) } else { try window.xdotool(["click", "--window", window.windowID, input[1]]) }
        try window.waitUntilStill(changedFrom: detail)
        try window.click(400, 262)  // "Sound" on the top page
        let report = try window.quitAndReport()
        #expect((report["switches"] as? [String: Bool])?["sound"] == true, "\(report) \(window.evidence)")
    }

    /// A row held down shows pressed: a screenshot taken while the button is held shows the row
    /// darkened, and the rest of the page white.
    @Test func aHeldRowShowsPressed() throws {
        let window = try RealWindow()
        try window.launch(["--config", Executable.asset("settings.json")])
        try window.drag([(600, 120)], interval: 0, pause: 0.4, keyBeforeRelease: "F12")  // the profile row
        let shot = try window.firstScreenshot()
        _ = try window.quitAndReport()
        let pressed = shot.pixel(x: 780, y: 100), free = shot.pixel(x: 780, y: 430)
        #expect(pressed.r < 230 && pressed.r > 200 && pressed.r == pressed.g, "pressed row \(pressed), \(window.evidence)")
        #expect(free == (255, 255, 255), "\(free)")
    }

    @Test func clickingATabSelectsIt() throws {
        let window = try RealWindow()
        try window.launch()
        try window.click(333, 30)  // the third of six equal tabs
        let report = try window.quitAndReport()
        #expect(report["page"] as? Int == 3, "\(report) \(window.evidence)")
    }

    @Test func theWheelScrollsAList() throws {
        let window = try RealWindow()
        try window.launch()
        let before = try window.waitUntilStill()
        try window.wheelDown(2, at: 400, 300)
        try window.waitUntilStill(changedFrom: before)  // each notch scrolls over 100 ms
        let report = try window.quitAndReport()
        let scroll = report["scroll"] as? [Any]
        #expect(scroll?.first as? Double == 160, "\(report) \(window.evidence)")
        #expect(report["page"] as? Int == 1)
    }

    @Test func f12WritesAScreenshotOfTheWindow() throws {
        let window = try RealWindow()
        try window.launch()
        try window.key("F12")
        _ = try window.quitAndReport()
        let folder = window.directory.appendingPathComponent("screenshots")
        let shots = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(shots.count == 1 && shots[0].hasPrefix("sliding-tabs-"), "\(shots) \(window.evidence)")
        try SDLLibrary.start(video: false)
        let shot = try loadPNG(folder.appendingPathComponent(shots[0]).path)
        #expect(shot.width == 800 && shot.height == 600)
        let red = shot.pixel(x: 60, y: 57), white = shot.pixel(x: 200, y: 57)
        #expect(red == (255, 0, 0) && white == (255, 255, 255), "indicator pixels \(red) \(white); see \(folder.path)")
    }

    /// Whether this machine has a GPU to render with, as the program decides it: a DRM render
    /// node or NVIDIA's driver.
    static var machineHasGPU: Bool {
        FileManager.default.fileExists(atPath: "/dev/nvidiactl")
            || ((try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []).contains { $0.hasPrefix("renderD") }
    }

    /// `bench --window`: 300 frames of W1 in a shown window are 300 frames presented there, with
    /// the process's CPU, the first present and the renderer reported. Left to itself the
    /// program draws with OpenGL where there is a GPU and with SDL's software renderer where
    /// there is none (Xvfb on CI); `SDL_RENDER_DRIVER` chooses over it.
    @Test(arguments: ["default", "software", "opengl"])
    func theWindowBenchmarkPresentsEveryFrame(driver: String) throws {
        let window = try RealWindow()
        var environment = ["DISPLAY": window.display, "SDL_VIDEODRIVER": ""]
        if driver != "default" { environment["SDL_RENDER_DRIVER"] = driver }
        let result = try Executable.run(
            ["bench", "--window", "--frames", "300"], in: window.directory, environment: environment, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
        #expect(json["frames"] as? Int == 300, "\(json)")
        let cpu = try #require(json["cpu_ms"] as? Double), perFrame = try #require(json["cpu_ms_per_frame"] as? Double)
        #expect(cpu > 0 && abs(perFrame * 300 - cpu) < 1, "\(json)")
        let firstPresent = try #require(json["first_present_ms"] as? Double)
        #expect(firstPresent > 0 && firstPresent < 10_000, "\(json)")
        let renderer = try #require(json["renderer"] as? String)
        let expected = driver != "default" ? driver : Self.machineHasGPU ? "opengl" : "software"
        #expect(renderer == expected, "\(json)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    /// `bench --window --embedded`: 300 frames of W1 drawn as a host embeds the pager are 300
    /// frames presented, and its saved frame is the headless one pixel for pixel (the sidebar is
    /// the host's, outside the pager's frame).
    @Test func theEmbeddedWindowBenchmarkPresentsEveryFrameAsHeadless() throws {
        let window = try RealWindow()
        let environment = ["DISPLAY": window.display, "SDL_VIDEODRIVER": "", "SDL_RENDER_DRIVER": "software"]
        for (name, arguments) in [("embedded", ["--window", "--embedded"]), ("headless", [])] {
            let folder = window.path(name)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let result = try Executable.run(
                ["bench", "--frames", "300", "--save-frames", folder] + arguments, in: window.directory, environment: environment, timeout: 120)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
            #expect(json["frames"] as? Int == 300, "\(json)")
        }
        try SDLLibrary.start(video: false)
        let embedded = try loadPNG(window.path("embedded/w1-rows20-frame60.png"))
        let headless = try loadPNG(window.path("headless/w1-rows20-frame60.png"))
        #expect(embedded.width == headless.width && embedded.pixels == headless.pixels, "in \(window.directory.path)")
    }

    /// `bench --window --vsync` paces its frames by the display, or by a 60 Hz clock where the
    /// renderer cannot wait for it (SDL's software one): 60 frames take a second.
    @Test(arguments: ["default", "software"]) func theWindowBenchmarkWithVSyncIsPaced(driver: String) throws {
        let window = try RealWindow()
        var environment = ["DISPLAY": window.display, "SDL_VIDEODRIVER": ""]
        if driver != "default" { environment["SDL_RENDER_DRIVER"] = driver }
        let result = try Executable.run(
            ["bench", "--window", "--vsync", "--frames", "60"], in: window.directory, environment: environment, timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
        let total = try #require(json["total_ms"] as? Double)
        #expect(total > 900 && total < 3000, "\(json)")
    }

    /// `bench --window` draws in a child process timed from its start: the child ends with its
    /// launcher, however that is killed, and a window closed mid-run ends the run with one line
    /// on stderr and exit code 1.
    @Test func aWindowBenchmarkEndsWithItsLauncherAndWithItsWindow() throws {
        let window = try RealWindow()
        let killed = try window.launchBench(["--window", "--frames", "1000000"])
        // (Not waited for: Foundation's wait would also wait for the child, which holds its pipe.)
        kill(killed.launcher.processIdentifier, SIGKILL)
        let deadline = Date().addingTimeInterval(10)
        while !RealWindow.hasEnded(killed.child) && Date() < deadline { usleep(20_000) }
        #expect(RealWindow.hasEnded(killed.child), "the child \(killed.child) went on after its launcher was killed")
        let closed = try window.launchBench(["--window", "--frames", "1000000"])
        try window.closeWindow(closed.window)
        let launcher = closed.launcher
        let watchdog = DispatchWorkItem { kill(launcher.processIdentifier, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: watchdog)
        launcher.waitUntilExit()
        watchdog.cancel()
        #expect(closed.launcher.terminationStatus == 1)
        let stderr = try String(contentsOfFile: window.path("stderr.txt"), encoding: .utf8)
        #expect(stderr.hasPrefix("sliding-tabs: bench --window: stopped at frame "), "\(stderr)")
        #expect(stderr.split(separator: "\n").count == 1, "\(stderr)")
    }

    @Test func closingTheWindowExitsZero() throws {
        let window = try RealWindow()
        try window.launch()
        try window.closeWindow()
        #expect(window.waitForExit() == 0, "\(window.evidence)")
    }

    /// In a window, SIGTERM is a quit: exit 0, the state reported, the recording complete.
    @Test func sigtermInAWindowQuitsCleanly() throws {
        let window = try RealWindow()
        try window.launch(["--record", window.path("session.script")])
        try window.key("Right")
        try window.key("F12")  // once its screenshot exists, both keys were handled
        _ = try window.waitForScreenshot(seconds: 10)
        kill(window.app!.processIdentifier, SIGTERM)
        #expect(window.waitForExit() == 0, "\(window.evidence)")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: window.path("report.json")))) as? [String: Any]
        #expect(report?["page"] as? Int == 2)
        let recording = try String(contentsOfFile: window.path("session.script"), encoding: .utf8)
        #expect(recording.hasSuffix("key f12\n"), "\(recording)")
    }

    /// With nothing moving the program sleeps in the event wait: under 1% of a core over 5 s,
    /// and no frame drawn beyond the first few (the window's first exposure).
    @Test func idleUsesAlmostNoCPUAndDrawsNothing() throws {
        let window = try RealWindow()
        try window.launch()
        try window.waitUntilStill()
        let before = try window.cpuTicks()
        Thread.sleep(forTimeInterval: 5)  // the span the CPU is measured over, not a wait for the program
        let used = try window.cpuTicks() - before
        let ticksPerSecond = Int(sysconf(Int32(_SC_CLK_TCK)))
        #expect(Double(used) / Double(5 * ticksPerSecond) < 0.01, "used \(used) ticks in 5 s; \(window.evidence)")
        let report = try window.quitAndReport()
        let frames = try #require(report["framesPresented"] as? Int)
        #expect(frames <= 3, "\(frames) frames drawn while idle; \(window.evidence)")
    }

    /// A tab's 300 ms animation is drawn at 60 frames a second, whatever the renderer: about 18
    /// frames, not as many as the CPU can draw (SDL's software renderer presents without waiting
    /// for the display, so the loop paces itself).
    @Test(arguments: ["default", "software", "opengl"]) func anAnimationIsDrawnAtTheDisplaysPace(driver: String) throws {
        let window = try RealWindow()
        try window.launch([], extraEnvironment: driver == "default" ? [:] : ["SDL_RENDER_DRIVER": driver])
        let before = try window.waitUntilStill()
        try window.xdotool(["mousemove", "--window", window.windowID, "333", "30", "click", "1"])  // the third of six tabs
        _ = try window.waitUntilStill(changedFrom: before)  // the animation shown and ended
        let report = try window.quitAndReport()
        let frames = try #require(report["framesPresented"] as? Int)
        #expect(report["page"] as? Int == 3 && frames >= 8 && frames <= 60, "\(frames) frames for one animation; \(window.evidence)")
    }

    /// 200 pointer moves over a still page where nothing reacts to a click (a plain coloured
    /// view) change nothing on screen: no frame is drawn for them (counted by the program).
    @Test func pointerMovesOverAStillPageDrawNothing() throws {
        let window = try RealWindow()
        let config = window.path("still.json")
        try Data(#"{"tabs": [{"title": "Still", "page": {"type": "color", "width": 800, "height": 600}}]}"#.utf8).write(
            to: URL(fileURLWithPath: config))
        try window.launch(["--config", config])
        try window.waitUntilStill()
        var moves: [String] = []
        for step in 0..<200 {
            let x = 100 + (step * 37) % 600, y = 100 + (step * 53) % 450
            moves += ["mousemove", "--window", window.windowID, String(x), String(y), "sleep", "0.01"]
        }
        try window.xdotool(moves)
        // Counted by the program, not read off a shared clock: the first frames, and none for the 200 moves.
        let report = try window.quitAndReport()
        let frames = try #require(report["framesPresented"] as? Int)
        #expect(frames <= 3, "\(frames) frames drawn for pointer moves; \(window.evidence)")
    }

    /// The focus starts, unseen, on the selected tab: Tab moves a ring to the page's first row,
    /// Shift+Tab back shows it on the tab, and Space on the second row flips that row's switch.
    @Test func tabMovesAVisibleFocusRing() throws {
        let window = try RealWindow()
        try window.launch(["--config", Executable.asset("settings.json")])
        try window.key("Tab")
        try window.key("shift+Tab")
        try window.key("F12")
        let shot = try window.firstScreenshot()
        let ring = shot.pixel(x: 60, y: 4), inside = shot.pixel(x: 60, y: 10)
        #expect(ring == (0, 102, 255), "focus ring pixel \(ring); \(window.evidence)")
        #expect(inside != (0, 102, 255))
        try window.key("Tab")  // the profile row
        try window.key("Tab")  // the "Push notifications" switch
        try window.key("space")
        let report = try window.quitAndReport()
        let switches = report["switches"] as? [String: Bool]
        #expect(switches?["push"] == false && switches?["sound"] == false, "only Push flipped: \(report) \(window.evidence)")
    }

    /// The mouse resting on a tab tints it.
    @Test func aHoveredTabIsTinted() throws {
        let window = try RealWindow()
        try window.launch()
        let before = try window.waitUntilStill()
        try window.xdotool(["mousemove", "--window", window.windowID, "200", "30"])
        _ = try window.waitUntilStill(changedFrom: before)  // the hover's tint shown
        try window.key("F12")
        let shot = try window.firstScreenshot()
        _ = try window.quitAndReport()
        let hovered = shot.pixel(x: 150, y: 45), plain = shot.pixel(x: 300, y: 45)
        #expect(plain == (255, 255, 255) && hovered.r < 250 && hovered.r > 230, "hovered \(hovered), plain \(plain)")
    }

    /// The window manager learns the minimum size and the icon; a window asked smaller than the
    /// minimum is grown to it and centred, one larger than the screen (1024x768) fits it.
    @Test func theWindowManagerLearnsTheMinimumSizeAndIconAndWindowsFitTheScreen() throws {
        let small = try RealWindow()
        try small.launch(["--size", "100x80"])
        let facts = try small.facts()
        #expect(facts["minimumSize"] as? [Int] == [240, 160], "\(facts)")
        #expect(facts["iconSize"] as? [Int] == [64, 64], "\(facts)")
        #expect(facts["width"] as? Int == 240 && facts["height"] as? Int == 160, "\(facts)")
        #expect(facts["x"] as? Int == (1024 - 240) / 2 && facts["y"] as? Int == (768 - 160) / 2, "\(facts)")
        _ = try small.quitAndReport()

        let large = try RealWindow()
        try large.launch(["--size", "3000x2000"])
        let fitted = try large.facts()
        #expect(fitted["width"] as? Int == 1024 && fitted["height"] as? Int == 768, "\(fitted)")
        #expect(fitted["x"] as? Int == 0 && fitted["y"] as? Int == 0, "\(fitted)")
        _ = try large.quitAndReport()
    }
}
