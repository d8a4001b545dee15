import PagerCore

/// What the scene's state marks on its tab bar: the close buttons that show (and the one the
/// mouse is over), the tab a drag lifted, and whether the tab menu is open.
struct TabBarMarks {
    let scene: Scene
    /// The tab the resting mouse is over, if any.
    private let hoveredTab: Int?

    init(scene: Scene) {
        self.scene = scene
        let hover = scene.input.hover.flatMap { scene.tabBarFrame.contains($0) ? $0 : nil }
        hoveredTab = hover.flatMap { scene.bar.button(at: $0, progress: scene.pager.progress, time: scene.time) }
    }

    /// Whether tab `index` shows its close button: on a closable bar, the selected tab and the one
    /// the mouse is over, and every tab once a finger touched the view (a finger has no hover).
    func showsClose(_ index: Int) -> Bool {
        guard scene.theme.tabsClosable, scene.content.tabs.indices.contains(index) else { return false }
        return index == scene.selectedTab || scene.input.fingerLast || index == hoveredTab
    }

    /// The tab whose close button is under `point` (left to right), if one shows there.
    func closeButton(at point: Point) -> Int? {
        scene.bar.closeButton(at: point, progress: scene.pager.progress, time: scene.time, shows: showsClose)
    }

    /// The marks as the bar draws them.
    var marks: TabBar.Marks {
        var marks = TabBar.Marks(canRemove: scene.canRemoveTab, menuOpen: scene.isTabMenuOpen)
        let hoveredClose = scene.input.gesture == nil ? scene.input.hover.flatMap(closeButton) : nil
        marks.close = { index in showsClose(index) ? index == hoveredClose ? .hovered : .shown : .hidden }
        if case .movingTab(let drag)? = scene.input.gesture?.target {
            marks.lifted = drag.tab
            marks.liftedX = drag.minX
        } else if let resting = InputState.restingTab(
            of: scene.input.gesture, bar: scene.bar, progress: scene.pager.progress, theme: scene.theme, time: scene.time)
        {
            marks.lifted = resting
            marks.liftedX = scene.bar.strip.frame(resting, at: scene.time).minX
        }
        return marks
    }
}
