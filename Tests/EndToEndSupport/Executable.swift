import Foundation
import PagerSDL
import RenderTestSupport

/// The built `sliding-tabs`, run as a user would, with its output and exit code.
package struct Executable {
    package struct Result {
        package var status: Int32
        package var stdout: String
        package var stderr: String
    }

    /// The executable beside the test bundle (SwiftPM builds it for this test target).
    package static let url: URL = {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("sliding-tabs")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.appendingPathComponent(".build/debug/sliding-tabs")
    }()

    /// A shipped config's path.
    package static func asset(_ name: String) -> String { packageRoot.appendingPathComponent("Assets/\(name)").path }

    /// The package's root, for shipped assets.
    package static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the program with `arguments` in `directory`, with no display and its state kept in
    /// `directory/state`, stopping it after `timeout` seconds. With `fileSizeLimit` (in blocks,
    /// as `ulimit -f` takes it), every write past that size fails as on a full disk. `program`
    /// is the build beside the tests unless another is given (`RealWindow.program`, the one a
    /// user runs, for a long run).
    package static func run(
        _ arguments: [String], in directory: URL, environment extra: [String: String] = [:],
        timeout: TimeInterval = 60, fileSizeLimit: Int? = nil, program: URL = url
    ) throws -> Result {
        try Background(arguments, in: directory, environment: extra, timeout: timeout, fileSizeLimit: fileSizeLimit, program: program).wait()
    }

    /// The program started and running while the test goes on, as `run` starts it.
    package final class Background: @unchecked Sendable {
        private let process = Process()
        private let out = Pipe(), err = Pipe()
        private let watchdog: DispatchWorkItem
        private var stdout = Data(), stderr = Data()
        private let readers = DispatchGroup()

        package init(
            _ arguments: [String], in directory: URL, environment extra: [String: String] = [:],
            timeout: TimeInterval = 60, fileSizeLimit: Int? = nil, program: URL = url
        ) throws {
            if let fileSizeLimit {
                process.executableURL = URL(fileURLWithPath: "/bin/sh")
                process.arguments = ["-c", "ulimit -f \(fileSizeLimit) && exec \"$0\" \"$@\"", program.path] + arguments
            } else {
                process.executableURL = program
                process.arguments = arguments
            }
            process.currentDirectoryURL = directory
            var environment = ProcessInfo.processInfo.environment
            for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[name] = nil }
            environment["XDG_STATE_HOME"] = directory.appendingPathComponent("state").path
            // Under `make sanitize` the program is held to its own leak suppressions, not the harness's.
            if let program = environment["SLIDING_TABS_PROGRAM_LSAN_OPTIONS"] { environment["LSAN_OPTIONS"] = program }
            environment.merge(extra) { $1 }
            process.environment = environment
            process.standardOutput = out
            process.standardError = err
            try process.run()
            let process = self.process
            watchdog = DispatchWorkItem { process.terminate() }
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
            for (pipe, isError) in [(out, false), (err, true)] {
                DispatchQueue.global().async(group: readers) {
                    let data = pipe.fileHandleForReading.readAllRetryingInterrupts()
                    if isError { self.stderr = data } else { self.stdout = data }
                }
            }
        }

        /// Waits for the program to end; its output and exit code.
        package func wait() throws -> Result {
            readers.wait()
            process.waitUntilExit()
            watchdog.cancel()
            return Result(
                status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                stderr: String(decoding: stderr, as: UTF8.self))
        }
    }

    /// Runs a command of the system (`command[0]` found on PATH) in `directory`; its output and
    /// exit code.
    package static func tool(_ command: [String], in directory: URL, environment extra: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Standard error is read on its own queue, so neither pipe can fill and stall the tool.
        let errors = ErrorOutput()
        let reader = DispatchGroup()
        DispatchQueue.global().async(group: reader) { errors.data = err.fileHandleForReading.readAllRetryingInterrupts() }
        let output = out.fileHandleForReading.readAllRetryingInterrupts()
        reader.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
            stderr: String(decoding: errors.data, as: UTF8.self))
    }

    /// A tool's standard error, filled by its reader before the tool's result is made.
    private final class ErrorOutput: @unchecked Sendable {
        var data = Data()
    }

    /// A fresh empty directory for one test.
    package static func workDirectory() throws -> URL { try ScratchDirectory.make("e2e") }

    /// Why the `shot.png` a run left in `directory` does not match reference picture `name`
    /// (Tests/EndToEndTests/References); nil when it matches.
    package static func shotMismatch(in directory: URL, against name: String) throws -> String? {
        try SDLLibrary.start(video: false)
        let shot = try loadPNG(directory.appendingPathComponent("shot.png").path)
        return try ReferenceImages(besides: packageRoot.appendingPathComponent("Tests/EndToEndTests/Executable.swift").path).mismatch(
            shot, name: name)
    }

    /// Writes `text` as a script file in `directory` and returns its path.
    package static func script(_ text: String, in directory: URL, name: String = "test.script") throws -> String {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}

/// The sanitizer `make sanitize` runs the tests under, if any (it sets SLIDING_TABS_SANITIZER).
package enum Sanitizer {
    package static let name = ProcessInfo.processInfo.environment["SLIDING_TABS_SANITIZER"]
    /// Whether the tests run under ThreadSanitizer.
    package static var isThread: Bool { name == "thread" }
    /// Why the full-disk tests do not run under ThreadSanitizer.
    package static let fileSizeLimitNote =
        "under ThreadSanitizer the runtime dies of SIGBUS when a file size limit (ulimit -f) stops a write"
}
