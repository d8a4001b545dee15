import EndToEndSupport
import Foundation
import PagerSDL
import PagerScene
import RenderTestSupport
import Testing

/// Badges, a bar at the bottom, pull to refresh and load more, as a user of the program meets them.
@Suite("Tab pager features, end to end")
struct TabPagerFeatureScenarioTests {
    static let config = #"""
        {"tabBar": {"position": "bottom"}, "tabs": [
          {"title": "News", "page": {"type": "list", "rows": 20, "rowHeight": 60, "refresh": true, "loadMore": true}},
          {"title": "Hot", "badge": "dot", "page": {"type": "list", "rows": 20}},
          {"title": "Video", "badge": 120, "page": {"type": "list", "rows": 20}}]}
        """#

    static func run(_ script: String, screenshot: Bool = false) throws -> (report: [String: Any], directory: URL) {
        let directory = try Executable.workDirectory()
        try Data(config.utf8).write(to: directory.appendingPathComponent("c.json"))
        let path = try Executable.script(script, in: directory)
        let result = try Executable.run(
            ["--headless", "--size", "800x600", "--config", "c.json", "--script", path, "--report", "r.json"]
                + (screenshot ? ["--screenshot", "shot.png"] : []), in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("r.json")))
        return (report as? [String: Any] ?? [:], directory)
    }

    /// The report's `titles` are the tabs' titles in order, tabs added and removed included.
    @Test func theReportListsTheTitles() throws {
        let (report, _) = try Self.run("wait 16ms\n")
        #expect(report["titles"] as? [String] == ["News", "Hot", "Video"], "\(report)")
        let (changed, _) = try Self.run("remove tab\nwait 400ms\n")
        #expect(changed["titles"] as? [String] == ["News", "Hot"], "\(changed)")
    }

    /// The report's badges as text: "null", "dot" or the count.
    static func badges(_ report: [String: Any]) -> [String] {
        (report["badges"] as? [Any] ?? []).map { $0 is NSNull ? "null" : "\($0)" }
    }

    /// The indicator runs in the bottom bar; a red dot sits by "Hot" and a red "99+" pill by "Video".
    @Test func theBottomBarShowsItsIndicatorAndBadges() throws {
        let (report, directory) = try Self.run("wait 100ms\n", screenshot: true)
        #expect(Self.badges(report) == ["null", "dot", "120"])
        try SDLLibrary.start(video: false)
        let shot = try loadPNG(directory.appendingPathComponent("shot.png").path)
        #expect(shot.pixel(x: 100, y: 542) == (255, 0, 0), "the indicator along the bottom bar's top edge")
        #expect(shot.pixel(x: 100, y: 58) != (255, 0, 0))
        func reddish(_ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int) -> Int {
            var count = 0
            for y in y0..<y1 {
                for x in x0..<x1 {
                    let p = shot.pixel(x: x, y: y)
                    if p.r > 200 && p.g < 100 && p.b < 100 { count += 1 }
                }
            }
            return count
        }
        #expect(reddish(410, 430, 550, 575) >= 30, "a dot by Hot")  // "Hot" ends near x 413
        #expect(reddish(685, 730, 550, 575) >= 150, "a pill by Video")
    }

    /// A pull of 320 points at the top of "News" gives 25 rows 1.5 s later; wheeling to its end
    /// gives at least 40.
    @Test func pullToRefreshAndLoadMoreGrowTheList() throws {
        let (pulled, _) = try Self.run("drag 400,100 -> 400,420 in 300ms\nwait 1500ms\nexpect rows 25\n")
        #expect(pulled["rowCounts"] as? [Int] == [25, 20, 20], "\(pulled)")
        let (wheeled, _) = try Self.run("wheel 0,-30 at 400,300\nwait 1500ms\n")
        let rows = (wheeled["rowCounts"] as? [Int])?.first ?? 0
        #expect(rows >= 40, "\(wheeled)")
    }

    /// `badge N VALUE` sets and removes badges; `expect rows` fails with exit 3 on a wrong count.
    @Test func scriptsSetBadgesAndCheckRows() throws {
        let (report, _) = try Self.run("badge 1 7\nbadge 2 none\nbadge 3 dot\n")
        #expect(Self.badges(report) == ["7", "null", "dot"], "\(report)")
        let directory = try Executable.workDirectory()
        try Data(Self.config.utf8).write(to: directory.appendingPathComponent("c.json"))
        let path = try Executable.script("expect rows 21\n", in: directory)
        let result = try Executable.run(["--headless", "--config", "c.json", "--script", path], in: directory)
        #expect(result.status == 3)
        #expect(result.stderr.hasSuffix("test.script:1: expected 21 rows, but the list has 20\n"), "\(result.stderr)")
    }

    /// Pulling down and letting go shows the spinner; a list's end shows the load-more footer:
    /// both against their reference screenshots.
    @Test(arguments: [
        ("refreshing", "touch 400,100 -> 400,420 in 300ms\nwait 200ms\nscreenshot shot.png\n"),
        ("loading-more", "wheel 0,-30 at 400,300\nwait 250ms\nscreenshot shot.png\n"),
    ])
    func listStatesMatchTheirReferences(name: String, script: String) throws {
        let (_, directory) = try Self.run(script)
        #expect(try Executable.shotMismatch(in: directory, against: name) == nil)
    }
}
