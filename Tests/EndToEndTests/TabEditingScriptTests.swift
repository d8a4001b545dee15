import EndToEndSupport
import Foundation
import Testing

/// The shipped channel editor (channels.json: closable, reorderable tabs) driven by scripts as a
/// user drives it: a middle click and Ctrl+W close, a drag, a long press and Ctrl+Shift+Right move.
@Suite("Closing and moving tabs from scripts")
struct TabEditingScriptTests {
    /// The tabs' titles in the report after `script` ran on `config` (channels.json unless named).
    static func titles(after script: String, config: String = "channels.json") throws -> [String] {
        let directory = try Executable.workDirectory()
        let path = try Executable.script(script, in: directory)
        let result = try Executable.run(
            ["--headless", "--config", Executable.asset(config), "--script", path, "--report", "report.json"], in: directory)
        try #require(result.status == 0, "\(result.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("report.json"))) as? [String: Any]
        return report?["titles"] as? [String] ?? []
    }

    @Test func aMiddleClickAndCtrlWCloseTabs() throws {
        // Video (third) by a middle click, then the selected Recommended (first) by Ctrl+W: Hot takes its place.
        let titles = try Self.titles(after: "middle-click 285,24\nwait 400ms\nkey ctrl+w\nwait 400ms\nexpect page 1\nexpect tabs 18\n")
        #expect(Array(titles.prefix(3)) == ["Hot", "Local", "Tech"])
    }

    @Test func theCloseButtonOfTheSelectedTabClosesIt() throws {
        let titles = try Self.titles(after: "click 158,24\nwait 400ms\nexpect tabs 19\n")
        #expect(titles.first == "Hot")
    }

    @Test func aMouseDragAndALongPressMoveTabs() throws {
        // Recommended dragged past Hot; then a finger lifts Video (third) after a long press and takes it past Local.
        let titles = try Self.titles(
            after:
                "drag 60,24 -> 260,24 in 300ms\nwait 400ms\nlong-press 285,24\ntouch-move 330,24\ntouch-move 420,24\ntouch-release 420,24\nwait 400ms\n"
        )
        #expect(Array(titles.prefix(4)) == ["Hot", "Recommended", "Local", "Video"])
    }

    /// sidebar.json's column of tabs of one size: Search dragged to the top goes first, then
    /// to the bottom last, with the mouse and with a finger after a long press.
    @Test func aSideBarTabIsDraggedIntoTheFirstAndTheLastPlace() throws {
        let first = try Self.titles(after: "drag 48,108 -> 48,2 in 600ms\nwait 400ms\n", config: "sidebar.json")
        #expect(first == ["Search", "Home", "Saved", "Account"])
        let last = try Self.titles(
            after: "long-press 48,108\ntouch-move 48,200\ntouch-move 48,400\ntouch-move 48,598\ntouch-release 48,598\nwait 400ms\n",
            config: "sidebar.json")
        #expect(last == ["Home", "Saved", "Account", "Search"])
    }

    @Test func ctrlShiftRightMovesTheSelectedTab() throws {
        let titles = try Self.titles(after: "key ctrl+shift+Right\nkey ctrl+shift+Right\nwait 400ms\nexpect page 3\n")
        #expect(Array(titles.prefix(3)) == ["Hot", "Video", "Recommended"])
    }

    @Test func longPressLeavesItsFingerDown() throws {
        let directory = try Executable.workDirectory()
        let path = try Executable.script("long-press 100,24\ntouch-press 100,24\n", in: directory)
        let result = try Executable.run(["--headless", "--config", Executable.asset("channels.json"), "--script", path], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr.contains(":2: touch-press: finger 1 is already down"), "\(result.stderr)")
    }
}
