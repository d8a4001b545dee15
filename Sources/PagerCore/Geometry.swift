/// A point in layout units (points; the renderer scales to pixels).
public struct Point: Equatable, Hashable, Sendable {
    /// The horizontal coordinate (the left edge, for a rectangle).
    public var x: Double
    /// The vertical coordinate, growing downwards (the top edge, for a rectangle).
    public var y: Double
    /// A point at (`x`, `y`).
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The origin.
    public static let zero = Point(x: 0, y: 0)
}

/// A width and height in layout units.
public struct Size: Equatable, Hashable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double
    /// A size of `width` by `height`.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
}

/// An axis-aligned rectangle in layout units.
public struct Rect: Equatable, Hashable, Sendable {
    /// The horizontal coordinate (the left edge, for a rectangle).
    public var x: Double
    /// The vertical coordinate, growing downwards (the top edge, for a rectangle).
    public var y: Double
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// A rectangle with its top left at (`x`, `y`).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The left edge.
    public var minX: Double { x }
    /// The top edge.
    public var minY: Double { y }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }
    /// The centre.
    public var centre: Point { Point(x: midX, y: midY) }
    /// Whether the rectangle covers no area.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether `point` lies inside (the right and bottom edges excluded).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The overlap of two rectangles; empty (zero size) when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(minX, other.minX), top = max(minY, other.minY)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// The smallest rectangle holding both.
    public func union(_ other: Rect) -> Rect {
        let left = min(minX, other.minX), top = min(minY, other.minY)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// Whether the two rectangles overlap.
    public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

    /// This rectangle shrunk by `dx` at the left and right and `dy` at the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: max(width - 2 * dx, 0), height: max(height - 2 * dy, 0))
    }

    /// This rectangle moved by (`dx`, `dy`).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }
}

/// Linear interpolation from `a` to `b` by `t` (0 gives `a`, 1 gives `b`).
@inlinable
public func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
