import PagerCore

/// What describing a page's content to a screen reader needs to know.
struct PageAccessContext {
    /// The page's width.
    var width: Double
    var layer: PageLayer
    /// The part of the content in view, in content coordinates.
    var visible: Rect
    var values: TableValues
    /// The tab's number, from 1 (list templates show it).
    var pageNumber: Int
    /// The page's title: the tab's, or a detail page's.
    var title: String
}

extension ListContent {
    /// A list of its rows in view: each a list item that says where it is in the whole list
    /// (`posinset` from 1, and `setsize`), as virtual lists on the web do.
    func accessiblePage(in page: PageAccessContext) -> AccessibleNode {
        var items: [AccessibleNode] = []
        if let visible = rows(from: page.visible.minY, to: page.visible.maxY) {
            for index in visible {
                let row = page.layer.rowCache.row(index, of: self, pageNumber: page.pageNumber)
                items.append(
                    AccessibleNode(
                        id: "row:\(index)", role: .listItem, name: row.title,
                        description: [row.subtitle, row.detail].compactMap { $0 }.joined(separator: ", "),
                        frame: frame(ofRow: index, width: page.width), isClickable: true,
                        attributes: ["posinset": String(index + 1), "setsize": String(rowCount)]))
            }
        }
        return AccessibleNode(
            id: "content", role: .list, name: page.title, frame: page.visible, attributes: ["setsize": String(rowCount)],
            children: items)
    }
}

extension TableContent {
    /// A panel of the sections in view, each named by its header, holding its rows in view and
    /// its footer.
    func accessiblePage(in page: PageAccessContext) -> AccessibleNode {
        guard let layout = page.layer.tableLayout else { return AccessibleNode(id: "content", role: .panel, name: page.title, frame: page.visible) }
        var sections: [Int: AccessibleNode] = [:]
        var order: [Int] = []
        /// Section `section`'s panel takes in `frame`, and `node` if given.
        func include(_ frame: Rect, in section: Int, _ node: AccessibleNode? = nil) {
            var panel =
                sections[section] ?? AccessibleNode(id: "section:\(section)", role: .panel, name: self.sections[section].header ?? "", frame: frame)
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
                let footer = self.sections[section].footer.map { AccessibleNode(id: "footer:\(section)", role: .label, name: $0, frame: item.frame) }
                include(item.frame, in: section, footer)
            case .row(let section, let row):
                let kind = self.sections[section].rows[row].kind
                include(item.frame, in: section, accessibleRow(kind, id: "row:\(section).\(row)", frame: item.frame, values: page.values))
            }
        }
        return AccessibleNode(id: "content", role: .panel, name: page.title, frame: page.visible, children: order.compactMap { sections[$0] })
    }

    /// A row as a screen reader hears it: a switch is a toggle button, an option a radio button,
    /// a row that opens a page or acts a push button, the rest labels. Every row reacts to a click.
    private func accessibleRow(_ kind: TableRowKind, id: String, frame: Rect, values: TableValues) -> AccessibleNode {
        func node(_ role: AccessibleRole, _ name: String, _ description: String?, _ states: AccessibleStates = []) -> AccessibleNode {
            AccessibleNode(
                id: id, role: role, name: name, description: description ?? "", states: states.union(.focusable), frame: frame,
                isClickable: true)
        }
        switch kind {
        case .title(let title): return node(.label, title, nil)
        case .detail(let title, let detail, _): return node(.label, title, detail)
        case .toggle(let switchID, let title, let detail, let initiallyOn):
            return node(.toggleButton, title, detail, values.isOn(switchID, initial: initiallyOn) ? [.checkable, .checked] : .checkable)
        case .disclosure(let title, let detail, _): return node(.pushButton, title, detail)
        case .button(let title, _): return node(.pushButton, title, nil)
        case .option(let group, let optionID, let title, let initiallySelected):
            let chosen = values.isSelected(group: group, id: optionID, initial: initiallySelected)
            return node(.radioButton, title, nil, chosen ? [.checkable, .checked] : .checkable)
        case .profile(let name, let subtitle, _): return node(.label, name, subtitle)
        }
    }
}

extension ComposedPage {
    /// A panel of its headings, paragraphs and buttons in view.
    func accessiblePage(in page: PageAccessContext) -> AccessibleNode {
        var children: [AccessibleNode] = []
        for (index, (item, frame)) in zip(items, ComposedLayout.frames(for: items, width: page.width)).enumerated()
        where frame.intersects(page.visible) {
            switch item {
            case .heading(let text): children.append(AccessibleNode(id: "item:\(index)", role: .heading, name: text, frame: frame))
            case .paragraph(let text, _): children.append(AccessibleNode(id: "item:\(index)", role: .paragraph, name: text, frame: frame))
            case .button(let title, _):
                children.append(
                    AccessibleNode(id: "item:\(index)", role: .pushButton, name: title, states: .focusable, frame: frame, isClickable: true))
            }
        }
        return AccessibleNode(id: "content", role: .panel, name: page.title, frame: page.visible, children: children)
    }
}

extension ImagePages {
    /// A panel of the pictures in view (one, or two mid-swipe), each an image named by its file.
    func accessiblePage(in page: PageAccessContext) -> AccessibleNode {
        let width = max(page.width, 1)
        let offset = page.layer.gallery?.offset ?? 0
        var children: [AccessibleNode] = []
        for (index, path) in paths.enumerated() {
            let frame = Rect(x: Double(index) * width - offset, y: 0, width: width, height: page.visible.height)
            guard frame.intersects(page.visible) else { continue }
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let position = paths.count > 1 ? "\(index + 1) of \(paths.count)" : ""
            children.append(AccessibleNode(id: "picture:\(index)", role: .image, name: name, description: position, frame: frame))
        }
        let isStop = isFocusStop
        return AccessibleNode(
            id: "content", role: .panel, name: page.title,
            description: isStop ? "gallery, picture \((page.layer.gallery?.targetPage ?? 0) + 1) of \(paths.count)" : "",
            states: isStop ? .focusable : [], frame: page.visible, children: children)
    }
}

extension ColorBlockPage {
    /// An empty panel.
    func accessiblePage(in page: PageAccessContext) -> AccessibleNode {
        AccessibleNode(id: "content", role: .panel, name: page.title, frame: page.visible)
    }
}

extension CustomPageKind {
    /// A panel of the elements in view that the host's page describes.
    func accessiblePage(in page: PageAccessContext) -> AccessibleNode {
        AccessibleNode(
            id: "content", role: .panel, name: page.title, frame: page.visible,
            children: self.page.accessibleElements(forWidth: page.width).filter { $0.frame.intersects(page.visible) })
    }
}
