import PagerCore

extension ListPage {
    /// A list of its rows (see `AccessibleRows`): each a focusable list item that says where it
    /// is in the whole list (`posinset` from 1, and `setsize`), as virtual lists on the web do.
    func accessiblePage(in page: PageContext) -> AccessibleNode {
        let told = AccessibleRows.indices(count: list.rowCount) {
            list.rows(from: page.visible.minY, to: page.visible.maxY).map { Array($0) } ?? []
        }
        let items = told.map { index in
            let row = rowCache.row(index, of: list, pageNumber: page.pageNumber)
            return AccessibleNode(
                id: "row:\(index)", role: .listItem, name: row.title,
                description: [row.subtitle, row.detail].compactMap { $0 }.joined(separator: ", "),
                states: .focusable, frame: list.frame(ofRow: index, width: page.width), isClickable: true,
                attributes: ["posinset": String(index + 1), "setsize": String(list.rowCount)])
        }
        return AccessibleNode(
            id: "content", role: .list, name: page.title, frame: page.visible, attributes: ["setsize": String(list.rowCount)],
            children: items)
    }
}
