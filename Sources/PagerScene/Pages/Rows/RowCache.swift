/// The host's list rows asked for and still on screen: each row is asked for once when it comes
/// on screen, however many frames show it. Rows of another revision of the list are stale.
final class RowCache {
    private var revision: Int?
    private var rows: [Int: ListRow] = [:]

    /// Row `index` of `list` on tab number `pageNumber`: kept, or asked for now.
    func row(_ index: Int, of list: ListContent, pageNumber: Int) -> ListRow {
        guard list.asksHost else { return list.row(at: index, pageNumber: pageNumber) }
        if revision != list.revision {
            rows.removeAll(keepingCapacity: true)
            revision = list.revision
        }
        if let row = rows[index] { return row }
        let row = list.row(at: index, pageNumber: pageNumber)
        rows[index] = row
        return row
    }

    /// Forgets the rows outside `range` once more than a few screens' worth are kept (a list a
    /// screen reader is told of whole keeps its rows).
    func keep(_ range: ClosedRange<Int>, of list: ListContent) {
        guard revision == list.revision, rows.count > max(2 * range.count + 16, Tuning.wholeAccessibleListRows) else { return }
        rows = rows.filter { range.contains($0.key) }
    }

    /// Forgets rows `indices`, to be asked for again.
    func forget(_ indices: [Int]) { for index in indices { rows[index] = nil } }

    /// `count` rows came in at `index` (the list now at `revision`): the rows kept after them move along.
    func insertRows(at index: Int, count: Int, revision: Int) {
        rows = Dictionary(uniqueKeysWithValues: rows.map { ($0.key >= index ? $0.key + count : $0.key, $0.value) })
        self.revision = self.revision.map { _ in revision }
    }

    /// `count` rows from `index` on went (the list now at `revision`).
    func removeRows(at index: Int, count: Int, revision: Int) {
        rows = Dictionary(
            uniqueKeysWithValues: rows.compactMap { key, row in
                key < index ? (key, row) : key >= index + count ? (key - count, row) : nil
            })
        self.revision = self.revision.map { _ in revision }
    }

    /// The picture files of the rows kept with the side of their thumbnails (in points), for
    /// the image source to decode and keep.
    func imageFiles(in list: ListContent) -> [(path: String, side: Double)] {
        guard revision == list.revision else { return [] }
        return rows.compactMap { index, row in
            guard case .file(let path)? = row.image else { return nil }
            return (path, ListContent.thumbnailSide(rowHeight: list.heights.height(of: index)))
        }
    }
}
