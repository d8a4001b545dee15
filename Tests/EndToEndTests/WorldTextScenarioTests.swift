import EndToEndSupport
import Foundation
import PagerSDL
import RenderTestSupport
import Testing

/// Text a user of any language meets, end to end: mixed scripts and emoji, right-to-left tables,
/// titles and rows too long for their room, a narrow window and a long message, each against its
/// reference screenshot (`RECORD_REFERENCES=1` records them again).
@Suite("World text, end to end")
struct WorldTextScenarioTests {
    struct Scenario: CustomTestStringConvertible, Sendable {
        var name: String
        /// A shipped config's file name, or a config's text.
        var config: String
        var script: String = ""
        var size: String = "800x600"

        var testDescription: String { name }
    }

    static let longTitles = #"""
        {"tabBar": {"layout": "LAYOUT"}, "indicator": {"width": "title", "height": 3},
         "tabs": [{"title": "Short", "page": {"type": "list", "rows": 3}},
                  {"title": "An extraordinarily long title that cannot fit its button", "page": {"type": "list", "rows": 3}},
                  {"title": "非常非常长的中文标签标题文字不会溢出", "page": {"type": "list", "rows": 3}},
                  {"title": "Mid 🔥", "page": {"type": "list", "rows": 3}}]}
        """#

    static let longRows = #"""
        {"tabs": [{"title": "Rows", "page": {"type": "table", "sections": [
          {"header": "A header much longer than the row is wide, which must end with an ellipsis", "rows": [
            {"type": "profile", "name": "Jeffrey Alexander Montgomery-Worthington the Third",
             "subtitle": "Account: jeffrey.alexander.montgomery.worthington@example-domain.com"},
            {"type": "detail", "title": "A detail row whose title is very long indeed", "detail": "and a long detail as well"},
            {"type": "disclosure", "title": "A disclosure row with a title that goes on", "detail": "Detail that is long",
             "page": {"type": "color"}},
            {"type": "subtitle", "title": "A subtitle row whose title is far too long for the row",
             "detail": "and its subtitle is also much too long to fit on its one line"},
            {"type": "switch", "id": "s", "title": "A switch row whose title would otherwise run under the switch"},
            {"type": "button", "title": "A button row with a title long enough to need an ellipsis at its end"}],
           "footer": "A footer long enough to wrap over several lines: it grows to fit its text and never runs into the next section's header, whatever the width. 中文的说明也一样换行。"},
          {"header": "NEXT SECTION", "rows": [{"type": "title", "title": "Next section"}]}]}}]}
        """#

    static let longMessage = #"""
        {"tabs": [{"title": "Messages", "page": {"type": "composed", "items": [
          {"heading": "A long message"},
          {"button": "Show it", "message": "This message is far longer than the window is wide: it wraps onto a second and a third line, and whatever does not fit in three lines ends with an ellipsis instead of running off the window or being cut in half — 这条消息很长，会自动换行，最多三行。 Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua."}]}}]}
        """#

    static let scenarios: [Scenario] =
        [
            Scenario(name: "world-table", config: "world.json", script: "tab 2\nwait 400ms\nleave"),
            Scenario(name: "world-composed", config: "world.json", script: "tab 4\nwait 400ms\nleave"),
            Scenario(name: "rtl-table", config: "rtl.json", script: "tab 3\nwait 400ms\nleave"),
            Scenario(name: "long-rows", config: longRows, size: "360x640"),
            Scenario(name: "settings-240", config: "settings.json", size: "240x600"),
            Scenario(name: "long-message", config: longMessage, script: "click 400,150\nwait 300ms"),
        ]
        + ["equal", "centered", "intrinsic", "scrollable"].map {
            Scenario(name: "long-titles-\($0)", config: longTitles.replacingOccurrences(of: "LAYOUT", with: $0), script: "tab 2\nwait 400ms\nleave")
        }

    @Test(arguments: scenarios)
    func matchesItsReference(_ scenario: Scenario) throws {
        let directory = try Executable.workDirectory()
        var config = scenario.config
        if config.hasPrefix("{") {
            config = directory.appendingPathComponent("config.json").path
            try scenario.config.write(toFile: config, atomically: true, encoding: .utf8)
        } else {
            config = Executable.asset(config)
        }
        var arguments = ["--headless", "--config", config, "--size", scenario.size, "--screenshot", "shot.png"]
        if !scenario.script.isEmpty { arguments += ["--script", try Executable.script(scenario.script + "\n", in: directory)] }
        let result = try Executable.run(arguments, in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Executable.shotMismatch(in: directory, against: scenario.name) == nil)
    }
}
