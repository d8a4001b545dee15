import EndToEndSupport
import Foundation
import PagerConfig
import PagerCore
import PagerScene
import Testing

@testable import SlidingTabs
@testable import SlidingTabsKit

/// The program at large sizes: ten thousand tabs added, closed and played with, huge strings and
/// keys, each ending as it should. The work per tab is counted, not timed, in PagerSceneTests'
/// `GrowthCountTests`; here the runs are given all the time a busy machine or the sanitizers'
/// build needs (`runLimit`), a guard against a hang, never a measure. The program run is the one
/// a user runs (the release build make test makes).
@Suite("The program at large sizes")
struct GrowthTests {
    /// The longest a run here may take before it is taken for hung.
    static let runLimit: TimeInterval = 900

    /// A config of `count` list tabs.
    static func config(tabs count: Int, layout: String = "scrollable", in directory: URL) throws -> String {
        let tab = #"{"title": "Tab", "page": {"type": "list", "rows": 20}}"#
        let text = #"{"tabBar": {"layout": ""# + layout + #""}, "tabs": ["# + Array(repeating: tab, count: count).joined(separator: ",") + "]}"
        let url = directory.appendingPathComponent("tabs\(count).json")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func twoHundredThousandEscapesInAStringAreRefusedQuickly() throws {
        for escape in [#"\n"#, #"\u00e9"#] {
            let text = #"{"tabs": [{"title": ""# + String(repeating: escape, count: 200_000) + #"", "page": {"type": "color"}}]}"#
            let error = #expect(throws: AppError.self) { _ = try AppConfig.parse(Array(text.utf8), path: "escapes.json") }
            #expect(error?.description.hasSuffix(": string longer than 100000 characters") == true, "\(error?.description ?? "")")
        }
    }

    @Test func aStringOfOneHundredThousandEscapesParsesWhole() throws {
        let text = "[\"" + String(repeating: #"\u00e9"#, count: 50_000) + String(repeating: #"\n"#, count: 50_000) + "\"]"
        let value = try JSONParser.parse(Array(text.utf8))
        guard case .array(let elements) = value.kind, case .string(let string)? = elements.first?.kind else {
            Issue.record("not an array of one string: \(value.kind)")
            return
        }
        #expect(string.unicodeScalars.count == 100_000)
        #expect(string.hasPrefix("éé") && string.hasSuffix("\n\n"))
    }

    /// A key a hundred thousand characters long is refused with one line: no suggestion is
    /// looked for among keys its length alone puts out of reach (the fuzzer found its
    /// suggestion search taking over a second).
    @Test func aHugeUnknownKeyIsRefusedWithOneLine() throws {
        let directory = try Executable.workDirectory()
        let key = String(repeating: "tabBarr", count: 14_000)
        try Data(#"{"\#(key)": 1, "tabs": [{"title": "A", "page": {"type": "color"}}]}"#.utf8).write(to: directory.appendingPathComponent("c.json"))
        let result = try Executable.run(["--headless", "--config", "c.json"], in: directory, timeout: Self.runLimit, program: RealWindow.program)
        #expect(
            result.status == 2
                && result.stderr.hasSuffix(
                    "(98000 characters); expected one of 'direction', 'window', 'tabBar', 'indicator', 'pages', 'overlays', 'tabs', 'newTab', 'strings', 'appearance'\n"
                ),
            "\(result.stderr)")
    }

    @Test func tenThousandAddsReachTheTabLimit() throws {
        let directory = try Executable.workDirectory()
        let config = try Self.config(tabs: 1, layout: "equal", in: directory)
        let script = try Executable.script(String(repeating: "add tab\n", count: 10_000) + "expect tabs 10000\n", in: directory)
        let result = try Executable.run(
            ["--headless", "--config", config, "--script", script, "--report", "report.json"], in: directory, timeout: Self.runLimit,
            program: RealWindow.program)
        #expect(result.status == 0, "\(result.stderr)")
        let report = try String(contentsOf: directory.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(report.contains("\"message\" : \"No more than 10000 tabs\""))
    }

    @Test func tenThousandRemovesFromTenThousandTabs() throws {
        let directory = try Executable.workDirectory()
        let config = try Self.config(tabs: 10_000, in: directory)
        let script = try Executable.script(
            "key End\nwait 500ms\n" + String(repeating: "key ctrl+w\n", count: 9_999) + "expect tabs 1\nexpect page 1\n",
            in: directory)
        let result = try Executable.run(
            ["--headless", "--config", config, "--script", script], in: directory, timeout: Self.runLimit, program: RealWindow.program)
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// Ten thousand random events (taps on tabs, drags, keys, wheels, adds and removes) over
    /// ten thousand tabs, drawn as they go.
    @Test func tenThousandRandomEventsOverTenThousandTabs() throws {
        let directory = try Executable.workDirectory()
        let config = try Self.config(tabs: 10_000, in: directory)
        var random = SeededGenerator(seed: 10_000)
        let lines = (0..<10_000).map { index -> String in
            let x = Int.random(in: 0...800, using: &random), y = Int.random(in: 0...600, using: &random)
            switch Int.random(in: 0..<8, using: &random) {
            case 0: return "click \(x),\(y % 60)"
            case 1: return "drag \(x),\(y) -> \(Int.random(in: 0...800, using: &random)),\(y) in 50ms"
            case 2: return "key " + ["Left", "Right", "Home", "End", "ctrl+t", "ctrl+w", "Down"][index % 7]
            case 3: return "wheel 0,-1 at \(x),\(y)"
            case 4: return "wheel 0,1 at \(x),30"
            case 5: return "tab \(Int.random(in: 1...5000, using: &random))"
            case 6 where index % 50 == 0: return "screenshot shots/\(index % 10).png"
            default: return "wait 16ms"
            }
        }
        let script = try Executable.script(lines.joined(separator: "\n"), in: directory)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("shots"), withIntermediateDirectories: true)
        let result = try Executable.run(
            ["--headless", "--config", config, "--script", script, "--report", "report.json"], in: directory, timeout: Self.runLimit,
            program: RealWindow.program)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("report.json").path))
    }

    /// A thousand toggles with 100 000 switches saved: writes are coalesced, and the last change
    /// is saved when the program ends.
    @Test func aThousandTogglesWithAHundredThousandSavedSwitches() throws {
        let directory = try Executable.workDirectory()
        let stateFile = directory.appendingPathComponent("state/sliding-tabs/settings.json")
        try FileManager.default.createDirectory(at: stateFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let switches = (0..<100_000).map { "\"switch-\($0)\": \($0 % 2 == 0)" }.joined(separator: ", ")
        try Data(#"{"version": 1, "switches": {"#.utf8 + Data(switches.utf8) + Data(#"}, "options": {}}"#.utf8)).write(to: stateFile)
        let script = try Executable.script(
            String(repeating: "click 400,262\nwait 1ms\n", count: 1_001) + "expect switch sound on\n",
            in: directory)
        let result = try Executable.run(
            ["--headless", "--config", Executable.asset("settings.json"), "--script", script], in: directory, timeout: Self.runLimit,
            program: RealWindow.program)
        #expect(result.status == 0, "\(result.stderr)")
        let saved = StateStore(path: stateFile.path).load().values
        #expect(saved.switches.count == 100_001)
        #expect(saved.switches["sound"] == true && saved.switches["switch-99998"] == true && saved.switches["switch-99999"] == false)
    }

    /// Ten thousand `expect` lines over a table of ten thousand switches and options.
    @Test func tenThousandExpectationsOverTenThousandRows() throws {
        let directory = try Executable.workDirectory()
        let rows =
            (0..<5_000).map { #"{"type": "switch", "id": "s\#($0)", "title": "S", "on": \#($0 % 2 == 0)}"# }
            + (0..<5_000).map { #"{"type": "option", "group": "g", "id": "o\#($0)", "title": "O", "selected": \#($0 == 4_999)}"# }
        let config = directory.appendingPathComponent("rows.json")
        try Data((#"{"tabs": [{"title": "T", "page": {"type": "table", "sections": [{"rows": ["# + rows.joined(separator: ",") + "]}]}}]}").utf8)
            .write(to: config)
        let lines =
            (0..<5_000).map { "expect switch s\($0 * 7 % 5_000) \($0 * 7 % 5_000 % 2 == 0 ? "on" : "off")" }
            + Array(repeating: "expect option g o4999", count: 5_000)
        let script = try Executable.script(lines.joined(separator: "\n"), in: directory)
        let result = try Executable.run(
            ["--headless", "--config", config.path, "--script", script], in: directory, timeout: Self.runLimit, program: RealWindow.program)
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// Durations add up in whole microseconds: what adds up to exactly the cap is accepted.
    @Test func durationsAddUpExactly() throws {
        let exact = (["wait 3599999ms"] + Array(repeating: "wait 0.1ms", count: 10)).joined(separator: "\n")
        #expect(try Script(parsing: exact, name: "exact.script").lines.count == 11)
        let over = exact + "\nwait 0.001ms"
        let error = #expect(throws: AppError.self) { _ = try Script(parsing: over, name: "over.script") }
        #expect(error?.description == "over.script:12: the script would run longer than 3600000ms in all")
    }
}
