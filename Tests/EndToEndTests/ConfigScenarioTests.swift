import EndToEndSupport
import Foundation
import PagerSDL
import PagerScene
import RenderTestSupport
import Testing

/// The shipped configs, driven end to end by scripts, and their reference screenshots.
@Suite("Shipped configs, end to end")
struct ConfigScenarioTests {
    @Test func aSwitchToggledStaysOnAfterARestart() throws {
        let directory = try Executable.workDirectory()
        let config = Executable.asset("settings.json")
        let toggle = try Executable.script(
            "expect switch sound off\nclick 400,262\nwait 300ms\nexpect switch sound on\n",
            in: directory, name: "toggle.script")
        let first = try Executable.run(["--headless", "--config", config, "--script", toggle], in: directory)
        #expect(first.status == 0, "\(first.stderr)")
        let stateFile = directory.appendingPathComponent("state/sliding-tabs/settings.json")
        let saved = try String(contentsOf: stateFile, encoding: .utf8)
        #expect(saved.contains("\"sound\" : true"))
        let check = try Executable.script("expect switch sound on\nexpect switch push on\n", in: directory, name: "check.script")
        let second = try Executable.run(["--headless", "--config", config, "--script", check], in: directory)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.isEmpty)
    }

    @Test func aCorruptStateFileIsMovedAsideWithAWarning() throws {
        let directory = try Executable.workDirectory()
        let stateDirectory = directory.appendingPathComponent("state/sliding-tabs")
        try FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true)
        try Data("{\"version\": 1, \"switches\": {\"sound\": tru".utf8).write(to: stateDirectory.appendingPathComponent("settings.json"))
        let script = try Executable.script("expect switch sound off\nclick 400,262\n", in: directory)
        let result = try Executable.run(["--headless", "--config", Executable.asset("settings.json"), "--script", script], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("sliding-tabs: warning: state file ") && result.stderr.contains("moved it to"))
        let files = try FileManager.default.contentsOfDirectory(atPath: stateDirectory.path).sorted()
        #expect(files.count == 2 && files[0] == "settings.json" && files[1].hasPrefix("settings.json.corrupt-"))
        let aside = try String(contentsOf: stateDirectory.appendingPathComponent(files[1]), encoding: .utf8)
        #expect(aside.hasSuffix("tru"))  // the old file is kept as it was
    }

    @Test func tabsAreAddedAndRemoved() throws {
        let directory = try Executable.workDirectory()
        let script = try Executable.script(
            """
            click 734,30
            key ctrl+t
            add tab
            wait 300ms
            expect tabs 6
            tab 6
            wait 400ms
            expect page 6
            click 778,30
            wait 400ms
            expect tabs 5
            expect page 5
            remove tab
            remove tab
            remove tab
            remove tab
            remove tab
            expect tabs 1
            expect page 1
            """, in: directory)
        let result = try Executable.run(
            [
                "--headless", "--config", Executable.asset("toutiao.json"), "--script", script,
                "--screenshot", "one.png",
            ], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func aScrollableStripFollowsTheSwipeAndScrollsByHand() throws {
        let directory = try Executable.workDirectory()
        let script = try Executable.script(
            """
            # Swipe to the 8th channel: the strip keeps it centred.
            tab 5
            wait 400ms
            tab 7
            wait 400ms
            drag 700,300 -> 300,300 in 100ms
            wait 600ms
            expect page 8
            screenshot centred.png
            # Drag the strip itself 200 points left with a finger (quicker than a long press, which
            # would lift a tab of this reorderable bar) and hold still before letting go (no
            # momentum): past the 18-point touch slop, the strip moves 200 points, the pages stay.
            touch-press 500,24
            touch-move 450,24
            wait 16ms
            touch-move 400,24
            wait 16ms
            touch-move 282,24
            wait 100ms
            touch-release 282,24
            wait 500ms
            expect page 8
            screenshot scrolled.png
            """, in: directory)
        let result = try Executable.run(["--headless", "--config", Executable.asset("channels.json"), "--script", script], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        try SDLLibrary.start(video: false)
        // The selected channel's title-wide indicator sits near the middle of the bar, then moves off with the strip.
        let centred = try loadPNG(directory.appendingPathComponent("centred.png").path)
        let scrolled = try loadPNG(directory.appendingPathComponent("scrolled.png").path)
        func indicatorColumns(_ shot: PixelImage) -> [Int] {
            (0..<800).filter {
                let p = shot.pixel(x: $0, y: 46); return p.r > 200 && p.g < 120 && p.b < 120
            }
        }
        let middle = indicatorColumns(centred)
        #expect(!middle.isEmpty && abs((middle.first! + middle.last!) / 2 - 400) < 40)
        let moved = indicatorColumns(scrolled)
        let movedCentre = moved.isEmpty ? -1000 : (moved[0] + moved[moved.count - 1]) / 2
        let middleCentre = (middle[0] + middle[middle.count - 1]) / 2
        #expect(abs(movedCentre - middleCentre + 200) <= 4, "indicator centred at \(movedCentre), was \(middleCentre)")
    }

    @Test func aBadConfigExitsTwoWithOneLine() throws {
        let directory = try Executable.workDirectory()
        let config = directory.appendingPathComponent("bad.json")
        try Data(#"{"tabs": [{"title": "A", "page": {"type": "list", "rows": -5}}]}"#.utf8).write(to: config)
        let result = try Executable.run(["--headless", "--config", config.path], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr == "sliding-tabs: \(config.path):1:59: tabs[0].page.rows: must be between 0 and 10000000, got -5\n")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("screenshots").path))
    }

    /// The grid's items count as its rows, thirty at a time as its end comes near.
    @Test func aGridOfPicturesLoadsMoreItemsAtItsEnd() throws {
        let directory = try Executable.workDirectory()
        let script = try Executable.script(
            "expect rows 30\nwheel 0,-60 at 400,300\nwait 1500ms\nexpect rows 60\ntab 2\nwait 500ms\nexpect rows 6\n", in: directory)
        let result = try Executable.run(
            ["--headless", "--config", Executable.asset("grid.json"), "--script", script, "--report", "report.json"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("report.json"))) as? [String: Any]
        #expect(report?["rowCounts"] as? [Int] == [60, 6, 200], "each tab's rows: the grids' items, the list's rows")
    }

    @Test(arguments: ["jftabview", "toutiao", "settings", "channels", "gallery", "rtl", "world", "news", "grid", "sidebar"])
    func shippedConfigsMatchTheirReferenceScreenshots(name: String) throws {
        let directory = try Executable.workDirectory()
        let result = try Executable.run(
            ["--headless", "--config", Executable.asset("\(name).json"), "--screenshot", "shot.png"],
            in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Executable.shotMismatch(in: directory, against: name) == nil)
    }
}

/// `--config NAME` as a user in a folder of their own meets it: a config of that name here wins
/// over the shipped one, a folder of that name is no config, and each keeps its own values.
@Suite("Configs by name")
struct ConfigByNameTests {
    static let single = #"{"tabs": [{"title": "Mine", "page": {"type": "list", "rows": 3}}]}"#

    /// The report of a headless run with `arguments` (a script that waits a frame, unless they name one).
    static func report(_ arguments: [String], in directory: URL) throws -> [String: Any] {
        let script = arguments.contains("--script") ? [] : ["--script", try Executable.script("wait 16ms\n", in: directory, name: "wait.script")]
        let result = try Executable.run(["--headless", "--report", "report.json"] + script + arguments, in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: directory.appendingPathComponent("report.json"))
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    @Test func aConfigHereWinsOverTheShippedOneOfItsName() throws {
        let directory = try Executable.workDirectory()
        try Self.single.write(to: directory.appendingPathComponent("toutiao.json"), atomically: true, encoding: .utf8)
        #expect(try Self.report(["--config", "toutiao"], in: directory)["tabs"] as? Int == 1)
        #expect(try Self.report(["--config", "toutiao.json"], in: directory)["tabs"] as? Int == 1)
    }

    @Test func aFolderOfTheNameIsNoConfig() throws {
        let directory = try Executable.workDirectory()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("settings"), withIntermediateDirectories: true)
        #expect(try Self.report(["--config", "settings"], in: directory)["tabs"] as? Int == 2)
    }

    /// A config of a shipped config's name keeps its values apart from the shipped one's.
    @Test func twoConfigsOfOneNameKeepTheirOwnValues() throws {
        let directory = try Executable.workDirectory()
        let settings = try String(contentsOfFile: Executable.asset("settings.json"), encoding: .utf8)
        try settings.write(to: directory.appendingPathComponent("settings.json"), atomically: true, encoding: .utf8)
        let flip = try Executable.script("click 400,262\nwait 300ms\nexpect switch sound on\n", in: directory)
        _ = try Self.report(["--config", Executable.asset("settings.json"), "--script", flip, "--save-state"], in: directory)
        let shipped = try Self.report(["--config", Executable.asset("settings.json")], in: directory)
        let mine = try Self.report(["--config", "settings"], in: directory)
        #expect((shipped["switches"] as? [String: Bool])?["sound"] == true)
        #expect((mine["switches"] as? [String: Bool])?["sound"] == false, "the local settings.json has its own state: \(mine)")
    }

    /// Values an earlier version saved under the config's bare name are read, then kept in the
    /// config's own file once it saves.
    @Test func valuesSavedUnderTheBareNameAreKept() throws {
        let directory = try Executable.workDirectory()
        let config =
            #"{"tabs": [{"title": "T", "page": {"type": "table", "sections": [{"rows": [{"type": "switch", "id": "wifi", "title": "Wi-Fi"}]}]}}]}"#
        try config.write(to: directory.appendingPathComponent("mine.json"), atomically: true, encoding: .utf8)
        let state = directory.appendingPathComponent("state/sliding-tabs")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try Data(#"{"version": 1, "switches": {"wifi": true}, "options": {}}"#.utf8).write(to: state.appendingPathComponent("mine.json"))
        #expect((try Self.report(["--config", "mine.json"], in: directory)["switches"] as? [String: Bool])?["wifi"] == true)
    }
}
