import Foundation
import PagerSDL
import PagerScene
import RenderTestSupport
import Testing

/// A Wayland compositor of the tests' own: weston 10 with its X11 backend in an Xvfb (SDL 2.26
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
        server.arguments = ["--backend=x11-backend.so", "--use-pixman", "--socket=\(socket)", "--width=1280", "--height=1024", "--idle-time=0"]
        server.environment = window.environment.merging(["XDG_RUNTIME_DIR": runtime]) { $1 }
        server.standardOutput = FileHandle.nullDevice
        server.standardError = try FileHandle(forWritingTo: window.createFile("weston.log"))
        try server.run()
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: runtime + "/" + socket) && Date() < deadline { usleep(50_000) }
        guard FileManager.default.fileExists(atPath: runtime + "/" + socket) else {
            throw RealWindowError("weston did not start: \((try? String(contentsOfFile: window.path("weston.log"), encoding: .utf8)) ?? "")")
        }
        usleep(300_000)
    }

    deinit {
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        try? FileManager.default.removeItem(atPath: runtime)
    }

    /// The program's environment on this compositor: no X11 display, so SDL's defaults find Wayland.
    /// Under AddressSanitizer its leak check is off there: libdecor (SDL's window decorations) and
    /// Mesa (the OpenGL texture SDL shows a Wayland window through) keep memory to the end, and
    /// Mesa's cannot be named in a suppression (Tools/sanitize); the rest of ASan stays on.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ["WAYLAND_DISPLAY": socket, "XDG_RUNTIME_DIR": runtime, "DISPLAY": "", "SDL_VIDEODRIVER": ""]
        if Sanitizer.name == "address" { environment["ASAN_OPTIONS"] = "detect_leaks=0" }
        return environment.merging(extra) { $1 }
    }
}

/// The program as a Wayland client under weston: the defaults open a native window, every shipped
/// config's window frame is its headless frame, the window resizes and quits, and `--scale 2`
/// draws at twice the pixels, crisp.
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

    /// With SDL's software renderer (asked for: on Wayland it is shown through a texture) each
    /// shipped config's window frame is its headless frame, pixel for pixel.
    @Test func everyShippedConfigsWindowIsItsHeadlessFrame() throws {
        let weston = try Weston()
        try SDLLibrary.start(video: false)
        for config in WindowPixelsTests.configs {
            let asset = Executable.asset("\(config).json")
            let shown = try Self.run(
                ["--config", asset, "--screenshot", "\(config)-wayland.png"], on: weston, environment: ["SDL_RENDER_DRIVER": "software"])
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
        let resized = try Self.run(["--script", script, "--screenshot", "after.png"], on: weston, environment: ["SDL_RENDER_DRIVER": "software"])
        #expect(resized.status == 0, "\(resized.stderr)")
        try SDLLibrary.start(video: false)
        let small = try loadPNG(weston.window.path("small.png"))
        #expect(small.width == 640 && small.height == 480)

        let process = Process()
        process.executableURL = RealWindow.program
        process.arguments = ["--report", weston.window.path("ended.json")]
        process.environment = ProcessInfo.processInfo.environment.merging(weston.environment()) { $1 }
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(1_500_000)
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
            ["--config", asset, "--size", "400x300", "--scale=2", "--screenshot", "wayland2x.png"], on: weston,
            environment: ["SDL_RENDER_DRIVER": "software"])
        try #require(shown.status == 0, "\(shown.stderr)")
        let headless = try Executable.run(
            ["--headless", "--config", asset, "--size", "400x300", "--scale", "2", "--screenshot", "headless2x.png"], in: weston.window.directory)
        try #require(headless.status == 0, "\(headless.stderr)")
        try SDLLibrary.start(video: false)
        let a = try loadPNG(weston.window.path("wayland2x.png")), b = try loadPNG(weston.window.path("headless2x.png"))
        #expect(a.width == 800 && a.height == 600 && a.pixels == b.pixels)
    }
}
