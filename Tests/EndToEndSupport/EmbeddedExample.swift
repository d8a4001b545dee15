import Foundation
import PagerSDL
import PagerScene
import RenderTestSupport

/// The example's executable, as `make test` builds it.
package enum EmbeddedExample {
    package static let executable = Executable.packageRoot.appendingPathComponent("Examples/EmbeddedPager/.build/debug/embedded-pager")
    package static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: executable.path) }

    /// What a run printed: its event lines and the lines it ends with.
    package struct Output {
        package var lines: [String]
        package var events: [String] { lines.filter { $0.hasPrefix("event: ") }.map { String($0.dropFirst("event: ".count)) } }

        /// The value of the line `name: VALUE` printed at exit.
        package func value(_ name: String) -> String? { lines.last { $0.hasPrefix(name + ": ") }.map { String($0.dropFirst(name.count + 2)) } }

        /// Whether `wanted` are among the events in that order (others may come between).
        package func eventsInclude(inOrder wanted: [String]) -> Bool {
            var rest = events[...]
            for event in wanted {
                guard let found = rest.firstIndex(of: event) else { return false }
                rest = rest[(found + 1)...]
            }
            return true
        }
    }

    /// Runs the example with `arguments`, headless or in a window on `display` (with
    /// `environment` added): what it printed and its screenshot.
    package static func run(
        _ arguments: [String], display: String? = nil, environment: [String: String] = [:]
    ) throws -> (
        output: Output, shot: PixelImage
    ) {
        let directory = try Executable.workDirectory()
        let process = Process()
        process.executableURL = EmbeddedExample.executable
        process.arguments = (display == nil ? ["--headless"] : []) + ["--screenshot", "out.png"] + arguments
        process.currentDirectoryURL = directory
        if let display {
            var variables = ProcessInfo.processInfo.environment
            for name in ["SDL_VIDEODRIVER", "DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS"] { variables[name] = nil }
            variables["DISPLAY"] = display
            process.environment = variables.merging(environment) { $1 }
        }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readAllRetryingInterrupts(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw RealWindowError("embedded-pager exited \(process.terminationStatus)") }
        let lines = text.split(separator: "\n").map(String.init)
        return (Output(lines: lines), try loadPNG(directory.appendingPathComponent("out.png").path))
    }
}
