/// How tall wrapped text will be, estimated without a font (layout runs where no font is at
/// hand, as in tests): words are broken at spaces and laid greedily into lines, a wide character
/// (CJK, emoji) counting a whole em and any other 0.62 (wider than most Latin letters). It errs
/// towards more room, so a footer or paragraph given this height does not cut its text.
enum WrappedTextEstimate {
    /// The line height as a multiple of the font size.
    static let lineSpacing = 1.3
    /// A character that is not wide, in ems.
    static let narrow = 0.62

    /// The height of `text` at `fontSize` wrapped at `width`.
    static func height(of text: String, fontSize: Double, width: Double) -> Double {
        guard !text.isEmpty, width > 0 else { return 0 }
        var lines = 1
        var line = 0.0
        let space = narrow * fontSize
        for word in text.split(separator: " ") {
            var wordWidth = word.unicodeScalars.reduce(0.0) { $0 + (isWide($1) ? 1 : narrow) * fontSize }
            if line > 0 && line + space + wordWidth > width {
                lines += 1
                line = 0
            }
            // A word wider than the line breaks across lines.
            while wordWidth > width {
                lines += 1
                wordWidth -= width
            }
            line += (line > 0 ? space : 0) + wordWidth
        }
        return Double(lines) * fontSize * lineSpacing
    }

    /// Whether a character takes a full em: CJK, Hangul, kana, fullwidth forms, emoji.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1_F300...0x1_FAFF, 0x2_0000...0x3_FFFD:
            return true
        default:
            return false
        }
    }
}
