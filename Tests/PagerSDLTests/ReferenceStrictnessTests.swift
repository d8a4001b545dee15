import Foundation
import PagerCore
import PagerDemo
import PagerScene
import PagerTestSupport
import RenderTestSupport
import Testing

@testable import PagerSDL

/// The reference comparison is strict where a user would see a difference: a short label moved
/// by a couple of points, or drawn in a slightly different colour, fails it.
@Suite("Reference comparison")
struct ReferenceStrictnessTests {
    /// A scratch copy of the "start" reference, so the failures it writes stay out of the tree.
    static func scratchReferences() throws -> ReferenceImages {
        let directory = try ScratchDirectory.make("references")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("References"), withIntermediateDirectories: true)
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References/start.png")
        try FileManager.default.copyItem(at: source, to: directory.appendingPathComponent("References/start.png"))
        return ReferenceImages(besides: directory.appendingPathComponent("test.swift").path)
    }

    /// The showcase's first frame with the "News" title changed by `change`.
    static func render(changingNews change: (inout TextRun) -> Void) throws -> PixelImage {
        var list = DrawList()
        RenderFixture.scene().draw(into: &list)
        var changed = DrawList()
        changed.reset(clearColor: list.clearColor)
        for command in list.commands {
            switch command {
            case .fill(let rect, let color): changed.fill(rect, color)
            case .roundedFill(let rect, let radius, let color): changed.fill(rect, color, radius: radius)
            case .image(let image, let rect, let tint): changed.image(image, in: rect, tint: tint)
            case .callback(let callback, let rect): changed.callback(callback, in: rect)
            case .clip(let rect):
                // Clip commands are absolute: leave every pushed clip, then push this one.
                while changed.currentClip != nil { changed.popClip() }
                if let rect { changed.pushClip(rect) }
            case .text(var run):
                if run.string == "News" { change(&run) }
                changed.text(run)
            }
        }
        let canvas = try HeadlessCanvas(width: 800, height: 600, fonts: RenderFixture.fonts)
        return try canvas.snapshot(changed)
    }

    @Test func theUnchangedFrameMatches() throws {
        #expect(try Self.scratchReferences().mismatch(try Self.render { _ in }, name: "start") == nil)
    }

    @Test(arguments: [2.0, -2.0])
    func aTitleMovedByTwoPointsFails(dx: Double) throws {
        let moved = try Self.render { $0.frame = $0.frame.offsetBy(dx: dx, dy: 0) }
        #expect(try Self.scratchReferences().mismatch(moved, name: "start") != nil)
    }

    @Test func aTitleInASlightlyDifferentRedFails() throws {
        let recoloured = try Self.render { $0.color = Color(220, 0, 0) }
        #expect(try Self.scratchReferences().mismatch(recoloured, name: "start") != nil)
    }
}
