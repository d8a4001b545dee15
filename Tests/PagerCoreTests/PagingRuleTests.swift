import Testing

@testable import PagerCore

/// The testable rules of shared/physics.md, one test (or more) each.
@Suite("Paging rules")
struct PagingRuleTests {
    /// Rule 1: a release without a fling at 0.3 page returns; at 0.51 it advances.
    @Test(arguments: [(0.3, 0), (0.49, 0), (0.51, 1), (0.8, 1)])
    func slowReleaseGoesToTheNearestPage(fraction: Double, expected: Int) {
        var driver = PagerDriver()
        driver.drag(from: 700, to: 700 - fraction * 800, duration: 0.4, pause: 0.05)
        #expect(driver.pager.targetPage == expected)
        driver.runUntilRest()
        #expect(driver.pager.offset == Double(expected) * 800)
    }

    /// Rule 2: a fling goes exactly one page in its direction from any fractional position.
    @Test(arguments: [0.1, 0.3, 0.5, 0.8, 1.2, 1.5, 1.9, 2.6], [1.0, -1.0])
    func flingMovesExactlyOnePage(position: Double, direction: Double) {
        var driver = PagerDriver()
        // Slowly to `position`, then a quick 60-unit flick in `direction` over 50 ms.
        driver.press(at: 2000)
        driver.move(from: 2000, to: 2000 - position * 800, duration: 0.5)
        let flickStart = 2000 - position * 800
        driver.move(from: flickStart, to: flickStart - direction * 60, duration: 0.05)
        let releaseProgress = driver.pager.progress
        driver.pager.release(pointerX: flickStart - direction * 60, time: driver.time)
        let expected = direction > 0 ? Int(releaseProgress.rounded(.down)) + 1 : Int(releaseProgress.rounded(.up)) - 1
        #expect(driver.pager.targetPage == expected)
        #expect(abs(Double(driver.pager.targetPage) - releaseProgress) <= 1)
        driver.runUntilRest()
        #expect(driver.pager.offset == Double(expected) * 800)
    }

    @Test func flingThresholds() {
        #expect(PagingRules.targetPage(progress: 0.2, velocity: 400, travel: 25, pageCount: 5) == 1)
        #expect(PagingRules.targetPage(progress: 0.2, velocity: 399, travel: 200, pageCount: 5) == 0)
        #expect(PagingRules.targetPage(progress: 0.2, velocity: 3000, travel: 24, pageCount: 5) == 0)
        #expect(PagingRules.targetPage(progress: 1.0, velocity: 3000, travel: 100, pageCount: 5) == 2)
        #expect(PagingRules.targetPage(progress: 1.0, velocity: -3000, travel: -100, pageCount: 5) == 0)
        #expect(PagingRules.targetPage(progress: 3.9, velocity: 3000, travel: 100, pageCount: 5) == 4)
        #expect(PagingRules.targetPage(progress: 4.0, velocity: 3000, travel: 100, pageCount: 5) == 4)
        #expect(PagingRules.targetPage(progress: 0.0, velocity: -3000, travel: -100, pageCount: 5) == 0)
    }

    /// Rule 3 at the pager: a fast drag that pauses 40 ms before release does not fling.
    @Test func pauseBeforeReleaseIsNotAFling() {
        var driver = PagerDriver()
        driver.drag(from: 700, to: 700 - 0.3 * 800, duration: 0.1, pause: 0.04)
        #expect(driver.pager.targetPage == 0)
        var flung = PagerDriver()
        flung.drag(from: 700, to: 700 - 0.3 * 800, duration: 0.1)
        #expect(flung.pager.targetPage == 1)
    }

    /// Rule 5: no jump when a drag is claimed, and the claim holds for the whole gesture.
    @Test(arguments: [PointerKind.touch, .mouse])
    func claimHasNoJumpAndHolds(kind: PointerKind) {
        var arbiter = GestureArbiter(start: Point(x: 500, y: 300), kind: kind)
        #expect(arbiter.update(Point(x: 500 - kind.slop, y: 300)) == nil)
        #expect(arbiter.update(Point(x: 470 - kind.slop, y: 305)) == .horizontal)
        var pager = Pager(pageCount: 3, pageWidth: 800)
        pager.beginDrag(pointerX: arbiter.claimOrigin.x, time: 0)
        pager.drag(to: 470 - kind.slop, time: 0.016)
        #expect(abs(pager.offset - 30) < 1e-9)  // travel 30 + slop, minus the slop
        #expect(arbiter.update(Point(x: 470, y: 800)) == .horizontal)

        var vertical = GestureArbiter(start: Point(x: 500, y: 300), kind: kind)
        #expect(vertical.update(Point(x: 503, y: 300 + kind.slop + 1)) == .vertical)
        #expect(vertical.claimOrigin.y == 300 + kind.slop)
        #expect(vertical.update(Point(x: 100, y: 300)) == .vertical)
    }

    /// Rule 5: a diagonal drag is horizontal only when |dx| is more than twice |dy|.
    @Test func diagonalGoesToTheDominantAxis() {
        var steep = GestureArbiter(start: .zero, kind: .touch)
        #expect(steep.update(Point(x: 30, y: 16)) == nil)  // 0.5·30 < 16, and dy within slop
        #expect(steep.update(Point(x: 30, y: 19)) == .vertical)
        var flat = GestureArbiter(start: .zero, kind: .touch)
        #expect(flat.update(Point(x: -40, y: 15)) == .horizontal)
    }

    /// Rule 6: with bounce, overscroll follows the rubber band and springs back without overshoot.
    @Test func bounceFollowsRubberBandAndSpringsBack() {
        var driver = PagerDriver(bounces: true)
        driver.press(at: 100)
        driver.move(from: 100, to: 400, duration: 0.3)
        #expect(abs(driver.pager.offset - (-rubberBand(300, dimension: 800))) < 1e-9)
        driver.time += 0.05
        driver.pager.release(pointerX: 400, time: driver.time)
        let offsets = driver.runUntilRest()
        #expect(offsets.allSatisfy { $0 <= 0 })
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(driver.pager.offset == 0)
    }

    /// Rule 6: without bounce (JFTabView's default) the offset never leaves its bounds.
    @Test func withoutBounceTheOffsetStaysInBounds() {
        var driver = PagerDriver(pages: 3)
        driver.press(at: 100)
        driver.move(from: 100, to: 500, duration: 0.2)
        #expect(driver.pager.offset == 0)
        driver.pager.release(pointerX: 500, time: driver.time)
        driver.runUntilRest()
        driver.drag(from: 700, to: 100, duration: 0.1)
        driver.runUntilRest()
        driver.drag(from: 700, to: 100, duration: 0.1)
        driver.runUntilRest()
        driver.press(at: 700)
        driver.move(from: 700, to: 100, duration: 0.2)
        #expect(driver.pager.offset == 1600)
    }

    /// Rule 7: a tab tap settles in 250-300 ms and the indicator arrives with the page.
    @Test func tapSettlesWithinThreeHundredMilliseconds() {
        var pager = Pager(pageCount: 4, pageWidth: 800)
        let frames = TabStripGeometry.buttonFrames(
            titleWidths: Array(repeating: 0, count: 4), barSize: Size(width: 800, height: 60), layout: .equalWidths)
        func indicator(_ pager: Pager) -> Rect {
            TabStripGeometry.indicatorFrame(progress: pager.progress, buttonFrames: frames, titleWidths: [], barHeight: 60, height: 5, style: .tab)
        }
        pager.select(page: 3, time: 1)
        pager.advance(to: 1.25)
        #expect(pager.isSettling && pager.offset < 2400)
        #expect(indicator(pager).minX < frames[3].minX)
        pager.advance(to: 1.3)
        #expect(!pager.isSettling && pager.offset == 2400)
        #expect(indicator(pager).minX == frames[3].minX && indicator(pager).width == frames[3].width)
    }

    /// Selecting the page the pager already rests on does nothing.
    @Test func selectingTheCurrentPageDoesNothing() {
        var pager = Pager(pageCount: 4, pageWidth: 800, page: 2)
        pager.select(page: 2, time: 0)
        #expect(!pager.isSettling && pager.offset == 1600)
    }

    /// Rule 8: a press during a settle catches the page where it is.
    @Test func pressCatchesASettlingPager() {
        var pager = Pager(pageCount: 4, pageWidth: 800)
        pager.select(page: 2, time: 0)
        pager.advance(to: 0.1)
        let caughtAt = pager.offset
        #expect(caughtAt > 0 && caughtAt < 1600)
        let caught = pager.press()
        #expect(caught)
        #expect(!pager.isSettling && pager.offset == caughtAt)
        pager.beginDrag(pointerX: 400, time: 0.1)
        pager.drag(to: 390, time: 0.11)
        #expect(pager.offset == caughtAt + 10)

        var nearlyThere = Pager(pageCount: 4, pageWidth: 800)
        nearlyThere.select(page: 1, time: 0)
        nearlyThere.advance(to: 0.299)
        let caughtNear = nearlyThere.press()
        #expect(!caughtNear)
        #expect(nearlyThere.offset == 800 && !nearlyThere.isSettling)
    }

    /// Resizing keeps the current page exactly aligned, also mid-settle.
    @Test func resizeKeepsThePageAligned() {
        var pager = Pager(pageCount: 4, pageWidth: 800, page: 2)
        pager.resize(pageWidth: 333, time: 0)
        #expect(pager.offset == 666 && pager.targetPage == 2)
        pager.select(page: 3, time: 0)
        pager.advance(to: 0.1)
        pager.resize(pageWidth: 1024, time: 0.1)
        #expect(pager.offset == 3072 && !pager.isSettling)
    }
}
