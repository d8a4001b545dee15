import Foundation
import PagerSDL
import PagerScene
import RenderTestSupport

/// An Xvfb server and the program in a real X11 window on it, driven by real X input
/// (xdotool's XTEST events). Everything started is stopped by PID when this is released.
package final class RealWindow {
    /// Whether the tools exist (make test installs them).
    package static var toolsInstalled: Bool {
        ["/usr/bin/Xvfb", "/usr/bin/xdotool", "/usr/bin/python3"].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The tests' own tools (Tests/EndToEndSupport/Tools): X11 and AT-SPI clients in Python, a C
    /// library interposed on file calls.
    package static let tools = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Tools")

    package let directory: URL
    package let display: String
    private let server: Process
    package private(set) var app: Process?
    package private(set) var windowID = ""

    /// Starts Xvfb on a free display; returns once it accepts connections (it reports its
    /// display number through -displayfd only then).
    package init() throws {
        directory = try Executable.workDirectory()
        server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = ["-displayfd", "1", "-screen", "0", "1024x768x24", "-nolisten", "tcp", "-noreset"]
        let output = Pipe()
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        try server.run()
        var number = ""
        while !number.hasSuffix("\n") {
            guard let byte = output.fileHandleForReading.readByteRetryingInterrupts() else {
                throw RealWindowError("Xvfb exited before it was ready")
            }
            number += String(decoding: [byte], as: UTF8.self)
        }
        display = ":" + number.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    deinit {
        for process in [app, server].compactMap({ $0 }) where process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// The environment the program runs in: this display, no session bus, state and runtime
    /// directories of its own.
    package var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["XDG_STATE_HOME"] = directory.appendingPathComponent("state").path
        environment["SDL_VIDEODRIVER"] = nil
        // No session bus: a desktop's own would let the program register with its screen reader.
        for name in ["DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS"] { environment[name] = nil }
        environment["XDG_RUNTIME_DIR"] = directory.path
        return environment
    }

    /// The program a user runs: the release build (`make test` builds it first), unless the
    /// debug build beside the tests is newer (a `swift test` after a change).
    package static let program: URL = {
        let release = Executable.packageRoot.appendingPathComponent(".build/release/sliding-tabs")
        func modified(_ url: URL) -> Date? { try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date }
        guard let built = modified(release), let debug = modified(Executable.url), built >= debug else { return Executable.url }
        return release
    }()

    /// Launches the program with `arguments` (and `extraEnvironment`) and waits until its
    /// window is mapped.
    package func launch(_ arguments: [String] = [], extraEnvironment: [String: String] = [:], fileSizeLimit: Int? = nil) throws {
        let process = Process()
        process.executableURL = Self.program
        process.arguments = ["--report", path("report.json")] + arguments
        if let fileSizeLimit {
            // The shell's limit (in its blocks) on every file the program writes, then the program in its place (the same pid).
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -f \(fileSizeLimit) && exec \"$0\" \"$@\"", Self.program.path] + (process.arguments ?? [])
        }
        process.currentDirectoryURL = directory
        process.environment = environment.merging(extraEnvironment) { $1 }
        process.standardOutput = try FileHandle(forWritingTo: createFile("stdout.txt"))
        process.standardError = try FileHandle(forWritingTo: createFile("stderr.txt"))
        try process.run()
        app = process
        windowID =
            try xdotool(["search", "--sync", "--onlyvisible", "--pid", String(process.processIdentifier)])
            .split(separator: "\n").first.map(String.init) ?? ""
        guard !windowID.isEmpty else { throw RealWindowError("no window appeared") }
    }

    /// Finds the program's window again (waiting up to 5 s for one to show): SDL may replace the
    /// first X11 window it maps (making an OpenGL renderer for it), and a window manager acts on
    /// the one that stays.
    package func findWindowAgain() throws {
        guard let app else { return }
        let deadline = Date().addingTimeInterval(5)
        repeat {
            let found = (try? xdotool(["search", "--onlyvisible", "--pid", String(app.processIdentifier)])) ?? ""
            if let last = found.split(separator: "\n").last { return windowID = String(last) }
            usleep(50_000)
        } while Date() < deadline && app.isRunning
        throw RealWindowError("the window went away (running: \(app.isRunning), exit \(app.isRunning ? 0 : app.terminationStatus)): \(evidence)")
    }

    package func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    package func createFile(_ name: String) -> URL {
        let url = directory.appendingPathComponent(name)
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        return url
    }

    /// Runs xdotool with `arguments` and returns what it printed (stopped after 30 s by
    /// coreutils' timeout: a `search --sync` for a window that never shows must not hang the run).
    @discardableResult
    package func xdotool(_ arguments: [String]) throws -> String {
        try run("/usr/bin/timeout", ["--kill-after=5", "30", "/usr/bin/xdotool"] + arguments)
    }

    @discardableResult
    private func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let watchdog = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 20, execute: watchdog)
        let data = output.fileHandleForReading.readAllRetryingInterrupts()
        process.waitUntilExit()
        watchdog.cancel()
        return String(decoding: data, as: UTF8.self)
    }

    /// A mouse drag in window coordinates: press at the first point, a move to each next one
    /// `interval` seconds apart, `pause` seconds still (pressing `keyBeforeRelease` if given), then release.
    package func drag(_ points: [(Int, Int)], interval: Double, pause: Double = 0, keyBeforeRelease: String? = nil) throws {
        guard let first = points.first else { return }
        var chain = ["mousemove", "--window", windowID, String(first.0), String(first.1), "mousedown", "1"]
        for point in points.dropFirst() {
            chain += ["sleep", String(interval), "mousemove", "--window", windowID, String(point.0), String(point.1)]
        }
        if pause > 0 { chain += ["sleep", String(pause)] }
        if let key = keyBeforeRelease { chain += ["key", "--window", windowID, key] }
        try xdotool(chain + ["mouseup", "1"])
    }

    package func click(_ x: Int, _ y: Int) throws {
        try xdotool(["mousemove", "--window", windowID, String(x), String(y), "click", "1"])
    }

    /// Wheel notches down (button 5) with the pointer at (x, y).
    package func wheelDown(_ notches: Int, at x: Int, _ y: Int) throws {
        try xdotool(["mousemove", "--window", windowID, String(x), String(y)] + Array(repeating: ["click", "5"], count: notches).flatMap { $0 })
    }

    package func key(_ name: String) throws {
        try xdotool(["key", "--window", windowID, name])
    }

    /// The window's facts once `condition` holds of them, or the last read after `timeout` (for the
    /// caller's expectation to say what they were): a window manager acts when it gets to it.
    package func facts(once condition: ([String: Any]) -> Bool, timeout: TimeInterval = 20) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        var facts = try self.facts()
        while !condition(facts) && Date() < deadline {
            usleep(50_000)  // between reads
            facts = try self.facts()
        }
        return facts
    }

    /// What a window manager learns of the window (Tools/window-facts.py): its minimum size, its
    /// icon's size, its position and size.
    package func facts() throws -> [String: Any] {
        let script = RealWindow.tools.appendingPathComponent("window-facts.py")
        let output = try run("/usr/bin/python3", [script.path, windowID])
        return try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any] ?? [:]
    }

    /// What the X server shows of the window now (Tools/window-pixels.py): the pixels a person
    /// sees, not the program's own reading of them.
    package func shownPixels() throws -> PixelImage { try shownPixels(of: windowID) }

    /// What the X server shows of the window `id` now (another than the program's: a nested
    /// compositor's output, say).
    package func shownPixels(of id: String) throws -> PixelImage {
        let script = RealWindow.tools.appendingPathComponent("window-pixels.py")
        let ppm = path("shown.ppm")
        _ = try run("/usr/bin/python3", [script.path, id, ppm])
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: ppm)))
        // "P6 W H 255\n", then the rows of RGB.
        guard let end = bytes.firstIndex(of: 10) else { throw RealWindowError("\(ppm) has no header") }
        let header = String(decoding: bytes[..<end], as: UTF8.self).split(separator: " ").compactMap { Int($0) }
        guard header.count == 3, bytes.count == end + 1 + header[0] * header[1] * 3 else { throw RealWindowError("\(ppm) is not a PPM") }
        let rgb = bytes[(end + 1)...]
        let pixels = stride(from: rgb.startIndex, to: rgb.endIndex, by: 3).map { index in
            0xFF00_0000 | UInt32(rgb[index]) << 16 | UInt32(rgb[index + 1]) << 8 | UInt32(rgb[index + 2])
        }
        guard let image = PixelImage(width: header[0], height: header[1], pixels: pixels) else { throw RealWindowError("\(ppm) is empty") }
        return image
    }

    /// Waits until what the X server shows of the window (or window `id`) has stopped changing: the same in three
    /// reads in a row, after it first differs from `before` when that is given (the program has
    /// taken the input that changes it, and what it started moving has come to rest). Waits for
    /// the condition, not for a time: on a busy machine it takes longer, never fails sooner.
    /// - Returns: the pixels shown then.
    @discardableResult
    package func waitUntilStill(changedFrom before: PixelImage? = nil, of id: String? = nil, timeout: TimeInterval = 30) throws -> PixelImage {
        let deadline = Date().addingTimeInterval(timeout)
        let id = id ?? windowID
        var last = try shownPixels(of: id), same = 0, changed = before == nil || last.pixels != before?.pixels
        while Date() < deadline {
            usleep(50_000)  // between reads, not a wait for the program: the reads are the condition
            let now = try shownPixels(of: id)
            changed = changed || now.pixels != before?.pixels
            same = changed && now.pixels == last.pixels ? same + 1 : 0
            if same >= 2 { return now }
            last = now
        }
        throw RealWindowError("the window did not \(changed ? "come to rest" : "change") in \(Int(timeout)) s: \(evidence)")
    }

    /// The screenshots written so far, by name. A screenshot is written to a hidden temporary
    /// file and renamed when whole, so only the named ones count.
    package func screenshotNames() -> [String] {
        let folder = directory.appendingPathComponent("screenshots")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Waits up to `seconds` for the first screenshot to be written and returns its name.
    package func waitForScreenshot(seconds: TimeInterval = 5) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while screenshotNames().isEmpty && Date() < deadline { usleep(10_000) }
        guard let first = screenshotNames().first else { throw RealWindowError("no screenshot in \(directory.path)/screenshots") }
        return first
    }

    /// The first screenshot F12 wrote, waiting up to 5 s for it.
    package func firstScreenshot() throws -> PixelImage {
        let first = try waitForScreenshot()
        try SDLLibrary.start(video: false)
        return try loadPNG(directory.appendingPathComponent("screenshots").appendingPathComponent(first).path)
    }

    /// Asks the window (the launched program's, or the one with `id`) to close as a window
    /// manager's close button does.
    package func closeWindow(_ id: String? = nil) throws {
        let script = RealWindow.tools.appendingPathComponent("close-window.py")
        try run("/usr/bin/python3", [script.path, id ?? windowID])
    }

    /// Starts `sliding-tabs bench` with `arguments` on this display; the launcher, and once its
    /// timed child (the process `bench` runs the tour in) shows its window, the child's pid and window.
    package func launchBench(_ arguments: [String]) throws -> (launcher: Process, child: Int32, window: String) {
        let process = Process()
        process.executableURL = Self.program
        process.arguments = ["bench"] + arguments
        process.currentDirectoryURL = directory
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: createFile("stdout.txt"))
        process.standardError = try FileHandle(forWritingTo: createFile("stderr.txt"))
        try process.run()
        let (child, window) = try waitForBenchWindow(of: process)
        return (process, child, window)
    }

    /// Waits until the timed child `launcher` (a `bench --window`) starts shows its window; the
    /// child's pid and the window.
    @discardableResult
    package func waitForBenchWindow(of launcher: Process, timeout: TimeInterval = 30) throws -> (child: Int32, window: String) {
        let deadline = Date().addingTimeInterval(timeout)
        var child: Int32?
        while child == nil && Date() < deadline && launcher.isRunning {
            child = Self.children(of: launcher.processIdentifier).first
            if child == nil { usleep(20_000) }
        }
        guard let child else { throw RealWindowError("bench started no child") }
        let window = try xdotool(["search", "--sync", "--onlyvisible", "--pid", String(child)]).split(separator: "\n").first.map(String.init)
        guard let window else { throw RealWindowError("the bench's window did not appear") }
        return (child, window)
    }

    /// The processes whose parent is `pid` (from /proc).
    package static func children(of pid: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { Int32($0) }.filter { candidate in
            guard let stat = try? String(contentsOfFile: "/proc/\(candidate)/stat", encoding: .utf8),
                let afterName = stat.range(of: ") ", options: .backwards)
            else { return false }
            let fields = stat[afterName.upperBound...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == pid
        }
    }

    /// Whether process `pid` has ended (gone, or a zombie waiting to be reaped).
    package static func hasEnded(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let afterName = stat.range(of: ") ", options: .backwards)
        else { return true }
        return stat[afterName.upperBound...].hasPrefix("Z") || stat[afterName.upperBound...].hasPrefix("X")
    }

    /// Waits for the program to exit (Escape or a close) and returns its exit code.
    package func waitForExit(timeout: TimeInterval = 20) -> Int32 {
        guard let app else { return -1 }
        let watchdog = DispatchWorkItem { app.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        app.waitUntilExit()
        watchdog.cancel()
        return app.terminationStatus
    }

    /// Quits with Escape and returns the state the program reported as it ended.
    package func quitAndReport() throws -> [String: Any] {
        try key("Escape")
        let status = waitForExit()
        guard status == 0 else { throw RealWindowError("exited \(status): \(try String(contentsOfFile: path("stderr.txt"), encoding: .utf8))") }
        return try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path("report.json")))) as? [String: Any] ?? [:]
    }

    /// The CPU time (user + system) the program has used, in clock ticks.
    package func cpuTicks() throws -> Int {
        guard let app else { return 0 }
        let stat = try String(contentsOfFile: "/proc/\(app.processIdentifier)/stat", encoding: .utf8)
        // Fields after the command name (which is in parentheses): utime is the 12th, stime the 13th.
        let fields = stat[stat.range(of: ")")!.upperBound...].split(separator: " ")
        return Int(fields[11])! + Int(fields[12])!
    }

    /// What to look at when a check fails.
    package var evidence: String {
        let stderr = (try? String(contentsOfFile: path("stderr.txt"), encoding: .utf8)) ?? ""
        return "files in \(directory.path); stderr: \(stderr)"
    }
}

package struct RealWindowError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}
