import Foundation
import PagerCore
import PagerScene
@testable import PagerSDL

/// SDL, SDL_ttf and the fonts, started once for every rendering test.
enum RenderFixture {
    static let fonts: FontFiles = {
        do {
            try SDLLibrary.start(video: false)
            return try FontFiles.locate()
        } catch {
            fatalError("rendering tests need SDL and fonts (make test installs them): \(error)")
        }
    }()

    /// Renders `scene` on a fresh headless canvas of its size.
    static func render(_ scene: Scene, scale: Int = 1) throws -> Surface {
        let canvas = try HeadlessCanvas(width: Int(scene.viewSize.width), height: Int(scene.viewSize.height),
                                        scale: scale, fonts: fonts)
        var list = DrawList()
        scene.draw(into: &list)
        return try canvas.snapshot(list)
    }

    /// A scene of the showcase at 800x600 after `steps` (60 Hz frames between input events).
    static func scene(_ steps: (inout Scene, inout Double) -> Void = { _, _ in }) -> Scene {
        var scene = Scene(content: .showcase, viewSize: Size(width: 800, height: 600))
        var time = 0.0
        steps(&scene, &time)
        return scene
    }
}

extension Scene {
    /// Sends `event` at `time`.
    mutating func send(_ event: InputEvent, at time: Double) { _ = handle(event, time: time) }

    /// Lets `seconds` pass in 60 Hz frames.
    mutating func wait(_ seconds: Double, from time: inout Double) {
        for _ in 0..<Int((seconds * 60).rounded()) {
            time += 1.0 / 60
            advance(to: time)
        }
    }
}

/// Compares rendered frames with reference PNGs under References/, LVGL-style: a failure
/// names the first bad pixel and writes the actual image and a diff under Failures/.
/// RECORD_REFERENCES=1 writes the references instead, and fails so they get reviewed.
enum ReferenceImages {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    /// A channel may differ by this much (font hinting, rounding) ...
    static let channelTolerance = 24
    /// ... in at most this share of the pixels.
    static let pixelShareTolerance = 0.002

    /// nil when `actual` matches the reference `name`; otherwise why not.
    static func mismatch(_ actual: Surface, name: String) throws -> String? {
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
                if delta > channelTolerance {
                    bad += 1
                    if first == nil { first = (x, y) }
                    diff.setPixel(x: x, y: y, r: 255, g: 0, b: 255)
                } else {
                    diff.setPixel(x: x, y: y, r: a.r / 3 + 170, g: a.g / 3 + 170, b: a.b / 3 + 170)
                }
            }
        }
        let share = Double(bad) / Double(actual.width * actual.height)
        guard share > pixelShareTolerance, let first else { return nil }
        let failures = directory.appendingPathComponent("Failures")
        try actual.writePNG(to: failures.appendingPathComponent("\(name)-actual.png").path)
        try diff.writePNG(to: failures.appendingPathComponent("\(name)-diff.png").path)
        return "\(bad) pixels differ (first at \(first.0),\(first.1)); see \(failures.path)/\(name)-actual.png and -diff.png"
    }
}
