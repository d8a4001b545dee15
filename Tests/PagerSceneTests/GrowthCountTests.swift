import PagerCore
import PagerTestSupport
import Testing

@testable import PagerScene

/// Work grows with the input, counted, not timed (a busy machine, or the sanitizers' build, takes
/// longer for the same work): ten thousand tabs closed one by one, or added, cost a count of work
/// per tab, however many there are.
@Suite("Work per tab, counted")
struct GrowthCountTests {
    final class Measured { var titles = 0 }

    static func scene(tabs: Int, counting measured: Measured) -> Scene {
        var theme = Theme()
        theme.tabLayout = .scrollable(padding: 16, minimumWidth: 64)
        let content = SceneContent(tabs: (0..<tabs).map { TabContent(title: "Tab \($0)", page: .colorBlock(.white, Size(width: 10, height: 10))) })
        return Scene(content: content, theme: theme, viewSize: Size(width: 800, height: 600)) { text, size in
            measured.titles += 1
            return Scene.estimatedWidth(text, fontSize: size)
        }
    }

    /// Closes (or adds) `count` tabs with Ctrl+W (Ctrl+T), a frame apart, drawing every tenth frame.
    static func press(_ key: Character, _ count: Int, on scene: inout Scene) {
        var list = DrawList()
        for index in 0..<count {
            scene.handle(.key(KeyPress(.letter(key), ctrl: true)), time: scene.time + SceneDriver.frame)
            if index % 10 == 0 { scene.draw(into: &list) }
        }
    }

    @Test func tenThousandClosesCostTheSameForEachTab() {
        let measured = Measured()
        var scene = Self.scene(tabs: 10_000, counting: measured)
        scene.selectTab(9_999, animated: false)
        let (titles, sums) = (measured.titles, scene.bar.strip.buttonsSummed)
        Self.press("w", 9_999, on: &scene)
        #expect(scene.content.tabs.count == 1)
        // Each close measures a few titles (those drawn) and sums no button again: the last one goes.
        #expect(measured.titles - titles <= 9_999 * 8, "\(measured.titles - titles) titles measured for 9,999 closes")
        #expect(scene.bar.strip.buttonsSummed - sums <= 9_999, "\(scene.bar.strip.buttonsSummed - sums) buttons summed again")
    }

    @Test func tenThousandAddsCostTheSameForEachTab() {
        let measured = Measured()
        var scene = Self.scene(tabs: 1, counting: measured)
        let (titles, sums) = (measured.titles, scene.bar.strip.buttonsSummed)
        Self.press("t", 9_999, on: &scene)
        #expect(scene.content.tabs.count == 10_000)
        #expect(measured.titles - titles <= 9_999 * 8, "\(measured.titles - titles) titles measured for 9,999 adds")
        #expect(scene.bar.strip.buttonsSummed - sums <= 2 * 9_999, "\(scene.bar.strip.buttonsSummed - sums) buttons summed again")
    }
}
