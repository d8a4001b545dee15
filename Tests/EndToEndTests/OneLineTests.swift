import EndToEndSupport
import Foundation
import Testing

/// Standard error holds only the program's own lines, each one line starting `sliding-tabs:`,
/// with input quoted safely; standard output that cannot be written is a failure, and a reader
/// that goes away ends the program quietly.
@Suite("One line, always")
struct OneLineTests {
    static func expectOnlyOwnLines(_ stderr: String, count: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(stderr.hasSuffix("\n") && lines.count == count, "\(stderr)", sourceLocation: sourceLocation)
        #expect(
            lines.allSatisfy { $0.hasPrefix("sliding-tabs: ") && !$0.contains("\u{1B}") && !$0.contains("\r") },
            "\(stderr)", sourceLocation: sourceLocation)
    }

    @Test func controlCharactersInAPathAreEscaped() throws {
        let result = try Executable.run(["--headless", "--config", "no-such\ndir/x\u{1B}[2J.json"], in: try Executable.workDirectory())
        #expect(result.status == 2)
        #expect(result.stderr == "sliding-tabs: cannot read config 'no-such\\ndir/x\\x1b[2J.json': no such file\n")
    }

    @Test func controlCharactersInAnArgumentAreEscaped() throws {
        let result = try Executable.run(["--bo\ngus\u{7}"], in: try Executable.workDirectory())
        #expect(result.status == 2)
        #expect(result.stderr == "sliding-tabs: unknown argument '--bo\\ngus\\x07'; see sliding-tabs --help\n")
    }

    /// A broken font configuration: one warning of the program's own, and the program still
    /// renders with the system's configuration.
    @Test(arguments: ["missing", "/dev/null", "bad-xml"])
    func aBrokenFontConfigurationIsOneWarning(kind: String) throws {
        let directory = try Executable.workDirectory()
        var file = kind
        if kind == "missing" { file = directory.appendingPathComponent("nowhere/fonts.conf").path }
        if kind == "bad-xml" {
            file = directory.appendingPathComponent("fonts.conf").path
            try Data("<fontconfig><dir>unclosed".utf8).write(to: URL(fileURLWithPath: file))
        }
        // The second run finds the font cache the first one wrote: the same one warning.
        for _ in 0..<2 {
            let result = try Executable.run(
                ["--headless", "--screenshot", "x.png"], in: directory,
                environment: [
                    "FONTCONFIG_FILE": file,
                    "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path,
                ])
            #expect(result.status == 0, "\(result.stderr)")
            Self.expectOnlyOwnLines(result.stderr, count: 1)
            #expect(result.stderr.hasPrefix("sliding-tabs: warning: the font configuration (FONTCONFIG_FILE='\(file)') is broken: "))
            #expect(result.stderr.hasSuffix("; using the system's default font configuration instead\n"))
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("x.png").path))
        }
    }

    /// A file's name is given whole in every message, a quote and a backslash in it escaped, so the
    /// closing quote ends it: a bare `--config` name of 90 characters too (it was cut at 60).
    @Test func aFilesNameIsQuotedWholeWithItsQuotesEscaped() throws {
        let name = "it's a back\\slash and " + String(repeating: "x", count: 70)
        let result = try Executable.run(["--headless", "--config", name], in: try Executable.workDirectory())
        #expect(result.status == 2)
        let quoted = "'it\\'s a back\\\\slash and " + String(repeating: "x", count: 70) + "'"
        #expect(result.stderr.hasPrefix("sliding-tabs: cannot read config \(quoted): no such file, and no shipped config"), "\(result.stderr)")
        Self.expectOnlyOwnLines(result.stderr, count: 1)
    }

    /// Runs `process` (stopped after a minute at most) and returns what it wrote to `errors`.
    static func runToEnd(_ process: Process, errors: Pipe) throws -> String {
        try process.run()
        let watchdog = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        defer { watchdog.cancel() }
        let stderr = String(decoding: errors.fileHandleForReading.readAllRetryingInterrupts(), as: UTF8.self)
        process.waitUntilExit()
        return stderr
    }

    @Test func aResultThatCannotBeWrittenFailsTheRun() throws {
        let process = Process()
        process.executableURL = Executable.url
        process.arguments = ["bench", "--rows", "20", "--frames", "3"]
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        let errors = Pipe()
        process.standardError = errors
        let stderr = try Self.runToEnd(process, errors: errors)
        #expect(process.terminationReason == .exit && process.terminationStatus == 1)
        #expect(stderr == "sliding-tabs: cannot write to standard output: No space left on device\n")
    }

    /// `sliding-tabs --help | head -0`: the reader is gone before the program writes; it ends
    /// quietly instead of dying of SIGPIPE.
    @Test(arguments: [["--help"], ["--headless"]])
    func aReaderThatWentAwayEndsTheProgramQuietly(arguments: [String]) throws {
        let process = Process()
        process.executableURL = Executable.url
        process.arguments = arguments
        process.currentDirectoryURL = try Executable.workDirectory()
        process.environment = ProcessInfo.processInfo.environment.filter { !["DISPLAY", "WAYLAND_DISPLAY"].contains($0.key) }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try output.fileHandleForReading.close()
        let stderr = try Self.runToEnd(process, errors: errors)
        #expect(process.terminationReason == .exit && process.terminationStatus == 0, "\(process.terminationReason) \(stderr)")
        #expect(stderr.isEmpty, "\(stderr)")
    }
}
