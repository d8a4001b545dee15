import Foundation

/// The built `sliding-tabs`, run as a user would, with its output and exit code.
struct Executable {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The executable beside the test bundle (SwiftPM builds it for this test target).
    static let url: URL = {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("sliding-tabs")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.appendingPathComponent(".build/debug/sliding-tabs")
    }()

    /// A shipped config's path.
    static func asset(_ name: String) -> String { packageRoot.appendingPathComponent("Assets/\(name)").path }

    /// The package's root, for shipped assets.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the program with `arguments` in `directory`, with no display and its state kept in
    /// `directory/state`, stopping it after `timeout` seconds.
    static func run(_ arguments: [String], in directory: URL, environment extra: [String: String] = [:],
                    timeout: TimeInterval = 60) throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[name] = nil }
        environment["XDG_STATE_HOME"] = directory.appendingPathComponent("state").path
        environment.merge(extra) { $1 }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let watchdog = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// A fresh empty directory for one test.
    static func workDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("sliding-tabs-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `text` as a script file in `directory` and returns its path.
    static func script(_ text: String, in directory: URL, name: String = "test.script") throws -> String {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}
