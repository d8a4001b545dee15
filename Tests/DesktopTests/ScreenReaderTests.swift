import EndToEndSupport
import Foundation
import Testing

/// The program as a screen reader's client finds it on the accessibility bus (AT-SPI2), in a
/// real window under Xvfb, in a private D-Bus session: Tools/atspi-check.py walks it with pyatspi.
@Suite(
    "Screen readers", .serialized,
    .enabled(if: (RealWindow.toolsInstalled && RealWindow.screenReaderToolsInstalled) || ProcessInfo.processInfo.environment["CI"] != nil))
struct ScreenReaderTests {
    @Test func theTabsAreAPageTabListAndClickingTheThirdSelectsIt() throws {
        let window = try RealWindow()
        let (found, report) = try window.screenReaderWalk("tabs", arguments: ["--config", Executable.asset("toutiao.json")])
        let lines = (found["tree"] as? [String] ?? []).joined(separator: "\n")
        #expect(found["found"] as? Bool == true, "\(found)")
        #expect(found["frame"] as? String == "SlideTabBarView", "\(lines)")
        #expect(found["tabs"] as? [String] == ["Button1", "Button2", "Button3"], "\(lines)")
        #expect(found["selected_before"] as? [String] == ["Button1"], "\(lines)")
        #expect(found["clicked"] as? Bool == true)
        #expect(found["selected_after"] as? [String] == ["Button3"], "\(lines)")
        #expect(report["page"] as? Int == 3, "\(report)")
        // The focus follows the selection (a focus event for the tab); Tab takes it into the page.
        #expect(found["focused"] as? [String] == ["Button3"], "\(lines)")
        #expect(found["focused_after_tab"] as? [String] == ["list item", "I am the 1th data in the 3th TableView."], "\(found)")
        let events = found["events"] as? [[String: Any]] ?? []
        #expect(events.contains { $0["type"] as? String == "window:activate" && $0["source"] as? String == "SlideTabBarView" }, "\(events)")
        #expect(events.contains { $0["type"] as? String == "focus:" && $0["source"] as? String == "Button3" }, "\(events)")
        #expect(
            events.contains {
                $0["type"] as? String == "object:state-changed:selected" && $0["source"] as? String == "Button3" && $0["detail1"] as? Int == 1
            },
            "\(events)")
        #expect(found["exit"] as? Int == 0)
    }

    @Test func theSoundSwitchIsAToggleButtonThatItsActionChecks() throws {
        let window = try RealWindow()
        let (found, report) = try window.screenReaderWalk("settings", arguments: ["--config", Executable.asset("settings.json")])
        let tree = found["tree_before"] as? [String] ?? []
        print(tree.joined(separator: "\n"))
        #expect(found["sound_found"] as? Bool == true, "\(tree)")
        #expect(found["sound_before"] as? [String] == [], "\(found)")
        #expect(found["sound_after"] as? [String] == ["CHECKED"], "\(found)")
        #expect((report["switches"] as? [String: Bool])?["sound"] == true, "\(report)")
        #expect(tree.first == "APPLICATION 'sliding-tabs'" && tree.dropFirst().first == "  FRAME 'Personal center'", "\(tree)")
        #expect(tree.contains("    PAGE_TAB_LIST 'Tabs'"), "\(tree)")
        #expect(tree.contains("      PAGE_TAB 'Me' ['SELECTED', 'FOCUSED']"), "\(tree)")
        #expect(tree.contains { $0.contains("TOGGLE_BUTTON 'Sound' (Play a sound for new messages)") }, "\(tree)")
        #expect(tree.contains { $0.contains("PUSH_BUTTON 'Storage' (1.2 GB)") }, "\(tree)")
        // Where a screen reader is told the switch is: its row, on the screen.
        let extents = found["sound_extents"] as? [Int] ?? []
        #expect(extents.count == 4 && extents[2] == 800 && extents[3] == 44, "\(extents)")
    }

    /// GNOME_ACCESSIBILITY=1 registers with accessibility off; NO_AT_BRIDGE=1 never does.
    @Test func theEnvironmentCanTurnItOnOrOff() throws {
        let on = try RealWindow().screenReaderWalk("none", enabled: false, arguments: [], adding: ["GNOME_ACCESSIBILITY": "1"])
        #expect(on.found["found"] as? Bool == true, "\(on.found)")
        let off = try RealWindow().screenReaderWalk("none", enabled: true, arguments: [], adding: ["NO_AT_BRIDGE": "1"])
        #expect(off.found["found"] as? Bool == false && off.found["exit"] as? Int == 0, "\(off.found)")
    }

    /// Without a session bus nothing is started: no bridge thread, the same report.
    @Test func withoutABusNothingIsStarted() throws {
        let window = try RealWindow()
        try window.launch(["--config", Executable.asset("settings.json")])
        try window.waitUntilStill()  // up and drawn: whatever it starts, it has started
        let pid = try #require(window.app?.processIdentifier)
        let threads = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task").map { task in
            (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        }
        let report = try window.quitAndReport()
        #expect(report["page"] as? Int == 1, "\(report)")
        #expect(!threads.isEmpty && !threads.contains("atspi-bridge"), "\(threads)")
    }

    /// The example hangs the pager's tree under its own window: its sidebar, the pager, its status.
    @Test(.enabled(if: EmbeddedExample.isBuilt)) func theExampleTellsItsOwnPartsAndThePagersTree() throws {
        let window = try RealWindow()
        let (found, _) = try window.screenReaderWalk("example", program: EmbeddedExample.executable, arguments: [])
        let lines = (found["tree"] as? [String] ?? []).joined(separator: "\n")
        #expect(found["found"] as? Bool == true, "\(found)")
        #expect(found["folders"] as? [String] == ["Inbox", "Chart", "Settings"], "\(lines)")
        #expect(found["tabs"] as? [String] == ["Inbox", "Chart", "Settings"], "\(lines)")
        #expect(found["selected_after"] as? [String] == ["Settings"], "\(lines)")
        #expect(found["notify_found"] as? Bool == true, "\(lines)")
        #expect(lines.contains("PUSH_BUTTON 'Inbox'") && lines.contains("LABEL 'Pull the inbox down to check for mail'"), "\(lines)")
        let printed = (try? String(contentsOfFile: window.path("atspi-check.py.json.stdout"), encoding: .utf8)) ?? ""
        #expect(printed.contains("page: 3\n"), "\(printed)")
    }

    /// With accessibility off, nothing registers; turned on while the program runs, it does.
    @Test func theProgramRegistersOnlyWhileAccessibilityIsOn() throws {
        let window = try RealWindow()
        let (found, report) = try window.screenReaderWalk("late", enabled: false, arguments: [])
        #expect(found["found"] as? Bool == false, "\(found)")
        #expect(found["found_once_enabled"] as? Bool == true, "\(found)")
        #expect(found["exit"] as? Int == 0 && report["page"] as? Int == 1, "\(found) \(report)")
    }
}
