/// Which rows of a list (or items of a grid) a screen reader is told of: all of them up to
/// `Tuning.wholeAccessibleListRows` (Orca counts a row's place among its siblings itself), else
/// those in view, each saying its place in the whole (`posinset`, `setsize`).
enum AccessibleRows {
    static func indices(count: Int, inView: () -> [Int]) -> [Int] {
        count <= Tuning.wholeAccessibleListRows ? Array(0..<max(count, 0)) : inView()
    }
}
