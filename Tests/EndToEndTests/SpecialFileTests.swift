import EndToEndSupport
import Foundation
import PagerConfig
import PagerSDL
import PagerScene
import Testing

@testable import SlidingTabs
@testable import SlidingTabsKit

/// Special files and sizes: a FIFO, a device or an oversized file named anywhere (config,
/// script, state file, font cache) gives one line and never a hang or a read into memory.
@Suite("Special files and size limits")
struct SpecialFileTests {
    static func fifo(in directory: URL, named name: String) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try #require(mkfifo(path, 0o644) == 0)
        return path
    }

    @Test(arguments: ["--config", "--script"])
    func aFIFONamedOnTheCommandLineIsRefusedAtOnce(flag: String) throws {
        let directory = try Executable.workDirectory()
        let path = try Self.fifo(in: directory, named: "input")
        let result = try Executable.run(["--headless", flag, path], in: directory, timeout: 20)
        let kind = flag == "--config" ? "config" : "script"
        #expect(result.status == 2)
        #expect(result.stderr == "sliding-tabs: cannot read \(kind) '\(path)': it is a FIFO (named pipe), not a regular file\n")
    }

    @Test(arguments: ["/dev/zero", "/dev/urandom"])
    func aDeviceNamedAsAConfigIsNotRead(device: String) throws {
        let result = try Executable.run(["--headless", "--config", device], in: try Executable.workDirectory(), timeout: 20)
        #expect(result.status == 2)
        #expect(result.stderr == "sliding-tabs: cannot read config '\(device)': it is a character device, not a regular file\n")
    }

    /// A state file that is a FIFO, or a link to /dev/zero: one warning, defaults, and the file
    /// is left as it is (never written).
    @Test(arguments: [true, false])
    func aSpecialStateFileGivesAWarningAndDefaults(isFIFO: Bool) throws {
        let directory = try Executable.workDirectory()
        let stateFolder = directory.appendingPathComponent("state/sliding-tabs")
        try FileManager.default.createDirectory(at: stateFolder, withIntermediateDirectories: true)
        let statePath = stateFolder.appendingPathComponent("settings.json").path
        if isFIFO {
            try #require(mkfifo(statePath, 0o644) == 0)
        } else {
            try FileManager.default.createSymbolicLink(atPath: statePath, withDestinationPath: "/dev/zero")
        }
        let script = try Executable.script("expect switch sound off\nclick 400,262\nwait 300ms\nexpect switch sound on\n", in: directory)
        let result = try Executable.run(
            ["--headless", "--config", Executable.asset("settings.json"), "--script", script],
            in: directory, timeout: 20)
        #expect(result.status == 0, "\(result.stderr)")
        let kind = isFIFO ? "a FIFO (named pipe)" : "a character device"
        #expect(
            result.stderr == "sliding-tabs: warning: cannot read state file '\(statePath)': it is \(kind), not a regular file; "
                + "using defaults and leaving it alone\n")
        var info = stat()
        #expect(lstat(statePath, &info) == 0 && info.st_mode & S_IFMT == (isFIFO ? S_IFIFO : S_IFLNK))
    }

    /// A font cache that is a FIFO or a directory is passed over with one warning, as a state
    /// file is, and left alone.
    @Test(arguments: [true, false])
    func aFontCacheThatIsNoRegularFileIsPassedOverWithAWarning(isFIFO: Bool) throws {
        let directory = try Executable.workDirectory()
        let cache = directory.appendingPathComponent("cache/sliding-tabs")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let path = cache.appendingPathComponent("fonts.txt").path
        if isFIFO {
            _ = try Self.fifo(in: cache, named: "fonts.txt")
        } else {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        }
        let result = try Executable.run(
            ["--headless", "--screenshot", "x.png"], in: directory,
            environment: ["XDG_CACHE_HOME": directory.appendingPathComponent("cache").path], timeout: 20)
        #expect(result.status == 0, "\(result.stderr)")
        let kind = isFIFO ? "a FIFO (named pipe)" : "a directory"
        #expect(
            result.stderr == "sliding-tabs: warning: cannot read font cache \(quoted(file: path)): it is \(kind), not a regular file; "
                + "asking fontconfig and leaving it alone\n")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("x.png").path))
        var info = stat()
        #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == (isFIFO ? S_IFIFO : S_IFDIR), "left alone")
    }

    /// A font cache poisoned to name, as its regular font, something that is no font: a FIFO
    /// (which would block a read), a text file, a directory, /dev/zero, a truncated TTF. The
    /// entry is dropped with one line, fontconfig is asked again, the cache is rewritten, and the
    /// run goes on.
    @Test(arguments: ["fifo", "text", "directory", "device", "truncated"])
    func aPoisonedFontCacheIsDroppedAndRewritten(kind: String) throws {
        let directory = try Executable.workDirectory()
        let environment = ["XDG_CACHE_HOME": directory.appendingPathComponent("cache").path]
        let first = try Executable.run(["--headless", "--screenshot", "first.png"], in: directory, environment: environment, timeout: 20)
        #expect(first.status == 0, "\(first.stderr)")
        let cache = directory.appendingPathComponent("cache/sliding-tabs/fonts.txt")
        let text = try String(contentsOf: cache, encoding: .utf8)
        let good = try #require(text.split(separator: "\n").first { $0.hasPrefix("regular\t") })
        var poison = directory.appendingPathComponent("poison.ttf").path
        switch kind {
        case "fifo": #expect(mkfifo(poison, 0o644) == 0)
        case "text": try Data("not a font\n".utf8).write(to: URL(fileURLWithPath: poison))
        case "directory": try FileManager.default.createDirectory(atPath: poison, withIntermediateDirectories: false)
        case "device": poison = "/dev/zero"
        default:
            let font = try Data(contentsOf: URL(fileURLWithPath: String(good.dropFirst("regular\t".count))))
            try font.prefix(2000).write(to: URL(fileURLWithPath: poison))
        }
        try text.replacingOccurrences(of: String(good), with: "regular\t" + poison).write(to: cache, atomically: true, encoding: .utf8)
        let result = try Executable.run(["--headless", "--screenshot", "x.png"], in: directory, environment: environment, timeout: 20)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(
            lines.count == 1 && lines[0].hasPrefix("sliding-tabs: warning: the font cache ") && lines[0].contains("names a font that does not load"),
            "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("x.png").path))
        let rewritten = try String(contentsOf: cache, encoding: .utf8)
        #expect(rewritten.contains(String(good)) && !rewritten.contains(poison), "the cache names the real font again")
        let again = try Executable.run(["--headless", "--screenshot", "y.png"], in: directory, environment: environment, timeout: 20)
        #expect(again.status == 0 && again.stderr.isEmpty, "\(again.stderr)")
    }

    /// A file of `size` bytes: `head`, then spaces.
    static func file(of size: Int, startingWith head: String, in directory: URL, named name: String) throws -> String {
        let path = directory.appendingPathComponent(name).path
        var bytes = Array(head.utf8)
        bytes += Array(repeating: UInt8(ascii: " "), count: size - bytes.count)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Each limit holds to the byte: a file of exactly the limit is read, one byte more is refused.
    @Test(arguments: [("config", AppConfig.maximumFileSize), ("script", Script.maximumFileSize)])
    func inputFilesAreReadUpToTheirLimitAndNotOneBytePast(kind: String, limit: Int) throws {
        let directory = try Executable.workDirectory()
        let atLimit = try Self.file(of: limit, startingWith: "", in: directory, named: "at-limit")
        #expect(try TextFile.read(atLimit, kind: kind, maximumSize: limit).count == limit)
        let past = try Self.file(of: limit + 1, startingWith: "", in: directory, named: "past-limit")
        let error = #expect(throws: AppError.self) { _ = try TextFile.read(past, kind: kind, maximumSize: limit) }
        #expect(error?.description == "\(past): the file is \(limit + 1) bytes; a \(kind) is at most \(limit) bytes")
    }

    @Test func aConfigOfExactlySixteenMebibytesLoadsAndOneByteMoreIsRefused() throws {
        let directory = try Executable.workDirectory()
        let config = #"{"tabs": [{"title": "A", "page": {"type": "list", "rows": 3}}]}"#
        let atLimit = try Self.file(of: AppConfig.maximumFileSize, startingWith: config, in: directory, named: "at.json")
        #expect(try AppConfig.load(path: atLimit).content.tabs.count == 1)
        let past = try Self.file(of: AppConfig.maximumFileSize + 1, startingWith: config, in: directory, named: "past.json")
        let result = try Executable.run(["--headless", "--config", past], in: directory)
        #expect(result.status == 2)
        #expect(
            result.stderr == "sliding-tabs: \(past): the file is \(AppConfig.maximumFileSize + 1) bytes; "
                + "a config is at most \(AppConfig.maximumFileSize) bytes\n")
    }

    @Test func aStateFileOfExactlyTheLimitLoadsAndOneByteMoreIsMovedAside() throws {
        let directory = try Executable.workDirectory()
        let state = #"{"version": 1, "switches": {"sound": true}, "options": {}}"#
        let atLimit = try Self.file(of: StateStore.maximumFileSize, startingWith: state, in: directory, named: "at.json")
        let loaded = StateStore(path: atLimit).load()
        #expect(loaded.values.switches == ["sound": true] && loaded.warning == nil)
        let past = try Self.file(of: StateStore.maximumFileSize + 1, startingWith: state, in: directory, named: "past.json")
        let (values, warning) = StateStore(path: past).load()
        #expect(values == TableValues())
        #expect(warning?.contains("is unusable (it is \(StateStore.maximumFileSize + 1) bytes") == true, "\(warning ?? "")")
        #expect(!FileManager.default.fileExists(atPath: past))
    }
}
