import PagerCore

/// What every page is told of the scene at a moment, whichever it is: the look, the values of
/// table pages, the clock, text widths and where pictures come from. The pages together get it in
/// their `PageEnvironment`, each page's kind in its `PageContext`.
struct PageSurroundings {
    var theme: Theme
    var values: TableValues
    /// When each switch last flipped, for its knob's slide.
    var switchFlips: [String: Double]
    var time: Double
    /// The width of a string at a font size (measured once, then remembered).
    var textWidth: (String, Double) -> Double
    /// Where pictures come from, and the display's pixels a point they are decoded for.
    var images: SceneImageSource?
    var pixelScale: Double
}

/// What the pages are told of the scene around them at a moment: what every page is told
/// (`PageSurroundings`), where the pages are and the tabs. The scene makes one for each event and
/// frame; a page's kind gets it as a `PageContext` of its own.
struct PageEnvironment {
    var surroundings: PageSurroundings
    /// Where the pages are, and the tab bar.
    var geometry: PagesGeometry
    var tabBarFrame: Rect
    /// The tabs, for their titles and swipes.
    var tabs: [TabContent]

    // What every page is told, read as the environment's own.
    var theme: Theme { surroundings.theme }
    var values: TableValues { surroundings.values }
    var switchFlips: [String: Double] { surroundings.switchFlips }
    var time: Double { surroundings.time }
    var textWidth: (String, Double) -> Double { surroundings.textWidth }
    var images: SceneImageSource? { surroundings.images }
    var pixelScale: Double { surroundings.pixelScale }

    /// What `layer`'s kind is told on page `page`: where it shows (in `frame`, its content
    /// frame there unless given) and the rest.
    func context(of layer: PageLayer, onPage page: Int, frame: Rect? = nil) -> PageContext {
        PageContext(
            surroundings: surroundings, frame: frame ?? geometry.contentFrame(page, layer: layer), scroll: layer.scroll.offset,
            pageNumber: page + 1, title: layer.title ?? (tabs.indices.contains(page) ? tabs[page].title : ""), highlight: layer.highlight)
    }

    /// The pages a drag starting on page `page` may reach, as its tab's swipes allow, stopping
    /// before a disabled tab (nil: any).
    func allowedPages(from page: Int) -> ClosedRange<Int>? {
        tabs.indices.contains(page) ? tabs.reachablePages(from: page, within: tabs[page].swipes.reachablePages(from: page, count: tabs.count)) : nil
    }

    /// Page `page`'s top layer in `host` when it is at rest (no detail page sliding), and view
    /// point `point` in its content coordinates, when it falls on its content.
    func contentPoint(_ point: Point, onPage page: Int, in host: PageHost) -> (layer: PageLayer, point: Point)? {
        guard host.pages.indices.contains(page), let state = host.pages[page], state.transition == nil,
            case .content(let content) = geometry.locate(point, onPage: page, layer: state.top)
        else { return nil }
        return (state.top, content)
    }
}
