import Testing
import PagerCore
import TestSupport
@testable import PagerScene

/// Seeded random event streams through the whole scene, checking its invariants after every event.
@Suite("Random event streams")
struct RandomStreamTests {
    @Test(arguments: [11, 12, 13] as [UInt64])
    func invariantsHoldAfterEveryEvent(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var driver = SceneDriver()
        var size = Size(width: 800, height: 600)
        let keys: [Key] = [.left, .right, .up, .down, .pageUp, .pageDown, .home, .end, .digit(2), .digit(6)]
        for _ in 0..<20_000 {
            driver.time += Double.random(in: 0...0.05, using: &random)
            let point = Point(x: .random(in: -50...size.width + 50, using: &random),
                              y: .random(in: -50...size.height + 50, using: &random))
            let kind: PointerKind = Bool.random(using: &random) ? .mouse : .touch
            switch Int.random(in: 0..<12, using: &random) {
            case 0, 1: driver.send(.pointerDown(point, kind))
            case 2, 3, 4, 5: driver.send(.pointerMove(point, kind))
            case 6, 7: driver.send(.pointerUp(point, kind))
            case 8: driver.send(.wheel(dx: .random(in: -3...3, using: &random), dy: .random(in: -3...3, using: &random),
                                       at: point, shift: Bool.random(using: &random)))
            case 9: driver.send(.key(KeyPress(keys.randomElement(using: &random)!)))
            case 10:
                size = Size(width: Double(Int.random(in: 1...2000, using: &random)), height: Double(Int.random(in: 1...1400, using: &random)))
                driver.send(.resize(size))
            default: driver.scene.advance(to: driver.time)
            }
            check(driver.scene)
        }
        // Input stops: lift every pointer, then let everything settle.
        driver.send(.pointerUp(.zero, .mouse))
        driver.send(.pointerUp(.zero, .touch))
        driver.wait(5)
        check(driver.scene)
        #expect(driver.scene.isAtRest)
        #expect(driver.scene.pager.offset == Double(driver.scene.selectedTab) * driver.scene.pager.pageWidth)
    }

    private func check(_ scene: Scene) {
        let pager = scene.pager
        let maxOffset = Double(pager.pageCount - 1) * pager.pageWidth
        #expect(pager.offset.isFinite && pager.offset >= 0 && pager.offset <= maxOffset)
        #expect(scene.content.tabs.indices.contains(scene.selectedTab))
        let indicator = scene.indicatorFrame
        #expect(indicator.minX.isFinite && indicator.width.isFinite)
        #expect(indicator.minX >= -1e-6 && indicator.maxX <= scene.viewSize.width + 1e-6)
        #expect(scene.pageScrolls.allSatisfy { $0.offset.isFinite })
    }
}
