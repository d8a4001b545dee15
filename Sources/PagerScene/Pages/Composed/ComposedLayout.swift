import PagerCore

/// Where the items of a composed page sit, in the page's content coordinates
/// (origin at the page's top left, before vertical scrolling).
package enum ComposedLayout {
    /// The margin around the items.
    package static let padding = 20.0
    /// The space between items.
    package static let spacing = 16.0
    /// A heading's height.
    package static let headingHeight = 32.0
    /// A heading's font size.
    package static let headingFontSize = 22.0
    /// A paragraph's font size.
    package static let paragraphFontSize = 15.0
    /// A button's size.
    package static let buttonSize = Size(width: 200, height: 44)
    /// A button's corner radius.
    package static let buttonCornerRadius = 8.0

    /// The frame of each item for a page `width` wide.
    package static func frames(for items: [ComposedItem], width: Double) -> [Rect] {
        var y = padding
        let contentWidth = max(width - 2 * padding, 0)
        return items.map { item in
            let frame: Rect
            switch item {
            case .heading:
                frame = Rect(x: padding, y: y, width: contentWidth, height: headingHeight)
            case .paragraph(let text, let height):
                // At least the height given, and as tall as its wrapped text.
                let needed = WrappedTextEstimate.height(of: text, fontSize: paragraphFontSize, width: contentWidth)
                frame = Rect(x: padding, y: y, width: contentWidth, height: max(height, needed, 0))
            case .button:
                let buttonWidth = min(buttonSize.width, contentWidth)
                frame = Rect(x: (width - buttonWidth) / 2, y: y, width: buttonWidth, height: buttonSize.height)
            }
            y = frame.maxY + spacing
            return frame
        }
    }

    /// The height of the whole page's content, padding included.
    package static func contentHeight(for items: [ComposedItem], width: Double) -> Double {
        guard let last = frames(for: items, width: width).last else { return 0 }
        return last.maxY + padding
    }
}
