import EndToEndSupport
import Foundation
import Testing

/// SIGINT or SIGTERM to `bench --window` ends it as closing its window does: exit 1 and one
/// line saying where it stopped.
@Suite("Stopping bench --window", .enabled(if: RealWindow.toolsInstalled))
struct BenchSignalTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalStopsTheRunWithOneLine(signal: Int32) throws {
        let window = try RealWindow()
        let process = Process()
        process.executableURL = RealWindow.program
        process.arguments = ["bench", "--window", "--frames", "1000000"]
        process.currentDirectoryURL = window.directory
        process.environment = window.environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        try window.waitForBenchWindow(of: process)  // the window is up and drawing
        kill(process.processIdentifier, signal)
        let stderr = String(decoding: errors.fileHandleForReading.readAllRetryingInterrupts(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 1, "\(process.terminationStatus): \(stderr)")
        #expect(stderr.hasPrefix("sliding-tabs: bench --window: stopped at frame ") && stderr.split(separator: "\n").count == 1, "\(stderr)")
    }
}
