import Foundation
import PagerConfig
import PagerCore
import PagerScene
import Testing

@testable import SlidingTabsKit

/// Config validation: every error path names the file, line and column, the JSON path and the reason.
@Suite("Config files")
struct ConfigTests {
    /// Loads `text` as a config file and returns the error's message (nil when it loads).
    func loadError(_ text: String) throws -> String? {
        let directory = try Fixtures.workDirectory()
        let path = directory.appendingPathComponent("c.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        do {
            _ = try AppConfig.load(path: path)
            return nil
        } catch let error as AppError {
            #expect(error.exitCode == .usage)
            #expect(error.description.hasPrefix(path + ":"), "\(error.description)")
            return String(error.description.dropFirst(path.count + 1))
        }
    }

    static let minimal = #"{"tabs": [{"title": "A", "page": {"type": "list", "rows": 3}}]}"#

    @Test func theMinimalConfigLoads() throws {
        #expect(try loadError(Self.minimal) == nil)
    }

    /// Every config in Assets/.
    static let shipped = ((try? FileManager.default.contentsOfDirectory(atPath: Fixtures.packageRoot.appendingPathComponent("Assets").path)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted()

    @Test func theShippedConfigsAreFound() {
        #expect(
            Set(["jftabview.json", "toutiao.json", "settings.json", "channels.json", "gallery.json", "rtl.json", "world.json"]).isSubset(
                of: Self.shipped))
    }

    @Test(arguments: shipped)
    func everyShippedConfigLoads(name: String) throws {
        let config = try AppConfig.load(path: Fixtures.asset(name))
        #expect(!config.content.tabs.isEmpty)
        #expect(config.stateName == String(name.dropLast(5)))
    }

    @Test func theJFTabViewConfigIsFaithfulToItsSeed() throws {
        let config = try AppConfig.load(path: Fixtures.asset("jftabview.json"))
        #expect(config.content.tabs.map(\.title) == ["第一页", "第二页", "第三页"])
        #expect(config.theme.tabLayout == .centered(buttonWidth: nil, buttonHeight: nil))
        #expect(config.theme.indicatorWidth == .multiple(2) && config.theme.indicatorHeight == 5)
        #expect(config.content.overlays.map(\.text) == ["外部添加在topView上的测试"])
        #expect(config.content.tabs[0].page == .list(ListContent(rowCount: 100, rowHeight: 44, template: "{row}", firstRowNumber: 0)))
        #expect(config.content.tabs[2].page == .colorBlock(.red, Size(width: 300, height: 300)))
    }

    @Test func theToutiaoConfigIsFaithfulToItsSeed() throws {
        let config = try AppConfig.load(path: Fixtures.asset("toutiao.json"))
        #expect(config.content.tabs.map(\.title) == ["Button1", "Button2", "Button3"])
        #expect(config.theme.tabLayout == .equalWidths && config.theme.showsAddRemove)
        for (index, tab) in config.content.tabs.enumerated() {
            guard case .list(let list) = tab.page else {
                Issue.record("tab \(index + 1) is not a list")
                continue
            }
            #expect(list.rowCount == 20 && list.rowHeight == 60 && list.refreshes && list.loadsMore)
            #expect(list.row(at: 4, pageNumber: index + 1).title == "I am the 5th data in the \(index + 1)th TableView.")
        }
        #expect(config.content.tabs.map(\.badge) == [nil, .dot, .count(12)])
        #expect(config.theme.clearsBadgeOnSelect)
    }

    /// The gallery config: a bottom bar of tinted SVG icons, a gallery, a covering picture, and
    /// a missing picture that is no config error (it shows a placeholder).
    @Test func theGalleryConfigLoadsItsIconsAndPictures() throws {
        let config = try AppConfig.load(path: Fixtures.asset("gallery.json"))
        #expect(config.theme.tabBarPosition == .bottom && config.theme.tintIcons && config.theme.iconPosition == .top)
        #expect(config.content.tabs.allSatisfy { ($0.icon?.pixels.width ?? 0) == 72 })
        guard case .images(let gallery) = config.content.tabs[0].page, case .images(let cover) = config.content.tabs[1].page else {
            Issue.record("not image pages")
            return
        }
        #expect(gallery.isGallery && gallery.paths.count == 4 && gallery.paths[0].hasSuffix("/Assets/pictures/mountains.svg"))
        #expect(cover.fit == .cover && !cover.isGallery)
    }

    /// A missing or unreadable icon is a config error naming the file and the JSON path.
    @Test func aMissingOrBrokenIconIsAConfigError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("icons-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("not a picture".utf8).write(to: directory.appendingPathComponent("broken.png"))
        for (icon, reason) in [("gone.png", "cannot read 'gone.png': no such file"), ("broken.png", "'broken.png' is not an image")] {
            let path = directory.appendingPathComponent("c.json").path
            try Data(#"{"tabs": [{"title": "A", "icon": "\#(icon)", "page": {"type": "list", "rows": 1}}]}"#.utf8).write(
                to: URL(fileURLWithPath: path))
            #expect {
                try AppConfig.load(path: path)
            } throws: { error in
                "\(error)".contains("\(path):1:34: tabs[0].icon: \(reason)")
            }
        }
    }

    @Test(arguments: [
        // Syntax: line and column.
        ("{\n  \"tabs\": [,]\n}", "2:12: unexpected ',': expected a value"),
        ("{\"tabs\": [", "1:11: unexpected end of file: expected a value"),
        ("{\"tabs\": 1} x", "1:13: unexpected 'x' after the end of the JSON value"),
        ("{\"a\": 1, \"a\": 2}", "1:10: a: duplicate key 'a'"),
        ("{\"tabs\": \"\u{1}\"}", "1:11: control character 0x01 in a string (escape it)"),
        ("{\"n\": 1e999}", "1:7: number 1e999 is out of range"),
        ("{\"n\": 012}", "1:8: invalid number: leading zeros are not allowed"),
        (String(repeating: "[", count: 70), "1:65: nested deeper than 64 levels"),
        ("", "1:1: unexpected end of file: expected a value"),
        // Fields: JSON path and reason.
        (#"{"tabs": []}"#, "1:10: tabs: must have between 1 and 10000 entries, got 0"),
        (#"{}"#, "1:1: tabs: is required"),
        (#"{"tabs": [{"title": 5, "page": {"type": "list", "rows": 3}}]}"#, "1:21: tabs[0].title: expected a string, got a number"),
        (
            #"{"tabs": [{"title": "A", "page": {"type": "list", "rows": 3}}, {"title": "B", "page": {"type": "list", "rows": 3}}, {"title": "C", "page": {"type": "list", "rows": -5}}]}"#,
            "1:165: tabs[2].page.rows: must be between 0 and 10000000, got -5"
        ),
        (#"{"tabs": [{"title": "A", "page": {"type": "list", "rows": 2.5}}]}"#, "1:59: tabs[0].page.rows: must be a whole number, got 2.5"),
        (#"{"tabs": [{"title": "A", "page": {"type": "list", "rowz": 3}}]}"#, "1:51: tabs[0].page: unknown key 'rowz'; did you mean 'rows'?"),
        (
            #"{"tabs": [{"title": "A", "page": {"type": "lists", "rows": 3}}]}"#,
            "1:43: tabs[0].page.type: must be one of 'list', 'table', 'color', 'image', 'gallery', 'grid', 'composed', got 'lists'; did you mean 'list'?"
        ),
        (#"{"tabs": [{"title": "A", "page": {"type": "list"}}]}"#, "1:34: tabs[0].page: 'rows' is required (or 'items', or 'itemsFile')"),
        (
            #"{"tabBar": {"layout": "scrolable"}, "tabs": [{"title": "A", "page": {"type": "list", "rows": 3}}]}"#,
            "1:23: tabBar.layout: must be one of 'equal', 'centered', 'intrinsic', 'scrollable', got 'scrolable'; did you mean 'scrollable'?"
        ),
        (
            #"{"indicator": {"color": "red"}, "tabs": [{"title": "A", "page": {"type": "list", "rows": 3}}]}"#,
            "1:25: indicator.color: expected a colour like \"#ff0000\" (#rgb, #rrggbb or #rrggbbaa), got 'red'"
        ),
        (#"{"tabz": []}"#, "1:2: unknown key 'tabz'; did you mean 'tabs'?"),
        (
            #"{"window": {"width": 0}, "tabs": [{"title": "A", "page": {"type": "list", "rows": 3}}]}"#,
            "1:22: window.width: must be between 1 and 8192, got 0"
        ),
        (
            #"{"tabs": [{"title": "A", "page": {"type": "table", "sections": [{"rows": [{"type": "switch"}]}]}}]}"#,
            "1:75: tabs[0].page.sections[0].rows[0]: 'title' is required"
        ),
        (
            #"{"tabs": [{"title": "A", "page": {"type": "table", "sections": [{"rows": [{"type": "toggle", "title": "x"}]}]}}]}"#,
            "1:84: tabs[0].page.sections[0].rows[0].type: must be one of 'title', 'detail', 'subtitle', 'switch', 'disclosure', 'button', 'option', 'profile', got 'toggle'"
        ),
        (
            #"{"tabs": [{"title": "A", "page": {"type": "composed", "items": [{}]}}]}"#,
            "1:65: tabs[0].page.items[0]: expected one of 'heading', 'paragraph' or 'button'"
        ),
        (#"{"tabs": [{"title": "A", "page": [1]}]}"#, "1:34: tabs[0].page: expected an object, got an array"),
        (#"{"tabs": [{"title": "A", "page": {"type": "grid"}}]}"#, "1:34: tabs[0].page: 'items' is required (or 'itemsFile')"),
        (
            #"{"tabs": [{"title": "A", "page": {"type": "grid", "columns": 13, "items": []}}]}"#,
            "1:62: tabs[0].page.columns: must be between 1 and 12, got 13"
        ),
        (
            #"{"tabs": [{"title": "A", "page": {"type": "list", "items": [], "pageSize": 5}}]}"#,
            "1:76: tabs[0].page.pageSize: 'pageSize' is how many items loading more shows: it needs 'loadMore': true"
        ),
    ])
    func errorsNameTheLineThePathAndTheReason(text: String, expected: String) throws {
        #expect(try loadError(text) == expected)
    }

    @Test func invalidUTF8IsNamed() throws {
        let directory = try Fixtures.workDirectory()
        let path = directory.appendingPathComponent("bad.json").path
        try Data([0x7B, 0x0A, 0x22, 0x61, 0xFF, 0x22, 0x7D]).write(to: URL(fileURLWithPath: path))
        #expect(throws: AppError.self) { try AppConfig.load(path: path) }
        do { _ = try AppConfig.load(path: path) } catch let error as AppError {
            #expect(error.description == "\(path):2:3: the file is not valid UTF-8 text")
        }
    }

    @Test func chineseAndEscapesParse() throws {
        let value = try JSONParser.parse(Array(#"{"t": "第一页 \u00e9\ud83d\ude00\n"}"#.utf8))
        guard case .object(let members) = value.kind, case .string(let text) = members[0].value.kind else {
            Issue.record("not an object with a string")
            return
        }
        #expect(text == "第一页 é😀\n")
    }
}
