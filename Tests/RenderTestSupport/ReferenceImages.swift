import Foundation
import PagerSDL

/// Compares rendered frames with reference PNGs under References/, LVGL-style: a failure
/// names the first bad pixel and writes the actual image and a diff under Failures/.
/// RECORD_REFERENCES=1 writes the references instead, and fails so they get reviewed.
public struct ReferenceImages {
    /// A channel may differ by this much (font hinting, rounding) ...
    public static let channelTolerance = 24
    /// ... in at most this share of the pixels.
    public static let pixelShareTolerance = 0.002

    /// The folder holding References/ (and Failures/ after a mismatch).
    public let directory: URL

    /// References beside the test file `filePath` (pass `#filePath`).
    public init(besides filePath: String) {
        directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    }

    /// nil when `actual` matches the reference `name`; otherwise why not.
    public func mismatch(_ actual: Surface, name: String) throws -> String? {
        let referencePath = directory.appendingPathComponent("References/\(name).png").path
        if ProcessInfo.processInfo.environment["RECORD_REFERENCES"] == "1" {
            try actual.writePNG(to: referencePath)
            return "recorded \(referencePath); review it and run again without RECORD_REFERENCES"
        }
        guard FileManager.default.fileExists(atPath: referencePath) else {
            return "no reference \(referencePath); record it with RECORD_REFERENCES=1"
        }
        let reference = try Surface(png: referencePath)
        guard reference.width == actual.width, reference.height == actual.height else {
            return "size \(actual.width)x\(actual.height) differs from the reference's \(reference.width)x\(reference.height)"
        }
        let diff = try Surface(width: actual.width, height: actual.height)
        var bad = 0
        var first: (Int, Int)?
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let a = actual.pixel(x: x, y: y), r = reference.pixel(x: x, y: y)
                let delta = max(abs(Int(a.r) - Int(r.r)), abs(Int(a.g) - Int(r.g)), abs(Int(a.b) - Int(r.b)))
                if delta > Self.channelTolerance {
                    bad += 1
                    if first == nil { first = (x, y) }
                    diff.setPixel(x: x, y: y, r: 255, g: 0, b: 255)
                } else {
                    diff.setPixel(x: x, y: y, r: a.r / 3 + 170, g: a.g / 3 + 170, b: a.b / 3 + 170)
                }
            }
        }
        let share = Double(bad) / Double(actual.width * actual.height)
        guard share > Self.pixelShareTolerance, let first else { return nil }
        let failures = directory.appendingPathComponent("Failures")
        try actual.writePNG(to: failures.appendingPathComponent("\(name)-actual.png").path)
        try diff.writePNG(to: failures.appendingPathComponent("\(name)-diff.png").path)
        return "\(bad) pixels differ (first at \(first.0),\(first.1)); see \(failures.path)/\(name)-actual.png and -diff.png"
    }
}
