import EndToEndSupport
import Foundation
import PagerConfig
import PagerCore
import PagerScene
import Testing

@testable import SlidingTabs
@testable import SlidingTabsKit

/// docs/reference.md and the program agree, both ways: every flag, key, script command, config
/// key (with its range and default), exit code, limit and report field the reference names is
/// what the program does, and the program accepts nothing the reference leaves out.
@Suite("The reference and the program agree")
struct DocumentationDriftTests {
    static let reference = document("docs/reference.md")

    /// The text of the project's document at `path` (empty when it cannot be read).
    static func document(_ path: String) -> String {
        (try? String(contentsOf: Executable.packageRoot.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// The rows of the first table whose header row starts with `| header |`: cells, trimmed.
    static func table(headed header: String) -> [[String]] {
        let lines = reference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("| \(header) |") }) else { return [] }
        return lines[(start + 2)...].prefix { $0.hasPrefix("|") }.map { line in
            // Split on unescaped pipes.
            var cells: [String] = [], cell = "", previous: Character = " "
            for character in line.dropFirst() {
                if character == "|" && previous != "\\" { cells.append(cell.trimmingWhitespace); cell = "" } else { cell.append(character) }
                previous = character
            }
            return cells
        }
    }

    /// The `backquoted` pieces of `text`.
    static func codeSpans(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    @Test func helpIsTheReferencesCommandLineBlock() throws {
        let section = try #require(Self.reference.components(separatedBy: "## Command line").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```\n").dropFirst().first)
        #expect(block == Options.usage + "\n")
        #expect(Self.reference.contains(Benchmark.Options.synopsis) && Self.reference.contains(Soak.Options.synopsis))
    }

    /// The man page (made from the reference by Tools/man/generate.py, as `make install` makes
    /// it), rendered by `man -l` as a user reads it: the whole reference under its headings, and
    /// every flag, script command, config key and exit code, with the program's version.
    @Test func theManPageHasEveryFlagCommandKeyAndExitCode() throws {
        let directory = try Executable.workDirectory()
        let page = directory.appendingPathComponent("sliding-tabs.1").path
        let generator = Executable.packageRoot.appendingPathComponent("Tools/man/generate.py").path
        let made = try Executable.tool(["python3", generator, page], in: directory)
        #expect(made.status == 0, "\(made.stderr)")
        let man = try Executable.tool(["man", "-l", "-P", "cat", page], in: directory, environment: ["MANWIDTH": "120", "LANG": "C.UTF-8"])
        #expect(man.status == 0 && man.stderr.isEmpty, "\(man.stderr)")
        // Words as a reader sees them: lines joined, the hyphens groff draws as ASCII.
        let text = man.stdout.replacingOccurrences(of: "\u{2010}", with: "-").replacingOccurrences(of: "\u{2212}", with: "-")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("sliding-tabs \(SlidingTabsVersion.text)"))
        // The whole reference, under its own headings (a heading is a line of its own), and the
        // sections a man page's reader looks for; the keys of the keys table.
        let headingLines = Set(
            man.stdout.replacingOccurrences(of: "\u{2019}", with: "'").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        let headings = (Self.reference + "\n" + Self.document("docs/accessibility.md")).split(separator: "\n")
            .filter { $0.hasPrefix("## ") || $0.hasPrefix("### ") || $0 == "# Screen readers" }
            .map { $0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces) }
        #expect(headings.count > 12)
        for heading in headings + ["NAME", "SYNOPSIS", "DESCRIPTION", "EXIT STATUS", "FILES"] {
            #expect(headingLines.contains(heading), "no heading \(heading) in the man page")
        }
        for key in ["F12", "Ctrl+Q", "Ctrl+T", "Ctrl+W", "F5", "Esc"] { #expect(text.contains(key), "the keys table lacks \(key)") }
        let missing =
            Options.flags.flatMap(\.names).filter { !text.contains($0) }
            + Script.commandNames.filter { !text.contains($0) }
            + ConfigKeys.documentedPaths.sorted().filter { !text.contains($0) }
            + ExitCode.allCases.map { String($0.rawValue) }.filter { !text.contains($0) }
        #expect(missing.isEmpty, "not in the man page: \(missing)")
        let groff = try Executable.tool(["groff", "-man", "-ww", "-z", page], in: directory)
        #expect(groff.status == 0 && groff.stderr.isEmpty, "groff warns: \(groff.stderr)")
    }

    @Test func versionIsTheReferencesAndTheProgramsOne() throws {
        #expect(Self.reference.contains("`sliding-tabs \(SlidingTabsVersion.text)`"))
        let directory = try Executable.workDirectory()
        let result = try Executable.run(["--version"], in: directory)
        #expect(result.status == 0 && result.stdout == "sliding-tabs \(SlidingTabsVersion.text)\n" && result.stderr.isEmpty)
    }

    @Test func flagsAreDocumentedBothWays() {
        let documented = Set(Self.table(headed: "flag").flatMap { Self.codeSpans($0[0]) }.map { String($0.split(separator: " ")[0]) })
        #expect(documented == Set(Options.flags.flatMap(\.names)))
        for flag in Options.flags where flag.value == nil && !flag.names.contains("--help") {
            #expect((try? Options.parse([flag.names[0]])) != nil, "\(flag.names[0])")
        }
    }

    @Test func scriptCommandsAreDocumentedBothWays() {
        let rows = Self.table(headed: "command")
        let spans: [String] = rows.flatMap { Self.codeSpans($0[0]) }
        let documented = Set(spans.compactMap { span -> String? in span.split(separator: " ").first.map { String($0) } })
        #expect(documented == Set(Script.commandNames))
    }

    @Test func keyNamesAreDocumentedBothWays() throws {
        let row = try #require(Self.table(headed: "command").first { $0[0] == "`key NAME`" })
        let spans = Self.codeSpans(row[1])
        let modifiers = spans.filter { $0.hasSuffix("+") }.map { String($0.dropLast()) }
        #expect(Set(modifiers) == Set(Script.controlModifiers + Script.shiftModifiers + Script.altModifiers))
        let names = spans.filter { !$0.hasSuffix("+") && !$0.hasPrefix("key ") }.map { $0.lowercased() }
        #expect(Set(names) == Set(Script.keyNames.keys))
        for name in names { #expect((try? Script(parsing: "key \(name.uppercased())", name: "k")) != nil, "\(name)") }
    }

    @Test func exitCodesAreDocumentedBothWays() {
        let documented = Self.table(headed: "exit code").flatMap { $0[0].split(separator: ",").compactMap { Int32($0.trimmingWhitespace) } }
        #expect(Set(documented) == Set(ExitCode.allCases.map(\.rawValue)))
    }

    @Test func reportFieldsAreDocumentedBothWays() throws {
        var scene = Scene(content: .showcase, viewSize: Size(width: 800, height: 600))
        scene.showMessage("shown")
        let data = try JSONEncoder().encode(StateReport(scene: scene, framesPresented: 0))
        let fields = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]).keys
        let documented = Self.table(headed: "field").flatMap { Self.codeSpans($0[0]) }
        #expect(Set(documented) == Set(fields))
    }

    @Test func limitsAreTheProgramsLimits() throws {
        let limits = Self.table(headed: "limit").map { $0.joined(separator: " ") }.joined(separator: "\n")
        for value in [
            AppConfig.maximumFileSize, Script.maximumFileSize, StateStore.maximumFileSize, JSONParser.maximumDepth,
            JSONParser.maximumStringLength, Tuning.maximumTabs, ConfigDecoder.maximumRows, ConfigDecoder.maximumTableRows,
            ConfigDecoder.maximumTitleLength, PixelSize.maximum.width, Int(Script.maximumCoordinate),
            Int(Script.maximumMilliseconds), Int(Script.maximumTotalMilliseconds),
        ] {
            #expect(limits.contains(String(value)), "\(value) is not in the limits table")
        }
        #expect(limits.contains("\(Int(WindowApp.minimumSize.width))x\(Int(WindowApp.minimumSize.height))"))
    }

    // MARK: config keys

    /// The config reference: key path to (values, default).
    static let configRows: [(key: String, values: String, fallback: String)] = table(headed: "key").compactMap { row in
        guard row.count == 3, let key = codeSpans(row[0]).first else { return nil }
        return (key, row[1], row[2])
    }

    @Test func configKeysAreDocumentedBothWays() {
        #expect(Set(Self.configRows.map(\.key)) == ConfigKeys.documentedPaths)
        #expect(Self.configRows.count >= 70)
    }

    /// A minimal valid config text with `key` (a reference key path) set to the JSON `value`, or
    /// without it when `value` is nil.
    static func config(setting key: String, to value: String?) -> String {
        let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
        let (scope, name) = (parts[0], parts.count > 1 ? parts[1] : "")
        /// `base`'s members with the key's own added.
        func members(_ base: String, name: String = name) -> String {
            let member = value.map { "\"\(name)\": \($0)" }
            return [base, member ?? ""].filter { !$0.isEmpty }.joined(separator: ", ")
        }
        func page(_ body: String) -> String { #"{"tabs": [{"title": "T", "page": {"# + body + "}}]}" }
        func table(_ row: String) -> String { page(#""type": "table", "sections": [{"rows": [{"# + row + "}]}]") }
        let tab = #"{"title": "T", "page": {"type": "list", "rows": 1}}"#
        switch scope {
        case "window", "tabBar", "indicator", "pages": return #"{"\#(scope)": {\#(members(""))}, "tabs": [\#(tab)]}"#
        case "overlays[]": return #"{"overlays": [{\#(members(#""text": "a""#))}], "tabs": [\#(tab)]}"#
        case "tabs[]": return #"{"tabs": [{\#(members(#""title": "T", "page": {"type": "list", "rows": 1}"#))}]}"#
        case "list" where name.hasPrefix("items[]."):
            let field = String(name.dropFirst("items[].".count))
            return page(#""type": "list", "items": [{"# + members(field == "title" ? "" : #""title": "t""#, name: field) + "}]")
        case "list" where ["items", "itemsFile", "pageSize"].contains(name):
            return page(members(name == "pageSize" ? #""type": "list", "items": [], "loadMore": true"# : #""type": "list""#))
        case "grid":
            let base = ["items": #""type": "grid""#, "itemsFile": #""type": "grid""#, "pageSize": #""type": "grid", "items": [], "loadMore": true"#]
            return page(members(base[name] ?? #""type": "grid", "items": []"#))
        case "list": return page(members(name == "rows" ? #""type": "list""# : #""type": "list", "rows": 1"#))
        case "table": return page(members(#""type": "table", "sections": []"#))
        case "color": return page(members(#""type": "color""#))
        case "composed": return page(members(#""type": "composed", "items": []"#))
        case "image": return page(members(name == "path" ? #""type": "image""# : #""type": "image", "path": "p.png""#))
        case "gallery": return page(members(name == "images" ? #""type": "gallery""# : #""type": "gallery", "images": ["p.png"]"#))
        case "sections[]": return page(#""type": "table", "sections": [{"# + members(#""rows": []"#) + "}]")
        case "items[]":
            let base = ["height": #""paragraph": "p""#, "message": #""button": "b""#][name] ?? ""
            return page(#""type": "composed", "items": [{"# + members(base) + "}]")
        case "row":
            let base =
                ["detail": #""type": "detail", "title": "t""#, "id": #""type": "switch", "title": "t""#][name]
                ?? #""type": "title", "title": "t""#
            return table(members(base))
        case "switch": return table(members(#""type": "switch", "title": "t""#))
        case "button": return table(members(#""type": "button", "title": "t""#))
        case "option": return table(members(#""type": "option", "title": "t", "group": "g""#))
        case "profile": return table(members(#""type": "profile", "name": "n""#))
        default: return "{" + members(#""tabs": [\#(tab)]"#, name: key) + "}"
        }
    }

    static func loads(_ text: String) -> AppConfig? { try? AppConfig.parse(Array(text.utf8), path: "drift.json") }

    /// Each documented range holds to its ends: both ends load, just outside them does not.
    @Test func documentedRangesAreTheProgramsRanges() throws {
        var checked = 0
        for row in Self.configRows {
            let words = row.values.split(separator: " ").map { String($0.trimmingCharacters(in: CharacterSet(charactersIn: ":,;"))) }
            guard let range = words.first(where: { $0.range(of: #"^-?\d+-\d+$"#, options: .regularExpression) != nil }),
                !row.values.hasPrefix("array")
            else { continue }
            let ends =
                range.hasPrefix("-")
                ? ["-" + range.dropFirst().split(separator: "-")[0], String(range.dropFirst().split(separator: "-")[1])]
                : range.split(separator: "-").map(String.init)
            let (low, high) = (try #require(Int(ends[0])), try #require(Int(ends[1])))
            for (value, accepted) in [(low, true), (high, true), (low - 1, false), (high + 1, false)] {
                let text = Self.config(setting: row.key, to: String(value))
                let loaded = Self.loads(text) != nil
                #expect(loaded == accepted, "\(row.key) = \(value) should be \(accepted ? "accepted" : "refused"): \(text)")
            }
            checked += 1
        }
        #expect(checked >= 25)
    }

    /// Each documented default is the default: a config giving it loads the same as one without it.
    @Test func documentedDefaultsAreTheProgramsDefaults() throws {
        var checked = 0
        for row in Self.configRows {
            guard row.fallback.hasPrefix("`"), row.fallback.hasSuffix("`"), row.fallback.count > 2 else { continue }
            let literal = String(row.fallback.dropFirst().dropLast())
            let given = try #require(Self.loads(Self.config(setting: row.key, to: literal)), "\(row.key) = \(literal) does not load")
            let omitted = try #require(Self.loads(Self.config(setting: row.key, to: nil)), "\(row.key) left out does not load")
            if row.key.hasPrefix("window.") && row.key != "window.title" {
                #expect(given.windowSize == .standard, "\(row.key): the documented default is not the window's size")
            } else {
                #expect(
                    given.theme == omitted.theme && Self.shows(given.content, as: omitted.content) && given.windowTitle == omitted.windowTitle,
                    "\(row.key): giving the documented default \(literal) changes the result")
            }
            checked += 1
        }
        #expect(checked >= 35)
    }

    /// Keys that matter only in one tab layout: each documented default, given in that layout
    /// (a default in words, such as "the bar's height", worked out for a bar of 800x60 with
    /// three tabs), lays the buttons out as leaving the key out does.
    @Test func layoutKeysKeepTheirDefaultsInTheirLayout() throws {
        let layouts = ["buttonWidth": "centered", "buttonHeight": "centered", "padding": "intrinsic", "minimumTabWidth": "scrollable"]
        let words = ["the bar's width / (tabs + 1)": "200", "the bar's height": "60"]
        for (key, layout) in layouts {
            let row = try #require(Self.configRows.first { $0.key == "tabBar.\(key)" })
            let fallback = row.fallback.hasPrefix("`") ? String(row.fallback.dropFirst().dropLast()) : words[row.fallback]
            let value = try #require(fallback, "tabBar.\(key)'s default \(row.fallback) is not worked out here")
            func frames(_ extra: String) throws -> [Rect] {
                let text =
                    #"{"tabBar": {"height": 60, "layout": "\#(layout)"\#(extra)}, "tabs": ["#
                    + ["News", "Sport", "Technology"].map { #"{"title": "\#($0)", "page": {"type": "color"}}"# }.joined(separator: ", ") + "]}"
                let config = try #require(Self.loads(text), "\(text)")
                return Scene(content: config.content, theme: config.theme, viewSize: Size(width: 800, height: 600)).tabFrames
            }
            #expect(try frames("") == frames(#", "\#(key)": \#(value)"#), "tabBar.\(key) = \(value) in the \(layout) layout")
        }
    }

    /// Whether two configs' contents show the same: equal, or with lists whose rows come from
    /// the program's own sources showing the same rows the same way.
    static func shows(_ a: SceneContent, as b: SceneContent) -> Bool {
        guard a != b else { return true }
        func rows(_ content: SceneContent) -> [String] {
            content.tabs.enumerated().map { index, tab in
                guard case .list(let list) = tab.page, list.source != nil else { return "\(tab.title) \(tab.page)" }
                let titles = (0..<min(list.rowCount, 50)).map { list.row(at: $0, pageNumber: index + 1) }
                return "\(tab.title) \(list.rowCount) \(list.rowHeight) \(list.refreshes) \(list.loadsMore) \(titles)"
            }
        }
        return rows(a) == rows(b) && a.overlays == b.overlays && a.newTab.title == b.newTab.title
    }

    /// Every public declaration of the library products has a `///` summary.
    @Test func everyPublicSymbolIsDocumented() throws {
        var undocumented: [String] = []
        for module in ["PagerCore", "PagerScene", "PagerSDL", "PagerAccessibility", "SlidingTabsKit"] {
            let folder = Executable.packageRoot.appendingPathComponent("Sources/\(module)")
            let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            for file in files where file.hasSuffix(".swift") {
                let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                    .split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingWhitespace }
                for (index, line) in lines.enumerated() where line.hasPrefix("public ") || (line.hasPrefix("@") && line.contains(" public ")) {
                    var above = index - 1
                    while above >= 0 && lines[above].hasPrefix("@") { above -= 1 }
                    if above < 0 || !lines[above].hasPrefix("///") { undocumented.append("\(module)/\(file):\(index + 1): \(line)") }
                }
            }
        }
        #expect(undocumented.isEmpty, "\(undocumented.joined(separator: "\n"))")
    }
}
