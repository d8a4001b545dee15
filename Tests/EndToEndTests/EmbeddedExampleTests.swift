import EndToEndSupport
import Foundation
import PagerScene
import RenderTestSupport
import Testing

/// Examples/EmbeddedPager, an SDL2 program of its own: a sidebar and a status bar of its own, and
/// the pager showing the host's pages and data (an inbox of 100 000 messages from its own array,
/// a chart it draws, a settings table). `make test` builds it before the tests run.
@Suite("The embedded-pager example", .enabled(if: EmbeddedExample.isBuilt || ProcessInfo.processInfo.environment["CI"] != nil))
struct EmbeddedExampleTests {
    typealias Output = EmbeddedExample.Output

    static func run(_ arguments: [String]) throws -> (output: Output, shot: PixelImage) { try EmbeddedExample.run(arguments) }

    @Test func theSidebarAndStatusBarAreTheHostsAndThePagerShowsItsInbox() throws {
        let (output, shot) = try Self.run([])
        #expect(output.value("page") == "1" && output.value("inbox rows") == "100000")
        let asked = try #require(output.value("rows asked").flatMap { Int($0) })
        #expect(asked > 0 && asked <= 12, "only the rows on screen are asked for: \(asked)")
        #expect(shot.width == 800 && shot.height == 600)
        for (x, y) in [(2, 2), (100, 300), (199, 570), (5, 250)] { #expect(shot.pixel(x: x, y: y) == (0x20, 0x20, 0x20), "(\(x), \(y))") }
        #expect(shot.pixel(x: 790, y: 590) == (0x30, 0x30, 0x38), "the status bar")
        let red = (200..<800).filter { shot.pixel(x: $0, y: 57) == (255, 0, 0) }
        // Three tabs share the 556 points the tab menu's button leaves of the pager's 600.
        #expect(
            red.first == 200 && (184...186).contains(red.count), "the indicator under the first of three tabs: \(red.first ?? -1)...\(red.last ?? -1)"
        )
    }

    /// A swipe selects the next tab, then the pages settle there.
    @Test func aSwipeSelectsThenSettles() throws {
        let (output, shot) = try Self.run(["--drag", "700,300,300,300", "--print-events"])
        #expect(output.eventsInclude(inOrder: ["scrollStateChanged dragging", "tabSelected 2 swipe", "tabSettled 2"]), "\(output.events)")
        #expect(output.events.filter { $0.hasPrefix("tabSelected") } == ["tabSelected 2 swipe"])
        #expect(output.value("page") == "2")
        let red = (200..<800).filter { shot.pixel(x: $0, y: 57) == (255, 0, 0) }
        #expect(red.first == 385, "\(red.first ?? -1)")
        #expect(shot.pixel(x: 100, y: 92) != shot.pixel(x: 100, y: 40), "the sidebar follows the pager: Chart is highlighted")
    }

    /// A click on the selected tab is reported as a re-tap and changes nothing else.
    /// A screenshot is of an opaque frame, even where blending (a pressed row, the avatar-like
    /// discs) left less than full alpha.
    @Test func itsScreenshotIsOpaque() throws {
        let (_, shot) = try Self.run(["--click", "500,400"])
        #expect(shot.pixels.allSatisfy { $0 >> 24 == 0xFF }, "\(shot.pixels.filter { $0 >> 24 != 0xFF }.count) pixels are not opaque")
    }

    @Test func aClickOnTheSelectedTabIsAReTap() throws {
        let (output, _) = try Self.run(["--click", "300,30", "--print-events"])
        #expect(output.events.contains("tabReselected 1"), "\(output.events)")
        #expect(!output.events.contains { $0.hasPrefix("tabSelected") })
        #expect(output.value("page") == "1")
    }

    /// A 320-point pull on the inbox asks the host, which adds three messages 300 ms later.
    @Test func aPullAsksTheHostForMail() throws {
        let (output, shot) = try Self.run(["--drag", "500,100,500,420", "--print-events"])
        #expect(output.events.contains("refreshRequested 1"), "\(output.events)")
        #expect(output.value("inbox rows") == "100003")
        // "3 new messages" in the status bar: short, where the first line was long.
        func ink(_ xs: Range<Int>) -> Bool { xs.contains { x in (578..<598).contains { shot.pixel(x: x, y: $0).r > 200 } } }
        #expect(ink(12..<100) && !ink(150..<260), "the status bar says new mail came")
    }

    /// Tapping a message reports its row and flags it: the host draws that row itself (an
    /// orange bar at its left edge), reloading just that row.
    @Test func tappingAMessageReportsItsRowAndFlagsIt() throws {
        let (output, shot) = try Self.run(["--click", "500,400", "--print-events"])
        #expect(output.events.contains("rowTapped 1 1 6"), "\(output.events)")
        func orange(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { p.r > 230 && (130...150).contains(p.g) && p.b < 20 }  // under the hover's tint
        #expect(orange(shot.pixel(x: 202, y: 400)), "the flagged row's bar: \(shot.pixel(x: 202, y: 400))")
        let (_, untouched) = try Self.run([])
        #expect(!orange(untouched.pixel(x: 202, y: 400)))
    }

    /// The tab menu's button at the bar's end lists the three tabs; a click on the third selects it.
    @Test func theTabMenuChoosesATab() throws {
        let (output, shot) = try Self.run(["--click", "778,30", "--click", "700,160", "--print-events"])
        #expect(output.events.contains("tabSelected 3 tap"), "\(output.events)")
        #expect(output.value("page") == "3")
        let red = (200..<800).filter { shot.pixel(x: $0, y: 57) == (255, 0, 0) }
        #expect(red.first == 571)
    }

    /// A click in the sidebar is the host's: it chooses what the pager shows.
    @Test func theSidebarChoosesThePage() throws {
        let (output, shot) = try Self.run(["--click", "100,143", "--print-events"])
        #expect(output.events.contains("tabSelected 3 program"), "\(output.events)")
        #expect(output.value("page") == "3")
        let red = (200..<800).filter { shot.pixel(x: $0, y: 57) == (255, 0, 0) }
        #expect(red.first == 571)
    }

    /// The chart is the host's own drawing: bars as draw-list fills, its axes drawn with SDL's
    /// own lines through a callback, and a tap on a bar in its content coordinates.
    @Test func theChartIsDrawnByTheHost() throws {
        let (output, shot) = try Self.run(["--click", "100,91", "--click", "445,300"])
        #expect(output.value("page") == "2")
        #expect(shot.pixel(x: 248, y: 300) == (90, 90, 90), "the axis drawn with SDL_RenderDrawLine")
        #expect(shot.pixel(x: 445, y: 380) == (230, 80, 60), "the tapped bar is chosen")
        #expect(shot.pixel(x: 489, y: 380) == (70, 130, 220), "its neighbour is not")
    }

    /// Scrolling through a thousand messages asks for each once as it comes on screen: fewer
    /// than 2000 rows in all.
    @Test func scrollingAThousandRowsAsksForFewerThanTwoThousand() throws {
        let flings = Array(repeating: ["--drag", "500,540,500,80"], count: 60).flatMap { $0 }
        let (output, shot) = try Self.run(flings)
        let asked = try #require(output.value("rows asked").flatMap { Int($0) })
        #expect(asked >= 1000 && asked < 2000, "\(asked)")
        #expect(shot.pixel(x: 100, y: 40) == (0x50, 0x50, 0x50), "still on the inbox")
    }
}
