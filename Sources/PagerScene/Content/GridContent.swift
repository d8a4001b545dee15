/// A grid page: items in columns of cells, each its picture over its title, as Toutiao's picture
/// and video channels show them. The items are a list's rows (``ListRow``: the `image` is the
/// cell's picture, the `title` its caption), from an array or the host's own source, asked for
/// only as their cells come on screen; like a list, a grid may refresh when pulled down and load
/// more at its end (``ListContent/refreshes``, ``ListContent/loadsMore``).
public struct GridContent: Equatable {
    /// The items, one a cell.
    public var items: ListContent
    /// How many cells a row of the grid holds (1 to 12).
    public var columns: Int
    /// A cell's picture's height over its width (0.75 by default: 4:3; 1 is square).
    public var pictureAspect: Double

    /// A grid of `items` in `columns` columns, pictures `pictureAspect` as high as they are wide.
    public init(items: ListContent, columns: Int = 3, pictureAspect: Double = 0.75) {
        self.items = items
        self.columns = min(max(columns, 1), 12)
        self.pictureAspect = pictureAspect.isFinite ? min(max(pictureAspect, 0.1), 10) : 0.75
    }
}
