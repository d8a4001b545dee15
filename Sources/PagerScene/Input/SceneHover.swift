import PagerCore

/// What the resting mouse is over, from the scene's state, when it reacts to a click: the pointer
/// becomes a hand there and it is tinted.
struct SceneHover {
    let scene: Scene

    /// What the resting mouse is over, when it reacts to a click.
    enum Target: Equatable {
        case tab(Int)
        case control(TabBarControl)
        case back(page: Int)
        /// A row or button of page `page` that shows pressed (its frame in scene.content coordinates).
        case element(page: Int, frame: Rect, radius: Double)
        /// Something else that reacts to a click without a tint (a switch: only its knob moves).
        case untinted
    }

    /// What the mouse hovers, while no gesture is under way (a drag or a scroll hovers nothing).
    var target: Target? {
        guard let hover = scene.input.hover, scene.input.gesture?.arbiter.isTap != false, !scene.content.tabs.isEmpty else { return nil }
        // An open tab menu takes the mouse: its rows react (it highlights them itself), nothing else does.
        if let menu = scene.bar.menuFrame(in: scene.barContext) { return menu.contains(hover) ? .untinted : nil }
        if scene.tabBarFrame.contains(hover) {
            if let control = scene.bar.control(at: hover) { return control == .remove && !scene.canRemoveTab ? nil : .control(control) }
            return scene.bar.button(at: hover, progress: scene.pager.tabProgress, time: scene.time).map { .tab($0) }
        }
        guard scene.pagesFrame.contains(hover) else { return nil }
        let page = scene.geometry.page(atX: hover.x)
        guard let state = scene.host.pages[page], state.transition == nil else { return nil }
        let layer = state.top
        switch scene.geometry.locate(hover, onPage: page, layer: layer) {
        case .backControl: return .back(page: page)
        case .navigationBar: return nil
        case .content(let point):
            let context = scene.environment.context(of: layer, onPage: page)
            if let (frame, radius) = layer.page.pressable(at: point, in: context) { return .element(page: page, frame: frame, radius: radius) }
            return layer.page.reactsToClick(at: point, in: context) ? .untinted : nil
        }
    }
}
