import PagerCore

/// Lines of text stacked in a row from their fonts' line boxes, as GTK and Android size rows from
/// the font: a title over a subtitle never touch at any size, and a row is as tall as its lines
/// need (with their padding) whatever height it was given.
enum TextLines {
    /// A line's box as a multiple of its font size: the fonts' ascent and descent (DejaVu Sans
    /// 0.928 + 0.236 em, WenQuanYi Micro Hei and Noto Color Emoji up to 1.18 em in all), rounded up.
    static let lineBox = 1.2
    /// The gap between stacked lines, and the room above and below them, in ems of the first line.
    static let gap = 0.1
    static let padding = 0.2

    /// The height a line of text at `fontSize` takes.
    static func height(_ fontSize: Double) -> Double { fontSize * lineBox }

    /// The height lines of `sizes` need, stacked, with the padding above and below them.
    static func rowHeight(_ sizes: [Double]) -> Double {
        guard let first = sizes.first else { return 0 }
        return sizes.reduce(0) { $0 + height($1) } + Double(sizes.count - 1) * gap * first + 2 * padding * first
    }

    /// The frames of lines of `sizes`, stacked and centred in `box` (its x and width theirs).
    static func stack(_ sizes: [Double], in box: Rect) -> [Rect] {
        guard let first = sizes.first else { return [] }
        var y = box.midY - (rowHeight(sizes) - 2 * padding * first) / 2
        return sizes.map { size in
            defer { y += height(size) + gap * first }
            return Rect(x: box.minX, y: y, width: box.width, height: height(size))
        }
    }
}
