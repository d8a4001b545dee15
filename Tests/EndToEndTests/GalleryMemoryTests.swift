import EndToEndSupport
import Foundation
import Testing

/// Swiping through a gallery of 4000x3000 pictures costs one picture's memory, however many
/// there are, and zooming into each costs one zoomed picture more: Tools/bench/gallery.sh (as
/// `make bench` runs it) measures 10 and 100 pictures, and the 100 zoomed one by one.
@Suite(
    "Gallery memory",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/time") || ProcessInfo.processInfo.environment["CI"] != nil),
    .disabled(if: Sanitizer.name != nil, "a sanitizer's shadow memory is part of the peak"))
struct GalleryMemoryTests {
    @Test func peakMemoryStaysUnder100MBAndFlatFrom10To100PicturesAndOneZoomedPictureMoreZoomed() throws {
        let script = Executable.packageRoot.appendingPathComponent("Tools/bench/gallery.sh")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [script.path, Executable.url.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readAllRetryingInterrupts()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        let peaks = try lines.map { line -> Double in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["peak_rss_mb"] as? Double ?? .infinity
        }
        #expect(peaks.count == 3, "\(lines)")
        guard peaks.count == 3 else { return }
        #expect(peaks[0] < 100 && peaks[1] < 100, "\(lines)")
        #expect(abs(peaks[1] - peaks[0]) < 5, "\(lines)")
        // A double tap zooms 2.5x: the picture (720x540 on the 800x540 page) is decoded at
        // 2.5 times that, 1800x1350 pixels, never at its full 4000x3000.
        let zoomedPicture = Double(1800 * 1350 * 4) / Double(1 << 20)
        #expect(peaks[2] < 100 + zoomedPicture, "\(lines)")
    }
}
