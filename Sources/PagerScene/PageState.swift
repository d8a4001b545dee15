import PagerCore

/// One level of a tab's navigation: the tab's own page, or a detail page opened from a
/// disclosure row, with its vertical scroll.
package struct PageLayer: Sendable {
    /// The title shown in a detail page's navigation bar (nil for the tab's own page).
    package var title: String?
    /// What the layer shows.
    package var content: PageContent
    /// The layer's vertical scroll.
    package var scroll: ScrollAxis
    /// The row that was tapped and fades out: (section, row) and when it was tapped.
    package var highlight: (section: Int, row: Int, time: Double)?
    /// The table's geometry, for the width it was laid out at.
    package private(set) var tableLayout: TableLayout?

    init(title: String?, content: PageContent, bounces: Bool) {
        self.title = title
        self.content = content
        scroll = ScrollAxis(viewportLength: 1, bounces: bounces && content.scrollsVertically)
    }

    /// The space above the content: a navigation bar on detail pages.
    package var topInset: Double { title == nil ? 0 : PageLayer.navigationBarHeight }
    /// The height of a detail page's navigation bar.
    package static let navigationBarHeight = 44.0

    /// Lays the content out for `size` (the page's frame) and fits the scroll bounds.
    mutating func layout(for size: Size) {
        tableLayout = content.kind.tableLayout(width: size.width)
        let viewport = max(size.height - topInset, 1)
        let height = tableLayout?.contentHeight ?? content.contentHeight(width: size.width)
        scroll.setBounds(minOffset: 0, maxOffset: height - viewport, viewportLength: viewport)
    }
}

/// A push or pop between navigation layers, sliding over 0.3 s.
package struct NavigationTransition: Sendable, Equatable {
    /// How long it takes, in seconds.
    package static let duration = 0.3
    /// Whether a layer is pushed (true) or popped (false).
    package var isPush: Bool
    /// When it started, in the scene's seconds.
    package var start: Double

    /// How far along it is at `time`, eased (0 to 1).
    package func progress(at time: Double) -> Double {
        Easing.cubicOut((time - start) / Self.duration)
    }
}

/// What a tab's page holds at run time: its navigation layers and how often its data was
/// loaded. Made when the page first comes within one page of the view; released when far.
package struct PageState: Sendable {
    /// The navigation layers, the tab's own page first.
    package private(set) var layers: [PageLayer]
    /// The push or pop under way, if any.
    package private(set) var transition: NavigationTransition?
    /// The layer leaving during a pop (drawn until the transition ends).
    package private(set) var poppedLayer: PageLayer?
    /// How many times the page's data was loaded: once when made, again each time it becomes
    /// the current page (as the seed reloads its table when scrolling ends).
    package private(set) var loadCount = 1

    init(content: PageContent, size: Size, bounces: Bool) {
        var root = PageLayer(title: nil, content: content, bounces: bounces)
        root.layout(for: size)
        layers = [root]
    }

    /// The layer on top, which takes input.
    package var top: PageLayer { layers[layers.count - 1] }

    mutating func updateTop(_ change: (inout PageLayer) -> Void) { change(&layers[layers.count - 1]) }

    mutating func reload() { loadCount += 1 }

    /// Opens a detail page over the current one.
    mutating func push(title: String, content: PageContent, size: Size, bounces: Bool, time: Double) {
        var layer = PageLayer(title: title, content: content, bounces: bounces)
        layer.layout(for: size)
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

    /// Re-lays every layer out for a new page size.
    mutating func layout(for size: Size) {
        for index in layers.indices { layers[index].layout(for: size) }
        poppedLayer?.layout(for: size)
    }

    /// Advances scrolls, highlights and transitions; true while anything still moves.
    mutating func advance(to time: Double) -> Bool {
        var moving = false
        for index in layers.indices {
            layers[index].scroll.advance(to: time)
            if let highlight = layers[index].highlight, time - highlight.time >= TableLayout.highlightFade {
                layers[index].highlight = nil
            }
            let scroll = layers[index].scroll
            moving =
                moving || scroll.isActive || scroll.isRelaxingOverscroll || ScrollIndicator.isShowing(for: scroll, at: time)
                || layers[index].highlight != nil
        }
        if let transition, time - transition.start >= NavigationTransition.duration {
            self.transition = nil
            poppedLayer = nil
        }
        return moving || transition != nil
    }
}
