import PagerCore
import PagerDemo
import PagerTestSupport
import Testing

@testable import PagerScene

@Suite("Going back")
struct NavigationKeyTests {
    static var settings: SceneContent {
        let detail = PageContent.list(ListContent(rowCount: 3, rowHeight: 44, template: "Detail {row}"))
        let rows = [TableRow(.disclosure(title: "Privacy", detail: nil, page: detail))]
        return SceneContent(tabs: [
            TabContent(title: "Me", page: .table(TableContent(sections: [TableSection(rows: rows)]))),
            TabContent(title: "Other", page: .list(ListContent(rowCount: 3, rowHeight: 44, template: "{row}"))),
        ])
    }

    /// The depth of the current page's navigation (2 with a detail page open).
    static func depth(_ driver: SceneDriver) -> Int { driver.scene.host.pages[driver.scene.selectedTab]?.layers.count ?? 0 }

    /// Backspace, Alt+Left and the back key (a mouse's back button) each leave a detail page;
    /// Alt+Left is not Left (no tab change).
    @Test(arguments: [KeyPress(.backspace), KeyPress(.left, alt: true), KeyPress(.back)])
    func backKeysLeaveADetailPage(press: KeyPress) {
        var driver = SceneDriver(content: Self.settings)
        driver.click(Point(x: 200, y: 60 + 20 + 22))
        driver.wait(0.4)
        #expect(Self.depth(driver) == 2)
        driver.send(.key(press))
        driver.wait(0.4)
        #expect(Self.depth(driver) == 1 && driver.scene.selectedTab == 0)
    }

    /// Esc, as the program binds it, goes back from a detail page and quits only at the top.
    @Test func escapeGoesBackThenQuits() {
        var driver = SceneDriver(content: Self.settings, keyBindings: KeyBindings.standard.adding([KeyPress(.escape): .backOr(.quit)]))
        driver.click(Point(x: 200, y: 60 + 20 + 22))
        driver.wait(0.4)
        driver.key(.escape)
        driver.wait(0.4)
        #expect(Self.depth(driver) == 1 && driver.requests.isEmpty)
        driver.key(.escape)
        #expect(driver.requests == [.quit])
    }
}
