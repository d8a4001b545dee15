import EndToEndSupport
import Foundation
import PagerConfig
import PagerSDL
import PagerScene
import Testing

@testable import SlidingTabs
@testable import SlidingTabsKit

/// Files the program writes: a full disk, a planted link, two instances of one config and a
/// killed save never cost a good file or a change.
@Suite("Nothing is overwritten or lost")
struct NothingLostTests {
    static func entries(of directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    /// On a full disk (writes past 0 bytes fail) a screenshot over a good PNG fails with one line
    /// and exit 1; the old PNG stays byte for byte and no temporary file is left.
    @Test(.disabled(if: Sanitizer.isThread, Comment(rawValue: Sanitizer.fileSizeLimitNote)), arguments: [false, true])
    func aScreenshotOnAFullDiskKeepsTheOldFile(fromScript: Bool) throws {
        let directory = try Executable.workDirectory()
        let good = try Executable.run(["--headless", "--screenshot", "keep.png"], in: directory)
        try #require(good.status == 0)
        let keep = directory.appendingPathComponent("keep.png")
        let original = try Data(contentsOf: keep)
        let arguments =
            fromScript
            ? ["--headless", "--script", try Executable.script("key Right\nwait 400ms\nscreenshot keep.png\n", in: directory)]
            : ["--headless", "--size", "640x480", "--screenshot", "keep.png"]
        let result = try Executable.run(arguments, in: directory, fileSizeLimit: 0)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n")
        #expect(
            lines.count == 1 && result.stderr.hasPrefix("sliding-tabs: ") && result.stderr.contains("cannot write 'keep.png': File too large"),
            "\(result.stderr)")
        #expect(try Data(contentsOf: keep) == original)
        #expect(try Self.entries(of: directory).filter { $0.hasPrefix(".") }.isEmpty)
    }

    /// A link planted where the old, predictable temporary name was is neither written through
    /// nor made the result: the file written is a new regular file and the link's target is untouched.
    @Test func aPlantedLinkIsNeverWrittenThrough() throws {
        let directory = try Executable.workDirectory()
        let victim = directory.appendingPathComponent("victim")
        try Data("precious".utf8).write(to: victim)
        let destination = directory.appendingPathComponent("shot.png").path
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent(".shot.png.\(getpid()).tmp").path,
            withDestinationPath: victim.path)
        try FileSystem.writeAtomically(Array("new".utf8), to: destination)
        #expect(try Data(contentsOf: victim) == Data("precious".utf8))
        let type = try FileManager.default.attributesOfItem(atPath: destination)[.type] as? FileAttributeType
        #expect(type == .typeRegular)
        #expect(try Data(contentsOf: URL(fileURLWithPath: destination)) == Data("new".utf8))
    }

    /// A destination that is a link is refused, never replaced or followed.
    @Test func aDestinationThatIsALinkIsRefused() throws {
        let directory = try Executable.workDirectory()
        let victim = directory.appendingPathComponent("victim")
        try Data("precious".utf8).write(to: victim)
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("report.json").path,
            withDestinationPath: victim.path)
        let result = try Executable.run(["--headless", "--report", "report.json"], in: directory)
        #expect(result.status == 1)
        #expect(result.stderr == "sliding-tabs: cannot write the report: 'report.json' exists and is not a regular file (it is a symbolic link)\n")
        #expect(try Data(contentsOf: victim) == Data("precious".utf8))
    }

    /// Temporary files of processes that died mid-save are removed at the next save; those of a
    /// running process are left alone.
    @Test func staleTemporaryFilesOfDeadProcessesAreRemoved() throws {
        let directory = try Executable.workDirectory()
        var deadPID: pid_t = 4_000_000
        while kill(deadPID, 0) == 0 || errno != ESRCH { deadPID -= 1 }
        let stale = [".state.json.\(deadPID).tmp", ".state.json.\(deadPID).1f2e3d.tmp"]
        let live = ".state.json.\(getpid()).abc.tmp"
        for name in stale + [live] { try Data("half".utf8).write(to: directory.appendingPathComponent(name)) }
        try StateStore(path: directory.appendingPathComponent("state.json").path).save(TableValues(switches: ["a": true]))
        #expect(try Self.entries(of: directory) == [live, "state.json"])
    }

    /// A failed save (writes fail: a full disk) leaves the saved file as it was, and says so.
    @Test(.disabled(if: Sanitizer.isThread, Comment(rawValue: Sanitizer.fileSizeLimitNote))) func aFailedSaveKeepsTheSavedFile() throws {
        let directory = try Executable.workDirectory()
        let stateFile = directory.appendingPathComponent("state/sliding-tabs/settings.json")
        try FileManager.default.createDirectory(at: stateFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let saved = Data(#"{"version": 1, "switches": {"push": false}, "options": {}}"#.utf8)
        try saved.write(to: stateFile)
        let script = try Executable.script("click 400,262\nwait 300ms\nexpect switch sound on\n", in: directory)
        let result = try Executable.run(
            [
                "--headless", "--config", Executable.asset("settings.json"), "--script", script,
                "--report", "/dev/null/report.json",
            ], in: directory, fileSizeLimit: 0)
        #expect(result.stderr.hasPrefix("sliding-tabs: warning: cannot save state: cannot write "), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("sliding-tabs: ") })
        #expect(try Data(contentsOf: stateFile) == saved)
        #expect(try Self.entries(of: stateFile.deletingLastPathComponent()) == ["settings.json"])
    }

    /// A state folder that cannot be made (in /proc, where not even root makes one) is a
    /// warning: the run goes on and ends with 0.
    @Test func anUnwritableStateHomeIsAWarning() throws {
        let directory = try Executable.workDirectory()
        let script = try Executable.script("click 400,262\nwait 300ms\nexpect switch sound on\n", in: directory)
        let result = try Executable.run(
            ["--headless", "--config", Executable.asset("settings.json"), "--script", script], in: directory,
            environment: ["XDG_STATE_HOME": "/proc/1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("sliding-tabs: warning: cannot save state: "), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    /// A relative state or cache folder gets one line each, as SECURITY.md says, and is not
    /// used: the state goes to HOME's default folder, nothing is written under the run's folder.
    @Test func relativeStateAndCacheFoldersAreSaidAndNotUsed() throws {
        let directory = try Executable.workDirectory()
        let home = directory.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let script = try Executable.script("click 400,262\nwait 300ms\nexpect switch sound on\n", in: directory)
        let result = try Executable.run(
            ["--headless", "--config", Executable.asset("settings.json"), "--script", script, "--save-state"], in: directory,
            environment: ["XDG_STATE_HOME": "state-here", "XDG_CACHE_HOME": "cache\u{1b}[31m", "HOME": home.path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 2, "\(result.stderr)")
        #expect(lines.first == "sliding-tabs: warning: XDG_STATE_HOME is not an absolute path ('state-here'): using ~/.local/state instead")
        #expect(lines.last?.hasPrefix("sliding-tabs: warning: XDG_CACHE_HOME is not an absolute path ('cache\\x1b[31m')") == true)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("state-here").path))
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent(".local/state/sliding-tabs/settings.json").path))
    }

    /// Two corrupt state files moved aside within one second keep both copies.
    @Test func corruptStateFilesMovedAsideInOneSecondAreBothKept() throws {
        let directory = try Executable.workDirectory()
        let path = directory.appendingPathComponent("settings.json").path
        for content in ["first {", "second ["] {
            try Data(content.utf8).write(to: URL(fileURLWithPath: path))
            let (_, warning) = StateStore(path: path).load()
            #expect(warning?.contains("moved it to") == true)
        }
        let kept = try Self.entries(of: directory)
        #expect(kept.count == 2 && kept.allSatisfy { $0.hasPrefix("settings.json.corrupt-") }, "\(kept)")
        let contents = try kept.map { try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8) }
        #expect(Set(contents) == ["first {", "second ["])
    }

    /// Two instances of one config, each changing its own switch: both changes are kept.
    @Test func twoStoresOfOneFileMergeTheirChanges() throws {
        let path = try Executable.workDirectory().appendingPathComponent("settings.json").path
        let first = StateStore(path: path), second = StateStore(path: path)
        #expect(first.load().values == TableValues() && second.load().values == TableValues())
        try first.save(TableValues(switches: ["push": true]))
        try second.save(TableValues(switches: ["sound": true], options: ["size": "large"]))
        try first.save(TableValues(switches: ["push": true, "night": true]))
        #expect(
            StateStore(path: path).load().values
                == TableValues(switches: ["push": true, "sound": true, "night": true], options: ["size": "large"]))
    }

    /// Two instances that loaded the same values: the second saving a change of its own never
    /// writes back a value it only loaded, which the first has changed since.
    @Test func aStoreWritesBackOnlyWhatItChanged() throws {
        let path = try Executable.workDirectory().appendingPathComponent("settings.json").path
        try StateStore(path: path).save(TableValues(switches: ["sound": false, "night": false], options: ["size": "small"]))
        let first = StateStore(path: path), second = StateStore(path: path)
        let loaded = first.load().values
        #expect(second.load().values == loaded)
        // The first turns Sound on and chooses another size; the second, which still holds the
        // values it loaded, turns Night on.
        try first.save(TableValues(switches: ["sound": true, "night": false], options: ["size": "large"]))
        try second.save(TableValues(switches: ["sound": false, "night": true], options: ["size": "small"]))
        #expect(
            StateStore(path: path).load().values
                == TableValues(switches: ["sound": true, "night": true], options: ["size": "large"]))
    }

    /// The same with two real processes running at once, toggling different switches.
    @Test func twoInstancesRunningAtOnceKeepEachOthersChanges() throws {
        let directory = try Executable.workDirectory()
        let config = Executable.asset("settings.json")
        let toggles = [("sound", 262), ("night", 306)]
        let results = try toggles.enumerated().map { index, toggle in
            let lines =
                ["expect switch \(toggle.0) off"] + (0..<21).map { _ in "click 400,\(toggle.1)\nwait 130ms" } + ["expect switch \(toggle.0) on"]
            let script = try Executable.script(lines.joined(separator: "\n"), in: directory, name: "\(index).script")
            return try Executable.Background(["--headless", "--config", config, "--script", script], in: directory)
        }.map { try $0.wait() }
        for result in results { #expect(result.status == 0, "\(result.stderr)") }
        let state = StateStore(path: directory.appendingPathComponent("state/sliding-tabs/settings.json").path).load()
        #expect(state.values.switches["sound"] == true && state.values.switches["night"] == true, "\(state)")
    }
}
