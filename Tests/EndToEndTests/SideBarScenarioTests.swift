import EndToEndSupport
import Foundation
import PagerSDL
import PagerScene
import RenderTestSupport
import Testing

/// Side bars as a user sees them: the shipped rtl.json with its bar at the trailing side (the
/// left, right to left), a tab of sidebar.json dragged down its column, channels.json's tab lifted
/// mid-drag, each against its reference picture.
@Suite("Side bars and moving tabs on screen")
struct SideBarScenarioTests {
    /// The screenshot of `config` (a path) after `script`, compared with reference `name`.
    static func expectScreenshot(_ config: String, script: String, matches name: String) throws {
        let directory = try Executable.workDirectory()
        let path = try Executable.script(script, in: directory)
        let result = try Executable.run(["--headless", "--config", config, "--script", path], in: directory)
        try #require(result.status == 0, "\(result.stderr)")
        #expect(try Executable.shotMismatch(in: directory, against: name) == nil)
    }

    @Test func rtlWithATrailingBarHasItsColumnAtTheLeft() throws {
        let directory = try Executable.workDirectory()
        var text = try String(contentsOfFile: Executable.asset("rtl.json"), encoding: .utf8)
        text = text.replacingOccurrences(of: #""tabBar": { "height": 60, "layout": "equal" }"#, with: #""tabBar": { "position": "trailing" }"#)
        #expect(text.contains(#""position": "trailing""#))
        let config = directory.appendingPathComponent("rtl-trailing.json")
        try text.write(to: config, atomically: true, encoding: .utf8)
        // Mid-swipe to the second tab (right to left, a drag to the right): the indicator halfway down.
        try Self.expectScreenshot(
            config.path, script: "press 300,300\nmove 400,300\nmove 500,300\nmove 652,300\nscreenshot shot.png\nrelease 652,300\n",
            matches: "rtl-trailing-mid-swipe")
    }

    @Test func aTabDraggedDownTheSideBarIsDrawnLifted() throws {
        try Self.expectScreenshot(
            Executable.asset("sidebar.json"),
            script: "press 48,36\nmove 48,60\nmove 48,100\nmove 48,130\nwait 300ms\nscreenshot shot.png\nrelease 48,130\n",
            matches: "sidebar-reorder")
    }

    @Test func aChannelLiftedMidDragOverItsNeighbours() throws {
        try Self.expectScreenshot(
            Executable.asset("channels.json"),
            script: "press 60,24\nmove 120,24\nmove 200,24\nmove 300,24\nwait 300ms\nscreenshot shot.png\nrelease 300,24\n",
            matches: "channels-reorder")
    }
}
