import Foundation
import Testing

/// Swiping through a gallery of 4000x3000 pictures costs one picture's memory, however many
/// there are: Tools/bench/gallery.sh (as `make bench` runs it) measures 10 and 100 pictures.
@Suite(
    "Gallery memory",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/time") || ProcessInfo.processInfo.environment["CI"] != nil))
struct GalleryMemoryTests {
    @Test func peakMemoryStaysUnder100MBAndFlatFrom10To100Pictures() throws {
        let script = Executable.packageRoot.appendingPathComponent("Tools/bench/gallery.sh")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [script.path, Executable.url.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        let peaks = try lines.map { line -> Double in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["peak_rss_mb"] as? Double ?? .infinity
        }
        #expect(peaks.count == 2, "\(lines)")
        #expect(peaks.allSatisfy { $0 < 100 }, "\(lines)")
        #expect(abs((peaks.last ?? 0) - (peaks.first ?? 0)) < 5, "\(lines)")
    }
}
