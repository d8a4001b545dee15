import CSDL2
import CSlidingTabs
import PagerCore
import PagerSDL
import PagerScene

/// A C host's problems met while the pager drew or moved (a row callback that gave no title),
/// said by the next call's status.
final class CallbackProblems {
    var first: String?

    func note(_ problem: String) { if first == nil { first = problem } }
}

/// A list of a C host's rows: its count, and its row callback asked for a row as it comes on
/// screen (the text copied, checked as UTF-8, cut at 4096 bytes).
final class CRowSource: ListRowSource {
    var rowCount: Int
    private let row: st_row_fn
    private let user: UnsafeMutableRawPointer?
    private let problems: CallbackProblems
    /// The most bytes of a row's text kept.
    static let longestText = 4096

    init(count: Int, row: @escaping st_row_fn, user: UnsafeMutableRawPointer?, problems: CallbackProblems) {
        rowCount = count
        self.row = row
        self.user = user
        self.problems = problems
    }

    func row(at index: Int) -> ListRow {
        var filled = st_row(title: nil, subtitle: nil, detail: nil, height: 0)
        guard row(user, index, &filled) == 0 else {
            problems.note("row \(index): the row callback gave no row")
            return ListRow(title: "")
        }
        guard let title = Self.text(filled.title) else {
            problems.note("row \(index): the row callback gave \(filled.title == nil ? "a NULL title" : "a title that is not UTF-8")")
            return ListRow(title: "")
        }
        let height = filled.height.isFinite && filled.height > 0 ? Double(min(filled.height, 2000)) : nil
        return ListRow(title: title, subtitle: Self.text(filled.subtitle), detail: Self.text(filled.detail), height: height)
    }

    /// The UTF-8 text at `pointer`, at most `longestText` bytes; nil for NULL or not UTF-8.
    private static func text(_ pointer: UnsafePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        let length = strnlen(pointer, longestText)
        return String(validating: UnsafeRawBufferPointer(start: pointer, count: length), as: UTF8.self)
    }
}

/// A page a C host draws: each frame it shows in, its draw callback runs with SDL's renderer
/// (the host's, or the pager's own on its pixels), the page's rectangle and the clock.
final class CDrawnPage: CustomPage {
    private let draw: st_draw_fn
    private let user: UnsafeMutableRawPointer?

    init(draw: @escaping st_draw_fn, user: UnsafeMutableRawPointer?) {
        self.draw = draw
        self.user = user
    }

    func contentHeight(forWidth width: Double) -> Double { 0 }

    func draw(_ page: CustomPageFrame, into list: inout DrawList) {
        let draw = self.draw, user = self.user, time = page.time
        list.callback(
            SDLDrawCallback { context in
                var c = st_draw_context(
                    renderer: context.renderer, rect: context.frame, scale: Float(context.scale), time: time, mirrored: context.isMirrored ? 1 : 0)
                draw(user, &c)
            }, in: page.frame)
    }
}
