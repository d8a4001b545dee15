import PagerCore
import PagerScene
import Testing

@testable import PagerSDL

/// A custom page that draws with SDL itself through a callback: a green square by SDL's own
/// fill over its whole frame, after leaving the renderer in a state of its own.
private final class SDLPage: CustomPage {
    let callback: SDLDrawCallback
    init(_ body: @escaping (SDLDrawCallback.Context) -> Void) { callback = SDLDrawCallback(body) }
    func contentHeight(forWidth width: Double) -> Double { 0 }
    func draw(_ page: CustomPageFrame, into list: inout DrawList) {
        list.callback(callback, in: page.viewRect(Rect(x: 20, y: -30, width: 100, height: 100)))
        list.fill(page.viewRect(Rect(x: 200, y: 20, width: 40, height: 40)), Color(10, 20, 30))
    }
}

/// SDL drawing of the host's own inside a page: clipped to the page, with the renderer's state
/// put back after, for the pager's drawing and the host's.
@Suite("Host drawing with SDL")
struct HostDrawingTests {
    @Test func aCallbackDrawsClippedAndLeavesTheRendererAsItWas() throws {
        let host = try RenderFixture.HostRenderer(width: 400, height: 300, clip: SDL_Rect(x: 5, y: 6, w: 390, h: 290))
        var seen: SDLDrawCallback.Context?
        var clipInside = SDL_Rect()
        let page = SDLPage { context in
            seen = context
            SDL_RenderGetClipRect(context.renderer, &clipInside)
            // The callback's own state, which must not leak into what follows.
            SDL_SetRenderDrawColor(context.renderer, 0, 200, 0, 255)
            SDL_RenderSetScale(context.renderer, 2, 2)
            var whole = SDL_Rect(x: context.frame.x / 2, y: context.frame.y / 2, w: context.frame.w / 2, h: context.frame.h / 2)
            SDL_SetRenderDrawBlendMode(context.renderer, SDL_BLENDMODE_NONE)
            SDL_RenderFillRect(context.renderer, &whole)
            SDL_SetRenderDrawBlendMode(context.renderer, SDL_BLENDMODE_MOD)
        }
        let pager = try DrawListRenderer(borrowing: host.renderer, fonts: RenderFixture.fonts)
        let scene = Scene(
            content: SceneContent(tabs: [TabContent(title: "SDL", page: .custom(page))]), viewSize: Size(width: 300, height: 200),
            measure: { pager.measure($0, fontSize: $1) })
        pager.draw(scene, in: SDL_Rect(x: 50, y: 50, w: 300, h: 200))

        let context = try #require(seen)
        #expect((context.frame.x, context.frame.y, context.frame.w, context.frame.h) == (20, 30, 100, 100))
        #expect((clipInside.x, clipInside.y, clipInside.w, clipInside.h) == (0, 60, 300, 140), "clipped to the page, below the tab bar")
        #expect(!context.isMirrored)
        #expect(host.keepsTheHostsState)

        let image = try host.image()
        #expect(image.pixel(x: 50 + 70, y: 50 + 100) == (0, 200, 0), "the callback's fill, in its frame")
        #expect(image.pixel(x: 50 + 70, y: 50 + 50) != (0, 200, 0), "not over the tab bar: the page's clip holds")
        #expect(image.pixel(x: 50 + 220, y: 50 + 100) == (10, 20, 30), "the pager's own fill after it draws as it should")
        #expect(image.pixel(x: 20, y: 20) == (0, 0, 255), "outside the pager: the host's")
    }

    /// A wheel event lands where the event says the pointer was, not where the mouse is now.
    @Test func aWheelLandsAtTheCoordinatesItCarries() {
        var event = SDL_Event()
        event.wheel = SDL_MouseWheelEvent(
            type: SDL_MOUSEWHEEL.rawValue, timestamp: 0, windowID: 0, which: 0, x: 0, y: -1, direction: SDL_MOUSEWHEEL_NORMAL.rawValue,
            preciseX: 0, preciseY: -1, mouseX: 400, mouseY: 300)
        #expect(
            EventTranslator.translate(event, windowSize: Size(width: 800, height: 600))
                == .input(.wheel(dx: 0, dy: -1, at: Point(x: 400, y: 300), shift: false)))
        var adapter = PagerEventAdapter(frame: Rect(x: 200, y: 0, width: 600, height: 600))
        #expect(adapter.translate(event, windowSize: Size(width: 800, height: 600)) == .wheel(dx: 0, dy: -1, at: Point(x: 200, y: 300), shift: false))
    }
}

/// A host's drawing of a kind no backend runs (a `DrawCallback` of its own, not an
/// `SDLDrawCallback`) is said once in SDL's log, not dropped in silence.
@Suite("Host drawing that cannot run")
struct UnrunnableCallbackTests {
    private final class OwnCallback: DrawCallback {}

    @Test func anUnrunnableCallbackIsSaidOnceInSDLsLog() throws {
        let host = try RenderFixture.HostRenderer(width: 200, height: 100, clip: SDL_Rect(x: 0, y: 0, w: 200, h: 100))
        let pager = try DrawListRenderer(borrowing: host.renderer, fonts: RenderFixture.fonts)
        var list = DrawList()
        list.reset(clearColor: .white)
        list.callback(OwnCallback(), in: Rect(x: 0, y: 0, width: 50, height: 50))
        StandardErrorCapture.isOn = true
        defer { StandardErrorCapture.isOn = false }
        let (_, said) = StandardErrorCapture.capturing {
            for _ in 0..<3 { pager.draw(list, in: SDL_Rect(x: 0, y: 0, w: 200, h: 100)) }
        }
        let lines = (said ?? "").split(separator: "\n").filter { $0.contains("OwnCallback") }
        #expect(lines.count == 1, "\(said ?? "")")
        #expect(lines.first?.contains("is not drawn: DrawListRenderer runs SDLDrawCallback only") == true)
    }
}
