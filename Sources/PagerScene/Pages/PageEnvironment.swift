import PagerCore

/// What the pages are told of the scene around them at a moment: the look, where the pages are,
/// the tabs, the values of table pages, the clock, and where pictures come from. The scene makes
/// one for each event and frame; a page's kind gets it as a `PageContext` of its own.
struct PageEnvironment {
    var theme: Theme
    /// Where the pages are, and the tab bar.
    var geometry: PagesGeometry
    var tabBarFrame: Rect
    /// The tabs, for their titles and swipes.
    var tabs: [TabContent]
    var values: TableValues
    var switchFlips: [String: Double]
    var time: Double
    var textWidth: (String, Double) -> Double
    var images: SceneImageSource?
    var pixelScale: Double

    /// What `layer`'s kind is told on page `page`: where it shows (in `frame`, its content
    /// frame there unless given) and the rest.
    func context(of layer: PageLayer, onPage page: Int, frame: Rect? = nil) -> PageContext {
        PageContext(
            theme: theme, frame: frame ?? geometry.contentFrame(page, layer: layer), scroll: layer.scroll.offset, pageNumber: page + 1,
            title: layer.title ?? (tabs.indices.contains(page) ? tabs[page].title : ""), highlight: layer.highlight, values: values,
            switchFlips: switchFlips, time: time, textWidth: textWidth, images: images, pixelScale: pixelScale)
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
