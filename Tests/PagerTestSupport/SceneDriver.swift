import PagerCore
import PagerDemo
import PagerScene

/// Plays input into a `Scene` at 60 Hz, as scripts do: the test-input helper the scene and
/// rendering tests share (as LVGL's test helpers are). It keeps every event the scene reported.
package struct SceneDriver {
    /// One frame: 1/60 s.
    package static let frame = 1.0 / 60
    /// The scene driven.
    package var scene: Scene
    /// The driver's clock, in seconds; events are sent at this time.
    package var time = 0.0
    /// Every event the scene reported so far, oldest first.
    package private(set) var events: [PagerEvent] = []

    /// What the scene asked of the host so far (screenshots, quitting).
    package var requests: [SceneRequest] {
        events.compactMap { if case .requested(let request) = $0 { return request } else { return nil } }
    }

    /// A driver of a new scene showing `content`.
    package init(
        content: SceneContent = .showcase, theme: Theme = Theme(), size: Size = Size(width: 800, height: 600),
        keyBindings: KeyBindings = .standard
    ) {
        scene = Scene(content: content, theme: theme, viewSize: size, keyBindings: keyBindings)
        events = scene.takeEvents()
    }

    /// A driver of `scene`.
    package init(scene: Scene) {
        self.scene = scene
        events = self.scene.takeEvents()
    }

    /// Sends `event` at the current time.
    package mutating func send(_ event: InputEvent) {
        scene.handle(event, time: time)
        collect()
    }

    /// Takes the events the scene reported since the last look into `events`.
    package mutating func collect() { events += scene.takeEvents() }

    /// Forgets the events kept so far.
    package mutating func forgetEvents() {
        collect()
        events.removeAll()
    }

    /// Lets `seconds` pass, a frame at a time.
    package mutating func wait(_ seconds: Double) {
        for _ in 0..<Int((seconds / Self.frame).rounded()) {
            time += Self.frame
            scene.advance(to: time)
            collect()
        }
    }

    /// Presses at `from`, moves a frame at a time to `to` over `seconds`, and releases there.
    package mutating func drag(from: Point, to: Point, seconds: Double, kind: PointerKind = .mouse) {
        send(.pointerDown(from, kind))
        let frames = max(1, Int((seconds / Self.frame).rounded()))
        for step in 1...frames {
            time += Self.frame
            scene.advance(to: time)
            collect()
            let t = Double(step) / Double(frames)
            send(.pointerMove(Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t), kind))
        }
        send(.pointerUp(to, kind))
    }

    /// Presses and releases the mouse at `point`.
    package mutating func click(_ point: Point) {
        send(.pointerDown(point, .mouse))
        send(.pointerUp(point, .mouse))
    }

    /// Presses `key`, with Ctrl if `ctrl`.
    package mutating func key(_ key: Key, ctrl: Bool = false) { send(.key(KeyPress(key, ctrl: ctrl))) }

    /// The scene laid out as it is now.
    package var drawList: DrawList {
        var list = DrawList()
        scene.draw(into: &list)
        return list
    }
}
