import EndToEndSupport
import Foundation
import PagerConfig
import PagerCore
import PagerScene
import Testing

@testable import SlidingTabs
@testable import SlidingTabsKit

/// Hostile input: every file of the corpus under Corpus/ gets a one-line error naming the file
/// and the line (or JSON path) and the reason, with exit code 2; nothing crashes or hangs.
@Suite("Bad input")
struct BadInputTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    /// File (relative to Corpus/) to the expected message after "path:".
    static let expected: [(String, String)] = {
        let text = (try? String(contentsOf: corpus.appendingPathComponent("expected.tsv"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { line in
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }
    }()

    static func expectOneLineUsageError(_ body: () throws -> Void, path: String, expected: String) {
        do {
            try body()
            Issue.record("\(path) was accepted")
        } catch let error as AppError {
            #expect(error.exitCode == .usage)
            #expect(!error.description.contains("\n"), "\(error.description)")
            #expect(error.description == "\(path):\(expected)", "\(error.description)")
        } catch {
            Issue.record("\(path): unexpected \(error)")
        }
    }

    @Test func theManifestCoversTheCorpus() throws {
        let files = try ["config", "script"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: Self.corpus.appendingPathComponent(folder).path).map { "\(folder)/\($0)" }
        }
        #expect(Set(files) == Set(Self.expected.map(\.0)))
        #expect(files.count >= 50)
    }

    @Test(arguments: expected.filter { $0.0.hasPrefix("config/") })
    func badConfigs(file: String, message: String) {
        let path = Self.corpus.appendingPathComponent(file).path
        Self.expectOneLineUsageError({ _ = try AppConfig.load(path: path) }, path: path, expected: message)
    }

    @Test(arguments: expected.filter { $0.0.hasPrefix("script/") })
    func badScripts(file: String, message: String) {
        let path = Self.corpus.appendingPathComponent(file).path
        Self.expectOneLineUsageError({ _ = try Script.load(path: path) }, path: path, expected: message)
    }

    @Test func oneHundredThousandTabsAreRefused() {
        let tab = #"{"title": "A", "page": {"type": "list", "rows": 3}}"#
        let text = #"{"tabs": ["# + Array(repeating: tab, count: 100_000).joined(separator: ",") + "]}"
        Self.expectOneLineUsageError(
            { _ = try AppConfig.parse(Array(text.utf8), path: "many.json") },
            path: "many.json", expected: "1:10: tabs: must have between 1 and 10000 entries, got 100000")
    }

    @Test func aHugeFileIsRefusedBeforeItIsRead() throws {
        let path = try Executable.workDirectory().appendingPathComponent("big.json").path
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(AppConfig.maximumFileSize + 1))
        try handle.close()
        Self.expectOneLineUsageError(
            { _ = try AppConfig.load(path: path) }, path: path,
            expected: " the file is \(AppConfig.maximumFileSize + 1) bytes; a config is at most \(AppConfig.maximumFileSize) bytes")
    }

    @Test(arguments: [
        (["--size"], "--size needs a value"),
        (["--size", "-5x3"], "--size: expected WxH between 1x1 and 8192x8192, got '-5x3'"),
        (["--size", "9999999999999999999999x1"], "--size: expected WxH between 1x1 and 8192x8192, got '9999999999999999999999x1'"),
        (["--size", "nanxnan"], "--size: expected WxH between 1x1 and 8192x8192, got 'nanxnan'"),
        (["--scale", "0x2"], "--scale: expected a number from 1 to 4, got '0x2'"),
        (["--scale", "infinity"], "--scale: expected a number from 1 to 4, got 'infinity'"),
        (["--config"], "--config needs a value"),
        (["--script", "--headless"], "--script needs a value"),
        (["--bogus"], "unknown argument '--bogus'; see sliding-tabs --help"),
        (
            [String(repeating: "x", count: 10_000)],
            "unknown argument '\(String(repeating: "x", count: 60))…' (10000 characters); see sliding-tabs --help"
        ),
        (["\u{FFFD}\u{0}"], "unknown argument '\u{FFFD}\\x00'; see sliding-tabs --help"),
        (["--bo\ngus\u{1B}[31m"], "unknown argument '--bo\\ngus\\x1b[31m'; see sliding-tabs --help"),
    ])
    func badFlags(arguments: [String], message: String) {
        do {
            _ = try Options.parse(arguments)
            Issue.record("\(arguments) accepted")
        } catch let error as AppError {
            #expect(error.exitCode == .usage && error.description == message)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func corruptStateFilesFallBackToDefaultsAndAreKept() throws {
        let folder = Self.corpus.appendingPathComponent("state")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files.count >= 7)
        for file in files {
            let directory = try Executable.workDirectory()
            let url = directory.appendingPathComponent("settings.json")
            let original = try Data(contentsOf: folder.appendingPathComponent(file))
            try original.write(to: url)
            let store = StateStore(path: url.path)
            let (values, warning) = store.load()
            #expect(values == TableValues(), "\(file)")
            #expect(warning?.contains(url.path) == true && warning?.contains("\n") == false, "\(file): \(warning ?? "no warning")")
            let kept = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("settings.json.corrupt-") }
            #expect(kept.count == 1, "\(file)")
            #expect(try Data(contentsOf: directory.appendingPathComponent(kept[0])) == original, "\(file) was changed")
        }
    }
}

/// Seeded random mutations of the shipped configs and scripts: each one loads, or fails with a
/// one-line error that names the file; a config that loads must lay out and draw without trouble.
@Suite("Fuzzing the loaders")
struct FuzzTests {
    static let budget: TimeInterval = 20

    static func mutate(_ bytes: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        let extremes = ["-1", "0", "1e308", "-1e308", "99999999999", "0.0000001", "null", "true", "\"\"", "[]", "{}", "\"#zzz\""]
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            guard !bytes.isEmpty else { break }
            let at = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: bytes[at] = UInt8.random(in: 0...255, using: &random)
            case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &random)))
            case 2: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + Int.random(in: 1...60, using: &random))], at: at)
            case 3: bytes.insert(contentsOf: Array(extremes.randomElement(using: &random)!.utf8), at: at)
            case 4:
                // Replace a run of digits with an extreme value.
                if let digit = bytes[at...].firstIndex(where: { (48...57).contains($0) }) {
                    var end = digit
                    while end < bytes.count && (48...57).contains(bytes[end]) { end += 1 }
                    bytes.replaceSubrange(digit..<end, with: Array(extremes.randomElement(using: &random)!.utf8))
                }
            default: bytes.removeSubrange(at...)
            }
        }
        return bytes
    }

    @Test func mutatedConfigsLoadOrFailClearly() throws {
        let assets = ["jftabview.json", "toutiao.json", "settings.json", "channels.json"]
        let originals = try assets.map { Array(try Data(contentsOf: URL(fileURLWithPath: Executable.asset($0)))) }
        var random = SeededGenerator(seed: 2026)
        let deadline = Date().addingTimeInterval(Self.budget)
        var tried = 0, loaded = 0
        while tried < 3000 && Date() < deadline {
            let index = Int.random(in: 0..<originals.count, using: &random)
            let bytes = Self.mutate(originals[index], using: &random)
            let path = "fuzz-\(tried)-\(assets[index])"
            tried += 1
            do {
                let config = try AppConfig.parse(bytes, path: path)
                loaded += 1
                var scene = Scene(content: config.content, theme: config.theme, viewSize: (config.windowSize ?? .standard).size)
                scene.handle(.key(KeyPress(.end)), time: 0)
                scene.advance(to: 1)
                var list = DrawList()
                scene.draw(into: &list)
                #expect(scene.pager.offset.isFinite)
            } catch let error as AppError {
                #expect(
                    error.exitCode == .usage && error.description.hasPrefix(path + ":") && !error.description.contains("\n"),
                    "\(error.description)")
            }
        }
        #expect(tried >= 500, "only \(tried) mutations in \(Self.budget) s")
        #expect(loaded > 0 && loaded < tried)
    }

    @Test func mutatedScriptsParseOrFailClearly() throws {
        let originals = [Tour.text, try String(contentsOfFile: Executable.asset("scripts/swipe-and-click.script"), encoding: .utf8)]
            .map { Array($0.utf8) }
        var random = SeededGenerator(seed: 7)
        let deadline = Date().addingTimeInterval(Self.budget)
        var tried = 0
        while tried < 5000 && Date() < deadline {
            let bytes = Self.mutate(originals[tried % 2], using: &random)
            tried += 1
            guard let text = String(validating: bytes, as: UTF8.self) else { continue }
            do {
                _ = try Script(parsing: text, name: "fuzz.script")
            } catch let error as AppError {
                #expect(
                    error.exitCode == .usage && error.description.hasPrefix("fuzz.script:") && !error.description.contains("\n"),
                    "\(error.description)")
            }
        }
        #expect(tried >= 500)
    }
}
