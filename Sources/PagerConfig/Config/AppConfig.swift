import FoundationEssentials
import PagerCore
import PagerScene

#if canImport(Glibc)
    import Glibc
#endif

/// Everything a config file sets: the window, the theme and the content.
package struct AppConfig {
    /// The largest config file read, in bytes.
    package static let maximumFileSize = 16 << 20

    package var windowTitle = "Sliding Tabs"
    /// The window size, when the config sets one.
    package var windowSize: PixelSize?
    package var theme = Theme()
    /// Light or dark colours, or as the desktop prefers (`appearance`).
    package var appearance = Appearance.system
    /// The words the config gives in place of the translated ones (`strings`), by key.
    package var strings: [String: String] = [:]
    package var content: SceneContent
    /// The name of the state file kept for this content (see `ShippedConfigs.stateName`).
    package var stateName: String
    /// Where an earlier version kept this content's values, read while `stateName`'s file is missing.
    package var legacyStateName: String?

    /// A config showing `content` with the defaults, its values kept under `stateName`.
    package init(content: SceneContent, stateName: String) {
        self.content = content
        self.stateName = stateName
    }

    /// Reads and checks `path`. Nothing is applied unless all of it is valid.
    /// - Throws: `AppError.usage` naming the file, the line and column, the JSON path and the reason.
    package static func load(path: String) throws -> AppConfig {
        try parse(try TextFile.read(path, kind: "config", maximumSize: maximumFileSize), path: path)
    }

    /// Checks and decodes a config's bytes; `path` names it in errors and names its state file.
    package static func parse(_ bytes: [UInt8], path: String) throws -> AppConfig {
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch let syntax as JSONSyntaxError {
            throw AppError.usage("\(path):\(syntax.position): \(syntax.message)")
        }
        var config = try ConfigDecoder(file: path).decode(json, stateName: ShippedConfigs.stateName(forConfigAt: path))
        config.legacyStateName = ShippedConfigs.legacyStateName(forConfigAt: path)
        return config
    }
}

/// Where a page stands: the title its lists' made-up rows name, and its tab's number.
package struct PagePlace: Sendable {
    package var title: String
    package var pageNumber: Int
}

/// Turns a parsed config into an `AppConfig`, checking every field.
package struct ConfigDecoder {
    package static let maximumTabs = Tuning.maximumTabs
    package static let maximumRows = 10_000_000
    package static let maximumTableRows = 10_000
    /// The longest title (window, tab, table row, profile name, heading, button), in characters.
    package static let maximumTitleLength = 200

    package let file: String

    package func decode(_ json: JSONValue, stateName: String) throws -> AppConfig {
        let root = try ObjectReader(
            json, path: "", file: file,
            allowed: ConfigKeys.root)
        var config = AppConfig(content: SceneContent(tabs: []), stateName: stateName)
        config.theme.direction = try root.choice("direction", ["ltr", "rtl"], default: "ltr") == "rtl" ? .rightToLeft : .leftToRight
        config.appearance = Appearance(rawValue: try root.choice("appearance", Appearance.allCases.map(\.rawValue), default: "system")) ?? .system
        if root.has("window") {
            let window = try root.object("window", allowed: ConfigKeys.window)
            config.windowTitle = try window.string("title", default: config.windowTitle, maxLength: Self.maximumTitleLength)
            if window.has("width") || window.has("height") {
                config.windowSize = PixelSize(
                    width: try window.integer("width", in: 1...8192, default: 800),
                    height: try window.integer("height", in: 1...8192, default: 600))
            }
        }
        if root.has("tabBar") { try decodeTabBar(try root.object("tabBar", allowed: ConfigKeys.tabBar), into: &config.theme) }
        if root.has("indicator") {
            try decodeIndicator(
                try root.object("indicator", allowed: ConfigKeys.indicator),
                into: &config.theme)
        }
        if root.has("pages") { try decodePageStyle(try root.object("pages", allowed: ConfigKeys.pageStyle), into: &config.theme) }
        let overlays = root.has("overlays") ? try root.array("overlays", count: 0...100) : []
        config.content.overlays = try overlays.map { try decodeOverlay($0.0, path: $0.1) }
        let icons = IconLoader(configFile: file, iconSize: config.theme.iconSize)
        config.content.tabs = try root.array("tabs", count: 1...Self.maximumTabs).enumerated().map { index, tab in
            try decodeTab(tab.0, path: tab.1, number: index + 1, icons: icons)
        }
        guard config.content.tabs.contains(where: \.isEnabled) else {
            throw root.error("tabs", "every tab is disabled (\"enabled\": false): at least one must be selectable")
        }
        if root.has("newTab") { config.content.newTab = try decodeTab(try root.required("newTab"), path: "newTab", number: 0, icons: icons) }
        if root.has("strings") {
            let strings = try root.object("strings", allowed: ConfigKeys.strings.map(\.key))
            for (key, _) in ConfigKeys.strings where strings.has(key) {
                config.strings[key] = try strings.string(key, maxLength: Self.maximumTitleLength)
            }
        }
        return config
    }

    private func decodeTabBar(_ bar: ObjectReader, into theme: inout Theme) throws {
        theme.tabBarHeight = try bar.number("height", in: 0...400, default: theme.tabBarHeight)
        let positions: KeyValuePairs<String, TabBarPosition> = ["top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing]
        let position = try bar.choice("position", positions.map(\.key), default: "top")
        theme.tabBarPosition = positions.first { $0.key == position }?.value ?? .top
        theme.sideBarWidth = try bar.number("width", in: 20...1000, default: theme.sideBarWidth)
        // Every key present is checked, whether or not the layout uses it.
        let padding = try bar.number("padding", in: 0...200, default: 16)
        let buttonWidth = bar.has("buttonWidth") ? try bar.number("buttonWidth", in: 1...4000) : nil
        let buttonHeight = bar.has("buttonHeight") ? try bar.number("buttonHeight", in: 1...400) : nil
        if let buttonHeight, theme.tabBarPosition.isSide { theme.sideTabHeight = buttonHeight }
        let minimumTabWidth = try bar.number("minimumTabWidth", in: 1...4000, default: 64)
        let layouts: KeyValuePairs<String, TabLayout> = [
            "equal": .equalWidths,
            "centered": .centered(buttonWidth: buttonWidth, buttonHeight: buttonHeight),
            "intrinsic": .intrinsic(padding: padding),
            "scrollable": .scrollable(padding: padding, minimumWidth: minimumTabWidth),
        ]
        let layout = try bar.choice("layout", layouts.map(\.key), default: "equal")
        theme.tabLayout = layouts.first { $0.key == layout }?.value ?? .equalWidths
        theme.titleFontSize = try bar.number("fontSize", in: 4...200, default: theme.titleFontSize)
        theme.titleColor = try bar.color("titleColor", default: theme.titleColor)
        theme.selectedTitleColor = try bar.color("selectedTitleColor", default: theme.selectedTitleColor)
        theme.tabBarColor = try bar.color("background", default: theme.tabBarColor)
        theme.pagerBounces = try bar.bool("bounces", default: theme.pagerBounces)
        theme.pagerEdgeEffect = try bar.edgeEffect("edgeEffect")
        theme.showsAddRemove = try bar.bool("addRemoveButtons", default: theme.showsAddRemove)
        theme.clearsBadgeOnSelect = try bar.bool("clearBadgeOnSelect", default: theme.clearsBadgeOnSelect)
        theme.tabsClosable = try bar.bool("closable", default: theme.tabsClosable)
        theme.tabsReorderable = try bar.bool("reorderable", default: theme.tabsReorderable)
        theme.showsTabMenu = try bar.bool("overflowMenu", default: theme.showsTabMenu)
        theme.iconPosition = try bar.choice("iconPosition", ["top", "leading"], default: "top") == "top" ? .top : .leading
        theme.iconSize = try bar.number("iconSize", in: 4...200, default: theme.iconSize)
        theme.tintIcons = try bar.bool("tintIcons", default: theme.tintIcons)
        let multitouch = try bar.choice("multitouch", MultitouchStrategy.allCases.map(\.rawValue), default: theme.multitouch.rawValue)
        theme.multitouch = MultitouchStrategy(rawValue: multitouch) ?? .latest
    }

    private func decodeIndicator(_ indicator: ObjectReader, into theme: inout Theme) throws {
        theme.indicatorHeight = try indicator.number("height", in: 0...100, default: theme.indicatorHeight)
        theme.indicatorColor = try indicator.color("color", default: theme.indicatorColor)
        theme.indicatorCornerRadius = try indicator.number("cornerRadius", in: 0...100, default: 0)
        if let width = indicator.optional("width") {
            switch width.kind {
            case .number: theme.indicatorWidth = .exact(try indicator.number("width", in: 0...4000))
            case .string(let text) where text == "tab" || text == "title": theme.indicatorWidth = text == "title" ? .title : .tab
            default:
                var reason = "must be 'tab', 'title' or a number from 0 to 4000, got \(width.typeName)"
                if case .string(let text) = width.kind {
                    reason = "must be 'tab', 'title' or a number from 0 to 4000, got \(quoted(text))"
                    if let close = ObjectReader.closest(to: text, in: ["tab", "title"]) { reason += "; did you mean '\(close)'?" }
                }
                throw indicator.error("width", reason)
            }
        }
        // JFTabView: the multiplier takes precedence over a width.
        if indicator.has("multiplier") { theme.indicatorWidth = .multiple(try indicator.number("multiplier", in: 0...20)) }
    }

    private func decodePageStyle(_ style: ObjectReader, into theme: inout Theme) throws {
        theme.pageColor = try style.color("background", default: theme.pageColor)
        theme.rowFontSize = try style.number("rowFontSize", in: 4...200, default: theme.rowFontSize)
        theme.rowTextColor = try style.color("textColor", default: theme.rowTextColor)
        theme.separatorColor = try style.color("separatorColor", default: theme.separatorColor)
        theme.accentColor = try style.color("accentColor", default: theme.accentColor)
        theme.listBounces = try style.bool("listBounces", default: theme.listBounces)
        theme.listEdgeEffect = try style.edgeEffect("listEdgeEffect")
        theme.pageSpacing = try style.number("spacing", in: 0...400, default: 0)
        theme.pagePeek = try style.number("peek", in: 0...400, default: 0)
        let transforms = [PageTransform.slide, .depth, .zoomOut, .fade]
        let transition = try style.choice("transition", transforms.map(\.name), default: "slide")
        theme.pageTransform = transforms.first { $0.name == transition } ?? .slide
    }

    private func decodeOverlay(_ value: JSONValue, path: String) throws -> OverlayLabel {
        let label = try ObjectReader(
            value, path: path, file: file,
            allowed: ConfigKeys.overlay)
        let align = try label.choice("align", ["leading", "center", "trailing"], default: "center")
        return OverlayLabel(
            text: try label.string("text", maxLength: 500), top: try label.number("top", in: 0...400, default: 0),
            height: try label.number("height", in: 1...400, default: 14),
            fontSize: try label.number("fontSize", in: 4...200, default: 10),
            color: try label.color("color", default: Color(110, 110, 110)),
            alignment: align == "leading" ? .leading : align == "trailing" ? .trailing : .center)
    }

    /// Tab number `number` (from 1; 0 for the tab + adds, numbered when added).
    private func decodeTab(_ value: JSONValue, path: String, number: Int, icons: IconLoader) throws -> TabContent {
        let tab = try ObjectReader(value, path: path, file: file, allowed: ConfigKeys.tab)
        var icon: SceneImage?
        if let iconPath = try tab.optionalString("icon") {
            do {
                icon = try icons.icon(at: iconPath)
            } catch {
                throw tab.error("icon", error.text)
            }
        }
        let title = try tab.string("title", maxLength: Self.maximumTitleLength)
        // A tab nobody can read is a mistake: screen readers would announce nothing, the bar a gap.
        guard !title.trimmingWhitespace.isEmpty else { throw tab.error("title", "must have text, not only white space") }
        return TabContent(
            title: title,
            page: try decodePage(try tab.required("page"), path: tab.childPath("page"), place: PagePlace(title: title, pageNumber: number)),
            badge: try tab.badge("badge"), icon: icon, isEnabled: try tab.bool("enabled", default: true),
            isClosable: try tab.bool("closable", default: true))
    }

    package func decodePage(_ value: JSONValue, path: String, place: PagePlace) throws -> PageContent {
        let (type, page) = try typedObject(value, path: path, among: Self.pageTypes, name: \.name, keys: \.keys)
        return try type.decode(self, page, place)
    }

    /// Reads the object `value`'s `type` (one of `types`, by `name`), then the object with the
    /// keys that type takes: the one way page and row types are chosen.
    func typedObject<Type>(
        _ value: JSONValue, path: String, among types: [Type], name: (Type) -> String, keys: (Type) -> [String]
    ) throws -> (Type, ObjectReader) {
        guard case .object(let members) = value.kind else {
            throw ObjectReader.error(file, value.position, path, "expected an object, got \(value.typeName)")
        }
        let typeReader = try ObjectReader(value, path: path, file: file, allowed: members.map(\.key))
        let chosen = try typeReader.choice("type", types.map(name))
        guard let type = types.first(where: { name($0) == chosen }) else { throw typeReader.error("type", "unknown type") }
        return (type, try ObjectReader(value, path: path, file: file, allowed: keys(type)))
    }

    func decodeItem(_ value: JSONValue, path: String) throws -> ComposedItem {
        let item = try ObjectReader(value, path: path, file: file, allowed: ConfigKeys.item)
        // One view an item: a second would vanish without a word.
        let kinds = ["heading", "paragraph", "button"].filter(item.has)
        if kinds.count > 1 {
            throw item.error(kinds[1], "an item is one of 'heading', 'paragraph' or 'button', not both '\(kinds[0])' and '\(kinds[1])'")
        }
        for (key, owner) in [("height", "paragraph"), ("message", "button")] where item.has(key) && !item.has(owner) {
            throw item.error(key, "'\(key)' is for a '\(owner)' item")
        }
        if item.has("heading") { return .heading(try item.string("heading", maxLength: Self.maximumTitleLength)) }
        if item.has("paragraph") {
            return .paragraph(try item.string("paragraph", maxLength: 10_000), height: try item.number("height", in: 0...10_000, default: 72))
        }
        if item.has("button") {
            return .button(try item.string("button", maxLength: Self.maximumTitleLength), message: try item.string("message", default: ""))
        }
        throw ObjectReader.error(file, value.position, path, "expected one of 'heading', 'paragraph' or 'button'")
    }
}

extension ObjectReader {
    /// The most a badge counts (it shows "99+" above 99).
    static let maximumBadge = 1_000_000_000

    /// A tab's badge: a whole number, `"dot"`, or absent or null for none.
    package func badge(_ key: String) throws -> TabBadge? {
        guard let value = optional(key) else { return nil }
        switch value.kind {
        case .null: return nil
        case .number: return .count(try integer(key, in: 0...Self.maximumBadge))
        case .string(let text):
            guard text == "dot" else { throw error(key, "expected a count, \"dot\" or null, got \(quoted(text))") }
            return .dot
        default: throw error(key, "expected a count, \"dot\" or null, got \(value.typeName)")
        }
    }

    /// An edge effect: `"glow"` (the default) or `"none"`.
    fileprivate func edgeEffect(_ key: String) throws -> EdgeEffect {
        try choice(key, ["glow", "none"], default: "glow") == "glow" ? .glow : .none
    }
}

extension AppConfig {
    /// `translated`, the words in the user's language, with those the config gives in their place.
    package func sceneStrings(over translated: SceneStrings) -> SceneStrings {
        var words = translated
        for (key, path) in ConfigKeys.strings { if let given = strings[key] { words[keyPath: path] = given } }
        return words
    }
}

/// A config's colours: its own (`light`), darkened (`dark`), or as the desktop prefers (`system`).
package enum Appearance: String, CaseIterable, Sendable {
    case system, light, dark
}
