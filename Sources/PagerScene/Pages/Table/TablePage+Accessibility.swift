import PagerCore

extension TablePage {
    /// A panel of the sections in view, each named by its header and described by its footer,
    /// holding its rows in view.
    func accessiblePage(in page: PageContext) -> AccessibleNode {
        var sections: [Int: AccessibleNode] = [:]
        var order: [Int] = []
        /// Section `section`'s panel takes in `frame`, and `node` if given.
        func include(_ frame: Rect, in section: Int, _ node: AccessibleNode? = nil) {
            var panel =
                sections[section] ?? AccessibleNode(id: "section:\(section)", role: .panel, name: table.sections[section].header ?? "", frame: frame)
            if sections[section] == nil { order.append(section) }
            panel.frame = panel.frame.union(frame)
            if let node { panel.children.append(node) }
            sections[section] = panel
        }
        for item in layout.items(from: page.visible.minY, to: page.visible.maxY) {
            switch item.element {
            case .header(let section):
                include(item.frame, in: section)
            case .footer(let section):
                include(item.frame, in: section)
                sections[section]?.description = table.sections[section].footer ?? ""
            case .row(let section, let row):
                let kind = table.sections[section].rows[row].kind
                include(item.frame, in: section, accessibleRow(kind, id: "row:\(section).\(row)", frame: item.frame, values: page.values))
            }
        }
        return AccessibleNode(id: "content", role: .panel, name: page.title, frame: page.visible, children: order.compactMap { sections[$0] })
    }

    /// A row as a screen reader hears it: a switch is a toggle button, an option a radio button,
    /// every other row a push button (each reacts to a click: it opens a page, acts, or is
    /// reported tapped), its detail or subtitle its description.
    private func accessibleRow(_ kind: TableRowKind, id: String, frame: Rect, values: TableValues) -> AccessibleNode {
        func node(_ role: AccessibleRole, _ name: String, _ description: String?, _ states: AccessibleStates = []) -> AccessibleNode {
            AccessibleNode(
                id: id, role: role, name: name, description: description ?? "", states: states.union(.focusable), frame: frame,
                isClickable: true)
        }
        switch kind {
        case .title(let title): return node(.pushButton, title, nil)
        case .detail(let title, let detail, _): return node(.pushButton, title, detail)
        case .toggle(let switchID, let title, let detail, let initiallyOn):
            return node(.toggleButton, title, detail, values.isOn(switchID, initial: initiallyOn) ? [.checkable, .checked] : .checkable)
        case .disclosure(let title, let detail, _): return node(.pushButton, title, detail)
        case .button(let title, _): return node(.pushButton, title, nil)
        case .option(let group, let optionID, let title, let initiallySelected):
            let chosen = values.isSelected(group: group, id: optionID, initial: initiallySelected)
            return node(.radioButton, title, nil, chosen ? [.checkable, .checked] : .checkable)
        case .profile(let name, let subtitle, _): return node(.pushButton, name, subtitle)
        }
    }
}
