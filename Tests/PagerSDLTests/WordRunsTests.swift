import PagerDemo
import PagerTestSupport
import Testing

@testable import PagerSDL

/// How a one-line string is cut into the pieces it is put together from.
@Suite("Word runs")
struct WordRunsTests {
    /// The runs of `string` as text: "" for a space, the digit, or the word.
    static func pieces(_ string: String) -> [String] {
        var line = string
        return line.withUTF8 { bytes in
            WordRasters.runs(of: bytes).map { run in
                switch run {
                case .space: ""
                case .digit(let digit): String(digit)
                case .word(let range): String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                }
            }
        }
    }

    @Test func wordsDigitsAndSpacesAreCutApart() {
        let runs = Self.pieces("I am the 120th data")
        #expect(runs == ["I", "", "am", "", "the", "", "1", "2", "0", "th", "", "data"])
        #expect(Self.pieces(" a  b ") == ["", "a", "", "", "b", ""])
    }

    /// Outside ASCII the cuts fall between characters: a digit with a mark on it stays whole,
    /// and Chinese runs keep together.
    @Test func charactersStayWhole() {
        #expect(Self.pieces("第12条 news") == ["第", "1", "2", "条", "", "news"])
        #expect(Self.pieces("x1\u{0308}y 2") == ["x1\u{0308}y", "", "2"])
    }

    /// A prepended mark joins the digit after it.
    @Test func aPrependedMarkKeepsItsDigit() {
        #expect(Self.pieces("a \u{0D4E}1 2") == ["a", "", "\u{0D4E}1", "", "2"])
    }

    /// Over random strings of digits, spaces, letters, marks, joiners, prepended marks, Chinese
    /// and emoji, the runs put back together are the string, and no cut splits a character.
    @Test func cutsNeverSplitACharacter() {
        let pieces: [String] = [
            "1", "7", " ", "a", "Z", "\u{0301}", "\u{0308}", "\u{200D}", "\u{FE0F}", "\u{20E3}", "\u{0D4E}", "\u{0600}",
            "中", "条", "🔥", "👨", "🇨", "🇳", "\u{1F3FD}", "é", "\r", "\n",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5000 {
            let string = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            let runs = Self.pieces(string)
            #expect(runs.map { $0.isEmpty ? " " : String($0) }.joined() == string)
            #expect(
                runs.map { $0.isEmpty ? 1 : String($0).count }.reduce(0, +) == string.count,
                "\(string.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
