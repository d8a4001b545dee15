/// How many pages either side of the view are kept alive: a page is made when it comes within
/// `prepareDistance` pages of the view and released (its scroll and detail pages forgotten,
/// though a list's data stays) when farther than `releaseDistance`.
public struct PageRetention: Sendable, Equatable {
    /// Pages this near the view are made (at least 1: the pages a drag shows).
    public var prepareDistance: Int
    /// Pages farther than this are released (at least `prepareDistance`).
    public var releaseDistance: Int

    /// Made within `prepareDistance` pages, released past `releaseDistance` (1 and 3 by default).
    public init(prepareDistance: Int = 1, releaseDistance: Int = 3) {
        self.prepareDistance = max(prepareDistance, 1)
        self.releaseDistance = max(releaseDistance, self.prepareDistance)
    }
}
