import CSDL2
import CShims
import CSlidingTabs
import PagerAccessibility
import PagerConfig
import PagerCore
import PagerSDL
import PagerScene

#if canImport(Glibc)
    import Glibc
#endif

/// What an `st_pager*` points at: a scene and everything a C host's pager keeps around it (its
/// frame and scale, its renderers and caches, the config's lists, the host's callbacks, the
/// events taken out one at a time, the last error). Used from the thread that made it only.
final class CPager {
    var scene: Scene
    /// The thread that made it: calls from any other are refused.
    let thread = pthread_self()
    /// Whether a call on it runs (a callback of the host's calling it again is refused).
    var isInCall = false
    /// Where the pager is in the host's window (points), and pixels a point.
    var frame = Rect(x: 0, y: 0, width: 800, height: 600)
    var scale = 1.0
    /// The fonts, and the text engine layout measures with (at `scale`).
    let fonts: FontFiles
    let engine: TextEngine
    /// What draws it: into a host's renderer (kept while the host gives the same one), or into
    /// pixels of its own that `st_render_pixels` copies out.
    var sdlRenderer: (renderer: OpaquePointer, drawer: DrawListRenderer)?
    /// Whether the host leaves the pager's frame of its renderer as the pager drew it between
    /// frames (st_set_left_alone), so a frame draws only what changed.
    var isLeftAlone = false
    var pixels: PixelTarget?
    /// The draw list frames are laid out into, kept to reuse its storage.
    var drawList = DrawList()
    /// SDL events in, for the pager's frame.
    var adapter = PagerEventAdapter(frame: Rect(x: 0, y: 0, width: 800, height: 600))
    /// The config's own lists (items files, templates), answered as the program answers them.
    var feeder = ListFeeder()
    /// The events the scene reported and the host has not taken yet, oldest first.
    var pending: [PagerEvent] = []
    var pendingStart = 0
    /// The words of the event given last (st_event's text and text2 point into them).
    var eventText = ContiguousArray<CChar>([0])
    var eventText2 = ContiguousArray<CChar>([0])
    /// Why the last call failed ("" after a success).
    var lastError = ContiguousArray<CChar>([0])
    /// What the host's callbacks gave that cannot be used, said by the next call.
    let problems = CallbackProblems()
    /// Screen readers' bridge, while the host asks for it.
    var accessibility: AccessibilityBridge?
    /// The SDL event type the bridge wakes the host's loop with.
    var accessibilityWake: UInt32 = 0

    init(config: AppConfig) throws {
        do {
            fonts = try SharedFonts.files()
            engine = try TextEngine(files: fonts)
        } catch {
            throw CFailure(ST_ERROR_FILE, "cannot read the fonts: \(error)")
        }
        var theme = config.theme
        theme.strings = config.sceneStrings(over: SceneStrings())
        if config.appearance == .dark { theme = theme.darkened() }
        let engine = engine, scaleBox = ScaleBox()
        scene = Scene(
            content: config.content, theme: theme, viewSize: Size(width: 800, height: 600),
            measure: { text, size in
                let pixels = Int((size * scaleBox.scale).rounded())
                return Double(engine.size(of: text, pixelSize: pixels, weight: .regular).width) / scaleBox.scale
            })
        self.scaleBox = scaleBox
        scene.imageSource = ImageLoader()
        if let size = config.windowSize { setFrame(Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))) }
    }

    /// The scale layout measures text at, shared with the scene's measure.
    let scaleBox: ScaleBox

    /// The scene's clock now, for a call that carries no time.
    var now: Double { scene.time }

    /// Takes the scene's events, answers the config's own lists, and keeps the rest for the host.
    func collectEvents() {
        repeat {
            for event in scene.takeEvents() {
                // The config's own lists are answered here, as the program answers them; the host's rows are the host's.
                if !asksTheHost(event) { feeder.handle(event, in: &scene, at: Self.microseconds(scene.time)) }
                pending.append(event)
            }
            for failure in feeder.deliver(in: &scene, at: Self.microseconds(scene.time)) { csdl_log_warning("sliding-tabs: warning: \(failure)") }
        } while scene.hasEvents
        // A host that never takes its events keeps the newest 4096, as the scene does.
        if pending.count - pendingStart > 4096 { pendingStart = pending.count - 4096 }
        if pendingStart > 1024 && pendingStart * 2 > pending.count {
            pending.removeFirst(pendingStart)
            pendingStart = 0
        }
    }

    /// Whether `event` asks for rows of the host's (a refresh, more rows), which only the host answers.
    private func asksTheHost(_ event: PagerEvent) -> Bool {
        switch event {
        case .refreshRequested(let tab), .moreRowsRequested(let tab): return scene.listContent(ofTab: tab)?.source is CRowSource
        default: return false
        }
    }

    /// The next event not taken, if any.
    func nextEvent() -> PagerEvent? {
        guard pendingStart < pending.count else { return nil }
        defer {
            pendingStart += 1
            if pendingStart == pending.count {
                pending.removeAll(keepingCapacity: true)
                pendingStart = 0
            }
        }
        return pending[pendingStart]
    }

    /// Sets pixels a point: text is measured and drawn at the new scale.
    func setScale(_ scale: Double) {
        guard scale != self.scale else { return }
        self.scale = scale
        scaleBox.scale = scale
        sdlRenderer?.drawer.setScale(scale)
        pixels = nil
        scene.pixelScale = scale
        scene.measureAgain()
    }

    /// Moves the frame (and the scene's size with it).
    func setFrame(_ frame: Rect) {
        self.frame = frame
        adapter.frame = frame
        scene.handle(.resize(Size(width: frame.width, height: frame.height)), time: now)
        collectEvents()
    }

    static func microseconds(_ seconds: Double) -> Int64 { Int64((seconds * 1_000_000).rounded()) }
}

/// The scale a scene's measure reads (set by `st_set_scale`).
final class ScaleBox {
    var scale = 1.0
}
