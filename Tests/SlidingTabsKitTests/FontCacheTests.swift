import Foundation
import PagerConfig
import PagerSDL
import Testing

@testable import SlidingTabsKit

/// Fontconfig's answer, kept between runs.
@Suite("Font cache")
struct FontCacheTests {
    static let files = FontFiles(
        regular: "/fonts/Regular.ttf", bold: "/fonts/Bold.ttf", cjk: "/fonts/CJK.ttc", emoji: nil, unhinted: ["/fonts/CJK.ttc"])

    @Test func anEntryReadsBackAsWritten() throws {
        let entry = FontCacheEntry(files: Self.files, fingerprint: ["/etc/fonts": 1_700_000_000.123456789, "/no such": 0])
        let text = try #require(entry.text)
        #expect(FontCacheEntry(bytes: Array(text.utf8)) == entry)
    }

    @Test(arguments: [
        "", "{\"files\":{}}", "sliding-tabs font cache 3\n", "sliding-tabs font cache 3\nregular\t/a\nsize\t12\n",
        "sliding-tabs font cache 3\nregular\t/a\ndirectory\tsoon\t/etc/fonts\n", "sliding-tabs font cache 2\nregular\t/a\n",
    ])
    func anythingElseIsNotAnEntry(text: String) {
        #expect(FontCacheEntry(bytes: Array(text.utf8)) == nil)
    }

    @Test func aPathWithALineBreakIsNeverCached() {
        var files = Self.files
        files.cjk = "/fonts/two\nlines.ttc"
        #expect(FontCacheEntry(files: files, fingerprint: [:]).text == nil)
    }

    /// The first start asks fontconfig and keeps its answer; the next reads it back; a cache
    /// file that is not one, or is too large, is replaced by fontconfig's answer with one line
    /// saying so; one of an older version is replaced quietly.
    @Test func theAnswerIsKeptAndAGarbledCacheReplaced() throws {
        let directory = try Fixtures.workDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = FontCache(environment: ["HOME": directory.path, "XDG_CACHE_HOME": directory.path])
        try SDLLibrary.start(video: false)
        // (Other tests write to standard error meanwhile, which fontconfig's complaints are caught
        // from: what they write reads as a broken font configuration, and is not this test's.)
        let asked = try cache.locate(warn: { _ in })
        let kept = try String(contentsOfFile: cache.path, encoding: .utf8)
        #expect(FontCacheEntry(bytes: Array(kept.utf8))?.files == asked)
        #expect(try cache.locate(warn: { _ in }) == asked)
        var warnings: [String] = []
        let note = { (line: String) in if !line.hasPrefix("warning: the font configuration is broken") { warnings.append(line) } }
        #expect(try cache.locate(warn: note) == asked)
        #expect(warnings.isEmpty, "a good cache is read quietly: \(warnings)")
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: cache.path))
        #expect(try cache.locate(warn: note) == asked)
        #expect(FontCacheEntry(bytes: Array(try String(contentsOfFile: cache.path, encoding: .utf8).utf8))?.files == asked)
        #expect(warnings == ["warning: the font cache \(quoted(file: cache.path)) is corrupt; asking fontconfig again and writing it anew"])
        warnings = []
        try Data(repeating: 0x41, count: FontCache.maximumFileSize + 1).write(to: URL(fileURLWithPath: cache.path))
        #expect(try cache.locate(warn: note) == asked)
        #expect(
            warnings.count == 1
                && warnings.first?.hasPrefix("warning: the font cache \(quoted(file: cache.path)) is \(FontCache.maximumFileSize + 1) bytes") == true,
            "\(warnings)"
        )
        warnings = []
        try Data("sliding-tabs font cache 1\nregular\t/old/font.ttf\n".utf8).write(to: URL(fileURLWithPath: cache.path))
        #expect(try cache.locate(warn: note) == asked)
        #expect(warnings.isEmpty, "an older version's cache is replaced quietly: \(warnings)")
    }
}
