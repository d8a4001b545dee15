import PagerCore

/// Measures a single line of text: its width in units at a font size.
public typealias TextMeasure = (_ text: String, _ fontSize: Double) -> Double

/// The whole interactive scene: a tab bar with a sliding indicator over horizontally
/// paged pages. It takes input events and time, moves through `PagerCore`, and lays
/// itself out into a `DrawList` (Scene+Drawing.swift). It knows nothing of SDL.
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
    /// Horizontal wheel travel below this goes back to the nearest page on snap.
    public static let minimumWheelTravel = 24.0
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

    struct Gesture {
        enum Target {
            case tabBar
            case page(Int)
            /// A list's draggable scroll bar, held `grab` below the bar's top.
            case scrollBar(page: Int, grab: Double)
        }
        var kind: PointerKind
        var arbiter: GestureArbiter
        var target: Target
        /// The press stopped moving content, so it is not a tap.
        var caughtMotion: Bool
        /// The horizontal drag moves a gallery's pictures rather than the pages.
        var dragsGallery = false
        /// Where the pointer was until an axis claimed the gesture (the press and the moves
        /// inside the slop): velocity samples for the drag that follows.
        var history: [(time: Double, point: Point)] = []

        /// The history along `axis`.
        func samples(_ axis: GestureAxis) -> [PointerSample] {
            history.map { PointerSample(time: $0.time, position: axis == .horizontal ? $0.point.x : $0.point.y) }
        }
    }

    /// A row or button held down: shown pressed once held `pressedDelay`, until the press ends
    /// or turns into a drag.
    struct Press {
        var page: Int
        /// The element's frame in the page's content coordinates, and its corner radius.
        var frame: Rect
        var radius: Double
        var start: Double
    }

    struct WheelPaging {
        var lastTime: Double
        var travel: Double
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
    /// Switch and option values of table pages.
    public internal(set) var values: TableValues
    /// Set when `values` changed since the host last called `takeValuesChanged()`.
    package internal(set) var valuesChanged = false
    /// When each switch last flipped, for its knob animation.
    package internal(set) var switchFlips: [String: Double] = [:]
    /// The message showing, if any.
    public internal(set) var message: Message?
    /// The scene's clock, in seconds.
    public internal(set) var time: Double

    let measure: TextMeasure
    /// What key presses do: the host's choice.
    public let keyBindings: KeyBindings
    /// Where each switch and option group is, for `switchValue` and `chosenOption`.
    var tableRows: TableRowIndex
    /// Shortened titles, so a title is measured down to size once, not at every frame.
    let titleCache = ShortenedTitleCache()
    /// Text widths measured for layout (detail rows, messages), kept between frames.
    let widthCache = TextWidthCache()
    var gesture: Gesture?
    var wheelPaging: WheelPaging?
    var press: Press?
    /// Where image pages get their pictures (the host's loader); without one they show placeholders.
    public var imageSource: SceneImageSource? { didSet { requestNearbyImages() } }
    /// The display's pixels a point, so pictures are decoded at the size they are shown.
    public var pixelScale = 1.0 { didSet { requestNearbyImages() } }
    /// When each tab's badge appeared or changed, for its grow-in animation.
    var badgeChanges: [Int: Double] = [:]
    /// The tab last selected, to notice a new selection (which may clear its badge).
    var lastSelectedTab = 0
    /// Where the keyboard's focus ring is (Tab and Shift+Tab move it; a click hides it).
    public internal(set) var focus: Focus?
    /// Where the mouse rests over the view while no button is down, if it does.
    public internal(set) var hover: Point?

    /// A scene showing `content` in a view of `viewSize`, on the first page, at `time`.
    /// - Parameters:
    ///   - values: saved switch and option values.
    ///   - measure: text widths, for intrinsic tab widths (an estimate by default).
    ///   - keyBindings: what key presses do (the pager's own navigation by default).
    public init(
        content: SceneContent, theme: Theme = Theme(), viewSize: Size, values: TableValues = TableValues(),
        time: Double = 0, measure: @escaping TextMeasure = Scene.estimatedWidth,
        keyBindings: KeyBindings = .standard
    ) {
        self.keyBindings = keyBindings
        self.content = content
        self.theme = theme
        self.viewSize = Size(width: max(viewSize.width, 1), height: max(viewSize.height, 1))
        self.values = values
        self.time = time
        self.measure = measure
        pager = Pager(pageCount: content.tabs.count, pageWidth: self.viewSize.width, bounces: theme.pagerBounces)
        host = PageHost(count: content.tabs.count)
        strip = TabStrip(layout: theme.tabLayout)
        tableRows = TableRowIndex(tabs: content.tabs)
        strip.setTitles(content.tabs.map { buttonContentWidth($0) })
        layoutStrip(animated: false)
        updatePageResidency()
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

    /// The tab shown as selected: the page the pager is on or settling to, or the nearest
    /// page while dragging.
    public var selectedTab: Int { pager.selectedPage }

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
            || strip.isAnimating(at: time)
            || switchFlips.values.contains { time - $0 < Self.switchDuration }
            || badgeChanges.values.contains { time - $0 < Self.badgeDuration }
    }

    /// Whether nothing will change without input: no motion and no pending wheel snap.
    public var isAtRest: Bool { !isAnimating && wheelPaging == nil }

    /// The next moment something changes without input (a message expiring, a wheel snap),
    /// so an idle host can sleep until then.
    public var nextDeadline: Double? {
        let pressShows = press.map { $0.start + Self.pressedDelay }.flatMap { $0 > time ? $0 : nil }
        return [message?.expiry, wheelPaging.map { $0.lastTime + Self.wheelSnapDelay }, pressShows].compactMap { $0 }.min()
    }

    /// The centre of tab `index`'s button in view coordinates.
    public func tabCenter(_ index: Int) -> Point? {
        guard index >= 0, index < strip.count else { return nil }
        let frame = tabFrame(index)
        return Point(x: frame.midX, y: frame.midY)
    }

    /// Returns whether values changed since the last call, and clears the flag.
    public mutating func takeValuesChanged() -> Bool {
        defer { valuesChanged = false }
        return valuesChanged
    }

    // MARK: events and time

    /// Handles one input event at `time` and returns what the host should do.
    public mutating func handle(_ event: InputEvent, time: Double) -> [SceneRequest] {
        advance(to: time)
        var requests: [SceneRequest] = []
        switch theme.direction == .rightToLeft ? mirrored(event) : event {
        case .pointerDown(let point, let kind): pointerDown(point, kind)
        case .pointerMove(let point, let kind): pointerMove(point, kind)
        case .pointerUp(let point, let kind): pointerUp(point, kind)
        case .pointerLeave: hover = nil
        case .wheel(let dx, let dy, let point, let shift): wheel(dx: dx, dy: dy, at: point, shift: shift)
        case .key(let press): requests = key(press)
        case .resize(let size): resize(size)
        }
        updatePageResidency()
        clearBadgeOfNewSelection()
        return requests
    }

    /// Advances every running motion, snap timer and message to `time`.
    public mutating func advance(to time: Double) {
        self.time = max(self.time, time)
        let wasSettling = pager.isSettling
        pager.advance(to: self.time)
        strip.advance(to: self.time, progress: pager.progress)
        host.advance(to: self.time)
        if let wheel = wheelPaging, self.time >= wheel.lastTime + Self.wheelSnapDelay, !pager.isDragging {
            // The snap starts at its deadline, not at whichever frame noticed it.
            snapAfterWheel(travel: wheel.travel, at: wheel.lastTime + Self.wheelSnapDelay)
            wheelPaging = nil
            pager.advance(to: self.time)
        }
        if let message, message.expiry <= self.time { self.message = nil }
        switchFlips = switchFlips.filter { self.time - $0.value < Self.switchDuration }
        badgeChanges = badgeChanges.filter { self.time - $0.value < Self.badgeDuration }
        clearBadgeOfNewSelection()
        if wasSettling && !pager.isSettling { pages[pager.targetPage]?.reload() }
        updatePageResidency()
    }

    /// Shows `text` over the pages for `messageDuration`.
    public mutating func showMessage(_ text: String) {
        message = Message(text: text, expiry: time + Self.messageDuration)
    }

    // MARK: helpers shared by the extensions

    /// Makes page states within one page of the view and releases those far from it.
    mutating func updatePageResidency() {
        host.updateResidency(progress: pager.progress, tabs: &content.tabs, size: pageSize, bounces: theme.listBounces)
        requestNearbyImages()
        // A list that loads more and shows its end asks for rows, even before it is scrolled.
        guard let visible = visiblePages else { return }
        for page in visible where pages[page]?.top.list?.canLoadMore == true {
            let now = time
            pages[page]?.updateTop { $0.loadMoreIfNearTheEnd(time: now) }
            if pages[page]?.top.loadMoreDue != nil { markMoving(page) }
        }
    }

    /// The size of one page.
    var pageSize: Size { Size(width: pager.pageWidth, height: pagesFrame.height) }

    /// The room a title leaves at either side of its button.
    static let titleMargin = 4.0

    /// Lays the tab strip out again for the current titles and width.
    mutating func layoutStrip(animated: Bool) {
        strip.layout(size: Size(width: stripFrame.width, height: stripFrame.height), animateFrom: animated ? time : nil)
    }

    /// Tab `index`'s title as drawn: shortened with "…" when its button (once the buttons stop
    /// moving) is too narrow for it.
    public func displayTitle(_ index: Int) -> String {
        guard content.tabs.indices.contains(index) else { return "" }
        let title = content.tabs[index].title
        let room = strip.targetFrame(index).width - 2 * Self.titleMargin
        guard strip.titleWidths[index] > room else { return title }
        let titleRoom = room - leadingIconSpace(index)
        return titleCache.title(for: index, title: title, room: titleRoom) { truncated(title, toFit: titleRoom) }
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
}
