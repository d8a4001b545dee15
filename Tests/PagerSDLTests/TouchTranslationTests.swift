import CSDL2
import PagerCore
import PagerDemo
import PagerScene
import Synchronization
import Testing

@testable import PagerSDL

/// Real SDL finger events, pushed through SDL's queue: each finger keeps its id, and the
/// adapter keeps a two-finger gesture the pager's even when a finger leaves its rectangle.
@Suite("Touch translation", .serialized)
struct TouchTranslationTests {
    static let window = Size(width: 800, height: 600)

    /// A finger event of `type` for finger `finger` at (x, y) in window points.
    static func finger(_ type: SDL_EventType, _ finger: SDL_FingerID, x: Double, y: Double, device: SDL_TouchID = 7) -> SDL_Event {
        var event = SDL_Event()
        event.tfinger = SDL_TouchFingerEvent(
            type: type.rawValue, timestamp: 0, touchId: device, fingerId: finger, x: Float(x / window.width), y: Float(y / window.height),
            dx: 0, dy: 0, pressure: 1, windowID: 0)
        return event
    }

    /// SDL's one event queue: suites that run side by side take turns with it (one's flush would
    /// eat the other's events, and SDL's touch bookkeeping is not made for two threads at once).
    static let queue = Mutex(())

    /// `events` pushed onto SDL's queue and read back, as a host's loop reads them.
    static func throughTheQueue(_ events: [SDL_Event]) -> [SDL_Event] {
        _ = RenderFixture.fonts
        return queue.withLock { _ in
            SDL_InitSubSystem(SDL_INIT_EVENTS)
            SDL_PumpEvents()
            SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
            for var event in events { SDL_PushEvent(&event) }
            var read: [SDL_Event] = []
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 {
                if [SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue].contains(event.type) { read.append(event) }
            }
            return read
        }
    }

    @Test func twoFingersKeepTheirIds() {
        let events = Self.throughTheQueue([
            Self.finger(SDL_FINGERDOWN, 1, x: 400, y: 300), Self.finger(SDL_FINGERDOWN, 2, x: 200, y: 300),
            Self.finger(SDL_FINGERMOTION, 2, x: 100, y: 300), Self.finger(SDL_FINGERMOTION, 1, x: 500, y: 300),
            Self.finger(SDL_FINGERUP, 1, x: 500, y: 300), Self.finger(SDL_FINGERUP, 2, x: 100, y: 300),
        ])
        let inputs = events.compactMap { EventTranslator.translate($0, windowSize: Self.window) }
        #expect(
            inputs == [
                .input(.pointerDown(Point(x: 400, y: 300), .touch, id: 1)), .input(.pointerDown(Point(x: 200, y: 300), .touch, id: 2)),
                .input(.pointerMove(Point(x: 100, y: 300), .touch, id: 2)), .input(.pointerMove(Point(x: 500, y: 300), .touch, id: 1)),
                .input(.pointerUp(Point(x: 500, y: 300), .touch, id: 1)), .input(.pointerUp(Point(x: 100, y: 300), .touch, id: 2)),
            ])
    }

    /// A pager in the right half: both fingers' gesture stays its own (in its coordinates) when
    /// one finger moves out over the host's half, until the last lifts; a finger landing on
    /// the host's half is the host's.
    @Test func theAdapterKeepsEveryFingerOfThePagersGesture() {
        var adapter = PagerEventAdapter(frame: Rect(x: 400, y: 0, width: 400, height: 600))
        let routed = Self.throughTheQueue([
            Self.finger(SDL_FINGERDOWN, 1, x: 600, y: 300), Self.finger(SDL_FINGERDOWN, 2, x: 700, y: 300),
            Self.finger(SDL_FINGERDOWN, 3, x: 100, y: 300), Self.finger(SDL_FINGERMOTION, 2, x: 300, y: 300),
            Self.finger(SDL_FINGERMOTION, 3, x: 120, y: 300), Self.finger(SDL_FINGERUP, 1, x: 600, y: 300),
            Self.finger(SDL_FINGERMOTION, 2, x: 250, y: 300), Self.finger(SDL_FINGERUP, 2, x: 250, y: 300),
            Self.finger(SDL_FINGERUP, 3, x: 120, y: 300),
        ]).map { adapter.translate($0, windowSize: Self.window) }
        #expect(
            routed == [
                .pointerDown(Point(x: 200, y: 300), .touch, id: 1), .pointerDown(Point(x: 300, y: 300), .touch, id: 2), nil,
                .pointerMove(Point(x: -100, y: 300), .touch, id: 2), nil, .pointerUp(Point(x: 200, y: 300), .touch, id: 1),
                .pointerMove(Point(x: -150, y: 300), .touch, id: 2), .pointerUp(Point(x: -150, y: 300), .touch, id: 2), nil,
            ])
        #expect(adapter.capturedPointer == nil)
    }

    /// A mouse button event of `type` at (x, y), of the left button unless told.
    static func mouse(_ type: SDL_EventType, x: Int32, y: Int32, button: Int32 = SDL_BUTTON_LEFT) -> SDL_Event {
        var event = SDL_Event()
        event.button = SDL_MouseButtonEvent(
            type: type.rawValue, timestamp: 0, windowID: 0, which: 0, button: UInt8(button), state: 0, clicks: 1, padding1: 0, x: x, y: y)
        return event
    }

    /// The middle button's release is a middle click (its press is nothing), and on a closable bar
    /// it asks to close the tab under it, through the adapter of a pager drawn right of a sidebar.
    @Test func aMiddleClickAsksToCloseTheTabUnderIt() {
        let down = Self.mouse(SDL_MOUSEBUTTONDOWN, x: 500, y: 30, button: SDL_BUTTON_MIDDLE)
        let up = Self.mouse(SDL_MOUSEBUTTONUP, x: 500, y: 30, button: SDL_BUTTON_MIDDLE)
        #expect(EventTranslator.translate(down, windowSize: Self.window) == nil)
        #expect(EventTranslator.translate(up, windowSize: Self.window) == .input(.middleClick(Point(x: 500, y: 30))))
        var theme = Theme()
        theme.tabsClosable = true
        var scene = Scene(content: .showcase, theme: theme, viewSize: Size(width: 600, height: 600))
        var adapter = PagerEventAdapter(frame: Rect(x: 200, y: 0, width: 600, height: 600))
        for event in [down, up] { if let input = adapter.translate(event, windowSize: Self.window) { scene.handle(input, time: 0) } }
        let tab = scene.tabFrames.firstIndex { $0.contains(Point(x: 300, y: 30)) }
        #expect(tab != nil && scene.takeEvents().contains(.tabCloseRequested(tab ?? -1)))
        // Over the host's sidebar it is the host's.
        #expect(adapter.translate(Self.mouse(SDL_MOUSEBUTTONUP, x: 100, y: 30, button: SDL_BUTTON_MIDDLE), windowSize: Self.window) == nil)
    }

    /// A window event `id`.
    static func window(_ id: SDL_WindowEventID) -> SDL_Event {
        var event = SDL_Event()
        event.window = SDL_WindowEvent(
            type: SDL_WINDOWEVENT.rawValue, timestamp: 0, windowID: 0, event: UInt8(id.rawValue), padding1: 0, padding2: 0, padding3: 0, data1: 0,
            data2: 0)
        return event
    }

    /// A scene fed through the adapter from real SDL events, after a finger went down on its
    /// first page and never lifted; then `events`, and a second.
    static func afterAStuckFinger(_ events: [SDL_Event]) -> Scene {
        var adapter = PagerEventAdapter(frame: Rect(x: 0, y: 0, width: window.width, height: window.height))
        var scene = Scene(content: .showcase, viewSize: window)
        var time = 0.0
        for event in throughTheQueue([finger(SDL_FINGERDOWN, 1, x: 400, y: 300)]) + events {
            time += 0.05
            if let input = adapter.translate(event, windowSize: window) { scene.handle(input, time: time) }
        }
        scene.advance(to: time + 1)
        return scene
    }

    @Test func aClickSelectsATabWhileAFingerIsStuck() throws {
        let tab = try #require(Scene(content: .showcase, viewSize: Self.window).tabCenter(2))
        let scene = Self.afterAStuckFinger([
            Self.mouse(SDL_MOUSEBUTTONDOWN, x: Int32(tab.x), y: Int32(tab.y)), Self.mouse(SDL_MOUSEBUTTONUP, x: Int32(tab.x), y: Int32(tab.y)),
        ])
        #expect(scene.selectedTab == 2)
    }

    /// Another touch device's finger, or the window losing the focus, ends the stuck finger's
    /// gesture: the next swipe is a gesture of its own, which its lift ends (joined to the stuck
    /// finger, the drag would go on).
    @Test(arguments: ["device", "focus"])
    func theStuckFingerGivesWay(_ how: String) {
        let first =
            how == "device"
            ? Self.throughTheQueue([
                Self.finger(SDL_FINGERDOWN, 1, x: 100, y: 500, device: 9), Self.finger(SDL_FINGERUP, 1, x: 100, y: 500, device: 9),
            ])
            : [Self.window(SDL_WINDOWEVENT_FOCUS_LOST)]
        let swipe =
            [Self.finger(SDL_FINGERDOWN, 5, x: 600, y: 300)] + (1...12).map { Self.finger(SDL_FINGERMOTION, 5, x: 600 - 40 * Double($0), y: 300) }
            + [Self.finger(SDL_FINGERUP, 5, x: 120, y: 300)]
        let scene = Self.afterAStuckFinger(first + Self.throughTheQueue(swipe))
        #expect(scene.settledTab == 1 && !scene.isAnimating)
    }

    /// Ctrl+wheel zooms a picture: a notch up is 1.2x about the pointer.
    @Test func ctrlWheelMagnifies() {
        _ = RenderFixture.fonts
        var event = SDL_Event()
        event.wheel = SDL_MouseWheelEvent(
            type: SDL_MOUSEWHEEL.rawValue, timestamp: 0, windowID: 0, which: 0, x: 0, y: 1, direction: SDL_MOUSEWHEEL_NORMAL.rawValue,
            preciseX: 0, preciseY: 1, mouseX: 300, mouseY: 200)
        SDL_SetModState(KMOD_LCTRL)
        defer { SDL_SetModState(KMOD_NONE) }
        #expect(EventTranslator.translate(event, windowSize: Self.window) == .input(.magnify(1.2, at: Point(x: 300, y: 200))))
    }
}
