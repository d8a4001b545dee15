import Foundation
import PagerCore
import PagerScene
import RenderTestSupport
import Testing

@testable import PagerSDL

/// Wrapped text breaks where the Unicode line-breaking algorithm (UAX #14) allows, as Pango,
/// browsers and Android do: after a URL's slashes, between Thai words (libthai's dictionary),
/// never before Japanese closing punctuation or small kana; a word longer than the line breaks
/// between grapheme clusters, never inside one.
@Suite("Line breaking")
struct LineBreakingTests {
    static let url = "See https://example.com/a/very/long/path/without/any/spaces/somewhere?query=thing&x=1 for details."
    static let thai = "ภาษาไทยเขียนติดกันโดยไม่มีช่องว่างระหว่างคำ การตัดบรรทัดจึงต้องใช้พจนานุกรมเพื่อหาขอบเขตของคำ"
    static let punctuation = "Well-known (quoted) phrases end! Pages 1-2 and 10\u{00A0}km apart"
    static let japanese =
        "「吾輩は猫である。」名前はまだ無い。どこで生れたかとんと見当がつかぬ。何でも薄暗いじめじめした所でニャーニャー泣いていた事だけは記憶している。"

    /// `text`'s lines at `width` pixels, 16-pixel DejaVu Sans (and what fontconfig adds for
    /// the characters it lacks), as the program wraps a paragraph.
    static func ourLines(_ text: String, width: Int) throws -> [String] {
        let shaper = TextShaper(fonts: try FontSet(files: RenderFixture.fonts))
        let breaker = LineBreaker(shaper: shaper, pixelSize: 16, weight: .regular)
        return breaker.wrap(text, shaped: shaper.shape(text, pixelSize: 16, weight: .regular), width: width).map(String.init)
    }

    /// The same text's lines as Pango lays it out (`pango-view`, the same font and size, wrapping
    /// words and, when a word is too long, characters), spaces at a line's end left out.
    static func pangoLines(_ text: String, width: Int, in directory: URL) throws -> [String] {
        let layout = directory.appendingPathComponent("layout.json")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "pango-view", "-q", "--pixels", "--font=DejaVu Sans 16px", "--width=\(width)", "--wrap=word-char", "-t", text,
            "--serialize-to=\(layout.path)", "-o", directory.appendingPathComponent("pango.png").path,
        ]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "pango-view (pango1.0-tools) failed")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: layout)) as? [String: Any])
        let bytes = Array(try #require(object["text"] as? String).utf8)
        let lines = try #require((object["output"] as? [String: Any])?["lines"] as? [[String: Any]])
        return try lines.map { line in
            let start = try #require(line["start-index"] as? Int), length = try #require(line["length"] as? Int)
            var text = String(decoding: bytes[start..<start + length], as: UTF8.self)
            while text.last?.isWhitespace == true { text.removeLast() }
            return text
        }
    }

    /// At widths from 120 to 400 pixels (every 28), each paragraph breaks into exactly Pango's
    /// lines. (Every 7 pixels, 41 widths, they were all the same too when this was written.)
    @Test(arguments: [("url", url), ("thai", thai), ("japanese", japanese), ("punctuation", punctuation)])
    func linesBreakWherePangoBreaksThem(_ name: String, _ text: String) throws {
        try #require(RenderFixture.fonts.regular.contains("DejaVuSans"), "the tests' regular font is DejaVu Sans")
        let directory = try ScratchDirectory.make("pango-\(name)")
        var differing: [String] = []
        for width in stride(from: 120, through: 400, by: 28) {
            let ours = try Self.ourLines(text, width: width), pango = try Self.pangoLines(text, width: width, in: directory)
            if ours != pango { differing.append("\(width) px: ours \(ours), Pango's \(pango)") }
        }
        #expect(differing.isEmpty, "\(differing.joined(separator: "\n"))")
    }

    /// What the reader sees in each case, at one width.
    @Test func theBreaksOfAURLThaiAndJapaneseAreWhereAReaderExpects() throws {
        #expect(
            try Self.ourLines(Self.url, width: 240) == [
                "See https://example.com/a/", "very/long/path/without/any/", "spaces/somewhere?", "query=thing&x=1 for details.",
            ])
        #expect(
            try Self.ourLines(Self.thai, width: 200) == ["ภาษาไทยเขียนติดกันโดยไม่มี", "ช่องว่างระหว่างคำ การตัด", "บรรทัดจึงต้องใช้พจนานุกรม", "เพื่อหาขอบเขตของคำ"])
        // Where "る" would end a line, "。」" does not start the next: they go with it.
        let japanese = try Self.ourLines(Self.japanese, width: 148)
        #expect(japanese.prefix(2) == ["「吾輩は猫であ", "る。」名前はまだ無"])
        for line in japanese.dropFirst() {
            let first = try #require(line.unicodeScalars.first)
            #expect(!"。、」』）ャュョッァィゥェォー".unicodeScalars.contains(first), "a line starts with \(line)")
        }
    }

    /// UAX #14's rules a reader notices: no break before "!" or a closing bracket, none after an
    /// opening one, none inside "1-2" or at a no-break space; a break after a hyphen between words.
    @Test func punctuationStaysWithItsWord() throws {
        #expect(
            try Self.ourLines(Self.punctuation, width: 90) == [
                "Well-", "known", "(quoted)", "phrases", "end! Pages", "1-2 and", "10\u{00A0}km", "apart",
            ])
        #expect(try Self.ourLines("Well-known words", width: 70) == ["Well-", "known", "words"])
    }

    /// A word wider than the line breaks between characters as the reader sees them: an accent,
    /// a family emoji, a flag and a Thai syllable with its marks are never split.
    @Test func aWordTooLongBreaksOnlyBetweenGraphemeClusters() throws {
        let word = String(repeating: "e\u{301}👨‍👩‍👧‍👦🇯🇵ที่", count: 12)
        let lines = try Self.ourLines(word, width: 80)
        #expect(lines.count >= 4)
        #expect(lines.joined() == word, "nothing lost or added")
        let clusters = ["e\u{301}", "👨‍👩‍👧‍👦", "🇯🇵", "ที่"]
        for line in lines {
            var rest = Substring(line)
            while let cluster = clusters.first(where: { rest.hasPrefix($0) }) { rest = rest.dropFirst(cluster.count) }
            #expect(rest.isEmpty, "a line holds part of a cluster: \(line.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// Every code point, each after a letter, in one paragraph, is broken without a crash
    /// (Debian's libunibreak aborts on flags and U+FFFF unless they are given stand-ins).
    @Test func everyCodePointIsBrokenWithoutACrash() {
        var bytes: [UInt8] = []
        for scalar in (0...0x10FFFF).compactMap(Unicode.Scalar.init) { bytes += Array("a\(scalar)".utf8) }
        let paragraph = String(decoding: bytes, as: UTF8.self)
        let opportunities = LineBreaks.opportunities(in: paragraph)
        #expect(opportunities.count == paragraph.count)
        #expect(opportunities.first == false)
    }

    /// The three paragraphs as the program draws them, at the widths above (the grey lines mark
    /// the width): reference images.
    @Test(arguments: [("url", url, 240), ("thai", thai, 200), ("japanese", japanese, 148)])
    func wrappedParagraphsLookAsRecorded(_ name: String, _ text: String, _ width: Int) throws {
        let canvas = try HeadlessCanvas(width: width + 40, height: 220, scale: 1, fonts: RenderFixture.fonts)
        var list = DrawList()
        list.fill(Rect(x: 0, y: 0, width: Double(width + 40), height: 220), .white)
        for x in [19, 20 + width] { list.fill(Rect(x: Double(x), y: 0, width: 1, height: 220), Color(200, 200, 200)) }
        list.text(TextRun(text, in: Rect(x: 20, y: 10, width: Double(width), height: 200), fontSize: 16, color: .black, wraps: true, on: .white))
        let problem = try ReferenceImages(besides: #filePath).mismatch(try canvas.snapshot(list), name: "wrap-\(name)")
        #expect(problem == nil, "\(problem ?? "")")
    }
}
