import Foundation
import Testing

/// What a desktop expects of a window, tried on a real X11 window under Xvfb: the launcher's
/// startup notification completed, F11 for fullscreen and back, Ctrl+C putting the focused
/// row's text on the clipboard a paste reads.
@Suite("Window manners on a desktop", .enabled(if: RealWindow.toolsInstalled))
struct WindowMannersTests {
    /// Runs `Tools/NAME` with python3 on `window`'s display; what it printed.
    static func tool(_ name: String, _ arguments: [String] = [], on window: RealWindow) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Tools/\(name)")
        process.arguments = [script.path] + arguments
        process.environment = window.environment
        process.standardOutput = Pipe()
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Everything `process` printed, once it ended (killed after 20 s).
    static func output(of process: Process) -> String {
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let data = (process.standardOutput as? Pipe)?.fileHandleForReading.readDataToEndOfFile() ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func theLaunchersStartupNotificationEndsAsTheWindowShows() throws {
        let window = try RealWindow()
        let listener = try Self.tool("startup-listener.py", ["15"], on: window)
        // It listens before the program starts, as a launcher does.
        let pipe = try #require(listener.standardOutput as? Pipe)
        var ready = ""
        while !ready.hasSuffix("\n"), let byte = pipe.fileHandleForReading.readByteRetryingInterrupts() {
            ready += String(decoding: [byte], as: UTF8.self)
        }
        #expect(ready == "ready\n")
        let id = #"sliding-tabs "test" \ 1_TIME42"#
        try window.launch([], extraEnvironment: ["DESKTOP_STARTUP_ID": id])
        let heard = Self.output(of: listener)
        #expect(heard == #"remove: ID="sliding-tabs \"test\" \\ 1_TIME42""# + "\n", "\(heard) \(window.evidence)")
        #expect(try window.facts()["startupID"] as? String == id)
        _ = try window.quitAndReport()
    }

    @Test func withoutAStartupNotificationNoneIsSent() throws {
        let window = try RealWindow()
        try window.launch()
        #expect(try window.facts()["startupID"] is NSNull)
        _ = try window.quitAndReport()
    }

    /// Under a window manager (openbox: fullscreen is the window manager's to grant, as on any desktop).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/openbox")))
    func f11FillsTheScreenAndF11AgainGivesTheWindowBack() throws {
        let window = try RealWindow()
        let manager = Process()
        manager.executableURL = URL(fileURLWithPath: "/usr/bin/openbox")
        manager.arguments = ["--sm-disable"]
        manager.environment = window.environment
        manager.standardOutput = FileHandle.nullDevice
        manager.standardError = FileHandle.nullDevice
        try manager.run()
        defer {
            kill(manager.processIdentifier, SIGKILL)
            manager.waitUntilExit()
        }
        usleep(500_000)  // openbox takes the screen before the window maps
        try window.launch(["--size", "640x480"])
        let before = try window.facts()
        try window.key("2")
        try window.key("F11")
        usleep(500_000)
        let full = try window.facts()
        #expect(full["width"] as? Int == 1024 && full["height"] as? Int == 768, "\(full) \(window.evidence)")
        try window.key("F11")
        usleep(500_000)
        let back = try window.facts()
        #expect(back["width"] as? Int == before["width"] as? Int && back["height"] as? Int == before["height"] as? Int, "\(back) \(before)")
        // The pages followed the window: the second page, a window's width along.
        let report = try window.quitAndReport()
        #expect(report["page"] as? Int == 2 && report["pageOffset"] as? Double == Double(before["width"] as? Int ?? 0), "\(report)")
    }

    @Test func ctrlCPutsTheFocusedRowsTextOnTheClipboard() throws {
        let window = try RealWindow()
        try window.launch(["--config", Executable.asset("settings.json")])
        try window.key("Tab")  // the profile row
        try window.key("Tab")  // the "Push notifications" switch
        try window.key("ctrl+c")
        usleep(300_000)
        let pasted = Self.output(of: try Self.tool("clipboard.py", on: window))
        #expect(pasted == "Push notifications", "\(pasted) \(window.evidence)")
        _ = try window.quitAndReport()
    }
}
