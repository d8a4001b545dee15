import PagerConfig
import PagerCore
import PagerDemo
import PagerScene

/// What the coverage-guided fuzzer (`make fuzz`, Tools/fuzz) feeds hostile bytes to: each of the
/// program's readers of files a user can be handed, as the program reads them. None may crash,
/// leak, hang or take more than linear time; whatever they refuse, they refuse with an error.
package enum FuzzTarget: String, CaseIterable, Sendable {
    /// A config: the JSON parser and the checked decoder; a config that loads is shown and driven.
    case config
    /// A script: the parser, and a script that parses played headless on a scene of its own.
    case script
    /// A state file's reader.
    case state
    /// The font cache's reader.
    case fontCache
    /// An items file (JSON Lines rows of a list).
    case items
    /// Input: the bytes are the randomness of the random input the soak and the random-stream
    /// test play (`RandomInput`), on a scene of every kind of page, drawn after every step.
    case input

    /// Feeds `bytes` to the target's reader, as a file of that kind would be read.
    package func run(_ bytes: [UInt8]) {
        // Text files are checked as UTF-8 before they are parsed, as `TextFile.read` does.
        let text = String(validating: bytes, as: UTF8.self)
        switch self {
        case .config:
            guard text != nil, let config = try? AppConfig.parse(bytes, path: "/nonexistent/fuzz.json") else { return }
            var scene = Scene(content: config.content, theme: config.theme, viewSize: Size(width: 400, height: 300))
            Self.drive(&scene)
        case .script:
            guard let text, let script = try? Script(parsing: text, name: "fuzz.script") else { return }
            var scene = Scene(content: SceneContent(tabs: Self.tabs), viewSize: Size(width: 400, height: 300), keyBindings: .program)
            // The script's input, at most a few hundred events (its waits are the harness's).
            for line in script.lines.prefix(300) {
                if let event = Self.event(line.command) { scene.handle(event, time: scene.time + 1.0 / 60) }
            }
            Self.drive(&scene)
        case .state:
            _ = try? StateFileFormat.decode(bytes, version: StateStore.version)
        case .fontCache:
            _ = FontCacheEntry(bytes: bytes)
        case .items:
            guard text != nil else { return }
            if let items = try? ItemLines(bytes: bytes, path: "/nonexistent/fuzz.jsonl") { for index in 0..<items.count { _ = items.row(index) } }
        case .input:
            var scene = Scene(content: SceneContent(tabs: Self.tabs), viewSize: Size(width: 400, height: 300), keyBindings: .program)
            var input = RandomInput(source: ByteSource(bytes)) { random in
                Size(width: Double(Int.random(in: 1...2000, using: &random)), height: Double(Int.random(in: 1...1400, using: &random)))
            }
            var list = DrawList()
            // At most a few thousand steps (the first 24 KB), so that an input's time stays short.
            for _ in 0..<3000 where !input.source.isSpent {
                switch input.next(in: scene.viewSize) {
                case .input(let event): scene.handle(event, time: scene.time + 1.0 / 60)
                case .addTab: scene.activate(.add)
                case .removeTab: scene.activate(.remove)
                case .wait: scene.advance(to: scene.time + 0.1)
                }
                scene.draw(into: &list)
                _ = scene.takeEvents()
            }
        }
    }

    /// A few tabs of every kind of page, for scripts to play on.
    private static var tabs: [TabContent] {
        [
            TabContent(title: "List", page: .list(ListContent(rowCount: 1000, rowHeight: 44, template: "Row {row}"))),
            TabContent(
                title: "Table",
                page: .table(
                    TableContent(sections: [
                        TableSection(
                            header: "A",
                            rows: [
                                TableRow(.toggle(id: "t", title: "Toggle", detail: nil, initiallyOn: false)),
                                TableRow(.disclosure(title: "More", detail: "1", page: .composed([.heading("h"), .button("b", message: "m")]))),
                            ])
                    ]))),
            TabContent(title: "Items", page: .list(ListContent(items: (0..<50).map { ListRow(title: "Item \($0)", subtitle: "s") }))),
            TabContent(title: "Pictures", page: .images(ImagePages(paths: ["a.png", "b.png", "c.png"], isGallery: true))),
        ]
    }

    /// The scene input a script command makes, when it is input.
    private static func event(_ command: ScriptCommand) -> InputEvent? {
        switch command {
        case .press(let point): return .pointerDown(point, .mouse)
        case .move(let point): return .pointerMove(point, .mouse)
        case .release(let point): return .pointerUp(point, .mouse)
        case .touchPress(let point, let finger): return .pointerDown(point, .touch, id: finger)
        case .touchMove(let point, let finger): return .pointerMove(point, .touch, id: finger)
        case .touchRelease(let point, let finger): return .pointerUp(point, .touch, id: finger)
        case .magnify(let factor, let point): return .magnify(factor, at: point)
        case .wheel(let dx, let dy, let point, let shift): return .wheel(dx: dx, dy: dy, at: point, shift: shift)
        case .key(let press): return .key(press)
        case .leave: return .pointerLeave
        case .cancel: return .pointerCancel
        default: return nil
        }
    }

    /// Draws `scene`, sends it a swipe and a few keys, lets time pass and draws it again.
    private static func drive(_ scene: inout Scene) {
        var list = DrawList()
        scene.draw(into: &list)
        for (index, event) in [
            InputEvent.pointerDown(Point(x: 350, y: 150), .mouse), .pointerMove(Point(x: 200, y: 150), .mouse),
            .pointerUp(Point(x: 100, y: 150), .mouse), .key(KeyPress(.end)), .key(KeyPress(.tab)), .key(KeyPress(.enter)),
        ].enumerated() {
            scene.handle(event, time: scene.time + Double(index + 1) / 60)
        }
        scene.advance(to: scene.time + 2)
        scene.draw(into: &list)
        _ = scene.takeEvents()
    }
}
