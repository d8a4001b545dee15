import EndToEndSupport
import Foundation
import PagerConfig
import PagerSDL
import PagerScene
import RenderTestSupport
import Testing

/// A Wayland compositor of the tests' own: weston 10 with its X11 backend in an Xvfb (its output
/// the screen's size, so all of it can be read back; SDL 2.26
/// itself crashes under weston's headless backend), drawing with pixman, on a socket of its own.
final class Weston {
    let window: RealWindow
    let socket = "wayland-0"
    /// The runtime folder the socket is in: short, as a socket's path must be (under 108 bytes).
    let runtime: String
    private let server: Process

    static var installed: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/weston")
            && FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/libdecor/plugins-1/libdecor-cairo.so")
    }

    init() throws {
        window = try RealWindow()
        var template = Array("/tmp/st-wl-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw RealWindowError("no runtime folder") }
        runtime = String(cString: made)  // mode 0700, as XDG asks
        server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/weston")
        server.arguments = ["--backend=x11-backend.so", "--use-pixman", "--socket=\(socket)", "--width=1024", "--height=768", "--idle-time=0"]
        server.environment = window.environment.merging(["XDG_RUNTIME_DIR": runtime]) { $1 }
        server.standardOutput = FileHandle.nullDevice
        server.standardError = try FileHandle(forWritingTo: window.createFile("weston.log"))
        try server.run()
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: runtime + "/" + socket) && Date() < deadline { usleep(50_000) }
        guard FileManager.default.fileExists(atPath: runtime + "/" + socket) else {
            throw RealWindowError("weston did not start: \((try? String(contentsOfFile: window.path("weston.log"), encoding: .utf8)) ?? "")")
        }
        // Its output window mapped on the X server: it shows what its clients draw from now on.
        try window.xdotool(["search", "--sync", "--onlyvisible", "--class", "^weston"])
    }

    /// weston's output window on the X server.
    func outputWindow() throws -> String {
        let output = try window.xdotool(["search", "--class", "^weston"])
        guard let id = output.split(separator: "\n").first else { throw RealWindowError("weston's output window is not found") }
        return String(id)
    }

    deinit {
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        try? FileManager.default.removeItem(atPath: runtime)
    }

    /// What the compositor shows now: its output window's pixels, read back from the X server
    /// it runs in (Tools/window-pixels.py), not the program's own reading of them.
    func shownScreen() throws -> PixelImage { try window.shownPixels(of: try outputWindow()) }

    /// The program's environment on this compositor: no X11 display, so SDL's defaults find Wayland.
    /// Under AddressSanitizer its leak check is off there: libdecor (SDL's window decorations) and
    /// Mesa (whose EGL SDL 2.26 loads for every Wayland window) keep memory to the end, and
    /// Mesa's cannot be named in a suppression (Tools/sanitize); the rest of ASan stays on.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ["WAYLAND_DISPLAY": socket, "XDG_RUNTIME_DIR": runtime, "DISPLAY": "", "SDL_VIDEODRIVER": ""]
        if Sanitizer.name == "address" { environment["ASAN_OPTIONS"] = "detect_leaks=0" }
        return environment.merging(extra) { $1 }
    }
}

/// The program as a Wayland client under weston: the defaults open a native window drawn into
/// shared-memory buffers, every shipped config's window frame is its headless frame, what the
/// compositor shows is what was drawn, the window resizes and quits, and `--scale 2` draws at
/// twice the pixels, crisp.
@Suite("Wayland, under weston", .serialized, .enabled(if: RealWindow.toolsInstalled && Weston.installed))
struct WaylandTests {
    static func run(_ arguments: [String], on weston: Weston, environment: [String: String] = [:]) throws -> Executable.Result {
        try Executable.run(arguments, in: weston.window.directory, environment: weston.environment(environment), timeout: 60)
    }

    @Test func theDefaultsOpenANativeWindow() throws {
        let weston = try Weston()
        let result = try Self.run(
            ["--config", Executable.asset("settings.json"), "--screenshot", "default.png", "--report", "report.json"], on: weston)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let report =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: weston.window.path("report.json")))) as? [String: Any]
        #expect((report?["framesPresented"] as? Int ?? 0) > 0, "\(report ?? [:])")
        try SDLLibrary.start(video: false)
        let shot = try loadPNG(weston.window.path("default.png"))
        #expect(shot.width == 800 && shot.height == 600)
    }

    /// With the defaults (no GPU here: SDL's software renderer, shown as shared-memory buffers)
    /// each shipped config's window frame is its headless frame, pixel for pixel.
    @Test func everyShippedConfigsWindowIsItsHeadlessFrame() throws {
        let weston = try Weston()
        try SDLLibrary.start(video: false)
        for config in WindowPixelsTests.configs {
            let asset = Executable.asset("\(config).json")
            let shown = try Self.run(["--config", asset, "--screenshot", "\(config)-wayland.png"], on: weston)
            try #require(shown.status == 0, "\(config): \(shown.stderr)")
            let headless = try Executable.run(
                ["--headless", "--config", asset, "--screenshot", "\(config)-headless.png"], in: weston.window.directory)
            try #require(headless.status == 0, "\(config): \(headless.stderr)")
            let a = try loadPNG(weston.window.path("\(config)-wayland.png")), b = try loadPNG(weston.window.path("\(config)-headless.png"))
            #expect(a.width == b.width && a.height == b.height && a.pixels == b.pixels, "\(config) in \(weston.window.directory.path)")
        }
    }

    /// A script resizes the window (the frame follows), and SIGTERM ends it cleanly.
    @Test func theWindowResizesAndEndsOnSIGTERM() throws {
        let weston = try Weston()
        let script = try Executable.script("size 640x480\nwait 200ms\nscreenshot small.png\n", in: weston.window.directory)
        let resized = try Self.run(["--script", script, "--screenshot", "after.png"], on: weston)
        #expect(resized.status == 0, "\(resized.stderr)")
        try SDLLibrary.start(video: false)
        let small = try loadPNG(weston.window.path("small.png"))
        #expect(small.width == 640 && small.height == 480)

        let process = Process()
        process.executableURL = RealWindow.program
        process.arguments = ["--report", weston.window.path("ended.json")]
        process.environment = ProcessInfo.processInfo.environment.merging(weston.environment()) { $1 }
        process.standardError = FileHandle.nullDevice
        let empty = try weston.shownScreen()
        try process.run()
        try weston.window.waitUntilStill(changedFrom: empty, of: try weston.outputWindow())  // the window shown, and still
        #expect(process.isRunning, "the window stays open")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: weston.window.path("ended.json")))
    }

    @Test func scale2DrawsAtTwiceThePixelsCrisp() throws {
        let weston = try Weston()
        let asset = Executable.asset("toutiao.json")
        let shown = try Self.run(
            ["--config", asset, "--size", "400x300", "--scale=2", "--screenshot", "wayland2x.png"], on: weston)
        try #require(shown.status == 0, "\(shown.stderr)")
        let headless = try Executable.run(
            ["--headless", "--config", asset, "--size", "400x300", "--scale", "2", "--screenshot", "headless2x.png"], in: weston.window.directory)
        try #require(headless.status == 0, "\(headless.stderr)")
        try SDLLibrary.start(video: false)
        let a = try loadPNG(weston.window.path("wayland2x.png")), b = try loadPNG(weston.window.path("headless2x.png"))
        #expect(a.width == 800 && a.height == 600 && a.pixels == b.pixels)
    }

    /// What weston shows is what was drawn: after a tab slid across, a badge grew in (a frame
    /// changing a few pixels, on the buffer the frame before last was drawn on) and the window
    /// was made smaller, the compositor's screen holds the program's own screenshot of the last
    /// frame, pixel for pixel. (The window stays open once its script has run.)
    @Test func theCompositorShowsTheFramesDrawn() throws {
        let weston = try Weston()
        let script = try Executable.script(
            "wait 300ms\nclick 300,20\nwait 800ms\nbadge 2 7\nwait 600ms\nsize 640x480\nwait 300ms\nbadge 1 dot\nwait 600ms\n"
                + "screenshot last.png\n", in: weston.window.directory)
        // The X pointer (weston's) off where the window opens: a row hovered would tint it.
        try weston.window.xdotool(["mousemove", "0", "0"])
        let process = Process()
        process.executableURL = RealWindow.program
        process.arguments = ["--script", script]
        process.currentDirectoryURL = weston.window.directory
        process.environment = ProcessInfo.processInfo.environment.merging(weston.environment()) { $1 }
        process.standardError = try FileHandle(forWritingTo: weston.window.createFile("program.log"))
        try process.run()
        defer {
            kill(process.processIdentifier, SIGTERM)
            process.waitUntilExit()
        }
        let deadline = Date().addingTimeInterval(20)
        while !FileManager.default.fileExists(atPath: weston.window.path("last.png")) && Date() < deadline && process.isRunning { usleep(50_000) }
        try #require(FileManager.default.fileExists(atPath: weston.window.path("last.png")), "no screenshot in \(weston.window.directory.path)")
        try SDLLibrary.start(video: false)
        let frame = try loadPNG(weston.window.path("last.png"))
        #expect(frame.width == 640 && frame.height == 480)
        // The compositor shows the frame once the loop after the script has presented it and
        // weston has repainted: looked for until then (a sanitized build is slow to get there).
        let shown = Date().addingTimeInterval(15)
        var place = try weston.shownScreen().place(of: frame)
        while place == nil && Date() < shown && process.isRunning {
            usleep(200_000)
            place = try weston.shownScreen().place(of: frame)
        }
        #expect(place != nil, "the screen in \(weston.window.directory.path) does not show last.png")
    }

    /// What goes away leaves no ghost: a frame's damage is what it draws and what the frame it
    /// replaces drew, read from the requests the program sends weston (WAYLAND_DEBUG). Over
    /// empty pages, the frame that closes the tab menu draws only the bar: its damage must cover
    /// the menu it takes away. (No compositor here shows a ghost: SDL 2.26 damages the whole
    /// window after each frame callback, and weston's renderers read whole buffers.) The keys
    /// are a script's, played in the window: a window presents one frame for each line, so the
    /// frame that closed the menu is the one before `key ctrl+q`'s, the last.
    @Test func aFramesDamageCoversWhatTheFrameBeforeItDrew() throws {
        let weston = try Weston()
        let directory = weston.window.directory
        let config =
            #"{"tabBar": {"overflowMenu": true}, "tabs": ["#
            + (1...3).map { #"{"title": "Tab \#($0)", "page": {"type": "list", "rows": 0}}"# }.joined(separator: ", ") + "]}"
        try config.write(to: directory.appendingPathComponent("menu.json"), atomically: true, encoding: .utf8)
        // The X pointer (weston's) off where the window opens: a tab hovered would tint it.
        try weston.window.xdotool(["mousemove", "0", "0"])
        let script = try Executable.script("key ctrl+shift+a\nwait 300ms\nkey Escape\nkey ctrl+q\n", in: directory, name: "menu.script")
        let shown = try Self.run(["--config", "menu.json", "--script", script], on: weston, environment: ["WAYLAND_DEBUG": "client"])
        try #require(shown.status == 0, "\(shown.stderr.suffix(2000))")
        // Each frame's damage on the window's own surface (the one with most frames: libdecor's
        // decorations are surfaces of their own), in the order sent.
        var damages: [String: [SDL_Rect]] = [:]
        var attachedTo: String?
        for line in shown.stderr.split(separator: "\n") {
            guard let surface = line.firstRange(of: "wl_surface@").map({ line[$0.upperBound...].prefix { $0.isNumber } }) else { continue }
            if line.contains(".attach(wl_buffer@") {
                attachedTo = String(surface)
            } else if attachedTo == String(surface), let open = line.range(of: ".damage_buffer(") {
                let numbers = line[open.upperBound...].prefix { $0 != ")" }.split(separator: ",").compactMap {
                    Int32($0.trimmingCharacters(in: .whitespaces))
                }
                if numbers.count == 4 {
                    damages[String(surface), default: []].append(SDL_Rect(x: numbers[0], y: numbers[1], w: numbers[2], h: numbers[3]))
                }
                attachedTo = nil
            }
        }
        let frames = damages.values.max { $0.count < $1.count } ?? []
        // 18 frames of the menu (300 ms), the one that closed it and the last at least.
        try #require(frames.count >= 20, "frames: \(frames)")
        // Where the menu was: the rows where the same frame drawn headless, with the menu open
        // and closed, differ.
        for (name, keys) in [("open", "key ctrl+shift+a\n"), ("closed", "")] {
            let script = try Executable.script(keys + "wait 300ms\nscreenshot \(name).png\n", in: directory)
            let shot = try Executable.run(["--headless", "--config", "menu.json", "--script", script], in: directory)
            try #require(shot.status == 0, "\(shot.stderr)")
        }
        try SDLLibrary.start(video: false)
        let open = try loadPNG(weston.window.path("open.png")), shut = try loadPNG(weston.window.path("closed.png"))
        let rows = (0..<open.height).filter { y in (0..<open.width).contains { open.pixel(x: $0, y: y) != shut.pixel(x: $0, y: y) } }
        let top = try #require(rows.first), bottom = try #require(rows.last)
        #expect(bottom > 100, "the menu reaches only row \(bottom)")
        func covers(_ damage: SDL_Rect) -> Bool { damage.y <= Int32(top) && damage.y + damage.h > Int32(bottom) }
        let (withMenu, closing) = (frames[frames.count - 3], frames[frames.count - 2])
        #expect(covers(withMenu), "the last frame with the menu damaged \(withMenu), not the menu's rows \(top)-\(bottom)")
        #expect(covers(closing), "the frame that closed the menu damaged \(closing), not the menu's rows \(top)-\(bottom)")
    }

    /// With the defaults the window draws with the software renderer (no GPU here); OpenGL,
    /// asked for, still opens and draws.
    @Test func theRendererIsTheSoftwareOneUnlessAnotherIsAskedFor() throws {
        let weston = try Weston()
        for (asked, expected) in [(nil, "software"), ("opengl", "opengl")] as [(String?, String)] {
            let environment = asked.map { ["SDL_RENDER_DRIVER": $0] } ?? [:]
            let bench = try Self.run(["bench", "--window", "--frames", "30"], on: weston, environment: environment)
            try #require(bench.status == 0, "\(bench.stderr)")
            let line = try JSONSerialization.jsonObject(with: Data(bench.stdout.utf8)) as? [String: Any]
            #expect(line?["renderer"] as? String == expected, "\(bench.stdout)")
            #expect((line?["frames"] as? Int) == 30)
        }
    }
}

extension PixelImage {
    /// Where `image` is found whole in this one (its top left), if it is.
    func place(of image: PixelImage) -> (x: Int, y: Int)? {
        guard image.width > 0, image.height > 0, image.width <= width, image.height <= height else { return nil }
        let (w, h) = (image.width, image.height)
        return pixels.withUnsafeBufferPointer { screen in
            image.pixels.withUnsafeBufferPointer { frame in
                guard let screenStart = screen.baseAddress, let frameStart = frame.baseAddress else { return nil }
                // Its corners first: few places have all four.
                let (topLeft, topRight, bottomLeft) = (frame[0], frame[w - 1], frame[(h - 1) * w])
                for y in 0...(height - h) {
                    for x in 0...(width - w) {
                        let at = y * width + x
                        guard screen[at] == topLeft, screen[at + w - 1] == topRight, screen[at + (h - 1) * width] == bottomLeft else { continue }
                        var row = 0
                        while row < h && memcmp(screenStart + at + row * width, frameStart + row * w, w * 4) == 0 { row += 1 }
                        if row == h { return (x, y) }
                    }
                }
                return nil
            }
        }
    }
}
