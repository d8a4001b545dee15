import PagerCore

extension Scene {
    /// Switch and option values set so far, by the user or the host.
    public var values: TableValues { table.values }
    /// Whether switch `id` is on, looking through every table page (detail pages included);
    /// nil when no table has that switch.
    public func switchValue(_ id: String) -> Bool? { table.rows.switchValue(id, values: table.values) }
    /// The chosen option of `group`; nil when no table has that group or none is chosen.
    public func chosenOption(_ group: String) -> String? { table.rows.chosenOption(group, values: table.values) }
    /// Every switch on the table pages with its value (as set, or as the content starts it), by ID.
    public var switchValues: [String: Bool] { table.rows.allSwitches(values: table.values) }
    /// Every option group on the table pages with its chosen option (as chosen, or as the
    /// content starts it), by group.
    public var chosenOptions: [String: String] { table.rows.allOptions(values: table.values) }
    /// Sets switch `id` on or off at once (a host restoring values, a replay's header).
    public mutating func setSwitch(_ id: String, on: Bool) { table.values.switches[id] = on }
    /// Chooses option `id` of `group` at once.
    public mutating func setOption(_ group: String, id: String) { table.values.options[group] = id }

    /// Goes back from a detail page on tab `page`; false when there is none.
    @discardableResult
    public mutating func goBack(page: Int) -> Bool {
        guard host.goBack(onPage: page, time: time) else { return false }
        events.append(.detailClosed(tab: page))
        return true
    }

    /// Puts the pages at horizontal offset `offset` at once, in points (0 on the first page, the
    /// page width times n on page n); the selected tab becomes the nearest.
    public mutating func setPageOffset(_ offset: Double) {
        pager.jump(toOffset: offset)
        updatePageResidency()
        reportChanges()
    }

    /// Scrolls tab `index`'s page (its top layer) to `offset` points from its top, at once
    /// (clamped to its content).
    public mutating func setScrollOffset(_ offset: Double, ofTab index: Int) {
        host.moveTop(ofPage: index) {
            $0.scroll.jump(to: offset); return false
        }  // at once: nothing moves on
        updatePageResidency()
    }
}
