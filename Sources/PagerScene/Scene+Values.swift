extension Scene {
    /// Whether switch `id` is on, looking through every table page (detail pages included);
    /// nil when no table has that switch.
    public func switchValue(_ id: String) -> Bool? {
        for row in allTableRows {
            if case .toggle(id, _, _, let initiallyOn) = row { return values.isOn(id, initial: initiallyOn) }
        }
        return nil
    }

    /// The chosen option of `group`; nil when no table has that group or none is chosen.
    public func chosenOption(_ group: String) -> String? {
        for row in allTableRows {
            if case .option(group, let id, _, let initiallySelected) = row,
               values.isSelected(group: group, id: id, initial: initiallySelected) { return id }
        }
        return nil
    }

    /// Every table row of every page, depth first through disclosure pages.
    private var allTableRows: [TableRowKind] {
        var rows: [TableRowKind] = []
        func collect(_ page: PageContent) {
            guard case .table(let table) = page else { return }
            for row in table.sections.flatMap(\.rows) {
                rows.append(row.kind)
                if case .disclosure(_, _, let detail) = row.kind { collect(detail) }
            }
        }
        content.tabs.forEach { collect($0.page) }
        return rows
    }
}
