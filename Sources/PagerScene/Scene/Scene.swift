import PagerCore

/// Measures a single line of text: its width in units at a font size.
public typealias TextMeasure = (_ text: String, _ fontSize: Double) -> Double

/// The whole interactive scene: a tab bar with a sliding indicator over horizontally paged
/// pages. It takes input events and time, moves through `PagerCore`, reports what the user did
/// as ``PagerEvent``s, and lays itself out into a ``DrawList``. It knows nothing of SDL.
///
/// The scene keeps what the pages share and routes input and focus between them: the pages'
/// motion (`pager`), the tab bar (`bar`), the pages themselves (`host`: each page's kind answers
/// its own drawing, taps, gestures, focus stops and accessibility), table values (`table`), the
/// input under way (`input`) and the events not yet taken (`events`).
public struct Scene {
    /// The tabs and pages shown.
    public internal(set) var content: SceneContent
    /// The look (``setTheme(_:)`` changes it).
    public internal(set) var theme: Theme
    /// The size of the view, in layout units.
    public internal(set) var viewSize: Size
    /// The pages' horizontal motion.
    package internal(set) var pager: Pager
    /// The tab bar: its buttons, their titles and badges, the indicator.
    package internal(set) var bar: TabBar
    /// The tabs' pages: made near the view, released far from it.
    package internal(set) var host: PageHost
    /// Switch and option values, their knobs' slides, and where each switch and group is.
    var table: TableState
    /// The input under way.
    var input = InputState()
    /// The events not yet taken, and what was last reported.
    var events = EventLog()
    /// What screen readers hear besides the elements: announcements, a badge just cleared.
    var notes = ScreenReaderNotes()
    /// The message showing, if any.
    public internal(set) var message: SceneMessage?
    /// The scene's clock, in seconds.
    public internal(set) var time: Double
    let measure: TextMeasure
    /// What key presses do: the host's choice.
    public let keyBindings: KeyBindings
    /// Text widths measured for layout (detail rows, messages), kept between frames.
    let widthCache = TextWidthCache()
    /// Where image pages and row thumbnails get their pictures (the host's loader); without one
    /// pictures show placeholders.
    public var imageSource: SceneImageSource? {
        didSet {
            pictures.forget()
            requestNearbyImages()
        }
    }
    /// The display's pixels a point, so pictures are decoded at the size they are shown.
    public var pixelScale = 1.0 { didSet { requestNearbyImages() } }
    /// The pictures last asked of the image source.
    var pictures = PictureRequests()
    /// How many pages either side of the view are kept alive.
    public var pageRetention = PageRetention() {
        didSet { updatePageResidency() }
    }
    /// Asked before the selected tab changes, with the tab it goes from, the one it goes to, why,
    /// and a copy of the scene to read (never the scene itself, busy while it asks): return false
    /// to refuse (a drag then settles back, a tap does nothing) and
    /// ``PagerEvent/tabSelectionRefused(tab:cause:)`` is reported. Not asked when the tab
    /// selected is removed.
    public var shouldSelectTab: ((TabSelectionRequest) -> Bool)?
    /// Every tab's identity, the next the scene gives (`tab-N`), and a revision of the tabs' order.
    var tabIDs: TabIdentities

    /// A scene showing `content` in a view of `viewSize`, on the first page, at `time`.
    /// - Parameters:
    ///   - content: the tabs and their pages (tabs without an `id` get one: `tab-1`, ...).
    ///   - theme: the look.
    ///   - viewSize: the view's size in points.
    ///   - values: saved switch and option values.
    ///   - time: the scene's clock at the start, in seconds.
    ///   - measure: text widths, for intrinsic tab widths (an estimate by default).
    ///   - keyBindings: what key presses do (the pager's own navigation by default).
    public init(
        content: SceneContent, theme: Theme = Theme(), viewSize: Size, values: TableValues = TableValues(),
        time: Double = 0, measure: @escaping TextMeasure = Scene.estimatedWidth,
        keyBindings: KeyBindings = .standard
    ) {
        self.keyBindings = keyBindings
        self.theme = theme
        self.viewSize = Size(width: max(viewSize.width, 1), height: max(viewSize.height, 1))
        self.time = time
        self.measure = measure
        var content = content
        content.tabs = Array(content.tabs.prefix(Tuning.maximumTabs))
        tabIDs = TabIdentities(assigningTo: &content.tabs)
        self.content = content
        pager = Pager(
            pageCount: content.tabs.count,
            pageWidth: PagesGeometry.span(viewWidth: TabBar.pagesWidth(viewWidth: self.viewSize.width, theme: theme), theme: theme).step,
            bounces: theme.pagerBounces)
        host = PageHost(count: content.tabs.count)
        bar = TabBar(tabs: content.tabs, theme: theme, measure: measure)
        table = TableState(values: values, rows: TableRowIndex(tabs: content.tabs))
        bar.layout(viewSize: self.viewSize, animatingFrom: nil)
        // A first tab the user cannot select is passed by, as the keys pass it: the pages start on the first enabled one.
        let first = content.tabs.firstIndex(where: \.isEnabled) ?? 0
        if first > 0 { pager.jump(toOffset: Double(first) * pager.pageWidth) }
        events.startOn(tab: tabID(at: first))
        updatePageResidency()
        reportChanges()
    }

    /// A rough width for text when no font is at hand: 0.55 of the font size a character.
    public static func estimatedWidth(_ text: String, fontSize: Double) -> Double {
        Double(text.count) * fontSize * 0.55
    }

    // MARK: state a host reads

    /// The tab bar's area: along the top or the bottom of the view, or a column at a side, as the
    /// theme says (left to right: mirror it with the view in a right-to-left scene).
    public var tabBarFrame: Rect { bar.frame }

    /// The area beside the tab bar where pages show.
    public var pagesFrame: Rect { bar.pagesFrame(in: viewSize) }

    /// The tab bar's area for tab buttons: the bar less the + and - controls.
    public var stripFrame: Rect { bar.stripFrame }
    /// The selected tab: the one the pages are on or going to. A drag changes it when it is
    /// released (to the page the release settles on), never while it crosses half a page.
    public var selectedTab: Int { pager.targetPage }
    /// The tab the pages last came to rest on; it differs from ``selectedTab`` while they move
    /// to another.
    public var settledTab: Int { events.settledID.flatMap { tabIndex(of: $0) } ?? pager.targetPage }
    /// The pages' horizontal offset in points: 0 on the first page, the page width times n on
    /// page n (in a right-to-left scene, measured from the right).
    public var pageOffset: Double { pager.offset }
    /// The pages' position in pages: 0 on the first, 1.5 halfway from the second to the third.
    public var pagePosition: Double { pager.progress }
    /// Whether the pages are at rest, following a pointer, or moving on their own.
    public var scrollState: PagerScrollState { events.state }

    /// How far tab `index`'s page (its top layer: a detail page, if one is open) is scrolled, in
    /// points from its top; nil when the page is not made (far from the view) or no such tab.
    public func scrollOffset(ofTab index: Int) -> Double? { host.top(ofPage: index)?.scroll.offset }

    /// Tab `index`'s title (whole, as set); nil when there is no such tab.
    public func title(ofTab index: Int) -> String? { content.tabs.indices.contains(index) ? content.tabs[index].title : nil }
    /// Tab `index`'s badge; nil when it has none or there is no such tab.
    public func badge(ofTab index: Int) -> TabBadge? { content.tabs.indices.contains(index) ? content.tabs[index].badge : nil }
    /// The identity of tab `index`, if there is such a tab.
    public func tabID(at index: Int) -> String? { content.tabs.indices.contains(index) ? content.tabs[index].id : nil }
    /// The index of the tab whose identity is `id`, if there is one.
    /// - Complexity: O(tabs).
    public func tabIndex(of id: String) -> Int? { content.tabs.firstIndex { $0.id == id } }
    /// Tab button frames in view coordinates at this moment (strip scroll applied, mirrored in a
    /// right-to-left scene). O(tabs): drawing and hit-testing use the strip's range queries instead.
    public var tabFrames: [Rect] { (0..<bar.strip.count).map { tabFrame($0) } }
    /// Tab button `index`'s frame in view coordinates at this moment (mirrored right to left).
    public func tabFrame(_ index: Int) -> Rect { onScreen(bar.buttonFrame(index, progress: pager.tabProgress, time: time)) }

    /// The centre of tab `index`'s button in view coordinates.
    public func tabCenter(_ index: Int) -> Point? { index >= 0 && index < bar.strip.count ? tabFrame(index).centre : nil }

    /// The indicator's frame in view coordinates: a function of the page offset (and the
    /// strip's geometry) alone; mirrored in a right-to-left scene.
    public var indicatorFrame: Rect { onScreen(bar.indicatorFrame(progress: pager.tabProgress, time: time, tabs: content.tabs)) }

    /// Tab `index`'s title as drawn: shortened with "…" when its button (once the buttons stop
    /// moving) is too narrow for it.
    public func displayTitle(_ index: Int) -> String {
        content.tabs.indices.contains(index) ? bar.displayTitle(index, of: content.tabs[index]) : ""
    }

    /// `rect` of the left-to-right layout as it shows on screen: mirrored in a right-to-left scene.
    func onScreen(_ rect: Rect) -> Rect {
        theme.direction == .rightToLeft ? Rect(x: viewSize.width - rect.maxX, y: rect.y, width: rect.width, height: rect.height) : rect
    }

    /// Whether something moves on its own and the host should render frames continuously.
    public var isAnimating: Bool {
        pictures.awaits(imageSource, wanted: PictureRequests.wanted(by: host, around: pager.progress, in: environment))
            || pager.isSettling || pager.axis.isRelaxingOverscroll || host.isAnimating(showing: visiblePages) || bar.isAnimating(at: time)
            || table.isAnimating(at: time)
    }

    /// Whether nothing will change without input: no motion and no pending wheel snap.
    public var isAtRest: Bool { !isAnimating && input.wheelPaging == nil }

    /// The next moment something changes without input (a message expiring, a wheel snap),
    /// so an idle host can sleep until then.
    public var nextDeadline: Double? {
        [message?.expiry, input.nextDeadline(after: time, liftsTabs: theme.tabsReorderable), bar.tooltipDue(in: barContext)]
            .compactMap { $0 }.min()
    }

    /// Where the keyboard's focus ring is (Tab and Shift+Tab move it; a click hides it).
    public var focus: SceneFocus? { input.focus }
    /// Where the mouse rests over the view while no button is down, if it does.
    public var hover: Point? { input.hover }
    /// The zoom of the picture on the selected tab's page: 1 as it fits the page, up to 4; nil
    /// when that page shows no picture.
    public var pictureZoom: Double? { host.top(ofPage: pager.targetPage)?.page.zoomScale }

    // MARK: events and time

    /// Handles one input event at `time`; what it led to is in ``takeEvents()``.
    public mutating func handle(_ event: InputEvent, time: Double) {
        advanceMotion(to: time)
        let event = theme.direction == .rightToLeft ? event.mirrored(width: viewSize.width) : event
        if let outcomes = bar.menuTakes(event, in: barContext, hover: &input.hover) {
            carryOut(outcomes)  // an open tab menu takes what it knows
        } else {
            switch event {
            case .pointerDown, .pointerMove, .pointerUp, .pointerCancel, .pointerLeave, .middleClick: pointer(event)
            case .magnify(let factor, let point):
                if input.gesture == nil, !pager.isSettling { host.magnify(factor, at: point, onPage: pager.targetPage, in: environment) }
            case .wheel(let dx, let dy, let point, let shift):  // a notch turns to a tab
                let tab = input.wheel(dx: dx, dy: dy, at: point, shift: shift, bar: &bar, host: &host, pager: &pager, in: environment)
                if let tab { selectTab(tab, cause: .wheel) }
            case .key(let press): key(press)
            case .resize(let size):
                let size = Size(width: max(size.width, 1), height: max(size.height, 1))
                if size != viewSize {
                    viewSize = size
                    layOutAgain()
                }
            }
        }
        updatePageResidency()
        reportChanges()
    }

    /// Advances every running motion, snap timer and message to `time`.
    public mutating func advance(to time: Double) {
        advanceMotion(to: time)
        updatePageResidency()
        reportChanges()
    }

    /// Moves everything that runs on its own to `time` (the clock never goes back).
    private mutating func advanceMotion(to time: Double) {
        let now = max(self.time, time)
        self.time = now
        let wasSettling = pager.isSettling
        pager.advance(to: now)
        bar.advance(to: now, progress: pager.tabProgress)
        scrollUnderLiftedTab()
        host.advance(to: now)
        if !pager.isDragging, let (page, moment) = input.takeWheelSnap(dueBy: now, progress: pager.progress, pageCount: pager.pageCount) {
            settlePager(for: .wheel) { pager, accept in pager.settle(to: accept(page), velocity: 0, time: moment) }
            pager.advance(to: now)
        }
        if let message, message.expiry <= now { self.message = nil }
        table.advance(to: now)
        if wasSettling && !pager.isSettling { host.cameToRest(on: pager.targetPage, reach: pageRetention.releaseDistance) }
    }

    /// The events since the last call, oldest first, each reported once. Take them after each
    /// `handle` and `advance` (a scene keeps the last 4096 for a host that does not).
    public mutating func takeEvents() -> [PagerEvent] {
        defer { events.queue.removeAll(keepingCapacity: true) }
        return events.queue
    }

    /// Whether events wait to be taken.
    public var hasEvents: Bool { !events.queue.isEmpty }

    /// Shows `text` over the pages for 2.5 seconds.
    public mutating func showMessage(_ text: String) {
        message = SceneMessage(text: text, expiry: time + Tuning.messageDuration)
    }

    // MARK: helpers shared by the extensions

    /// Makes page states near the view and releases those far from it; measures the host's rows
    /// in view, asks for more rows at a list's end and for the pictures in view.
    mutating func updatePageResidency() {
        host.updateResidency(
            progress: pager.progress, target: pager.targetPage, tabs: &content.tabs, size: pageSize, theme: theme,
            retention: pageRetention)
        if let visible = visiblePages { for page in host.measure(visible) { events.append(.moreRowsRequested(tab: page)) } }
        requestNearbyImages()
    }

    /// Asks the image source for the pictures near the view (see `PictureRequests`).
    mutating func requestNearbyImages() {
        if let imageSource { pictures.ask(imageSource, for: PictureRequests.wanted(by: host, around: pager.progress, in: environment)) }
    }

    /// The size of one page.
    var pageSize: Size { Size(width: geometry.pageWidth, height: pagesFrame.height) }

    /// The pages overlapping the view, first to last.
    public var visiblePages: ClosedRange<Int>? { content.tabs.isEmpty ? nil : geometry.pagesInView }

    /// Where the pages are in the view now.
    var geometry: PagesGeometry {
        let frame = pagesFrame, span = PagesGeometry.span(viewWidth: frame.width, theme: theme)
        return PagesGeometry(
            frame: frame, offset: pager.offset, step: pager.pageWidth, pageWidth: span.pageWidth, leading: frame.minX + span.leading,
            count: content.tabs.count)
    }

    /// What the pages are told of the scene around them now.
    var environment: PageEnvironment {
        let measure = measure, widthCache = widthCache
        let surroundings = PageSurroundings(
            theme: theme, values: table.values, switchFlips: table.switchFlips, time: time,
            textWidth: { widthCache.width(of: $0, fontSize: $1, measure: measure) }, images: imageSource, pixelScale: pixelScale)
        return PageEnvironment(surroundings: surroundings, geometry: geometry, tabBarFrame: tabBarFrame, tabs: content.tabs)
    }
}
