import PagerCore

/// A grouped table page: sections of rows of several kinds (switches, options, disclosures to
/// detail pages...), laid out once per width; only the visible rows are drawn. Every row does
/// something when tapped, and the focus ring stops on each.
struct TablePage: PageKind {
    let table: TableContent
    /// Where each header, row and footer is, for the width last laid out.
    private(set) var layout: TableLayout
    /// Each row's frame, top to bottom: the focus ring's stops.
    private var rowFrames: [Rect] = []

    init(table: TableContent) {
        self.table = table
        layout = TableLayout(table: table, width: 1)
    }

    var content: PageContent { .table(table) }
    var scrollsVertically: Bool { true }
    mutating func layout(for size: Size, rowFontSize: Double) {
        layout = TableLayout(table: table, width: size.width, rowFontSize: rowFontSize)
        rowFrames = layout.items.compactMap { item in
            if case .row = item.element { return item.frame } else { return nil }
        }
    }
    var contentHeight: Double { layout.contentHeight }
    func background(_ theme: Theme) -> Color { theme.tableBackground }
    mutating func advance(to time: Double) -> Bool { false }

    /// A row shows pressed while held, except a switch (only its knob moves).
    func pressable(at point: Point, in page: PageContext) -> (frame: Rect, radius: Double)? {
        guard let (section, row) = layout.row(atY: point.y) else { return nil }
        if case .toggle = table.sections[section].rows[row].kind { return nil }
        return layout.items.first { $0.element == .row(section: section, row: row) }.map { ($0.frame, 0) }
    }

    func reactsToClick(at point: Point, in page: PageContext) -> Bool { layout.row(atY: point.y) != nil }

    /// A row highlights (a switch moves only its knob) and does what its kind does.
    mutating func tap(at point: Point, in page: PageContext) -> [PageOutcome] {
        guard let (section, row) = layout.row(atY: point.y) else { return [] }
        let kind = table.sections[section].rows[row].kind
        let action: PageOutcome
        switch kind {
        case .toggle(let id, _, _, let initiallyOn): return [.flipSwitch(id: id, initiallyOn: initiallyOn)]
        case .option(let group, let id, let title, _): action = .chooseOption(group: group, id: id, title: title)
        case .disclosure(let title, _, let detail): action = .openDetail(title: title, content: detail)
        case .button(let title, let message): action = .buttonPressed(title: title, message: message)
        case .title(let title): action = .message(title)
        case .detail(let title, let detail, _): action = .message("\(title): \(detail)")
        case .profile(let name, _, _): action = .message(name)
        }
        return [.rowTapped(section: section, row: row), action]
    }

    /// Every row.
    func focusStopCount(in page: PageContext) -> Int { rowFrames.count }
    func focusFrame(_ index: Int, in page: PageContext) -> Rect? { rowFrames.indices.contains(index) ? rowFrames[index] : nil }
}
