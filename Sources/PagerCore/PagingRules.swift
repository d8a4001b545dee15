/// The numbers that decide where a released pager goes (see shared/physics.md).
public enum PagingRules {
    /// A release at least this fast (units per second) is a fling (ViewPager, Compose: 400 dp/s).
    package static let minFlingVelocity = 400.0
    /// A fling also needs the pointer to have travelled this far (ViewPager, Compose: 25 dp).
    package static let minFlingDistance = 25.0
    /// A tapped tab's page arrives in this many seconds (JFTabView, Material TabLayout).
    package static let tabTransitionDuration = 0.3
    /// A page selected farther than this many pages away is animated to from this many pages
    /// before it (ViewPager2's smooth scroll), so the pages between are never built or drawn.
    package static let farJumpPages = 3
    /// A press during a settle farther than this from the target catches the page.
    package static let catchDistance = 2.0

    /// The page a release settles on. A fling (fast enough and far enough) goes exactly one
    /// page in its direction from wherever the pager is; anything else goes to the nearest page.
    /// - Parameters:
    ///   - progress: the offset in pages (0 is the first page, 1.5 halfway to the third).
    ///   - velocity: the offset's velocity, units per second (positive towards later pages).
    ///   - travel: the pointer's travel along the axis during the drag, units.
    ///   - pageCount: how many pages there are.
    public static func targetPage(progress: Double, velocity: Double, travel: Double, pageCount: Int) -> Int {
        let last = max(pageCount - 1, 0)
        let page: Int
        if abs(velocity) >= minFlingVelocity && abs(travel) >= minFlingDistance {
            page =
                velocity > 0
                ? Int((progress + 1e-9).rounded(.down)) + 1
                : Int((progress - 1e-9).rounded(.up)) - 1
        } else {
            page = Int(progress.rounded(.toNearestOrAwayFromZero))
        }
        return min(max(page, 0), last)
    }
}
