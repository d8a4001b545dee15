import PagerCore

/// A push or pop between navigation layers, sliding over `Tuning.navigationDuration`.
package struct NavigationTransition: Sendable, Equatable {
    /// Whether a layer is pushed (true) or popped (false).
    package var isPush: Bool
    /// When it started, in the scene's seconds.
    package var start: Double

    /// How far along it is at `time`, eased (0 to 1).
    package func progress(at time: Double) -> Double {
        Easing.cubicOut((time - start) / Tuning.navigationDuration)
    }
}

/// What a tab's page holds at run time: its navigation layers and how often its data was
/// loaded. Made when the page first comes near the view; released when far.
package struct PageState {
    /// The navigation layers, the tab's own page first.
    package private(set) var layers: [PageLayer]
    /// The push or pop under way, if any.
    package private(set) var transition: NavigationTransition?
    /// The layer leaving during a pop (drawn until the transition ends).
    package private(set) var poppedLayer: PageLayer?
    /// How many times the page's data was loaded: once when made, again each time it becomes
    /// the current page (as the seed reloads its table when scrolling ends).
    package private(set) var loadCount = 1

    init(content: PageContent, size: Size, theme: Theme) {
        var root = PageLayer(title: nil, content: content, bounces: theme.listBounces)
        root.layout(for: size, rowFontSize: theme.rowFontSize)
        layers = [root]
    }

    /// The layer on top, which takes input.
    package var top: PageLayer { layers[layers.count - 1] }

    /// The tab's own page, under any detail pages.
    package var root: PageLayer { layers[0] }

    @discardableResult
    mutating func updateTop<Result>(_ change: (inout PageLayer) -> Result) -> Result { change(&layers[layers.count - 1]) }

    @discardableResult
    mutating func updateRoot<Result>(_ change: (inout PageLayer) -> Result) -> Result { change(&layers[0]) }

    /// Changes the topmost layer for which `isWaiting` holds (a refresh or a load under way); false
    /// when none does.
    mutating func updateWaitingLayer(_ isWaiting: (PageLayer) -> Bool, _ change: (inout PageLayer) -> Void) -> Bool {
        guard let index = layers.lastIndex(where: isWaiting) else { return false }
        change(&layers[index])
        return true
    }

    mutating func reload() { loadCount += 1 }

    /// Opens a detail page over the current one.
    mutating func push(title: String, content: PageContent, size: Size, theme: Theme, time: Double) {
        var layer = PageLayer(title: title, content: content, bounces: theme.listBounces)
        layer.layout(for: size, rowFontSize: theme.rowFontSize)
        layers.append(layer)
        poppedLayer = nil
        transition = NavigationTransition(isPush: true, start: time)
    }

    /// Goes back one level; false when already at the tab's own page.
    mutating func pop(time: Double) -> Bool {
        guard layers.count > 1 else { return false }
        poppedLayer = layers.removeLast()
        transition = NavigationTransition(isPush: false, start: time)
        return true
    }

    /// Re-lays every layer out for a new page size, or rows' text of another size.
    mutating func layout(for size: Size, rowFontSize: Double) {
        for index in layers.indices { layers[index].layout(for: size, rowFontSize: rowFontSize) }
        poppedLayer?.layout(for: size, rowFontSize: rowFontSize)
    }

    /// Advances scrolls, highlights and transitions; true while anything still moves.
    mutating func advance(to time: Double) -> Bool {
        var moving = false
        for index in layers.indices where layers[index].advance(to: time) { moving = true }
        if let transition, time - transition.start >= Tuning.navigationDuration {
            self.transition = nil
            poppedLayer = nil
        }
        return moving || transition != nil
    }
}
