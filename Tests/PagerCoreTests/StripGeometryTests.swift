import Testing

@testable import PagerCore

@Suite("Intrinsic and scrollable strips")
struct StripGeometryTests {
    let bar = Size(width: 400, height: 48)

    @Test func intrinsicButtonsShareSpareRoom() {
        let frames = TabStripGeometry.buttonFrames(titleWidths: [40, 100, 60], barSize: bar, layout: .intrinsic(padding: 10))
        // Natural widths 60, 120, 80 = 260; 140 spare shared equally.
        let share: Double = 140.0 / 3
        let expected: [Double] = [60 + share, 120 + share, 80 + share]
        #expect(frames.map(\.width) == expected)
        #expect(abs(frames[2].maxX - 400) < 1e-9)
    }

    /// Too wide for the bar, the short titles stay whole and only the longest are cut down,
    /// to the same width ("Short" never becomes "S…" while long titles keep their room).
    @Test func intrinsicButtonsThatOverflowCutOnlyTheWidest() {
        let frames = TabStripGeometry.buttonFrames(titleWidths: [180, 380], barSize: bar, layout: .intrinsic(padding: 10))
        #expect(frames.map(\.width) == [200, 200])
        let mixed = TabStripGeometry.buttonFrames(titleWidths: [30, 340, 340], barSize: bar, layout: .intrinsic(padding: 10))
        #expect(mixed.map(\.width) == [50, 175, 175])
        #expect(mixed.map(\.minX) == [0, 50, 225])
    }

    /// Past the limit, an overflowing intrinsic strip shrinks in proportion (constant work a tab).
    @Test func manyIntrinsicButtonsShrinkInProportion() {
        let widths = [Double](repeating: 90, count: StripLayout.cappedSqueezeLimit) + [190]
        let frames = TabStripGeometry.buttonFrames(titleWidths: widths, barSize: bar, layout: .intrinsic(padding: 5))
        let total = Double(StripLayout.cappedSqueezeLimit) * 100 + 200
        #expect(abs((frames.last?.width ?? 0) - 200 * 400 / total) < 1e-9)
    }

    @Test func scrollableButtonsKeepTheirWidthAndOverflow() {
        let frames = TabStripGeometry.buttonFrames(
            titleWidths: [20, 100, 100, 100, 100], barSize: bar,
            layout: .scrollable(padding: 10, minimumWidth: 64))
        #expect(frames.map(\.width) == [64, 120, 120, 120, 120])
        #expect(frames.last?.maxX == 544)
    }

    @Test func scrollableButtonsThatFitFillTheBar() {
        let frames = TabStripGeometry.buttonFrames(titleWidths: [20, 20], barSize: bar, layout: .scrollable(padding: 10, minimumWidth: 64))
        #expect(frames.map(\.width) == [200, 200])
    }

    /// The selected tab is centred where it can be, clamped at both ends, and the offset moves
    /// continuously with the progress (no jump at the ends).
    @Test func centeringOffsetKeepsTheSelectionCentredAndClamped() {
        let frames = TabStripGeometry.buttonFrames(
            titleWidths: Array(repeating: 80, count: 10), barSize: bar,
            layout: .scrollable(padding: 10, minimumWidth: 64))  // 100 each, 1000 wide
        func offset(_ progress: Double) -> Double {
            TabStripGeometry.centeringOffset(progress: progress, buttonFrames: frames, barWidth: 400)
        }
        #expect(offset(0) == 0 && offset(1) == 0)
        #expect(offset(4) == 250)  // tab 4's centre 450 minus half the bar
        #expect(offset(4.5) == 300)
        #expect(offset(9) == 600 && offset(8) == 600)
        var previous = offset(0)
        for step in 1...900 {
            let next = offset(Double(step) / 100)
            #expect(next >= previous && next - previous <= 1.0 + 1e-9)
            previous = next
        }
    }

    /// While swiping between tabs of different widths, the indicator's x and width interpolate.
    @Test func titleWideIndicatorInterpolates() {
        let frames = TabStripGeometry.buttonFrames(titleWidths: [40, 120], barSize: bar, layout: .scrollable(padding: 10, minimumWidth: 0))
        func indicator(_ progress: Double) -> Rect {
            TabStripGeometry.indicatorFrame(
                progress: progress, buttonFrames: frames, titleWidths: [40, 120],
                barHeight: 48, height: 3, style: .title)
        }
        #expect(indicator(0).width == 40 && indicator(1).width == 120 && indicator(0.25).width == 60)
        #expect(indicator(0.5).midX == lerp(frames[0].midX, frames[1].midX, 0.5))
    }

    /// The indicator never points past the tabs: progress is clamped to them.
    @Test func indicatorStaysUnderRealTabs() {
        let frames = TabStripGeometry.buttonFrames(titleWidths: [0, 0, 0], barSize: bar, layout: .equalWidths)
        let past = TabStripGeometry.indicatorFrame(progress: 7, buttonFrames: frames, titleWidths: [], barHeight: 48, height: 3, style: .tab)
        #expect(past.minX == frames[2].minX && past.width == frames[2].width)
        let before = TabStripGeometry.indicatorFrame(progress: -1, buttonFrames: frames, titleWidths: [], barHeight: 48, height: 3, style: .tab)
        #expect(before.minX == 0)
    }

    @Test func removingTheShownPageClampsAtOnce() {
        var pager = Pager(pageCount: 5, pageWidth: 100, page: 4)
        pager.removePage(at: 4, time: 0)
        pager.removePage(at: 3, time: 0)
        #expect(pager.offset == 200 && pager.targetPage == 2 && !pager.isSettling)
        var settling = Pager(pageCount: 5, pageWidth: 100)
        settling.select(page: 4, time: 0)
        settling.advance(to: 0.05)
        for page in [4, 3, 2] { settling.removePage(at: page, time: 0.05) }
        #expect(settling.targetPage == 1)
        settling.advance(to: 1)
        #expect(settling.offset == 100)
    }
}
