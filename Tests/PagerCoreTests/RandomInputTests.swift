import Testing

@testable import PagerCore

/// Rule 9 and the invariants, over thousands of seeded random input sequences.
@Suite("Random input sequences")
struct RandomInputTests {
    @Test(arguments: [PointerKind.mouse, .touch])
    func invariantsHoldAndThePagerRestsOnAWholePage(kind: PointerKind) {
        var random = SeededGenerator(seed: kind == .mouse ? 1 : 2)
        for _ in 0..<1500 {
            let pages = Int.random(in: 1...7, using: &random)
            var width = Double(Int.random(in: 1...1200, using: &random))
            var pager = Pager(pageCount: pages, pageWidth: width, page: Int.random(in: 0..<pages, using: &random))
            var arbiter: GestureArbiter?
            var time = 0.0
            var pointer = Point(x: 0, y: 0)
            let frames = TabStripGeometry.buttonFrames(
                titleWidths: Array(repeating: 0, count: pages), barSize: Size(width: width, height: 60), layout: .equalWidths)

            for _ in 0..<Int.random(in: 1...40, using: &random) {
                time += Double.random(in: 0...0.08, using: &random)
                pager.advance(to: time)
                switch Int.random(in: 0..<7, using: &random) {
                case 0:  // press
                    guard arbiter == nil else { break }
                    pointer = Point(x: .random(in: 0...width, using: &random), y: .random(in: 0...600, using: &random))
                    arbiter =
                        pager.press()
                        ? GestureArbiter(start: pointer, kind: kind, claimed: .horizontal)
                        : GestureArbiter(start: pointer, kind: kind)
                    if arbiter?.claimed == .horizontal { pager.beginDrag(pointerX: pointer.x, time: time) }
                case 1, 2:  // move
                    guard var gesture = arbiter else { break }
                    pointer.x += .random(in: -300...300, using: &random)
                    pointer.y += .random(in: -100...100, using: &random)
                    let before = gesture.claimed
                    if gesture.update(pointer) == .horizontal {
                        if before == nil { pager.beginDrag(pointerX: gesture.claimOrigin.x, time: time) }
                        pager.drag(to: pointer.x, time: time)
                    }
                    arbiter = gesture
                case 3:  // release
                    pager.release(pointerX: pointer.x, time: time)
                    arbiter = nil
                case 4:  // tap a tab
                    if arbiter == nil { pager.select(page: .random(in: 0..<pages, using: &random), time: time) }
                case 5:  // resize
                    width = Double(Int.random(in: 1...1600, using: &random))
                    pager.resize(pageWidth: width, time: time)
                    arbiter = nil
                default:  // a horizontal wheel step
                    if arbiter == nil { pager.scroll(by: .random(in: -120...120, using: &random), time: time) }
                }
                let maxOffset = Double(pages - 1) * pager.pageWidth
                #expect(pager.offset >= 0 && pager.offset <= maxOffset, "offset \(pager.offset) outside 0...\(maxOffset)")
                #expect(pager.offset.isFinite)
                let indicator = TabStripGeometry.indicatorFrame(
                    progress: pager.progress, buttonFrames: frames, titleWidths: [],
                    barHeight: 60, height: 5, style: .tab)
                #expect(indicator.minX >= frames[0].minX - 1e-6 && indicator.maxX <= frames[pages - 1].maxX + 1e-6)
            }
            // Input stops: release whatever is held, snap, and let it settle.
            pager.release(pointerX: pointer.x, time: time)
            if !pager.isSettling && pager.offset != Double(pager.targetPage) * pager.pageWidth {
                pager.settle(to: pager.targetPage, velocity: 0, time: time)
            }
            pager.advance(to: time + 5)
            #expect(!pager.isSettling)
            #expect(pager.offset == Double(pager.targetPage) * pager.pageWidth)
            #expect(pager.nearestPage == pager.targetPage)
        }
    }
}
