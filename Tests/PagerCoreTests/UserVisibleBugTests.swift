import Testing

@testable import PagerCore

/// Bugs a user would notice that the physics rules alone let through.
@Suite("User-visible motion")
struct UserVisibleMotionTests {
    /// A flick at 25 000 points/s on a long list coasts as one at the 8000 points/s cap:
    /// 8000 × 0.4995 ≈ 3996 points, not three times as far.
    @Test func aVeryFastFlickCoastsAtTheCap() {
        var axis = ScrollAxis(offset: 0, minOffset: 0, maxOffset: 10_000_000, viewportLength: 600)
        axis.beginDrag(pointer: 1000, time: 0)
        for step in 1...6 { axis.drag(to: 1000 - Double(step) * 50, time: Double(step) * 0.002) }
        let velocity = axis.endDrag(time: 0.012)
        #expect(abs(velocity) == ScrollAxis.maxFlingVelocity)
        let released = axis.offset
        axis.coast(velocity: velocity, time: 0.012)
        axis.advance(to: 30)
        let coasted = abs(axis.offset - released)
        #expect(abs(coasted - 3996) < 40, "coasted \(coasted) points")
    }

    /// A drag that catches pages settling toward a tapped tab and is then cancelled settles on
    /// the nearest page, and the selection follows: pages and tabs never disagree.
    @Test func aCancelledDragDuringATabSettleSettlesOnTheNearestPage() {
        var pager = Pager(pageCount: 5, pageWidth: 800)
        pager.select(page: 3, time: 0)
        pager.advance(to: 0.1)
        let caught = pager.press()
        #expect(caught)
        pager.beginDrag(pointerX: 400, time: 0.1)
        pager.drag(to: 390, time: 0.116)
        let nearest = Int(pager.progress.rounded())
        #expect(nearest != 3)
        pager.cancelDrag(time: 0.12)
        pager.advance(to: 3)
        #expect(pager.targetPage == nearest && pager.nearestPage == nearest)
        #expect(pager.offset == Double(nearest) * 800)
    }
}

@Suite("A tab tap's animation")
struct TabTapCurveTests {
    /// The pages start moving at once after a tab tap: at least 20% of the way after 50 ms and
    /// 55% after 100 ms (Flutter's ease: 22% and 58%), never past the target, there at 300 ms.
    @Test func aTabTapMovesAtOnceAndNeverOvershoots() {
        var pager = Pager(pageCount: 5, pageWidth: 800)
        pager.select(page: 1, time: 0)
        var previous = 0.0
        for step in 1...30 {
            pager.advance(to: Double(step) * 0.01)
            #expect(pager.offset >= previous && pager.offset <= 800, "at \(step * 10) ms: \(pager.offset)")
            previous = pager.offset
            if step == 5 { #expect(pager.offset / 800 >= 0.20, "at 50 ms: \(pager.offset / 800)") }
            if step == 10 { #expect(pager.offset / 800 >= 0.55, "at 100 ms: \(pager.offset / 800)") }
        }
        #expect(pager.offset == 800 && !pager.isSettling)
    }

    @Test func theCurveIsFluttersEase() {
        #expect(abs(Easing.ease(1.0 / 6).value - 0.2207) < 0.001)
        #expect(abs(Easing.ease(1.0 / 3).value - 0.5759) < 0.001)
        #expect(Easing.ease(0).value == 0 && Easing.ease(1).value == 1)
    }
}
