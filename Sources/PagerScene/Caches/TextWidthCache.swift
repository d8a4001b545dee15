/// Remembers text widths: layout asks for the same strings at every frame (a detail row's title
/// and detail, a message), and measuring lays the text out.
final class TextWidthCache {
    private struct Key: Hashable {
        var text: String
        var fontSize: Double
    }

    /// The most widths kept; past it the cache starts again.
    static let capacity = 4096
    private var widths: [Key: Double] = [:]

    /// The width of `text` at `fontSize`, measured by `measure` when not known.
    func width(of text: String, fontSize: Double, measure: TextMeasure) -> Double {
        let key = Key(text: text, fontSize: fontSize)
        if let width = widths[key] { return width }
        let width = measure(text, fontSize)
        if widths.count >= Self.capacity { widths.removeAll(keepingCapacity: true) }
        widths[key] = width
        return width
    }
}
