import Testing

@testable import PagerCore

@Suite("Tab strip geometry")
struct TabStripGeometryTests {
    let bar = Size(width: 800, height: 60)

    @Test func equalWidthsShareTheBar() {
        let frames = TabStripGeometry.buttonFrames(titleWidths: Array(repeating: 0, count: 4), barSize: bar, layout: .equalWidths)
        #expect(frames.map(\.minX) == [0, 200, 400, 600])
        #expect(frames.allSatisfy { $0.width == 200 && $0.height == 60 })
    }

    /// JFTabView: button i centred at (i+1)/(n+1) of the width.
    @Test func centredLayoutPlacesButtonsAtFractionsOfTheWidth() {
        let frames = TabStripGeometry.buttonFrames(
            titleWidths: Array(repeating: 0, count: 3), barSize: bar, layout: .centered(buttonWidth: nil, buttonHeight: nil))
        #expect(frames.map(\.midX) == [200, 400, 600])
        #expect(frames.allSatisfy { $0.width == 200 })
        let sized = TabStripGeometry.buttonFrames(
            titleWidths: Array(repeating: 0, count: 3), barSize: bar, layout: .centered(buttonWidth: 20, buttonHeight: 30))
        #expect(sized.map(\.minX) == [190, 390, 590])
        #expect(sized.allSatisfy { $0.minY == 15 && $0.height == 30 })
    }

    @Test func indicatorFollowsProgressContinuously() {
        let frames = TabStripGeometry.buttonFrames(titleWidths: Array(repeating: 0, count: 3), barSize: bar, layout: .equalWidths)
        func frame(_ progress: Double) -> Rect {
            TabStripGeometry.indicatorFrame(progress: progress, buttonFrames: frames, titleWidths: [], barHeight: 60, height: 5, style: .tab)
        }
        #expect(frame(0) == Rect(x: 0, y: 55, width: 800.0 / 3, height: 5))
        #expect(abs(frame(0.5).minX - 800.0 / 6) < 1e-9)
        #expect(abs(frame(2).minX - 1600.0 / 3) < 1e-9)
        // W1's rule for equal widths: x = offset / pagesWidth * barWidth.
        for step in 0...200 {
            let progress = Double(step) / 100
            #expect(abs(frame(progress).minX - progress * 800 / 3) < 1e-9)
        }
    }

    @Test func indicatorWidthStyles() {
        let frames = TabStripGeometry.buttonFrames(
            titleWidths: Array(repeating: 0, count: 3), barSize: bar, layout: .centered(buttonWidth: 100, buttonHeight: 60))
        let doubled = TabStripGeometry.indicatorFrame(
            progress: 1, buttonFrames: frames, titleWidths: [], barHeight: 60, height: 5, style: .multiple(2))
        #expect(doubled == Rect(x: 300, y: 55, width: 200, height: 5))
        let exact = TabStripGeometry.indicatorFrame(progress: 0.5, buttonFrames: frames, titleWidths: [], barHeight: 60, height: 3, style: .exact(40))
        #expect(exact == Rect(x: 280, y: 57, width: 40, height: 3))
    }

    /// Between tabs of different widths, x and width interpolate with the progress.
    @Test func indicatorInterpolatesBetweenDifferentWidths() {
        let frames = [Rect(x: 0, y: 0, width: 100, height: 60), Rect(x: 100, y: 0, width: 300, height: 60)]
        let halfway = TabStripGeometry.indicatorFrame(progress: 0.5, buttonFrames: frames, titleWidths: [], barHeight: 60, height: 5, style: .tab)
        #expect(halfway.width == 200 && halfway.midX == 150)
    }
}
