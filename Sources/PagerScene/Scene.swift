import PagerCore

/// Measures a single line of text: its width in units at a font size.
public typealias TextMeasure = (_ text: String, _ fontSize: Double) -> Double

/// The whole interactive scene: a tab bar with a sliding indicator over horizontally paged
/// pages. It takes input events and time, moves through `PagerCore`, reports what the user did
/// as ``PagerEvent``s, and lays itself out into a ``DrawList``. It knows nothing of SDL.
///
/// Its state is in parts with one job each: the pages' motion (`pager`), the pages themselves
/// (`host`), the tab buttons' geometry (`strip`), table values (`table`), the input under way
/// (`input`) and the events not yet taken (`events`).
public struct Scene {
    /// Units a wheel notch scrolls.
    public static let wheelStep = 80.0
    /// How long a wheel notch takes to scroll a list, as a key press does (a touchpad's precise
    /// deltas scroll at once, one to one).
    public static let wheelScrollDuration = 0.1
    /// Horizontal wheel input that pauses this long (seconds) snaps the pager.
    public static let wheelSnapDelay = 0.15
    /// How long a row or button is held before it shows pressed (iOS delays content touches so;
    /// a quicker tap shows its highlight on release).
    public static let pressedDelay = 0.1
    /// How long an in-window message shows (seconds).
    public static let messageDuration = 2.5
    /// How far Up and Down scroll a list, and how long the scroll takes.
    public static let keyScrollStep = 60.0
    /// How long a key's scroll takes, in seconds.
    public static let keyScrollDuration = 0.15
    /// The width of each of the + and - controls.
    public static let addRemoveWidth = 44.0
    /// How long a switch's knob takes to slide.
    public static let switchDuration = 0.25

    /// A short message shown over the pages until `expiry`.
    public struct Message: Sendable, Equatable {
        /// The text shown.
        public var text: String
        /// When it disappears, in the scene's seconds.
        public var expiry: Double
    }

    /// The tabs and pages shown.
    public internal(set) var content: SceneContent
    /// The look.
    public let theme: Theme
    /// The size of the view, in layout units.
    public internal(set) var viewSize: Size
    /// The pages' horizontal motion.
    package internal(set) var pager: Pager
    /// The tabs' pages: made near the view, released far from it.
    package internal(set) var host: PageHost
    /// Each tab's page state; nil until the page first comes near the view, or after release.
    package var pages: [PageState?] {
        get { host.pages }
        _modify { yield &host.pages }
    }
    /// The tab buttons' geometry.
    package internal(set) var strip: TabStrip
    /// Switch and option values, their knobs' slides, and where each switch and group is.
    var table: TableState
    /// The input under way.
    var input = InputState()
    /// The events not yet taken, and what was last reported.
    var events = EventLog()
    /// The message showing, if any.
    public internal(set) var message: Message?
    /// The scene's clock, in seconds.
    public internal(set) var time: Double

    let measure: TextMeasure
    /// What key presses do: the host's choice.
    public let keyBindings: KeyBindings
    /// Shortened titles, so a title is measured down to size once, not at every frame.
    let titleCache = ShortenedTitleCache()
    /// Text widths measured for layout (detail rows, messages), kept between frames.
    let widthCache = TextWidthCache()
    /// Where image pages and row thumbnails get their pictures (the host's loader); without one
    /// pictures show placeholders.
    public var imageSource: SceneImageSource? {
        didSet {
            requestedImages = []
            requestNearbyImages()
        }
    }
    /// The display's pixels a point, so pictures are decoded at the size they are shown.
    public var pixelScale = 1.0 { didSet { requestNearbyImages() } }
    /// The pictures last asked of the image source.
    var requestedImages: [ImageRequest] = []
    /// How many pages either side of the view are kept alive.
    public var pageRetention = PageRetention() {
        didSet { updatePageResidency() }
    }
    /// Asked before the selected tab changes, with the tab it goes from, the one it goes to and
    /// why: return false to refuse (a drag then settles back, a tap does nothing). Not asked when
    /// the tab selected is removed.
    public var shouldSelectTab: ((_ from: Int, _ to: Int, _ cause: SelectionCause) -> Bool)?
    /// When each tab's badge appeared or changed, by tab identity, for its grow-in animation.
    var badgeChanges: [String: Double] = [:]
    /// The number in the next identity the scene gives a tab (`tab-N`).
    var nextTabNumber = 1
    /// Every tab's identity, so a new one is never taken.
    var tabIDs: Set<String>
    /// Changes whenever tabs are inserted, removed or moved.
    var tabsRevision = 0

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
        content.tabs = Array(content.tabs.prefix(Self.maximumTabs))
        // Identities are the host's, unless missing or taken by an earlier tab: then the scene's.
        var taken = Set<String>()
        for index in content.tabs.indices {
            if let id = content.tabs[index].id, taken.insert(id).inserted { continue }
            content.tabs[index].id = nil
        }
        self.content = content
        tabIDs = taken
        pager = Pager(pageCount: content.tabs.count, pageWidth: self.viewSize.width, bounces: theme.pagerBounces)
        host = PageHost(count: content.tabs.count)
        strip = TabStrip(layout: theme.tabLayout)
        table = TableState(values: values, rows: TableRowIndex(tabs: []))
        for index in self.content.tabs.indices where self.content.tabs[index].id == nil {
            self.content.tabs[index].id = makeTabID()
        }
        table.rows = TableRowIndex(tabs: self.content.tabs)
        strip.setTitles(self.content.tabs.map { buttonContentWidth($0) })
        layoutStrip(animated: false)
        events.targetID = tabID(at: 0)
        events.settledID = events.targetID
        updatePageResidency()
        reportChanges()
    }

    /// The width of `text` at `fontSize`, measured once and remembered.
    func textWidth(_ text: String, fontSize: Double) -> Double { widthCache.width(of: text, fontSize: fontSize, measure: measure) }

    /// A rough width for text when no font is at hand: 0.55 of the font size a character.
    public static func estimatedWidth(_ text: String, fontSize: Double) -> Double {
        Double(text.count) * fontSize * 0.55
    }

    // MARK: state a host reads

    /// The tab bar's area: along the top or the bottom of the view, as the theme says.
    public var tabBarFrame: Rect {
        let height = min(theme.tabBarHeight, viewSize.height)
        let y = theme.tabBarPosition == .top ? 0 : viewSize.height - height
        return Rect(x: 0, y: y, width: viewSize.width, height: height)
    }

    /// The area beside the tab bar where pages show.
    public var pagesFrame: Rect {
        let bar = tabBarFrame
        return Rect(
            x: 0, y: theme.tabBarPosition == .top ? bar.maxY : 0, width: viewSize.width,
            height: max(viewSize.height - bar.height, 0))
    }

    /// The tab bar's area for tab buttons: the bar less the + and - controls.
    public var stripFrame: Rect {
        let controls = theme.showsAddRemove ? min(2 * Self.addRemoveWidth, viewSize.width / 2) : 0
        let bar = tabBarFrame
        return Rect(x: 0, y: bar.minY, width: max(viewSize.width - controls, 0), height: bar.height)
    }

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
    public func scrollOffset(ofTab index: Int) -> Double? {
        guard pages.indices.contains(index) else { return nil }
        return pages[index]?.top.scroll.offset
    }

    /// The identity of tab `index`, if there is such a tab.
    public func tabID(at index: Int) -> String? { content.tabs.indices.contains(index) ? content.tabs[index].id : nil }

    /// The index of the tab whose identity is `id`, if there is one.
    /// - Complexity: O(tabs).
    public func tabIndex(of id: String) -> Int? { content.tabs.firstIndex { $0.id == id } }

    /// Tab button frames in view coordinates at this moment (strip scroll applied, mirrored in a
    /// right-to-left scene). O(tabs): drawing and hit-testing use the strip's range queries instead.
    public var tabFrames: [Rect] { (0..<strip.count).map { tabFrame($0) } }

    /// Tab button `index`'s frame in view coordinates at this moment (mirrored right to left).
    public func tabFrame(_ index: Int) -> Rect { onScreen(layoutTabFrame(index)) }

    /// Tab button `index`'s frame in the layout's own left-to-right coordinates.
    func layoutTabFrame(_ index: Int) -> Rect { strip.frame(index, at: time).offsetBy(dx: -stripOffset, dy: stripFrame.minY) }

    /// `rect` of the left-to-right layout as it shows on screen: mirrored in a right-to-left scene.
    func onScreen(_ rect: Rect) -> Rect {
        theme.direction == .rightToLeft ? Rect(x: viewSize.width - rect.maxX, y: rect.y, width: rect.width, height: rect.height) : rect
    }

    /// How far the strip is scrolled at this moment.
    var stripOffset: Double { strip.offset(progress: pager.progress, time: time) }

    /// Whether something moves on its own and the host should render frames continuously.
    public var isAnimating: Bool {
        imageSource?.isLoading == true || pager.isSettling || pager.axis.isRelaxingOverscroll || host.isAnimating || strip.scroll.isAnimating
            || strip.isAnimating(at: time) || visibleCustomPageAnimates
            || table.switchFlips.values.contains { time - $0 < Self.switchDuration }
            || badgeChanges.values.contains { time - $0 < Self.badgeDuration }
    }

    /// Whether nothing will change without input: no motion and no pending wheel snap.
    public var isAtRest: Bool { !isAnimating && input.wheelPaging == nil }

    /// The next moment something changes without input (a message expiring, a wheel snap),
    /// so an idle host can sleep until then.
    public var nextDeadline: Double? {
        let pressShows = input.press.map { $0.start + Self.pressedDelay }.flatMap { $0 > time ? $0 : nil }
        return [message?.expiry, input.wheelPaging.map { $0.lastTime + Self.wheelSnapDelay }, pressShows].compactMap { $0 }.min()
    }

    /// The centre of tab `index`'s button in view coordinates.
    public func tabCenter(_ index: Int) -> Point? {
        guard index >= 0, index < strip.count else { return nil }
        let frame = tabFrame(index)
        return Point(x: frame.midX, y: frame.midY)
    }

    /// Where the keyboard's focus ring is (Tab and Shift+Tab move it; a click hides it).
    public var focus: Focus? { input.focus }

    /// Where the mouse rests over the view while no button is down, if it does.
    public var hover: Point? { input.hover }

    // MARK: events and time

    /// Handles one input event at `time`; what it led to is in ``takeEvents()``.
    public mutating func handle(_ event: InputEvent, time: Double) {
        advanceMotion(to: time)
        switch theme.direction == .rightToLeft ? mirrored(event) : event {
        case .pointerDown(let point, let kind, let id): pointerDown(point, kind, id: id)
        case .pointerMove(let point, let kind, let id): pointerMove(point, kind, id: id)
        case .pointerUp(let point, let kind, let id): pointerUp(point, kind, id: id)
        case .magnify(let factor, let point): magnify(factor, at: point)
        case .pointerLeave: pointerLeave()
        case .wheel(let dx, let dy, let point, let shift): wheel(dx: dx, dy: dy, at: point, shift: shift)
        case .key(let press): key(press)
        case .resize(let size): resize(size)
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
        strip.advance(to: now, progress: pager.progress)
        host.advance(to: now)
        if let wheel = input.wheelPaging, now >= wheel.lastTime + Self.wheelSnapDelay, !pager.isDragging {
            // The snap starts at its deadline, not at whichever frame noticed it.
            snapAfterWheel(wheel, at: wheel.lastTime + Self.wheelSnapDelay)
            input.wheelPaging = nil
            pager.advance(to: now)
        }
        if let message, message.expiry <= now { self.message = nil }
        if !table.switchFlips.isEmpty { table.switchFlips = table.switchFlips.filter { now - $0.value < Self.switchDuration } }
        if !badgeChanges.isEmpty { badgeChanges = badgeChanges.filter { now - $0.value < Self.badgeDuration } }
        if wasSettling && !pager.isSettling {
            pages[pager.targetPage]?.reload()
            resetZoom(besides: pager.targetPage)
        }
    }

    /// The events since the last call, oldest first, each reported once. Take them after each
    /// `handle` and `advance` (a scene keeps the last 4096 for a host that does not).
    public mutating func takeEvents() -> [PagerEvent] {
        defer { events.queue.removeAll(keepingCapacity: true) }
        return events.queue
    }

    /// Whether events wait to be taken.
    public var hasEvents: Bool { !events.queue.isEmpty }

    /// Shows `text` over the pages for `messageDuration`.
    public mutating func showMessage(_ text: String) {
        message = Message(text: text, expiry: time + Self.messageDuration)
    }

    // MARK: helpers shared by the extensions

    /// Makes page states near the view and releases those far from it; measures the host's rows
    /// in view, asks for more rows at a list's end and for the pictures in view.
    mutating func updatePageResidency() {
        host.updateResidency(progress: pager.progress, tabs: &content.tabs, size: pageSize, bounces: theme.listBounces, retention: pageRetention)
        guard let visible = visiblePages else { return requestNearbyImages() }
        for page in visible {
            pages[page]?.updateTop { $0.measureVisibleRows(pageNumber: page + 1) }
            if pages[page]?.top.list?.loadsMore == true, pages[page]?.updateTop({ $0.loadMoreIfNearTheEnd() }) == true {
                events.append(.moreRowsRequested(tab: page))
                markMoving(page)
            }
        }
        requestNearbyImages()
    }

    /// The size of one page.
    var pageSize: Size { Size(width: pager.pageWidth, height: pagesFrame.height) }

    /// The room a title leaves at either side of its button.
    static let titleMargin = 4.0

    /// Lays the tab strip out again for the current titles and width.
    mutating func layoutStrip(animated: Bool, change: TabStrip.IndexChange = .none) {
        strip.layout(size: Size(width: stripFrame.width, height: stripFrame.height), animateFrom: animated ? time : nil, change: change)
    }

    /// Tab `index`'s title as drawn: shortened with "…" when its button (once the buttons stop
    /// moving) is too narrow for it.
    public func displayTitle(_ index: Int) -> String {
        guard content.tabs.indices.contains(index) else { return "" }
        let title = content.tabs[index].title
        let room = strip.targetFrame(index).width - 2 * Self.titleMargin
        guard strip.titleWidths[index] > room else { return title }
        let titleRoom = room - leadingIconSpace(index)
        return titleCache.title(for: content.tabs[index].id ?? "", title: title, room: titleRoom) { truncated(title, toFit: titleRoom) }
    }

    /// The longest start of `title` that, with "…", fits in `width` (just "…" if none does).
    func truncated(_ title: String, toFit width: Double) -> String {
        let characters = Array(title)
        var low = 0, high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            if measure(String(characters[..<middle]) + "…", theme.titleFontSize) <= width { low = middle } else { high = middle - 1 }
        }
        return String(characters[..<low]) + "…"
    }

    mutating func markMoving(_ page: Int) { host.markMoving(page) }

    /// The page under view x-coordinate `x`.
    func pageIndex(atX x: Double) -> Int {
        let page = Int(((x + pager.offset) / pager.pageWidth).rounded(.down))
        return min(max(page, 0), content.tabs.count - 1)
    }

    /// The view x-coordinate of page `page`'s left edge.
    func pageOriginX(_ page: Int) -> Double { Double(page) * pager.pageWidth - pager.offset }

    /// A tab identity no tab has, `tab-N` with the next free N, now taken.
    mutating func makeTabID() -> String {
        while true {
            let id = "tab-\(nextTabNumber)"
            nextTabNumber += 1
            if tabIDs.insert(id).inserted { return id }
        }
    }

    /// Whether a custom page in view moves on its own.
    private var visibleCustomPageAnimates: Bool {
        guard let visible = visiblePages else { return false }
        return visible.contains { page in
            if case .custom(let custom)? = pages[page]?.top.content { return custom.isAnimating }
            return false
        }
    }
}

/// How many pages either side of the view are kept alive: a page is made when it comes within
/// `prepareDistance` pages of the view and released (its scroll and detail pages forgotten,
/// though a list's data stays) when farther than `releaseDistance`.
public struct PageRetention: Sendable, Equatable {
    /// Pages this near the view are made (at least 1: the pages a drag shows).
    public var prepareDistance: Int
    /// Pages farther than this are released (at least `prepareDistance`).
    public var releaseDistance: Int

    /// Made within `prepareDistance` pages, released past `releaseDistance` (1 and 3 by default).
    public init(prepareDistance: Int = 1, releaseDistance: Int = 3) {
        self.prepareDistance = max(prepareDistance, 1)
        self.releaseDistance = max(releaseDistance, self.prepareDistance)
    }
}

/// Switch and option values of table pages, their knobs' slides, and where each switch and
/// option group is.
struct TableState {
    /// The values the user and the host set.
    var values: TableValues
    /// Where each switch and option group is, for `switchValue` and `chosenOption`.
    var rows: TableRowIndex
    /// When each switch last flipped, for its knob animation.
    var switchFlips: [String: Double] = [:]
}
