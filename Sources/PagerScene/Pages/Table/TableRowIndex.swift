/// Where each switch and option group appears across the tabs' table pages (detail pages
/// included), kept as tabs come and go, so asking for a switch's value costs the same however
/// many rows there are. Where several tabs have the same switch or group, the one added first
/// gives its initial value.
struct TableRowIndex {
    /// A tab's switch and option rows, with the order it was added in.
    private struct TabRows {
        var serial: Int
        var switches: [(id: String, initiallyOn: Bool)] = []
        var options: [(group: String, id: String, initiallySelected: Bool)] = []
    }

    /// Each indexed tab's rows, by the tab's identity.
    private var tabs: [String: TabRows] = [:]
    /// The tabs with each switch, as (serial, initially on), in the order they were added.
    private var switches: [String: [(serial: Int, initiallyOn: Bool)]] = [:]
    /// The tabs with each group's options: every option's tabs, and the options that start selected.
    private var groups: [String: (ids: [String: Int], initiallySelected: [(serial: Int, id: String)])] = [:]
    private var nextSerial = 0

    init(tabs: [TabContent]) { tabs.forEach { add($0) } }

    /// Indexes `tab` (its `id` must be set).
    mutating func add(_ tab: TabContent) {
        guard let tabID = tab.id else { return }
        remove(tabID: tabID)
        var rows = TabRows(serial: nextSerial)
        nextSerial += 1
        Self.forEachRow(of: tab.page) { row in
            switch row {
            case .toggle(let id, _, _, let initiallyOn): rows.switches.append((id, initiallyOn))
            case .option(let group, let id, _, let initiallySelected): rows.options.append((group, id, initiallySelected))
            default: break
            }
        }
        for entry in rows.switches { switches[entry.id, default: []].append((rows.serial, entry.initiallyOn)) }
        for option in rows.options {
            var group = groups[option.group] ?? ([:], [])
            group.ids[option.id, default: 0] += 1
            if option.initiallySelected { group.initiallySelected.append((rows.serial, option.id)) }
            groups[option.group] = group
        }
        tabs[tabID] = rows
    }

    /// Forgets the tab `tabID`.
    mutating func remove(tabID: String) {
        guard let rows = tabs.removeValue(forKey: tabID) else { return }
        for entry in rows.switches {
            switches[entry.id]?.removeAll { $0.serial == rows.serial }
            if switches[entry.id]?.isEmpty == true { switches[entry.id] = nil }
        }
        for option in rows.options {
            guard var group = groups[option.group] else { continue }
            group.ids[option.id, default: 1] -= 1
            if group.ids[option.id] == 0 { group.ids[option.id] = nil }
            group.initiallySelected.removeAll { $0.serial == rows.serial }
            groups[option.group] = group.ids.isEmpty ? nil : group
        }
    }

    /// Whether switch `id` is on under `values`; nil when no table has it.
    func switchValue(_ id: String, values: TableValues) -> Bool? {
        switches[id]?.first.map { values.isOn(id, initial: $0.initiallyOn) }
    }

    /// The chosen option of `group` under `values`; nil when no table has that group or none is chosen.
    func chosenOption(_ group: String, values: TableValues) -> String? {
        guard let entry = groups[group] else { return nil }
        if let chosen = values.options[group] { return entry.ids[chosen] == nil ? nil : chosen }
        return entry.initiallySelected.first?.id
    }

    /// Every switch's value under `values`, by ID, the initial ones included.
    func allSwitches(values: TableValues) -> [String: Bool] {
        Dictionary(uniqueKeysWithValues: switches.compactMap { id, entries in entries.first.map { (id, values.isOn(id, initial: $0.initiallyOn)) } })
    }

    /// Every group's chosen option under `values`, the initially selected ones included.
    func allOptions(values: TableValues) -> [String: String] {
        Dictionary(uniqueKeysWithValues: groups.keys.compactMap { group in chosenOption(group, values: values).map { (group, $0) } })
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
