import CSDL2
import PagerAccessibility
import PagerCore
import PagerSDL
import PagerScene
import PagerWindow
import SlidingTabsKit

/// The interactive main loop: sleeps in SDL's event wait while nothing moves, renders
/// continuously (paced by vsync, or at 60 Hz without it) while something animates.
final class WindowApp {
    /// The smallest window the layout is allowed to get.
    static let minimumSize = Size(width: 240, height: 160)

    private let session: Session
    private let canvas: WindowCanvas
    private let clockStart = SDL_GetPerformanceCounter()
    private let clockFrequency = SDL_GetPerformanceFrequency()
    /// Where the live clock starts: after a script played in the window, its clock goes on.
    private var clockOffset: Int64 = 0
    /// When the loop last made a frame while something moved, and whether it showed it (an
    /// unchanged frame is not: pictures still decoding): the next comes a frame's time later,
    /// or at once after a frame presenting with vsync waited for.
    private var lastFrame: Int64 = -Session.frameMicroseconds
    private var lastFrameShown = false
    private let cursor = CursorShape()
    /// The event the accessibility bridge's thread wakes the loop with.
    private let accessibilityEvent = SDL_RegisterEvents(1)
    /// Screen readers' view of the window, while a session bus runs.
    private var accessibility: AccessibilityBridge?
    /// The desktop's settings followed, the event their thread wakes the loop with, and the look they change.
    private var desktop: (settings: DesktopSettings, event: UInt32, look: DesktopLook)?
    /// The window's size while neither maximized nor fullscreen: what its next run opens at; nil
    /// while the window has only had sizes that cover its display (opened fitted to a smaller
    /// screen than its size was saved on), which are never its own.
    private var restoredSize: Size?

    init(session: Session, canvas: WindowCanvas) {
        self.session = session
        self.canvas = canvas
        restoredSize = canvas.coversDisplay(canvas.size) ? nil : canvas.size
    }

    /// Follows the desktop's `settings`: when their thread posts `changedEvent`, the scene takes
    /// `look` for the settings then (dark colours, contrast, text size, motion), drawn at once.
    func follow(_ settings: DesktopSettings, changedEvent: UInt32, look: DesktopLook) {
        desktop = (settings, changedEvent, look)
    }

    /// The window as the user leaves it: its size before any maximizing, and whether it is
    /// maximized; nil when it never had a size of its own.
    var geometry: WindowGeometry? {
        restoredSize.map { WindowGeometry(width: Int($0.width), height: Int($0.height), maximized: canvas.isMaximized) }
    }

    /// Microseconds since the loop started, continuing the session's clock.
    private func now() -> Int64 {
        let ticks = SDL_GetPerformanceCounter() - clockStart
        return Int64(Double(ticks) / Double(clockFrequency) * 1_000_000) + clockOffset
    }

    /// Plays `script` (if any) in the window, then either saves `screenshotPath` and returns,
    /// or runs until the window is closed or Esc / Ctrl+Q is pressed.
    func run(script: Script?, screenshotPath: String?) throws {
        session.present()
        if let script { try session.play(script, present: true) }
        if let screenshotPath {
            session.settle(present: true)
            try session.saveScreenshot(to: screenshotPath)
            return
        }
        clockOffset = session.clock
        loop()
    }

    private func loop() {
        let wake = accessibilityEvent
        if wake != UInt32.max {
            accessibility = AccessibilityBridge.start(applicationName: "sliding-tabs", windowTitle: canvas.title) {
                var event = SDL_Event()
                event.type = wake
                SDL_PushEvent(&event)
            }
        }
        var needsDraw = true
        /// Set when the frame must be drawn even if unchanged (exposed, rescaled, a deadline).
        var forceDraw = true
        var event = SDL_Event()
        // The pointers go through the adapter a host uses, over the whole window: it keeps a
        // gesture from wedging when a finger's lift never comes.
        var pointers = PagerEventAdapter(frame: Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height))
        while !session.quitRequested {
            let timeout = waitTimeout(needsDraw: needsDraw)
            var received = timeout < 0 ? SDL_WaitEvent(&event) : SDL_WaitEventTimeout(&event, timeout)
            if received == 0 && timeout >= 0 { needsDraw = true }  // a deadline or frame time came: the scene may have changed
            while received != 0 && !session.quitRequested {
                if let desktop, event.type == desktop.event {
                    let theme = desktop.look.theme(for: desktop.settings.preferences)
                    session.change { $0.setTheme(theme) }
                    needsDraw = true
                    forceDraw = true
                    received = SDL_PollEvent(&event)
                    continue
                }
                if event.type == accessibilityEvent {
                    performAccessibleClicks()
                    needsDraw = true
                    received = SDL_PollEvent(&event)
                    continue
                }
                // A key a screen reader takes (Orca's commands) is not the pager's.
                if let accessibility, let key = AccessibleKeyEvent(event), accessibility.consumes(key) {
                    received = SDL_PollEvent(&event)
                    continue
                }
                if event.type == SDL_WINDOWEVENT.rawValue { canvas.fitOnceFramed() }
                // In window units, then in points where the program scales the window itself.
                var translated = EventTranslator.translate(event, windowSize: canvas.unitSize)
                if canvas.pointScale != 1, case .input(let input)? = translated { translated = .input(input.scaled(by: 1 / canvas.pointScale)) }
                switch translated {
                case .quit?: return
                case .redraw?:
                    canvas.updateScale()
                    session.scene.pixelScale = canvas.pixelScale
                    needsDraw = true
                    forceDraw = true
                case .input(let input)?:
                    if case .resize(let size) = input {
                        // Without a window manager, leaving fullscreen reports the screen's size
                        // with no flag set: a size that covers the display is never the window's own.
                        if !canvas.isMaximized && !canvas.isFullscreen && !canvas.coversDisplay(size) { restoredSize = size }
                        canvas.updateScale()
                        session.scene.pixelScale = canvas.pixelScale
                        forceDraw = true
                        pointers.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
                        session.send(input, at: now())
                    } else if let routed = pointers.route(input, from: event) {
                        session.send(routed, at: now())
                    }
                    needsDraw = true
                case nil:
                    break
                }
                received = SDL_PollEvent(&event)
            }
            if session.quitRequested { return }  // the state stays as the last input left it
            session.advance(to: now())
            cursor.show(session.scene.cursor)
            if needsDraw || session.scene.isAnimating {
                // Drawn only when the picture changed: input that changes nothing costs no frame.
                lastFrameShown = session.presentIfChanged(force: forceDraw)
                lastFrame = now()
                needsDraw = false
                forceDraw = false
            }
            if let accessibility, accessibility.isListening {
                accessibility.publish(session.scene.accessibilityTree(), window: canvas.screenFrame, scale: canvas.pointScale)
            }
        }
    }

    /// Does what screen readers clicked.
    private func performAccessibleClicks() {
        guard let accessibility else { return }
        session.advance(to: now())
        for id in accessibility.takeClicks() { session.change { $0.performAccessibleAction(id) } }
    }

    /// How long to wait for the next event, in ms: -1 (forever) when idle, until the next
    /// deadline (a message expiring, a wheel snap, a deferred save, a list's rows), or until the next frame while animating.
    private func waitTimeout(needsDraw: Bool) -> Int32 {
        if needsDraw { return 0 }
        if session.scene.isAnimating {
            if canvas.hasVSync && lastFrameShown { return 0 }
            return milliseconds(until: lastFrame + Session.frameMicroseconds)
        }
        let sceneDeadline = session.scene.nextDeadline.map { Int64(($0 * 1_000_000).rounded(.up)) }
        if let deadline = [sceneDeadline, session.nextDeadline].compactMap({ $0 }).min() { return milliseconds(until: deadline) }
        return -1
    }

    private func milliseconds(until moment: Int64) -> Int32 {
        Int32(clamping: max(0, (moment - now() + 999) / 1000))
    }
}
