import Foundation
import PagerSDL
import PagerScene

/// The image in the PNG file at `path`.
public func loadPNG(_ path: String) throws -> PixelImage {
    try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
}

/// Writes `image` as a PNG file at `path`, making its folder.
public func savePNG(_ image: PixelImage, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(try PNGCodec.encode(image)).write(to: url)
}

/// Compares rendered frames with reference PNGs under References/, LVGL-style, pixel for pixel:
/// the program draws a frame the same way each time, on any machine with the same libraries (its
/// text, fills and pictures are its own integer arithmetic and pixman's, which gives every CPU
/// the same pixels), so no difference is let through. A failure names the first bad pixel and
/// writes the actual image and a diff under Failures/.
/// RECORD_REFERENCES=1 writes the references instead, and fails so they get reviewed.
public struct ReferenceImages {
    /// The folder holding References/ (and Failures/ after a mismatch).
    public let directory: URL

    /// References beside the test file `filePath` (pass `#filePath`).
    public init(besides filePath: String) {
        directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    }

    /// nil when `actual` is the reference `name`, pixel for pixel; otherwise why not.
    public func mismatch(_ actual: PixelImage, name: String) throws -> String? {
        let referencePath = directory.appendingPathComponent("References/\(name).png").path
        if ProcessInfo.processInfo.environment["RECORD_REFERENCES"] == "1" {
            try savePNG(actual, to: referencePath)
            return "recorded \(referencePath); review it and run again without RECORD_REFERENCES"
        }
        guard FileManager.default.fileExists(atPath: referencePath) else {
            return "no reference \(referencePath); record it with RECORD_REFERENCES=1"
        }
        let reference = try loadPNG(referencePath)
        guard reference.width == actual.width, reference.height == actual.height else {
            return "size \(actual.width)x\(actual.height) differs from the reference's \(reference.width)x\(reference.height)"
        }
        var diff = PixelImage(width: actual.width, height: actual.height)
        var bad = 0
        var first: (Int, Int)?
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let a = actual.pixel(x: x, y: y), r = reference.pixel(x: x, y: y)
                if a != r {
                    bad += 1
                    if first == nil { first = (x, y) }
                    diff.setPixel(x: x, y: y, r: 255, g: 0, b: 255)
                } else {
                    diff.setPixel(x: x, y: y, r: a.r / 3 + 170, g: a.g / 3 + 170, b: a.b / 3 + 170)
                }
            }
        }
        guard let first else { return nil }
        let failures = directory.appendingPathComponent("Failures")
        try savePNG(actual, to: failures.appendingPathComponent("\(name)-actual.png").path)
        try savePNG(diff, to: failures.appendingPathComponent("\(name)-diff.png").path)
        return "\(bad) pixels differ (first at \(first.0),\(first.1)); see \(failures.path)/\(name)-actual.png and -diff.png"
    }
}
