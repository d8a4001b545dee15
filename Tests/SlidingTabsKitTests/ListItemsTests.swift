import Foundation
import PagerConfig
import PagerCore
import PagerScene
import Testing

@testable import SlidingTabsKit

/// Lists of real rows in configs: `items`, and `itemsFile` (JSON Lines), refreshed and paged by
/// the program as the list's host.
@Suite("List items in configs")
struct ListItemsTests {
    /// Writes `files` (name to text) into a fresh folder; its path.
    static func folder(_ files: [String: String]) throws -> URL {
        let directory = try Fixtures.workDirectory()
        for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
        return directory
    }

    static func load(_ config: String, files: [String: String] = [:]) throws -> AppConfig {
        let directory = try Self.folder(files.merging(["c.json": config]) { $1 })
        return try AppConfig.load(path: directory.appendingPathComponent("c.json").path)
    }

    static func loadError(_ config: String, files: [String: String] = [:]) -> String? {
        do {
            _ = try Self.load(config, files: files)
            return nil
        } catch {
            return "\(error)"
        }
    }

    static func list(_ config: AppConfig, tab: Int = 0) throws -> ListContent {
        guard case .list(let list) = config.content.tabs[tab].page else { throw AppError.usage("not a list") }
        return list
    }

    static func titles(_ list: ListContent) -> [String] { (0..<list.rowCount).map { list.row(at: $0, pageNumber: 1).title } }

    @Test func itemsAreRowsWithTheirParts() throws {
        let config = try Self.load(
            #"{"tabs": [{"title": "A", "page": {"type": "list", "rowHeight": 80, "items": [{"title": "One", "subtitle": "s", "detail": "2h", "image": "p/one.png"}, {"title": "Two"}]}}]}"#
        )
        let list = try Self.list(config)
        #expect(list.rowCount == 2 && list.rowHeight == 80)
        let first = list.row(at: 0, pageNumber: 1)
        #expect(first.title == "One" && first.subtitle == "s" && first.detail == "2h")
        guard case .file(let path)? = first.image else {
            Issue.record("no picture")
            return
        }
        #expect(path.hasSuffix("/p/one.png") && path.hasPrefix("/"), "relative to the config's folder: \(path)")
        #expect(list.row(at: 1, pageNumber: 1) == ListRow(title: "Two"))
    }

    @Test func anItemsFileIsReadLineByLine() throws {
        let lines = (1...30).map { #"{"title": "Row \#($0)", "detail": "\#($0)m"}"# }.joined(separator: "\n") + "\n\n"
        let config = try Self.load(#"{"tabs": [{"title": "A", "page": {"type": "list", "itemsFile": "rows.jsonl"}}]}"#, files: ["rows.jsonl": lines])
        let list = try Self.list(config)
        #expect(list.rowCount == 30 && Self.titles(list).last == "Row 30")
        let paged = try Self.load(
            #"{"tabs": [{"title": "A", "page": {"type": "list", "itemsFile": "rows.jsonl", "loadMore": true, "pageSize": 12}}]}"#,
            files: ["rows.jsonl": lines])
        #expect(try Self.list(paged).rowCount == 12)
    }

    @Test(arguments: [
        ("{\"title\": \"a\"}\n{\"title\": 5}\n", "rows.jsonl:2:11: title: expected a string, got a number"),
        ("{\"title\": \"a\"}\n\n{\"subtitle\": \"s\"}\n", "rows.jsonl:3:1: 'title' is required"),
        ("{\"title\": \"a\"}\n{\"title\": \"b\", \"detial\": \"x\"}\n", "rows.jsonl:2:16: unknown key 'detial'; did you mean 'detail'?"),
        ("{\"title\": \"a\",}\n", "rows.jsonl:1:15: unexpected '}': expected a key in double quotes"),
        ("[1]\n", "rows.jsonl:1:1: expected an object, got an array"),
    ])
    func badRowsNameTheirLineAndColumn(text: String, expected: String) {
        let error = Self.loadError(#"{"tabs": [{"title": "A", "page": {"type": "list", "itemsFile": "rows.jsonl"}}]}"#, files: ["rows.jsonl": text])
        #expect(error?.contains(expected) == true, "\(error ?? "loaded")")
        #expect(error?.contains(" (tabs[0].page.itemsFile in ") == true, "the error says where the config names the file")
    }

    @Test func itemsAreCheckedInTheConfig() {
        #expect(
            Self.loadError(#"{"tabs": [{"title": "A", "page": {"type": "list", "items": [{"title": "a"}, {"subtitle": "b"}]}}]}"#)?
                .hasSuffix(":1:77: tabs[0].page.items[1]: 'title' is required") == true)
        #expect(
            Self.loadError(#"{"tabs": [{"title": "A", "page": {"type": "list", "rows": 3, "items": []}}]}"#)?
                .contains("tabs[0].page.items: a list takes one of 'rows', 'items' and 'itemsFile', not both 'rows' and 'items'") == true)
        #expect(
            Self.loadError(#"{"tabs": [{"title": "A", "page": {"type": "list", "items": [], "template": "x"}}]}"#)?
                .contains("tabs[0].page.template: 'template' is for a list of template 'rows'") == true)
        #expect(
            Self.loadError(#"{"tabs": [{"title": "A", "page": {"type": "list", "rows": 2, "pageSize": 3}}]}"#)?
                .contains("tabs[0].page.pageSize: 'pageSize' is for a list of 'items' or an 'itemsFile'") == true)
    }

    /// An items file is read as every file is: a FIFO is refused at once, a file over the limit
    /// before a byte is read.
    @Test func anItemsFileIsReadThroughTheCheckedReader() throws {
        let directory = try Self.folder(["c.json": #"{"tabs": [{"title": "A", "page": {"type": "list", "itemsFile": "rows.jsonl"}}]}"#])
        let fifo = directory.appendingPathComponent("rows.jsonl").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let error = #expect(throws: AppError.self) { _ = try AppConfig.load(path: directory.appendingPathComponent("c.json").path) }
        #expect(
            error?.description.contains("cannot read items file '\(fifo)': it is a FIFO (named pipe), not a regular file") == true,
            "\(error?.description ?? "")")
        try FileManager.default.removeItem(atPath: fifo)
        #expect(FileManager.default.createFile(atPath: fifo, contents: nil))
        let big = try FileHandle(forWritingTo: URL(fileURLWithPath: fifo))
        try big.truncate(atOffset: UInt64(ConfigDecoder.maximumItemsFileSize + 1))
        try big.close()
        let tooBig = #expect(throws: AppError.self) { _ = try AppConfig.load(path: directory.appendingPathComponent("c.json").path) }
        #expect(tooBig?.description.contains("the file is \(ConfigDecoder.maximumItemsFileSize + 1) bytes; an items file is at most") == true)
    }

    /// Pulling a list of an items file reads it again: rows added at its top show from the top,
    /// as after any pull; a file that no longer reads fails the refresh.
    @Test func aRefreshShowsTheRowsAddedAtTheFilesTop() throws {
        let rows = (1...40).map { #"{"title": "Row \#($0)"}"# }
        let directory = try Self.folder([
            "c.json": #"{"tabs": [{"title": "A", "page": {"type": "list", "itemsFile": "rows.jsonl", "refresh": true, "rowHeight": 50}}]}"#,
            "rows.jsonl": rows.joined(separator: "\n"),
        ])
        let config = try AppConfig.load(path: directory.appendingPathComponent("c.json").path)
        let canvas = MemoryCanvas(width: 800, height: 600)
        let session = Session(scene: Scene(content: config.content, theme: config.theme, viewSize: canvas.size), canvas: canvas)
        let fresh = [#"{"title": "Fresh 1"}"#, #"{"title": "Fresh 2"}"#]
        try Data((fresh + rows).joined(separator: "\n").utf8).write(to: directory.appendingPathComponent("rows.jsonl"))
        try session.play(
            Script(parsing: "drag 400,100 -> 400,420 in 300ms\nwait 200ms\nexpect rows 40\nwait 1000ms\nexpect rows 42\n", name: "t"), present: false)
        let list = try #require(session.scene.listContent(ofTab: 0))
        #expect(list.row(at: 0, pageNumber: 1).title == "Fresh 1" && list.row(at: 2, pageNumber: 1).title == "Row 1")
        #expect(session.scene.scrollOffset(ofTab: 0) == 0, "the new rows show from the list's top")
        try Data("not json".utf8).write(to: directory.appendingPathComponent("rows.jsonl"))
        try session.play(Script(parsing: "drag 400,100 -> 400,600 in 300ms\nwait 1500ms\nexpect rows 42\n", name: "t"), present: false)
        #expect(session.scene.message?.text.hasPrefix("cannot refresh: ") == true, "\(session.scene.message?.text ?? "no message")")
    }

    /// The shipped news config: 200 items of a JSON Lines file with thumbnails, 20 at a time.
    @Test func theShippedNewsConfigLoads() throws {
        let config = try AppConfig.load(path: Fixtures.asset("news.json"))
        let list = try Self.list(config)
        #expect(list.rowCount == 20 && list.loadsMore && list.refreshes)
        let items = try ConfigDecoder.readItemsFile(Fixtures.asset("news.jsonl"))
        let all = (0..<items.count).map(items.row)
        #expect(all.count == 200 && all.allSatisfy { $0.subtitle != nil && $0.detail != nil })
        for row in all {
            guard case .file(let path)? = row.image else {
                Issue.record("\(row.title) has no picture")
                return
            }
            #expect(FileManager.default.fileExists(atPath: path), "\(path)")
        }
    }

    /// The news assets are what Tools/news/generate.py makes: no generated file kept by hand.
    @Test func theNewsAssetsAreTheGeneratorsOutput() throws {
        let directory = try Fixtures.workDirectory()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Fixtures.packageRoot.appendingPathComponent("Tools/news/generate.py").path, directory.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let made = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("news").path).sorted()
        let shipped = try FileManager.default.contentsOfDirectory(atPath: Fixtures.asset("news")).sorted()
        #expect(made == shipped)
        for name in ["news.jsonl"] + made.map({ "news/\($0)" }) {
            #expect(
                FileManager.default.contents(atPath: directory.appendingPathComponent(name).path)
                    == FileManager.default.contents(atPath: Fixtures.asset(name)),
                "\(name) differs from the generator's: run python3 Tools/news/generate.py")
        }
    }
}

/// A long items file is read as its rows are asked for: the first 10,000 are checked when the
/// config loads (a mistake there stops the load), the rest when they come on screen (a bad one
/// shows its error, and the load never waits for the whole file).
@Suite("Items files read as asked")
struct ItemLinesTests {
    static func lines(_ count: Int, bad: Int?) -> [UInt8] {
        Array((1...count).map { $0 == bad ? "{\"title\": }" : "{\"title\": \"Row \($0)\"}" }.joined(separator: "\n").utf8)
    }

    @Test func aMistakeLateInTheFileShowsOnItsRow() throws {
        let items = try ItemLines(bytes: Self.lines(20_000, bad: 15_000), path: "rows.jsonl")
        #expect(items.count == 20_000)
        #expect(items.row(0).title == "Row 1" && items.row(19_999).title == "Row 20000")
        let bad = items.row(14_999).title
        #expect(bad.hasPrefix("⚠ rows.jsonl:15000:") && !bad.contains("\n"), "\(bad)")
    }

    @Test func aMistakeNearTheTopStopsTheLoad() {
        #expect(throws: AppError.self) { _ = try ItemLines(bytes: Self.lines(20_000, bad: 9_000), path: "rows.jsonl") }
    }

    /// A million items: counted at once, the last one read when asked, and one added at the top
    /// found by reading only the rows before the first one shown.
    @Test func aMillionItemsAreCountedAndReadWhenAsked() throws {
        let items = try ItemLines(bytes: Self.lines(1_000_000, bad: 999_999), path: "rows.jsonl")
        #expect(items.count == 1_000_000)
        #expect(items.row(999_999).title == "Row 1000000")
        #expect(items.row(999_998).title.hasPrefix("⚠ "))
        #expect(items.firstIndex(of: ListRow(title: "Row 3")) == 2)
    }
}
