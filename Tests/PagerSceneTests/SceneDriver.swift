import PagerCore

@testable import PagerScene

/// Plays input into a `Scene` at 60 Hz, as a script does.
struct SceneDriver {
    static let frame = 1.0 / 60
    var scene: Scene
    var time = 0.0
    var requests: [SceneRequest] = []

    init(
        content: SceneContent = .showcase, theme: Theme = Theme(), size: Size = Size(width: 800, height: 600),
        keyBindings: KeyBindings = .standard
    ) {
        scene = Scene(content: content, theme: theme, viewSize: size, keyBindings: keyBindings)
    }

    mutating func send(_ event: InputEvent) { requests += scene.handle(event, time: time) }

    mutating func wait(_ seconds: Double) {
        for _ in 0..<Int((seconds / Self.frame).rounded()) {
            time += Self.frame
            scene.advance(to: time)
        }
    }

    mutating func drag(from: Point, to: Point, seconds: Double, kind: PointerKind = .mouse) {
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

    mutating func click(_ point: Point) {
        send(.pointerDown(point, .mouse))
        send(.pointerUp(point, .mouse))
    }

    mutating func key(_ key: Key, ctrl: Bool = false) { send(.key(KeyPress(key, ctrl: ctrl))) }

    var drawList: DrawList {
        var list = DrawList()
        scene.draw(into: &list)
        return list
    }
}

extension DrawList {
    var fills: [(Rect, Color)] {
        commands.compactMap { if case .fill(let rect, let color) = $0 { return (rect, color) } else { return nil } }
    }
    var texts: [TextRun] {
        commands.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
    }
}

extension Scene {
    /// The vertical scroll of page `page`'s top layer (0 when the page is not made).
    func scrollOffset(_ page: Int) -> Double { pages[page]?.top.scroll.offset ?? 0 }
}
