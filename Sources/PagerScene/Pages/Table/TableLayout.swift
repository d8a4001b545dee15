import PagerCore

/// Where each header, row and footer of a grouped table sits, in content coordinates
/// (origin at the table's top left, before scrolling).
package struct TableLayout: Sendable, Equatable {
    /// Space below the last section.
    package static let bottomPadding = 24.0

    /// What an item of the layout is: a header, a row or a footer.
    package enum Element: Sendable, Equatable {
        case header(section: Int)
        case footer(section: Int)
        case row(section: Int, row: Int)
    }

    /// One laid-out element and where it is.
    package struct Item: Sendable, Equatable {
        /// What the item is.
        package var element: Element
        /// Where it is drawn, in layout units.
        package var frame: Rect
    }

    /// Every element, top to bottom.
    package let items: [Item]
    /// The height of the whole table.
    package let contentHeight: Double

    /// A header's and a footer's font size, and the room above a footer's text, with rows' text
    /// at the theme's default size; they grow in proportion to the rows' text.
    package static let secondaryFontSize = 13.0
    package static let footerTextTop = 6.0

    /// How much larger than at the default size the rows' text of `rowFontSize` is (headers and
    /// footers grow by as much).
    package static func growth(_ rowFontSize: Double) -> Double { max(rowFontSize / Theme.defaultRowFontSize, 0.01) }

    /// The layout of `table` for a page `width` wide, its rows' text `rowFontSize` points: each
    /// row as tall as it was given or as its lines need, whichever is more, and a header with
    /// words grown with its text.
    package init(table: TableContent, width: Double, rowFontSize: Double = Theme.defaultRowFontSize) {
        var items: [Item] = []
        var y = 0.0
        let growth = Self.growth(rowFontSize)
        for (sectionIndex, section) in table.sections.enumerated() {
            let headerHeight = section.header == nil ? section.headerHeight : section.headerHeight * max(growth, 1)
            if headerHeight > 0 {
                items.append(
                    Item(
                        element: .header(section: sectionIndex),
                        frame: Rect(x: 0, y: y, width: width, height: headerHeight)))
                y += headerHeight
            }
            for (rowIndex, row) in section.rows.enumerated() {
                let height = max(row.height, TextLines.rowHeight(row.kind.lineSizes(rowFontSize)))
                items.append(
                    Item(
                        element: .row(section: sectionIndex, row: rowIndex),
                        frame: Rect(x: 0, y: y, width: width, height: height)))
                y += height
            }
            // A footer grows to fit its wrapped text.
            let footerSize = Self.secondaryFontSize * growth
            let footerHeight = max(
                section.footerHeight,
                section.footer.map {
                    Self.footerTextTop * growth + WrappedTextEstimate.height(of: $0, fontSize: footerSize, width: width - 32) + 8 * growth
                } ?? 0)
            if footerHeight > 0 {
                items.append(
                    Item(
                        element: .footer(section: sectionIndex),
                        frame: Rect(x: 0, y: y, width: width, height: footerHeight)))
                y += footerHeight
            }
        }
        self.items = items
        contentHeight = items.isEmpty ? 0 : y + Self.bottomPadding
    }

    /// The items overlapping content rows `top..<bottom`, found by binary search.
    /// - Complexity: O(log n + k) for k visible items.
    package func items(from top: Double, to bottom: Double) -> ArraySlice<Item> {
        var low = 0, high = items.count
        while low < high {
            let mid = (low + high) / 2
            if items[mid].frame.maxY <= top { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < items.count && items[end].frame.minY < bottom { end += 1 }
        return items[low..<end]
    }

    /// The row at content height `y`, if a row is there.
    package func row(atY y: Double) -> (section: Int, row: Int)? {
        guard let item = items(from: y, to: y + 0.0001).first, item.frame.minY <= y,
            case .row(let section, let row) = item.element
        else { return nil }
        return (section, row)
    }
}

extension TableRowKind {
    /// The font sizes of the lines a row of this kind shows, its title's first, with rows' text
    /// `size` points: one line, or a title over a smaller subtitle.
    func lineSizes(_ size: Double) -> [Double] {
        switch self {
        case .detail(_, _, .subtitle), .toggle(_, _, _?, _): [size, size * 0.8]
        case .profile: [size * 1.1, size * 0.85]
        default: [size]
        }
    }
}
