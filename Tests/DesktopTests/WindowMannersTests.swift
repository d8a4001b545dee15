import EndToEndSupport
import Foundation
import Testing

/// What a desktop expects of a window, tried on a real X11 window under Xvfb: the launcher's
/// startup notification completed, F11 for fullscreen and back, Ctrl+C putting the focused
/// row's text on the clipboard a paste reads.
@Suite("Window manners on a desktop", .enabled(if: RealWindow.toolsInstalled))
struct WindowMannersTests {
    /// Starts `Tools/NAME` with python3 on `window`'s display (``output(of:)`` waits for what it prints).
    static func tool(_ name: String, _ arguments: [String] = [], on window: RealWindow) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        let script = RealWindow.tools.appendingPathComponent("\(name)")
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

    static let hasWindowManager = FileManager.default.isExecutableFile(atPath: "/usr/bin/openbox")

    /// Starts openbox on `window`'s display, as a desktop's window manager (fullscreen and
    /// maximizing are a window manager's to grant); stop it by its PID.
    static func windowManager(on window: RealWindow) throws -> Process {
        let manager = Process()
        manager.executableURL = URL(fileURLWithPath: "/usr/bin/openbox")
        manager.arguments = ["--sm-disable"]
        manager.environment = window.environment
        manager.standardOutput = FileHandle.nullDevice
        manager.standardError = FileHandle.nullDevice
        try manager.run()
        // The window maps only once openbox has taken the screen (it names itself on the root
        // window then): a map request made while it starts may be lost, the window never shown.
        let ready = Process()
        ready.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        ready.arguments = [
            "-c",
            """
            import time
            from Xlib import display
            screen = display.Display()
            root, atom = screen.screen().root, screen.intern_atom("_NET_SUPPORTING_WM_CHECK")
            for _ in range(200):
                if root.get_full_property(atom, 0): break
                time.sleep(0.05)
            """,
        ]
        ready.environment = window.environment
        try ready.run()
        ready.waitUntilExit()
        return manager
    }

    /// Closes the window as its title bar's close button does and waits for the program to end.
    /// (A key would stick: under a window manager xdotool presses it through XTEST, and fails to
    /// release it once the window it was sent to has gone.)
    static func close(_ window: RealWindow) throws {
        try window.closeWindow()
        #expect(window.waitForExit() == 0, "\(window.evidence)")
    }

    static func stop(_ process: Process) {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    @Test(.enabled(if: hasWindowManager)) func f11FillsTheScreenAndF11AgainGivesTheWindowBack() throws {
        let window = try RealWindow()
        let manager = try Self.windowManager(on: window)
        defer { Self.stop(manager) }
        try window.launch(["--size", "640x480"])
        let before = try window.facts()
        try window.key("2")
        try window.key("F11")
        let full = try window.facts { $0["width"] as? Int == 1024 }
        #expect(full["width"] as? Int == 1024 && full["height"] as? Int == 768, "\(full) \(window.evidence)")
        try window.key("F11")
        let back = try window.facts { $0["width"] as? Int == before["width"] as? Int }
        #expect(back["width"] as? Int == before["width"] as? Int && back["height"] as? Int == before["height"] as? Int, "\(back) \(before)")
        // The pages followed the window: the second page, a window's width along.
        let report = try window.quitAndReport()
        #expect(report["page"] as? Int == 2 && report["pageOffset"] as? Double == Double(before["width"] as? Int ?? 0), "\(report)")
    }

    /// Under a window manager that puts a title bar over the window, a window larger than the
    /// screen opens with its title bar on the screen, the window below it and inside the screen;
    /// `--size` says in one line that it was cut.
    @Test(.enabled(if: hasWindowManager)) func aWindowLargerThanTheScreenOpensWithItsTitleBarOnIt() throws {
        let window = try RealWindow()
        let manager = try Self.windowManager(on: window)
        defer { Self.stop(manager) }
        func inside(_ facts: [String: Any]) -> Bool {
            let (y, height) = (facts["y"] as? Int ?? 0, facts["height"] as? Int ?? 0)
            return y > 0 && y + height <= 768 && (facts["width"] as? Int ?? 0) <= 1024
        }
        try window.launch(["--size", "3000x2000"])
        try window.findWindowAgain()
        let asked = try window.facts(once: inside)
        #expect(inside(asked), "below its title bar, inside the screen: \(asked) \(window.evidence)")
        try Self.close(window)
        let stderr = try String(contentsOfFile: window.path("stderr.txt"), encoding: .utf8)
        #expect(
            stderr.hasPrefix("sliding-tabs: warning: --size 3000x2000 does not fit the screen: the window opens at ")
                && stderr.split(separator: "\n").count == 1, "\(stderr)")
        // A size remembered from a larger screen opens the same way, without a word.
        let folder = window.directory.appendingPathComponent("state/sliding-tabs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"version": 1, "switches": {}, "options": {}, "window": {"width": 3000, "height": 2000, "maximized": false}}"#.utf8)
            .write(to: folder.appendingPathComponent("settings.json"))
        try window.launch(["--config", Executable.asset("settings.json")])
        try window.findWindowAgain()
        let remembered = try window.facts(once: inside)
        #expect(inside(remembered), "\(remembered) \(window.evidence)")
        try Self.close(window)
        #expect(try String(contentsOfFile: window.path("stderr.txt"), encoding: .utf8).isEmpty)
    }

    @Test func ctrlCPutsTheFocusedRowsTextOnTheClipboard() throws {
        let window = try RealWindow()
        try window.launch(["--config", Executable.asset("settings.json")])
        try window.key("Tab")  // the profile row
        try window.key("Tab")  // the "Push notifications" switch
        try window.key("ctrl+c")
        // Pasted once the program owns the clipboard (it takes it when it handles the key).
        let deadline = Date().addingTimeInterval(20)
        var pasted = ""
        repeat { pasted = Self.output(of: try Self.tool("clipboard.py", on: window)) } while pasted.isEmpty && Date() < deadline
        #expect(pasted == "Push notifications", "\(pasted) \(window.evidence)")
        _ = try window.quitAndReport()
    }

    /// The size a config's window was left at is where its next window opens (the state file keeps
    /// it), maximized if it was; `--size` still wins, and another config keeps its own.
    @Test(.enabled(if: hasWindowManager)) func aWindowOpensAtTheSizeItWasLeftAtAndMaximizedIfItWas() throws {
        let window = try RealWindow()
        let manager = try Self.windowManager(on: window)
        defer { Self.stop(manager) }
        let settings = ["--config", Executable.asset("settings.json")]
        try window.launch(settings)
        try window.xdotool(["windowsize", window.windowID, "700", "500"])
        _ = try window.facts { $0["width"] as? Int == 700 && $0["height"] as? Int == 500 }
        try window.waitUntilStill()  // drawn at that size: the program has heard of it
        try Self.close(window)
        let state = try String(contentsOfFile: window.path("state/sliding-tabs/settings.json"), encoding: .utf8)
        #expect(state.contains(#""width" : 700"#) && state.contains(#""maximized" : false"#), "\(state)")

        try window.launch(settings)
        try window.findWindowAgain()
        let facts = try window.facts { $0["width"] as? Int == 700 }
        #expect(facts["width"] as? Int == 700 && facts["height"] as? Int == 500, "\(facts) \(window.evidence)")
        // Maximized, then left so: the next window opens maximized; its size to come back to is kept.
        _ = Self.output(of: try Self.tool("maximize-window.py", [window.windowID], on: window))
        #expect((try window.facts { $0["width"] as? Int ?? 0 > 900 }["width"] as? Int ?? 0) > 900)
        try window.waitUntilStill()
        try Self.close(window)
        let maximized = try String(contentsOfFile: window.path("state/sliding-tabs/settings.json"), encoding: .utf8)
        #expect(maximized.contains(#""width" : 700"#) && maximized.contains(#""maximized" : true"#), "\(maximized)")
        try window.launch(settings)
        try window.findWindowAgain()
        #expect((try window.facts { $0["width"] as? Int ?? 0 > 900 }["width"] as? Int ?? 0) > 900, "opened maximized")
        try Self.close(window)

        try window.launch(settings + ["--size", "640x480"])
        #expect(try window.facts()["width"] as? Int == 640)
        try Self.close(window)
        try window.launch()  // the showcase: a state file of its own
        #expect(try window.facts()["width"] as? Int == 800)
        try Self.close(window)
    }

    /// F11 with no window manager changes nothing a person sees, and SDL then reports the
    /// screen's size as the window's: that size is never saved as the window's own, so the next
    /// window opens at the size it had.
    @Test func fullscreenWithoutAWindowManagerLeavesTheSavedSizeAlone() throws {
        let window = try RealWindow()
        let settings = ["--config", Executable.asset("settings.json")]
        try window.launch(settings)
        try window.key("F11")
        try window.key("F11")
        try window.key("F11")
        try window.key("F11")
        _ = try window.quitAndReport()
        let state = try String(contentsOfFile: window.path("state/sliding-tabs/settings.json"), encoding: .utf8)
        #expect(state.contains(#""width" : 800"#) && state.contains(#""height" : 600"#), "\(state)")
        try window.launch(settings)
        let facts = try window.facts()
        #expect(facts["width"] as? Int == 800 && facts["height"] as? Int == 600, "\(facts)")
        _ = try window.quitAndReport()
    }

    /// A size saved on a larger screen (3000x2000 on this 1024x768 one) opens fitted to the
    /// screen's usable area, and that screen-filling size is not saved over the one kept.
    @Test func aSizeRememberedFromALargerScreenOpensFittedToThisOne() throws {
        let window = try RealWindow()
        let folder = window.directory.appendingPathComponent("state/sliding-tabs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"version": 1, "switches": {}, "options": {}, "window": {"width": 3000, "height": 2000, "maximized": false}}"#.utf8)
            .write(to: folder.appendingPathComponent("settings.json"))
        try window.launch(["--config", Executable.asset("settings.json")])
        let facts = try window.facts()
        #expect(facts["width"] as? Int == 1024 && facts["height"] as? Int == 768 && facts["x"] as? Int == 0, "\(facts)")
        _ = try window.quitAndReport()
        let state = try String(contentsOfFile: window.path("state/sliding-tabs/settings.json"), encoding: .utf8)
        #expect(!state.contains(#""width" : 1024"#), "the screen's size saved as the window's: \(state)")
    }
}
