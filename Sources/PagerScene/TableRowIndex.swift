/// Where each switch and option group first appears across the tabs' table pages (detail
/// pages included, depth first), kept as tabs are added and removed at the end, so asking for
/// a switch's value costs the same however many rows there are.
struct TableRowIndex: Sendable {
    private struct SwitchEntry: Sendable {
        var tab: Int
        var initiallyOn: Bool
    }

    private struct GroupEntry: Sendable {
        var tab: Int
        /// Each option's id, with the tab it first appears in.
        var ids: [String: Int] = [:]
        /// The first option that starts selected, with its tab.
        var initiallySelected: (tab: Int, id: String)?
    }

    private var switches: [String: SwitchEntry] = [:]
    private var groups: [String: GroupEntry] = [:]
    /// Each tab's switch ids and option groups, for removing the tab again.
    private var tabRows: [(switches: [String], groups: [String])] = []

    init(tabs: [TabContent]) { tabs.forEach { append($0) } }

    /// Indexes a tab added at the end.
    mutating func append(_ tab: TabContent) {
        let index = tabRows.count
        var switchIDs: [String] = [], groupNames: Set<String> = []
        Self.forEachRow(of: tab.page) { row in
            switch row {
            case .toggle(let id, _, _, let initiallyOn):
                switchIDs.append(id)
                if switches[id] == nil { switches[id] = SwitchEntry(tab: index, initiallyOn: initiallyOn) }
            case .option(let group, let id, _, let initiallySelected):
                groupNames.insert(group)
                var entry = groups[group] ?? GroupEntry(tab: index)
                if entry.ids[id] == nil { entry.ids[id] = index }
                if initiallySelected && entry.initiallySelected == nil { entry.initiallySelected = (index, id) }
                groups[group] = entry
            default:
                break
            }
        }
        tabRows.append((switchIDs, Array(groupNames)))
    }

    /// Forgets the last tab.
    mutating func removeLast() {
        guard let (switchIDs, groupNames) = tabRows.popLast() else { return }
        let index = tabRows.count
        for id in switchIDs where switches[id]?.tab == index { switches[id] = nil }
        for name in groupNames {
            guard var entry = groups[name] else { continue }
            if entry.tab == index {
                groups[name] = nil
                continue
            }
            entry.ids = entry.ids.filter { $0.value != index }
            if entry.initiallySelected?.tab == index { entry.initiallySelected = nil }
            groups[name] = entry
        }
    }

    /// Whether switch `id` is on under `values`; nil when no table has it.
    func switchValue(_ id: String, values: TableValues) -> Bool? {
        switches[id].map { values.isOn(id, initial: $0.initiallyOn) }
    }

    /// The chosen option of `group` under `values`; nil when no table has that group or none is chosen.
    func chosenOption(_ group: String, values: TableValues) -> String? {
        guard let entry = groups[group] else { return nil }
        if let chosen = values.options[group] { return entry.ids[chosen] == nil ? nil : chosen }
        return entry.initiallySelected?.id
    }

    /// Calls `body` with every table row of `page`, depth first through disclosure pages.
    private static func forEachRow(of page: PageContent, _ body: (TableRowKind) -> Void) {
        guard case .table(let table) = page else { return }
        for section in table.sections {
            for row in section.rows {
                body(row.kind)
                if case .disclosure(_, _, let detail) = row.kind { forEachRow(of: detail, body) }
            }
        }
    }
}
