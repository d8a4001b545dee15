import PagerScene

/// Every key a config may hold, by the kind of object it stands in. The decoder accepts exactly
/// these, and the config reference (docs/reference.md) lists exactly these (a test checks both ways).
package enum ConfigKeys {
    package static let root = ["direction", "window", "tabBar", "indicator", "pages", "overlays", "tabs", "newTab", "strings", "appearance"]
    /// The words a config may give in place of the translated ones, each with the scene's string it sets.
    package static var strings: KeyValuePairs<String, WritableKeyPath<SceneStrings, String>> {
        [
            "pullToRefresh": \.pullToRefresh, "releaseToRefresh": \.releaseToRefresh, "refreshing": \.refreshing,
            "loading": \.loading, "noMoreRows": \.noMoreRows, "back": \.back,
        ]
    }
    package static let window = ["title", "width", "height"]
    package static let tabBar = [
        "height", "width", "position", "layout", "buttonWidth", "buttonHeight", "padding", "minimumTabWidth", "fontSize",
        "titleColor", "selectedTitleColor", "background", "bounces", "edgeEffect", "addRemoveButtons", "clearBadgeOnSelect",
        "iconPosition", "iconSize", "tintIcons", "multitouch", "closable", "reorderable", "overflowMenu",
    ]
    package static let indicator = ["height", "color", "cornerRadius", "width", "multiplier"]
    package static let pageStyle = [
        "background", "rowFontSize", "textColor", "separatorColor", "accentColor", "listBounces", "listEdgeEffect", "spacing", "peek",
        "transition",
    ]
    package static let overlay = ["text", "top", "height", "fontSize", "color", "align"]
    package static let tab = ["title", "page", "badge", "icon", "enabled", "closable"]
    /// Each page type with its keys (`type` included), from the decoder's table of page types.
    package static var pages: [(key: String, value: [String])] { ConfigDecoder.pageTypes.map { ($0.name, $0.keys) } }
    package static let section = ["header", "headerHeight", "footer", "footerHeight", "rows"]
    package static let item = ["heading", "paragraph", "height", "button", "message"]
    /// A list's items, in the config (`items`) or one a line in an `itemsFile`.
    package static let listItem = ["title", "subtitle", "detail", "image"]
    /// Keys every table row takes.
    package static let row = ["type", "height"]
    /// Each row type with its own keys, from the decoder's table of row types.
    package static var rows: [(key: String, value: [String])] { ConfigDecoder.rowTypes.map { ($0.name, $0.keys) } }

    /// Every key as the reference names it: `window.title`, `tabBar.height`, `overlays[].text`,
    /// `tabs[].page`, `list.rows`, `sections[].header`, `items[].heading`; row keys as
    /// `row.KEY` when several row types take them, else `TYPE.KEY` (`switch.on`).
    package static var documentedPaths: Set<String> {
        var paths = Set(root)
        paths.formUnion(window.map { "window.\($0)" })
        paths.formUnion(tabBar.map { "tabBar.\($0)" })
        paths.formUnion(indicator.map { "indicator.\($0)" })
        paths.formUnion(pageStyle.map { "pages.\($0)" })
        paths.formUnion(overlay.map { "overlays[].\($0)" })
        paths.formUnion(tab.map { "tabs[].\($0)" })
        paths.formUnion(strings.map { "strings.\($0.key)" })
        for (type, keys) in pages { paths.formUnion(keys.map { $0 == "type" ? "page.type" : "\(type).\($0)" }) }
        paths.formUnion(section.map { "sections[].\($0)" })
        paths.formUnion(item.map { "items[].\($0)" })
        paths.formUnion(listItem.map { "list.items[].\($0)" })
        paths.formUnion(row.map { "row.\($0)" })
        for (type, keys) in rows {
            for key in keys {
                let shared = rows.filter { $0.value.contains(key) }.count > 1
                paths.insert(shared ? "row.\(key)" : "\(type).\(key)")
            }
        }
        return paths
    }
}
