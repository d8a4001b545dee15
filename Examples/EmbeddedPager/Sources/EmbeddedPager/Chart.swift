// A page the host draws itself: bars as draw-list fills, the axes with SDL's own line calls
// through a draw callback, and taps on the bars in the page's content coordinates.
import PagerCore
import PagerSDL
import PagerScene

/// Messages a month, as bars; a tapped bar is chosen and named in the host's status bar.
final class Chart: CustomPage {
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let values: [Double] = [420, 380, 510, 610, 580, 720, 690, 640, 760, 810, 700, 880]
    /// The bar chosen, if any.
    private(set) var chosen: Int?
    /// Told what the user chose.
    var onChoose: (String) -> Void = { _ in }

    /// Where the plot goes, in content coordinates, for a page `width` wide.
    private func plot(width: Double) -> Rect { Rect(x: 48, y: 56, width: max(width - 72, 1), height: 300) }

    /// Bar `index`'s frame in content coordinates.
    private func bar(_ index: Int, width: Double) -> Rect {
        let plot = plot(width: width)
        let slot = plot.width / Double(values.count)
        let height = values[index] / 1000 * plot.height
        return Rect(x: plot.minX + Double(index) * slot + slot * 0.15, y: plot.maxY - height, width: slot * 0.7, height: height)
    }

    /// The axes, drawn with SDL itself.
    private let axes = SDLDrawCallback { context in
        let frame = context.frame
        SDL_SetRenderDrawColor(context.renderer, 90, 90, 90, 255)
        SDL_RenderDrawLine(context.renderer, frame.x, frame.y, frame.x, frame.y + frame.h - 1)
        SDL_RenderDrawLine(context.renderer, frame.x, frame.y + frame.h - 1, frame.x + frame.w - 1, frame.y + frame.h - 1)
        for step in 1...4 {
            let y = frame.y + frame.h - 1 - Int32(Double(frame.h) * Double(step) / 4)
            SDL_RenderDrawLine(context.renderer, frame.x - 4, y, frame.x, y)
        }
    }

    func contentHeight(forWidth width: Double) -> Double { 420 }

    /// Its text says what it is drawn on (the page's colour), as the pager's own does: in a
    /// window drawn by SDL's software renderer it is then written straight into the window.
    func draw(_ page: CustomPageFrame, into list: inout DrawList) {
        let width = page.frame.width, paper = page.theme.pageColor
        list.text(
            TextRun(
                "Messages a month", in: page.viewRect(Rect(x: 24, y: 12, width: width - 48, height: 30)), fontSize: 20, weight: .bold,
                color: .black, on: paper))
        for index in values.indices {
            let color = index == chosen ? Color(230, 80, 60) : Color(70, 130, 220)
            list.fill(page.viewRect(bar(index, width: width)), color)
        }
        list.callback(axes, in: page.viewRect(plot(width: width)))
        let plot = plot(width: width)
        let slot = plot.width / Double(values.count)
        for (index, month) in Self.months.enumerated() {
            list.text(
                TextRun(
                    month, in: page.viewRect(Rect(x: plot.minX + Double(index) * slot, y: plot.maxY + 6, width: slot, height: 20)),
                    fontSize: 12, color: Color(90, 90, 90), alignment: .center, on: paper))
        }
    }

    /// The bar under content point `point`, if any.
    private func bar(at point: Point, width: Double) -> Int? {
        values.indices.first { bar($0, width: width).contains(point) }
    }

    func handle(_ input: CustomPageInput, width: Double) {
        guard case .tap(let point) = input, let index = bar(at: point, width: width) else { return }
        chosen = index
        onChoose("\(Self.months[index]): \(Int(values[index])) messages")
    }

    func focusFrames(forWidth width: Double) -> [Rect] { values.indices.map { bar($0, width: width) } }

    /// The title, then each bar as a button naming its month and count (a screen reader's click
    /// chooses it, as a tap does).
    func accessibleElements(forWidth width: Double) -> [AccessibleNode] {
        let title = AccessibleNode(id: "title", role: .heading, name: "Messages a month", frame: Rect(x: 24, y: 12, width: width - 48, height: 30))
        return [title]
            + values.indices.map { index in
                AccessibleNode(
                    id: "bar:\(index)", role: .pushButton, name: Self.months[index], description: "\(Int(values[index])) messages",
                    states: index == chosen ? [.focusable, .selected] : .focusable, frame: bar(index, width: width), isClickable: true)
            }
    }

    func cursor(at point: Point, width: Double) -> PointerCursor { bar(at: point, width: width) == nil ? .arrow : .hand }
}
