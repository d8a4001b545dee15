/// How a drag follows several fingers on the glass, by Flutter's names for the platforms' rules.
public enum MultitouchStrategy: String, Sendable, CaseIterable {
    /// Android's: the newest finger drives the drag; when it lifts, the newest of the fingers
    /// still down takes over. No finger's landing or lifting moves the content.
    case latest
    /// iOS's: in each frame the drag moves by the largest travel of any finger in each
    /// direction, summed (two fingers moving together move it once; fingers pinching apart
    /// cancel out).
    case average
}

/// The fingers (or the one mouse) of one gesture, and the single position the drag follows:
/// it starts where the first pointer went down and moves only by what the strategy takes of
/// the pointers' travel, so a finger landing or lifting never makes it jump.
public struct DragPointers: Sendable {
    /// A pointer that is down, in the order they landed.
    private struct Finger: Sendable {
        var id: Int
        var point: Point
    }

    /// The rule for several fingers.
    public let strategy: MultitouchStrategy
    /// Where the drag is: the position content follows.
    public private(set) var position: Point
    /// The pointer driving the drag (``MultitouchStrategy/latest``): the newest down.
    public private(set) var driver: Int
    private var fingers: [Finger]
    /// The frame (the time of the moves) the average strategy is collecting, where the drag was
    /// when it began, and each pointer's travel within it.
    private var frameTime = -Double.infinity
    private var frameStart: Point
    private var frameTravel: [Int: Point] = [:]

    /// A gesture begun by pointer `id` going down at `point`.
    public init(strategy: MultitouchStrategy, id: Int, at point: Point) {
        self.strategy = strategy
        position = point
        frameStart = point
        driver = id
        fingers = [Finger(id: id, point: point)]
    }

    /// How many pointers are down.
    public var count: Int { fingers.count }

    /// Where the pointers that are down are, oldest first.
    public var points: [Point] { fingers.map(\.point) }

    /// Whether pointer `id` is down in this gesture.
    public func contains(_ id: Int) -> Bool { fingers.contains { $0.id == id } }

    /// Pointer `id` went down at `point`: with the latest strategy it drives the drag from here
    /// on. The drag's position does not move. A pointer already down is moved there instead.
    public mutating func add(id: Int, at point: Point) {
        if let index = fingers.firstIndex(where: { $0.id == id }) {
            fingers[index].point = point
        } else {
            fingers.append(Finger(id: id, point: point))
        }
        driver = id
        frameTravel[id] = nil
    }

    /// Pointer `id` moved to `point` at `time`; returns whether the drag's position moved.
    @discardableResult
    public mutating func move(id: Int, to point: Point, time: Double) -> Bool {
        guard let index = fingers.firstIndex(where: { $0.id == id }) else { return false }
        let travel = Point(x: point.x - fingers[index].point.x, y: point.y - fingers[index].point.y)
        fingers[index].point = point
        let before = position
        switch strategy {
        case .latest:
            guard id == driver else { return false }
            position = Point(x: position.x + travel.x, y: position.y + travel.y)
        case .average:
            if time != frameTime {
                frameTime = time
                frameStart = position
                frameTravel.removeAll(keepingCapacity: true)
            }
            let sum = frameTravel[id] ?? Point(x: 0, y: 0)
            frameTravel[id] = Point(x: sum.x + travel.x, y: sum.y + travel.y)
            let travels = Array(frameTravel.values)
            position = Point(x: frameStart.x + Self.boundary(travels.map(\.x)), y: frameStart.y + Self.boundary(travels.map(\.y)))
        }
        return position != before
    }

    /// Pointer `id` lifted; the newest pointer still down drives the drag. The drag's position
    /// does not move.
    public mutating func remove(id: Int) {
        fingers.removeAll { $0.id == id }
        frameTravel[id] = nil
        if driver == id, let newest = fingers.last { driver = newest.id }
    }

    /// The largest travel one way plus the largest the other way (iOS's boundary pointers).
    private static func boundary(_ travels: [Double]) -> Double {
        (travels.filter { $0 > 0 }.max() ?? 0) + (travels.filter { $0 < 0 }.min() ?? 0)
    }
}
