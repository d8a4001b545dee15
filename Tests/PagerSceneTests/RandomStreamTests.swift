import PagerCore
import PagerDemo
import PagerTestSupport
import Testing

@testable import PagerScene

/// Seeded random event streams through the whole scene (210 000 events over three seeds: presses
/// without releases, fingers and the mouse interleaved, wheel storms, resizes from 1x1 to
/// 8000x8000, keys mid-animation, tabs added and removed mid-swipe), checking its invariants
/// after every event and its layout regularly.
@Suite("Random event streams")
struct RandomStreamTests {
    @Test(arguments: [11, 12, 13] as [UInt64])
    func invariantsHoldAfterEveryEvent(seed: UInt64) {
        // Resizes from 1x1 to 8000x8000.
        var input = RandomInput(source: SeededGenerator(seed: seed)) { random in
            let extremes: [Double] = [1, 2, 8000]
            return Bool.random(using: &random)
                ? Size(width: extremes.randomElement(using: &random) ?? 1, height: extremes.randomElement(using: &random) ?? 1)
                : Size(width: Double(Int.random(in: 1...2000, using: &random)), height: Double(Int.random(in: 1...1400, using: &random)))
        }
        var driver = SceneDriver(content: Self.everyKindOfPage)
        for step in 0..<70_000 {
            driver.time += Double.random(in: 0...0.05, using: &input.source)
            switch input.next(in: driver.scene.viewSize) {
            case .input(let event): driver.send(event)
            case .addTab: driver.scene.activate(.add)
            case .removeTab: for _ in 0..<Int.random(in: 1...3, using: &input.source) { driver.scene.activate(.remove) }
            case .wait: driver.scene.advance(to: driver.time)
            }
            check(driver.scene)
            if step % 250 == 0 { checkDrawList(driver.scene) }
        }
        // Input stops: lift every pointer, then let everything settle.
        driver.send(.pointerUp(.zero, .mouse))
        driver.send(.pointerUp(.zero, .touch))
        driver.wait(5)
        check(driver.scene)
        #expect(driver.scene.isAtRest)
        #expect(driver.scene.pager.offset == Double(driver.scene.selectedTab) * driver.scene.pager.pageWidth)
    }

    /// The showcase plus a table page with a disclosure, and + and - controls.
    static var everyKindOfPage: SceneContent {
        var content = SceneContent.showcase
        content.tabs.append(
            TabContent(
                title: "Table",
                page: .table(
                    TableContent(sections: [
                        TableSection(
                            header: "A",
                            rows: [
                                TableRow(.toggle(id: "t", title: "Toggle", detail: nil, initiallyOn: false)),
                                TableRow(
                                    .disclosure(title: "More", detail: nil, page: .list(ListContent(rowCount: 50, rowHeight: 44, template: "{row}")))),
                                TableRow(.option(group: "g", id: "a", title: "A", initiallySelected: true)),
                                TableRow(.profile(name: "P", subtitle: "s", avatarColor: .red)),
                            ])
                    ]))))
        return content
    }

    /// The layout at any size: every command's geometry is finite.
    private func checkDrawList(_ scene: Scene) {
        var list = DrawList()
        scene.draw(into: &list)
        for command in list.commands {
            switch command {
            case .fill(let rect, _), .roundedFill(let rect, _, _), .image(_, let rect, _), .callback(_, let rect):
                let values = [rect.x, rect.y, rect.width, rect.height]
                #expect(values.allSatisfy { $0.isFinite }, "\(command)")
            case .text(let run):
                let values = [run.frame.x, run.frame.y, run.frame.width, run.frame.height, run.fontSize]
                #expect(values.allSatisfy { $0.isFinite })
            case .clip(let rect):
                let values = rect.map { [$0.x, $0.y, $0.width, $0.height] } ?? []
                #expect(values.allSatisfy { $0.isFinite })
            }
        }
    }

    private func check(_ scene: Scene) {
        let pager = scene.pager
        let maxOffset = Double(pager.pageCount - 1) * pager.pageWidth
        #expect(pager.offset.isFinite && pager.offset >= 0 && pager.offset <= maxOffset)
        #expect(scene.content.tabs.indices.contains(scene.selectedTab))
        #expect(scene.host.pages.count == scene.content.tabs.count && scene.pager.pageCount == scene.content.tabs.count)
        let indicator = scene.indicatorFrame
        #expect(indicator.minX.isFinite && indicator.width.isFinite)
        #expect(indicator.minX >= -1e-6 && indicator.maxX <= scene.viewSize.width + 1e-6)
        #expect(scene.host.pages.allSatisfy { $0?.layers.allSatisfy { $0.scroll.offset.isFinite } ?? true })
    }
}
