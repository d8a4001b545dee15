import PagerCore
import PagerDemo
import PagerTestSupport

@testable import PagerScene

extension DrawList {
    var fills: [(Rect, Color)] {
        commands.compactMap { if case .fill(let rect, let color) = $0 { return (rect, color) } else { return nil } }
    }
    var texts: [TextRun] {
        commands.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
    }
}

extension Scene {
    /// The vertical scroll of page `page`'s top layer (0 when the page is not made).
    func scrollOffset(_ page: Int) -> Double { host.pages[page]?.top.scroll.offset ?? 0 }
}
