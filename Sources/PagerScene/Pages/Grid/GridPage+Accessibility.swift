import PagerCore

extension GridPage {
    /// A list of its cells (see `AccessibleRows`), each a list item named by its caption that
    /// says where it is among all the items (`posinset` from 1, and `setsize`), as the web's
    /// virtual lists do.
    func accessiblePage(in page: PageContext) -> AccessibleNode {
        let count = String(itemCount)
        let told = AccessibleRows.indices(count: itemCount) { Array(items(from: page.visible.minY, to: page.visible.maxY)) }
        let cells = told.map { index in
            let item = rowCache.row(index, of: grid.items, pageNumber: page.pageNumber)
            return AccessibleNode(
                id: "item:\(index)", role: .listItem, name: item.title, description: item.subtitle ?? "", states: .focusable,
                frame: frame(ofItem: index), isClickable: true, attributes: ["posinset": String(index + 1), "setsize": count])
        }
        return AccessibleNode(id: "content", role: .list, name: page.title, frame: page.visible, attributes: ["setsize": count], children: cells)
    }
}
