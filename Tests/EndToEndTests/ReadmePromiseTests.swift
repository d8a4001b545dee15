import EndToEndSupport
import Foundation
import PagerConfig
import PagerCore
import PagerScene
import Testing

@testable import SlidingTabs
@testable import SlidingTabsKit

/// What the README promises and an earlier version did not do, each run as a user would.
@Suite("README promises, end to end")
struct ReadmePromiseTests {
    static func report(in directory: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: directory.appendingPathComponent("report.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// `--report` is written however the run ends: a failed `expect` (exit 3) and a failed
    /// screenshot (exit 1) included.
    @Test(arguments: [
        ("key Right\nwait 400ms\nexpect page 3\n", Int32(3)),
        ("key Right\nwait 400ms\nscreenshot /dev/null/shot.png\n", Int32(1)),
    ])
    func theReportIsWrittenOnEveryExit(script text: String, status: Int32) throws {
        let directory = try Executable.workDirectory()
        let script = try Executable.script(text, in: directory)
        let result = try Executable.run(["--headless", "--script", script, "--report", "report.json"], in: directory)
        #expect(result.status == status, "\(result.stderr)")
        #expect(try Self.report(in: directory)["page"] as? Int == 2)
    }

    /// A recording's replay starts from the values the recording began with, not from the state
    /// the live session saved, and leaves that state alone; `--save-state` saves it.
    @Test(arguments: [false, true])
    func aReplayStartsFromItsRecordedValues(saveState: Bool) throws {
        let directory = try Executable.workDirectory()
        let stateFile = directory.appendingPathComponent("state/sliding-tabs/settings.json")
        try FileManager.default.createDirectory(at: stateFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let saved = Data(#"{"version": 1, "switches": {"sound": true, "night": true}, "options": {}}"#.utf8)
        try saved.write(to: stateFile)
        let recording = try Executable.script(
            """
            # Recorded by sliding-tabs.
            size 800x600
            set switch sound off
            set switch "Push notifications" on
            click 400,262
            wait 300ms
            expect switch sound on
            expect switch night off
            """, in: directory)
        let result = try Executable.run(
            [
                "--headless", "--config", Executable.asset("settings.json"), "--script", recording,
                "--report", "report.json",
            ] + (saveState ? ["--save-state"] : []), in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        if saveState {
            let values = StateStore(path: stateFile.path).load().values
            #expect(values.switches["sound"] == true && values.switches["Push notifications"] == true)
        } else {
            #expect(try Data(contentsOf: stateFile) == saved)
        }
    }

    /// The recorder writes the values the session began with as `set` lines, quoted where needed.
    @Test func aRecordingBeginsWithItsValues() throws {
        let path = try Executable.workDirectory().appendingPathComponent("rec.script").path
        _ = try ScriptRecorder(
            path: path, size: Size(width: 800, height: 600), configPath: "my configs/settings.json",
            values: TableValues(switches: ["sound": true, "Push notifications": false], options: ["size": "A #1"]))
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "# Recorded by sliding-tabs. Replay with: sliding-tabs --config \"my configs/settings.json\" --script \(path)",
                "size 800x600", "set switch \"Push notifications\" off", "set switch sound on", "set option size \"A #1\"",
            ])
        let script = try Script.load(path: path)
        #expect(
            script.lines.map(\.command).suffix(3) == [
                .setSwitch(id: "Push notifications", on: false), .setSwitch(id: "sound", on: true),
                .setOption(group: "size", id: "A #1"),
            ])
    }

    @Test func everyTabBarKeyIsCheckedWhateverTheLayout() throws {
        for key in ["minimumTabWidth", "buttonWidth", "buttonHeight"] {
            let directory = try Executable.workDirectory()
            let config = directory.appendingPathComponent("c.json")
            try Data(#"{"tabBar": {"\#(key)": -5}, "tabs": [{"title": "A", "page": {"type": "list", "rows": 1}}]}"#.utf8).write(to: config)
            let result = try Executable.run(["--headless", "--config", config.path], in: directory)
            #expect(result.status == 2 && result.stderr.contains("tabBar.\(key): must be between"), "\(result.stderr)")
        }
    }

    /// Titles of every kind are at most 200 characters.
    @Test(arguments: [
        #"{"type": "title", "title": "TITLE"}"#, #"{"type": "switch", "title": "TITLE"}"#,
        #"{"type": "profile", "name": "TITLE"}"#,
    ])
    func titlesFollowOneRule(row: String) throws {
        func config(_ length: Int) -> [UInt8] {
            let text = #"{"tabs": [{"title": "T", "page": {"type": "table", "sections": [{"rows": ["# + row + "]}]}}]}"
            return Array(text.replacingOccurrences(of: "TITLE", with: String(repeating: "x", count: length)).utf8)
        }
        #expect((try? AppConfig.parse(config(200), path: "c.json")) != nil)
        let error = #expect(throws: AppError.self) { _ = try AppConfig.parse(config(201), path: "c.json") }
        #expect(error?.description.hasSuffix("must be at most 200 characters, got 201") == true, "\(error?.description ?? "")")
    }

    @Test func aStateFileWithAnInvalidByteIsNamedByPosition() throws {
        let directory = try Executable.workDirectory()
        let path = directory.appendingPathComponent("settings.json").path
        try Data(Array(#"{"version": 1,"#.utf8) + [0x0A, 0x20, 0x22, 0xFF, 0x22, 0x3A, 0x20, 0x31, 0x7D]).write(to: URL(fileURLWithPath: path))
        let warning = StateStore(path: path).load().warning ?? ""
        #expect(warning.contains("(2:3: the file is not valid UTF-8 text)"), "\(warning)")
    }

    @Test(arguments: ["bench", "soak"])
    func subcommandsHaveHelp(command: String) throws {
        let result = try Executable.run([command, "--help"], in: try Executable.workDirectory())
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("usage: sliding-tabs \(command) ["), "\(result.stdout)")
    }

    /// With no display, `--record` is refused before anything is promised.
    @Test func recordWithoutADisplayIsRefusedFirst() throws {
        let result = try Executable.run(["--record", "r.script"], in: try Executable.workDirectory())
        #expect(result.status == 2 && result.stdout.isEmpty)
        #expect(
            result.stderr == "sliding-tabs: --record needs a window, and no display was found (DISPLAY is not set); record a session at a desktop\n")
    }

    /// A script that quits before its end says how many lines did not run.
    @Test func aScriptThatQuitsEarlySaysSo() throws {
        let directory = try Executable.workDirectory()
        let script = try Executable.script("key Right\nkey Escape\nexpect page 5\nwait 100ms\n", in: directory)
        let result = try Executable.run(["--headless", "--script", script], in: directory)
        #expect(result.status == 0)
        #expect(result.stderr == "sliding-tabs: warning: \(script):2: the script quit here (Escape or Ctrl+Q); the 2 lines after it did not run\n")
    }
}
