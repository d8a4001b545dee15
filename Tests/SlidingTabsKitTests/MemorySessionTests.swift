import PagerConfig
import PagerCore
import PagerScene
import Testing

@testable import SlidingTabsKit

/// Sessions and script playback on the in-memory canvas: no SDL, no display, no fonts.
@Suite("Sessions in memory")
struct MemorySessionTests {
    static func session() -> (Session, MemoryCanvas) {
        let canvas = MemoryCanvas(width: 800, height: 600)
        let scene = Scene(content: .showcase, viewSize: canvas.size, measure: { canvas.measure($0, fontSize: $1) }, keyBindings: .program)
        return (Session(scene: scene, canvas: canvas), canvas)
    }

    @Test func aScriptPlaysAndTheFrameShowsItsResult() throws {
        let (session, canvas) = Self.session()
        try session.play(Script(parsing: "drag 700,300 -> 300,300 in 100ms\nwait 600ms\nexpect page 2\n", name: "t"), present: true)
        #expect(session.scene.selectedTab == 1)
        #expect(canvas.framesPresented > 40)
        // The indicator (a red fill) sits under the second of six tabs.
        let image = try canvas.snapshot(try #require(canvas.lastList))
        let red = (0..<800).filter { image.pixel(x: $0, y: 57) == (255, 0, 0) }
        #expect(red.first == 133 && red.last == 266, "\(red.first ?? -1)...\(red.last ?? -1)")
    }

    @Test func aFailedExpectationNamesTheLine() throws {
        let (session, _) = Self.session()
        let error = #expect(throws: AppError.self) {
            try session.play(Script(parsing: "key Right\nwait 400ms\nexpect page 3\n", name: "t.script"), present: false)
        }
        #expect(error?.exitCode == .expectationFailed)
        #expect(error?.description == "t.script:3: expected page 3, but the pager is on page 2")
    }

    @Test func quittingEndsThePlayback() throws {
        let (session, _) = Self.session()
        try session.play(Script(parsing: "key Escape\nkey Right\nwait 400ms\n", name: "t"), present: false)
        #expect(session.quitRequested)
        #expect(session.scene.selectedTab == 0)
    }
}
