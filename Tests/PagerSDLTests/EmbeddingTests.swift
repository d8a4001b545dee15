import CSDL2
import PagerCore
import PagerDemo
import PagerScene
import PagerTestSupport
import Testing

@testable import PagerSDL

/// The pager drawn into a host's renderer: only inside its viewport, and the renderer left as
/// the host had it.
@Suite("Embedding in a host's renderer")
struct EmbeddingTests {
    @Test func drawingStaysInTheViewportAndRestoresTheRenderer() throws {
        let host = try RenderFixture.HostRenderer(width: 400, height: 300, clip: SDL_Rect(x: 5, y: 6, w: 300, h: 200))
        let pager = try DrawListRenderer(borrowing: host.renderer, fonts: RenderFixture.fonts)
        let scene = Scene(content: .showcase, viewSize: Size(width: 200, height: 150), measure: { pager.measure($0, fontSize: $1) })
        pager.draw(scene, in: SDL_Rect(x: 150, y: 100, w: 200, h: 150))
        #expect(host.keepsTheHostsState)

        let image = try host.image()
        // Outside the viewport: the host's blue, untouched. Inside: the pager's white page and red indicator.
        for (x, y) in [(149, 120), (351, 120), (200, 99), (200, 251), (10, 10)] { #expect(image.pixel(x: x, y: y) == (0, 0, 255), "(\(x), \(y))") }
        #expect(image.pixel(x: 250, y: 200) == (255, 255, 255))
        #expect(image.pixel(x: 160, y: 157) == (255, 0, 0))
    }

    @Test func theAdapterDeliversThePagersEventsInItsCoordinates() {
        var adapter = PagerEventAdapter(frame: Rect(x: 200, y: 0, width: 600, height: 600))
        #expect(adapter.route(.pointerDown(Point(x: 100, y: 100), .mouse)) == nil)
        #expect(adapter.route(.pointerMove(Point(x: 100, y: 100), .mouse)) == nil)
        #expect(adapter.route(.pointerUp(Point(x: 100, y: 100), .mouse)) == nil)
        #expect(adapter.route(.pointerDown(Point(x: 700, y: 300), .mouse)) == .pointerDown(Point(x: 500, y: 300), .mouse))
        // The drag leaves the pager: still the pager's, until the release.
        #expect(adapter.route(.pointerMove(Point(x: 50, y: 300), .mouse)) == .pointerMove(Point(x: -150, y: 300), .mouse))
        #expect(adapter.route(.pointerUp(Point(x: 40, y: 300), .mouse)) == .pointerUp(Point(x: -160, y: 300), .mouse))
        #expect(adapter.route(.pointerMove(Point(x: 50, y: 300), .mouse)) == nil)
        #expect(
            adapter.route(.wheel(dx: 0, dy: -1, at: Point(x: 300, y: 10), shift: false))
                == .wheel(dx: 0, dy: -1, at: Point(x: 100, y: 10), shift: false))
        #expect(adapter.route(.wheel(dx: 0, dy: -1, at: Point(x: 30, y: 10), shift: false)) == nil)
        #expect(adapter.route(.key(KeyPress(.right))) == .key(KeyPress(.right)))
        adapter.receivesKeys = false
        #expect(adapter.route(.key(KeyPress(.right))) == nil)
        #expect(adapter.route(.resize(Size(width: 10, height: 10))) == nil)
    }

    /// The mouse moving off the pager, or out of the window, leaves it once: its hover ends.
    @Test func theAdapterTellsThePagerWhenTheMouseLeavesIt() {
        var adapter = PagerEventAdapter(frame: Rect(x: 200, y: 0, width: 600, height: 600))
        #expect(adapter.route(.pointerLeave) == nil)
        #expect(adapter.route(.pointerMove(Point(x: 300, y: 30), .mouse)) == .pointerMove(Point(x: 100, y: 30), .mouse))
        #expect(adapter.route(.pointerMove(Point(x: 100, y: 30), .mouse)) == .pointerLeave)
        #expect(adapter.route(.pointerMove(Point(x: 90, y: 30), .mouse)) == nil)
        #expect(adapter.route(.pointerMove(Point(x: 300, y: 30), .mouse)) != nil)
        #expect(adapter.route(.pointerLeave) == .pointerLeave)
        #expect(adapter.route(.pointerLeave) == nil)
    }
}
