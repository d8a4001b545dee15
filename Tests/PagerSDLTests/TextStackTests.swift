import PagerDemo
import PagerScene
import PagerTestSupport
import Testing

@testable import PagerSDL

/// The text stack underneath every string: fonts found per character, directions ordered,
/// lines broken where a reader expects.
@Suite("Text stack")
struct TextStackTests {
    static func shaper(_ files: FontFiles = RenderFixture.fonts) throws -> TextShaper {
        TextShaper(fonts: try FontSet(files: files))
    }

    static func request(_ string: String, width: Int = 0, wraps: Bool = false, maxLines: Int = 0) -> TextEngine.Request {
        TextEngine.Request(string: string, pixelSize: 16, weight: .regular, width: width, wraps: wraps, maxLines: maxLines, alignment: .leading)
    }

    /// With only the Latin font named, Chinese is still drawn: fontconfig finds a font for each
    /// character it lacks (two different characters are two different shapes, not two boxes).
    @Test func aCharacterTheNamedFontsLackIsDrawnInAFontThatHasIt() throws {
        let latinOnly = FontFiles(regular: RenderFixture.fonts.regular, cjk: nil)
        let engine = try TextEngine(files: latinOnly)
        let middle = try #require(engine.rasterWhole(Self.request("中"), color: .black, background: .white))
        let text = try #require(engine.rasterWhole(Self.request("文"), color: .black, background: .white))
        #expect(middle.pixels != text.pixels, "中 and 文 are drawn alike: both are missing-glyph boxes")
        let shaper = try Self.shaper(latinOnly)
        let line = shaper.shape("中", pixelSize: 16, weight: .regular)
        #expect(line.glyphs.first.map { $0.font.face !== shaper.fonts.regular.freeType } == true)
    }

    /// In a right-to-left paragraph, Latin words keep their order inside but the paragraph runs
    /// from the right: the first Hebrew word is rightmost, the last leftmost.
    @Test func aRightToLeftParagraphRunsFromTheRight() throws {
        let text = "אבג abc דהו"
        let line = try Self.shaper().shape(text, pixelSize: 16, weight: .regular)
        #expect(line.isRightToLeft)
        func x(of character: Character) throws -> Int {
            let byte = text.utf8.distance(from: text.startIndex, to: try #require(text.firstIndex(of: character)))
            return try #require(line.glyphs.first { $0.cluster == byte }).x
        }
        #expect(try x(of: "א") > x(of: "c"), "the first Hebrew word is right of the Latin one")
        #expect(try x(of: "a") < x(of: "c"), "the Latin word reads left to right")
        #expect(try x(of: "ד") < x(of: "a"), "the last Hebrew word is left of the Latin one")
    }

    /// Chinese, which has no spaces, breaks between its characters; every line fits its width.
    @Test func chineseWrapsBetweenItsCharacters() throws {
        let shaper = try Self.shaper()
        let paragraph = String(repeating: "中文段落没有空格，", count: 6)
        let layout = try #require(TextLayout(Self.request(paragraph, width: 200, wraps: true), shaper: shaper))
        #expect(layout.lines.count >= 4)
        for (line, x, _) in layout.lines { #expect(x + line.width <= 200) }
        // No line starts with the closing comma.
        let starts = layout.lines.compactMap { $0.line.glyphs.map(\.cluster).min() }
        let bytes = Array(paragraph.utf8)
        for start in starts.dropFirst() { #expect(String(decoding: bytes[start...].prefix(3), as: UTF8.self) != "，") }
    }

    /// Latin text breaks at spaces, never inside a word that fits on a line.
    @Test func latinWrapsAtSpaces() throws {
        let shaper = try Self.shaper()
        let paragraph = "Notifications arrive quietly between ten at night and seven in the morning"
        let layout = try #require(TextLayout(Self.request(paragraph, width: 160, wraps: true), shaper: shaper))
        #expect(layout.lines.count >= 3)
        let words = Set(paragraph.split(separator: " ").map(String.init))
        let bytes = Array(paragraph.utf8)
        for (line, x, _) in layout.lines {
            #expect(x + line.width <= 160)
            let clusters = line.glyphs.map(\.cluster)
            guard let first = clusters.min(), let last = clusters.max() else { continue }
            let end = bytes[last...].firstIndex(of: 0x20) ?? bytes.count
            let text = String(decoding: bytes[first..<end], as: UTF8.self)
            #expect(text.split(separator: " ").allSatisfy { words.contains(String($0)) }, "\(text) splits a word")
        }
    }

    /// Wrapped text is aligned on the screen's terms whatever its direction: a right-to-left
    /// scene's footer (mirrored to trailing) sits at the right, an Arabic footer in a
    /// left-to-right scene at the left, as its one-line rows do.
    @Test func wrappedTextAlignsAsTheSceneSaysWhateverItsDirection() throws {
        let shaper = try Self.shaper()
        let footer = "تُحفظ الإعدادات على هذا الجهاز فقط."
        for (alignment, expected) in [(TextAlignment.leading, "left"), (.trailing, "right")] {
            var request = Self.request(footer, width: 400, wraps: true)
            request.alignment = alignment
            let layout = try #require(TextLayout(request, shaper: shaper))
            let (line, x, _) = try #require(layout.lines.first)
            #expect(line.isRightToLeft)
            #expect(expected == "left" ? x == 0 : x + line.width == 400, "\(alignment): x \(x), width \(line.width)")
        }
    }

    /// At most `maxLines` lines; the last ends with "…" when text is left over.
    @Test func aLimitedParagraphEndsItsLastLineWithAnEllipsis() throws {
        let shaper = try Self.shaper()
        let ellipsis = shaper.shape("…", pixelSize: 16, weight: .regular).glyphs.first?.id
        let layout = try #require(
            TextLayout(Self.request(String(repeating: "word ", count: 80), width: 200, wraps: true, maxLines: 3), shaper: shaper))
        #expect(layout.lines.count == 3)
        #expect(layout.lines.last?.line.glyphs.last?.id == ellipsis)
    }

    /// A colour glyph is scaled to the text's size: an emoji at 16 pixels is no taller than a line.
    @Test func emojiAreScaledToTheText() throws {
        let line = try Self.shaper().shape("🔥", pixelSize: 16, weight: .regular)
        let glyph = try #require(line.glyphs.first)
        let bitmap = try #require(glyph.font.glyph(glyph.id))
        #expect(!bitmap.colors.isEmpty)
        #expect(bitmap.height <= line.height + 2 && bitmap.height >= 12, "emoji \(bitmap.height) px high on a \(line.height) px line")
    }
}
