import PagerCore

/// Plays input into a `Scene` at 60 Hz, as scripts do: the test-input helper every test target
/// shares (as LVGL's test helpers are), and a way for hosts to drive a scene in their own tests.
public struct SceneDriver {
    /// One frame: 1/60 s.
    public static let frame = 1.0 / 60
    /// The scene driven.
    public var scene: Scene
    /// The driver's clock, in seconds; events are sent at this time.
    public var time = 0.0
    /// What the scene asked of the host so far (screenshots, quitting).
    public private(set) var requests: [SceneRequest] = []

    /// A driver of a new scene showing `content`.
    public init(
        content: SceneContent = .showcase, theme: Theme = Theme(), size: Size = Size(width: 800, height: 600),
        keyBindings: KeyBindings = .standard
    ) {
        scene = Scene(content: content, theme: theme, viewSize: size, keyBindings: keyBindings)
    }

    /// Sends `event` at the current time.
    public mutating func send(_ event: InputEvent) { requests += scene.handle(event, time: time) }

    /// Lets `seconds` pass, a frame at a time.
    public mutating func wait(_ seconds: Double) {
        for _ in 0..<Int((seconds / Self.frame).rounded()) {
            time += Self.frame
            scene.advance(to: time)
        }
    }

    /// Presses at `from`, moves a frame at a time to `to` over `seconds`, and releases there.
    public mutating func drag(from: Point, to: Point, seconds: Double, kind: PointerKind = .mouse) {
        send(.pointerDown(from, kind))
        let frames = max(1, Int((seconds / Self.frame).rounded()))
        for step in 1...frames {
            time += Self.frame
            scene.advance(to: time)
            let t = Double(step) / Double(frames)
            send(.pointerMove(Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t), kind))
        }
        send(.pointerUp(to, kind))
    }

    /// Presses and releases the mouse at `point`.
    public mutating func click(_ point: Point) {
        send(.pointerDown(point, .mouse))
        send(.pointerUp(point, .mouse))
    }

    /// Presses `key`, with Ctrl if `ctrl`.
    public mutating func key(_ key: Key, ctrl: Bool = false) { send(.key(KeyPress(key, ctrl: ctrl))) }

    /// The scene laid out as it is now.
    public var drawList: DrawList {
        var list = DrawList()
        scene.draw(into: &list)
        return list
    }
}
