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

/// Compares rendered frames with reference PNGs under References/, LVGL-style: a failure
/// names the first bad pixel and writes the actual image and a diff under Failures/.
/// RECORD_REFERENCES=1 writes the references instead, and fails so they get reviewed.
public struct ReferenceImages {
    /// How much a channel may differ on a flat area of the reference: rounding only.
    public static let flatTolerance = 2
    /// How much it may differ on an anti-aliased edge (a pixel whose 3x3 neighbourhood in the
    /// reference spans more than `edgeContrast` in some channel): a library update's hinting.
    /// Moving a label by a point or changing its colour changes its interior pixels by far more,
    /// so no pixel is let through by count.
    public static let edgeTolerance = 8
    public static let edgeContrast = 64

    /// The folder holding References/ (and Failures/ after a mismatch).
    public let directory: URL

    /// References beside the test file `filePath` (pass `#filePath`).
    public init(besides filePath: String) {
        directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    }

    /// nil when `actual` matches the reference `name`; otherwise why not.
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
        func isEdge(_ x: Int, _ y: Int) -> Bool {
            var low = (255, 255, 255), high = (0, 0, 0)
            for ny in max(y - 1, 0)...min(y + 1, reference.height - 1) {
                for nx in max(x - 1, 0)...min(x + 1, reference.width - 1) {
                    let p = reference.pixel(x: nx, y: ny)
                    low = (min(low.0, Int(p.r)), min(low.1, Int(p.g)), min(low.2, Int(p.b)))
                    high = (max(high.0, Int(p.r)), max(high.1, Int(p.g)), max(high.2, Int(p.b)))
                }
            }
            return max(high.0 - low.0, high.1 - low.1, high.2 - low.2) > Self.edgeContrast
        }
        var bad = 0
        var first: (Int, Int)?
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let a = actual.pixel(x: x, y: y), r = reference.pixel(x: x, y: y)
                let delta = max(abs(Int(a.r) - Int(r.r)), abs(Int(a.g) - Int(r.g)), abs(Int(a.b) - Int(r.b)))
                if delta > Self.flatTolerance && (delta > Self.edgeTolerance || !isEdge(x, y)) {
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
