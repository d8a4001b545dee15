import EndToEndSupport
import Foundation
import PagerSDL
import RenderTestSupport
import Testing

/// What the program asks of the system when it reads and writes files, seen through an
/// interposed library (Tools/file-calls.c): a file is synced before it is renamed into place,
/// and a read interrupted by a signal is tried again.
@Suite("File calls")
struct FileCallTests {
    /// The interposed library, built once from its source with the system's C compiler.
    static let library: URL? = {
        guard let directory = try? Executable.workDirectory() else { return nil }
        let library = directory.appendingPathComponent("file-calls.so")
        let source = RealWindow.tools.appendingPathComponent("file-calls.c")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["cc", "-shared", "-fPIC", "-O2", "-o", library.path, source.path, "-ldl"]
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? library : nil
    }()

    /// Runs the program with the library, `extra` in its environment; its result and the calls it made.
    static func run(_ arguments: [String], in directory: URL, _ extra: [String: String] = [:]) throws -> (Executable.Result, [String]) {
        let library = try #require(Self.library, "cc could not build Tools/file-calls.c")
        let log = directory.appendingPathComponent("calls.log")
        let result = try Executable.run(
            arguments, in: directory, environment: extra.merging(["LD_PRELOAD": library.path, "FILE_CALLS_LOG": log.path]) { $1 })
        let calls = (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        return (result, calls)
    }

    /// Every file the program writes (a report, a screenshot, the saved state) is synced to the
    /// disk before it is renamed over the old one: a power loss leaves the old file or the new,
    /// never an empty one.
    @Test func aFileIsSyncedBeforeItIsRenamedIntoPlace() throws {
        let directory = try Executable.workDirectory()
        let script = try Executable.script("click 400,262\nwait 300ms\n", in: directory)
        let (result, calls) = try Self.run(
            [
                "--headless", "--config", Executable.asset("settings.json"), "--script", script, "--save-state", "--report", "r.json",
                "--screenshot", "shot.png",
            ], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let renames = calls.enumerated().filter { $0.element.hasPrefix("rename ") }
        let destinations = renames.map { $0.element.split(separator: " ").last.map(String.init) ?? "" }
        for name in ["r.json", "shot.png", "settings.json"] {
            #expect(destinations.contains { $0.hasSuffix(name) }, "\(name) was not renamed into place: \(calls)")
        }
        for (index, rename) in renames {
            let temporary = String(rename.split(separator: " ")[1])
            let synced = calls[..<index].lastIndex { $0.hasPrefix("fsync ") && $0.hasSuffix(temporary) }
            let opened = calls[..<index].lastIndex { $0.hasPrefix("open ") && $0.hasSuffix(temporary) }
            #expect(synced != nil && opened != nil && synced! > opened!, "\(temporary) renamed without being synced first: \(calls)")
        }
    }

    /// A read that a signal interrupts (EINTR) is tried again: the config, the script and a
    /// picture still load.
    @Test(arguments: ["c.json", "t.script", "flowers.svg"])
    func anInterruptedReadIsTriedAgain(file: String) throws {
        let directory = try Executable.workDirectory()
        let pictures = Executable.packageRoot.appendingPathComponent("Assets/pictures/flowers.svg")
        try FileManager.default.copyItem(at: pictures, to: directory.appendingPathComponent("flowers.svg"))
        try Data(#"{"tabs": [{"title": "A", "page": {"type": "image", "path": "flowers.svg"}}]}"#.utf8)
            .write(to: directory.appendingPathComponent("c.json"))
        let script = try Executable.script("wait 100ms\n", in: directory, name: "t.script")
        let (result, calls) = try Self.run(
            ["--headless", "--config", "c.json", "--script", script, "--screenshot", "shot.png"], in: directory, ["FILE_CALLS_EINTR": file])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(calls.contains { $0.hasPrefix("eintr ") && $0.hasSuffix(file) }, "the read of \(file) was not interrupted: \(calls)")
        try SDLLibrary.start(video: false)
        let shot = try loadPNG(directory.appendingPathComponent("shot.png").path)
        #expect(shot.pixel(x: 400, y: 300) != (60, 60, 64), "the picture shows, not its placeholder")
    }
}
