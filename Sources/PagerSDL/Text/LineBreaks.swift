import CText
import PagerCore

/// Where a paragraph may break into lines: the Unicode line-breaking algorithm (UAX #14, as
/// libunibreak implements it; Pango and browsers follow the same rules), with Thai, which is
/// written without spaces, broken between its words as libthai's dictionary finds them. Breaks
/// fall between grapheme clusters only: never inside a character as the reader sees it.
enum LineBreaks {
    /// For each character (grapheme cluster) of `paragraph`, whether a line may start there.
    /// The first is never a break; a paragraph holds no mandatory breaks (they split paragraphs).
    static func opportunities(in paragraph: String) -> [Bool] {
        let scalars = paragraph.unicodeScalars.map { classifiable(utf32_t($0.value)) }
        guard !scalars.isEmpty else { return [] }
        var breaks = [CChar](repeating: CChar(LINEBREAK_NOBREAK), count: scalars.count)
        scalars.withUnsafeBufferPointer { text in
            breaks.withUnsafeMutableBufferPointer { set_linebreaks_utf32(text.baseAddress, text.count, nil, $0.baseAddress) }
        }
        ThaiWords.allowBreaks(between: scalars, in: &breaks)
        // Japanese small kana and the prolonged sound mark (class CJ) never start a line: the
        // strict reading UAX #14 allows (treating CJ as NS), which Pango and JIS X 4051 follow.
        for index in scalars.indices.dropFirst() where isConditionalJapaneseStarter(scalars[index]) {
            breaks[index - 1] = CChar(LINEBREAK_NOBREAK)
        }
        // The break after a character's last scalar is the break before the next character.
        var opportunities: [Bool] = []
        opportunities.reserveCapacity(paragraph.count)
        var end = 0  // scalars before the current character
        var previousEnd: Int?
        for character in paragraph {
            opportunities.append(previousEnd.map { breaks[$0] == CChar(LINEBREAK_ALLOWBREAK) } ?? false)
            end += character.unicodeScalars.count
            previousEnd = end - 1
        }
        return opportunities
    }

    /// `scalar`, or a stand-in of the same line-break behaviour for the code points Debian's
    /// libunibreak (1.1, Unicode 6.1) has no class for and aborts on (an assertion): regional
    /// indicators (flags), which break like ideographs between pairs (a pair is one grapheme
    /// cluster, never split), and the noncharacter U+FFFF, which breaks like U+FFFD.
    private static func classifiable(_ scalar: utf32_t) -> utf32_t {
        switch scalar {
        case 0x1F1E6...0x1F1FF: 0x4E00
        case 0xFFFF: 0xFFFD
        default: scalar
        }
    }

    /// Line-break class CJ: small hiragana and katakana (full and half width) and "ー".
    private static func isConditionalJapaneseStarter(_ scalar: utf32_t) -> Bool {
        switch scalar {
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
            0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6, 0x30FC,
            0x31F0...0x31FF, 0xFF67...0xFF70:
            true
        default: false
        }
    }
}

/// Thai words, found by libthai's dictionary (loaded once, on the first Thai text).
private enum ThaiWords {
    /// libthai's word breaker, or nil when its dictionary cannot be loaded (Thai then breaks
    /// only where UAX #14 allows: at spaces). One thread at a time uses it.
    private static let breaker = Lock(th_brk_new(nil))

    /// The Thai block: letters, vowels, tone marks and digits.
    private static func isThai(_ scalar: utf32_t) -> Bool { (0x0E01...0x0E5B).contains(scalar) }

    /// Marks the starts of Thai words inside each run of Thai in `scalars` as allowed breaks.
    static func allowBreaks(between scalars: [utf32_t], in breaks: inout [CChar]) {
        var start = 0
        while start < scalars.count {
            guard isThai(scalars[start]) else {
                start += 1
                continue
            }
            var end = start
            while end < scalars.count, isThai(scalars[end]) { end += 1 }
            if end - start > 1 { markWords(in: scalars[start..<end], breaks: &breaks) }
            start = end
        }
    }

    private static func markWords(in run: ArraySlice<utf32_t>, breaks: inout [CChar]) {
        // libthai takes a NUL-terminated wide string; wchar_t is UTF-32 here.
        let text = run.map { wchar_t(bitPattern: $0) } + [0]
        var positions = [Int32](repeating: 0, count: run.count)
        let found = breaker.withLock { breaker -> Int in
            guard let breaker else { return 0 }
            return text.withUnsafeBufferPointer { text in
                positions.withUnsafeMutableBufferPointer {
                    Int(th_brk_wc_find_breaks(breaker, text.baseAddress, $0.baseAddress, $0.count))
                }
            }
        }
        // A position p is a word starting at run[p]: a break after the scalar before it.
        for position in positions.prefix(max(0, min(found, positions.count))) {
            let after = run.startIndex + Int(position) - 1
            if after >= run.startIndex, after < run.endIndex - 1, breaks[after] == CChar(LINEBREAK_NOBREAK) {
                breaks[after] = CChar(LINEBREAK_ALLOWBREAK)
            }
        }
    }
}
