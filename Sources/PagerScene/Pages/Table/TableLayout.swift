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

    /// The layout of `table` for a page `width` wide.
    /// A footer's font size, and the room above its text.
    package static let footerFontSize = 13.0
    package static let footerTextTop = 6.0

    package init(table: TableContent, width: Double) {
        var items: [Item] = []
        var y = 0.0
        for (sectionIndex, section) in table.sections.enumerated() {
            if section.headerHeight > 0 {
                items.append(
                    Item(
                        element: .header(section: sectionIndex),
                        frame: Rect(x: 0, y: y, width: width, height: section.headerHeight)))
                y += section.headerHeight
            }
            for (rowIndex, row) in section.rows.enumerated() {
                items.append(
                    Item(
                        element: .row(section: sectionIndex, row: rowIndex),
                        frame: Rect(x: 0, y: y, width: width, height: row.height)))
                y += row.height
            }
            // A footer grows to fit its wrapped text.
            let footerHeight = max(
                section.footerHeight,
                section.footer.map { Self.footerTextTop + WrappedTextEstimate.height(of: $0, fontSize: Self.footerFontSize, width: width - 32) + 8 }
                    ?? 0)
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
