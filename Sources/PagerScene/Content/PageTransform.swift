import PagerCore

/// How one page is drawn at a moment of a swipe: scaled about its centre, faded towards the
/// pages' background, and moved, in points, from where it slides to.
public struct PageTransformation: Sendable, Equatable {
    /// The page's scale about its centre: 1 as it is.
    public var scale: Double
    /// How much of the page shows: 1 all of it, 0 none (the pages' background instead).
    public var alpha: Double
    /// How far the page moves from where the swipe puts it, in points.
    public var translation: Point

    /// A transformation: as it is, by default.
    public init(scale: Double = 1, alpha: Double = 1, translation: Point = Point(x: 0, y: 0)) {
        self.scale = scale
        self.alpha = alpha
        self.translation = translation
    }

    /// The page as it is.
    public static let identity = PageTransformation()
}

/// How the pages look as they move, as ViewPager2's `PageTransformer` does: asked for every
/// page drawn with its position (0 for the page at rest in the middle, -1 one page to the
/// left, 1 one to the right, fractions mid-swipe) and the page's size, it gives the page's
/// ``PageTransformation``. Pages are drawn from the last to the first, so a page on the left
/// lies over the one on its right. Only the picture changes: taps, focus and the indicator go
/// by the pages' places as they slide.
public struct PageTransform: Sendable, Equatable {
    /// The transform's name: two transforms of the same name are the same.
    public let name: String
    private let transform: @Sendable (_ position: Double, _ pageSize: Size) -> PageTransformation

    /// A transform of your own, named `name`: `transform` gives each page's transformation for
    /// its position and size.
    public init(name: String, _ transform: @escaping @Sendable (_ position: Double, _ pageSize: Size) -> PageTransformation) {
        self.name = name
        self.transform = transform
    }

    /// The transformation of a page at `position` (pages from the middle) of `pageSize`.
    public func transformation(at position: Double, pageSize: Size) -> PageTransformation { transform(position, pageSize) }

    /// Whether two transforms are the same: they have the same name.
    public static func == (lhs: PageTransform, rhs: PageTransform) -> Bool { lhs.name == rhs.name }

    /// The pages slide side by side.
    public static let slide = PageTransform(name: "slide") { _, _ in .identity }

    /// ViewPager2's depth sample: the page leaving to the left slides away over the next, which
    /// grows from 3/4 and fades in where it will rest.
    public static let depth = PageTransform(name: "depth") { position, size in
        guard position > 0, position < 1 else { return .identity }
        return PageTransformation(scale: 0.75 + 0.25 * (1 - position), alpha: 1 - position, translation: Point(x: -position * size.width, y: 0))
    }

    /// ViewPager2's zoom-out sample: a page leaving the middle shrinks to 85% and fades to half,
    /// drawing closer to the next.
    public static let zoomOut = PageTransform(name: "zoomOut") { position, size in
        guard abs(position) <= 1 else { return PageTransformation(alpha: 0) }
        let scale = max(0.85, 1 - abs(position))
        let across = size.width * (1 - scale) / 2, down = size.height * (1 - scale) / 2
        return PageTransformation(
            scale: scale, alpha: 0.5 + (scale - 0.85) / 0.15 * 0.5,
            translation: Point(x: position < 0 ? across - down / 2 : -across + down / 2, y: 0))
    }

    /// Material's fade through: the page leaving fades out where it is, then the next fades in
    /// in its place.
    public static let fade = PageTransform(name: "fade") { position, size in
        PageTransformation(alpha: max(0, 1 - 2 * abs(position)), translation: Point(x: -position * size.width, y: 0))
    }
}
