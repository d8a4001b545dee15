import Foundation
import PagerConfig
import PagerCore
import PagerScene
import Testing

@testable import SlidingTabsKit

/// Text scaled as the desktop's text-scaling-factor or "large text" asks (1.25, 1.5, 2): on
/// every shipped config's every page, rows grow with their text, so no two pieces of text laid
/// out in the pages overlap, and every line has room for its font's ascent and descent (a title
/// over its subtitle never touch, a row's text is never cut).
@Suite("Text scaling")
struct TextScalingTests {
    static let configs = [
        "channels.json", "gallery.json", "grid.json", "jftabview.json", "news.json", "rtl.json", "settings.json", "sidebar.json",
        "toutiao.json", "world.json",
    ]

    /// The line's height a font's ascent and descent take, in ems (DejaVu Sans' 0.928 + 0.236).
    static let lineExtent = 1.164

    /// What is wrong with the text of each page of `config` with text scaled by `factor`.
    static func problems(_ config: String, factor: Double) throws -> [String] {
        let loaded = try AppConfig.load(path: Fixtures.asset(config))
        let size = loaded.windowSize.map { Size(width: Double($0.width), height: Double($0.height)) } ?? Size(width: 800, height: 600)
        var scene = Scene(content: loaded.content, theme: loaded.theme.scalingText(by: factor), viewSize: size)
        var problems: [String] = []
        for tab in scene.content.tabs.indices {
            scene.selectTab(tab, animated: false)
            scene.advance(to: Double(tab + 1))
            var list = DrawList()
            scene.draw(into: &list)
            // The pages' frame as drawn: mirrored in a right-to-left scene.
            var pages = scene.pagesFrame
            if scene.theme.direction == .rightToLeft { pages.x = size.width - pages.maxX }
            let runs = list.commands.compactMap { command -> TextRun? in
                guard case .text(let run) = command, !run.string.isEmpty, run.frame.intersects(pages) else { return nil }
                return run
            }
            for run in runs where !run.wraps && run.string.count > 1 && run.frame.height < run.fontSize * Self.lineExtent - 0.01 {
                problems.append("\(config) x\(factor) tab \(tab + 1): '\(run.string)' at \(run.fontSize) pt in a line \(run.frame.height) pt high")
            }
            for (index, run) in runs.enumerated() {
                for other in runs[(index + 1)...] {
                    let overlap = run.frame.intersection(other.frame)
                    guard overlap.width > 0.5, overlap.height > 0.5 else { continue }
                    problems.append("\(config) x\(factor) tab \(tab + 1): '\(run.string)' \(run.frame) overlaps '\(other.string)' \(other.frame)")
                }
            }
        }
        return problems
    }

    @Test(arguments: [1.0, 1.25, 1.5, 2.0])
    func noTextOverlapsOrIsCutOnAnyShippedPage(factor: Double) throws {
        let problems = try Self.configs.flatMap { try Self.problems($0, factor: factor) }
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(12).joined(separator: "\n"))")
    }
}
