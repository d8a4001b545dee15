import EndToEndSupport
import Foundation
import PagerScene
import RenderTestSupport
import Testing

/// The tab menu of the shipped channels.json as a user meets it: opened by its button at the
/// bar's end (a reference picture of it open), a row clicked, the keys (in a real window:
/// DesktopTests' TabMenuWindowTests).
@Suite("The tab menu on screen")
struct TabMenuScenarioTests {
    /// Where channels.json's menu button is (800 points wide, the bar 48 high) and its rows: the
    /// popup lies under the bar at the right, its first row 58 points down, rows 36 apart.
    static let button = "778,24"
    static func row(_ index: Int) -> String { "680,\(58 + 18 + 36 * index)" }

    /// Runs `script` on channels.json headless; its report.
    static func run(_ script: String) throws -> (directory: URL, report: [String: Any]) {
        let directory = try Executable.workDirectory()
        let path = try Executable.script(script, in: directory)
        let report = directory.appendingPathComponent("report.json").path
        let result = try Executable.run(
            ["--headless", "--config", Executable.asset("channels.json"), "--script", path, "--report", report], in: directory)
        try #require(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any]
        return (directory, try #require(json))
    }

    @Test func theMenuOpenListsTheChannelsUnderItsButton() throws {
        let (directory, _) = try Self.run("click \(Self.button)\nkey Down\nscreenshot shot.png\n")
        #expect(try Executable.shotMismatch(in: directory, against: "channels-menu") == nil)
    }

    @Test func aClickOnARowSelectsThatChannel() throws {
        let (_, report) = try Self.run("click \(Self.button)\nclick \(Self.row(6))\nwait 400ms\nexpect page 7\n")
        #expect(report["page"] as? Int == 7, "\(report)")  // Sports
    }

    @Test func theKeysOpenItMoveThroughItAndChoose() throws {
        let (_, report) = try Self.run("key ctrl+shift+a\nkey End\nkey Up\nkey Return\nwait 400ms\nexpect page 19\n")
        #expect(report["page"] as? Int == 19, "\(report)")
        // Escape closes it and does not quit; the next key is the pager's again.
        let (_, after) = try Self.run("key ctrl+shift+a\nkey Down\nkey Escape\nkey Right\nwait 400ms\nexpect page 2\n")
        #expect(after["page"] as? Int == 2, "\(after)")
    }
}
