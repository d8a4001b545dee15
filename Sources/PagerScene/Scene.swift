import PagerCore

/// The whole interactive scene: a tab bar with a sliding indicator over horizontally
/// paged pages. It takes input events and time, moves through `PagerCore`, and lays
/// itself out into a `DrawList` (see Scene+Drawing.swift). It knows nothing of SDL.
public struct Scene: Sendable {
    /// Units a wheel notch scrolls.
    public static let wheelStep = 80.0
    /// Horizontal wheel input that pauses this long (seconds) snaps the pager.
    public static let wheelSnapDelay = 0.15
    /// Horizontal wheel travel below this goes back to the nearest page on snap.
    public static let minimumWheelTravel = 24.0
    /// How long an in-window message shows (seconds).
    public static let messageDuration = 2.5
    /// How far Up and Down scroll a list, and how long the scroll takes.
    public static let keyScrollStep = 60.0
    public static let keyScrollDuration = 0.15

    /// A short message shown over the pages until `expiry`.
    public struct Message: Sendable, Equatable {
        public var text: String
        public var expiry: Double
    }

    private enum GestureTarget: Sendable {
        case tabBar(tab: Int?)
        case page(Int)
    }

    private struct Gesture: Sendable {
        var kind: PointerKind
        var arbiter: GestureArbiter
        var target: GestureTarget
        /// The press stopped moving content, so it is not a tap.
        var caughtMotion: Bool
    }

    private struct WheelPaging: Sendable {
        var lastTime: Double
        var travel: Double
    }

    public let content: SceneContent
    public let theme: Theme
    public private(set) var viewSize: Size
    public private(set) var pager: Pager
    /// Each page's vertical scroll axis.
    public private(set) var pageScrolls: [ScrollAxis]
    /// Tab button frames in the tab bar, for the current width.
    public private(set) var tabFrames: [Rect] = []
    public private(set) var message: Message?
    public private(set) var time: Double

    private var gesture: Gesture?
    private var wheelPaging: WheelPaging?
    private var movingPages = Set<Int>()

    /// A scene showing `content` in a view of `viewSize`, on the first page, at `time`.
    public init(content: SceneContent, theme: Theme = Theme(), viewSize: Size, time: Double = 0) {
        self.content = content
        self.theme = theme
        self.viewSize = viewSize
        self.time = time
        pager = Pager(pageCount: content.tabs.count, pageWidth: viewSize.width, bounces: theme.pagerBounces)
        pageScrolls = content.tabs.map { tab in
            ScrollAxis(viewportLength: 1, bounces: theme.listBounces && tab.page.scrollsVertically)
        }
        layoutForSize()
    }

    // MARK: state a host reads

    /// The area below the tab bar where pages show.
    public var pagesFrame: Rect {
        let barHeight = min(theme.tabBarHeight, viewSize.height)
        return Rect(x: 0, y: barHeight, width: viewSize.width, height: max(viewSize.height - barHeight, 0))
    }

    /// The tab shown as selected (red title): the page the pager is on or settling to,
    /// or the nearest page while dragging.
    public var selectedTab: Int { pager.selectedPage }

    /// Whether something moves on its own and the host should render frames continuously.
    public var isAnimating: Bool { pager.isSettling || !movingPages.isEmpty }

    /// Whether nothing will change without input: no motion and no pending wheel snap.
    public var isAtRest: Bool { !isAnimating && wheelPaging == nil }

    /// The next moment something changes without input (a message expiring, a wheel snap),
    /// so an idle host can sleep until then.
    public var nextDeadline: Double? {
        let deadlines = [message?.expiry, wheelPaging.map { $0.lastTime + Self.wheelSnapDelay }].compactMap { $0 }
        return deadlines.min()
    }

    /// The centre of tab `index`'s button in view coordinates.
    public func tabCenter(_ index: Int) -> Point? {
        guard tabFrames.indices.contains(index) else { return nil }
        return Point(x: tabFrames[index].midX, y: tabFrames[index].midY)
    }

    // MARK: input

    /// Handles one input event at `time` and returns what the host should do.
    public mutating func handle(_ event: InputEvent, time: Double) -> [SceneRequest] {
        advance(to: time)
        switch event {
        case .pointerDown(let point, let kind): pointerDown(point, kind)
        case .pointerMove(let point, let kind): pointerMove(point, kind)
        case .pointerUp(let point, let kind): pointerUp(point, kind)
        case .wheel(let dx, let dy, let point, let shift): wheel(dx: dx, dy: dy, at: point, shift: shift)
        case .key(let press): return key(press)
        case .resize(let size): resize(size)
        }
        return []
    }

    /// Advances every running motion, snap timer and message to `time`.
    public mutating func advance(to time: Double) {
        self.time = max(self.time, time)
        pager.advance(to: self.time)
        for page in movingPages {
            pageScrolls[page].advance(to: self.time)
            if !pageScrolls[page].isActive { movingPages.remove(page) }
        }
        if let wheel = wheelPaging, self.time >= wheel.lastTime + Self.wheelSnapDelay, !pager.isDragging {
            snapAfterWheel(travel: wheel.travel)
            wheelPaging = nil
        }
        if let message, message.expiry <= self.time { self.message = nil }
    }

    /// Shows `text` over the pages for `messageDuration`.
    public mutating func showMessage(_ text: String) {
        message = Message(text: text, expiry: time + Self.messageDuration)
    }

    /// Selects tab `index` as a click on it does: the pages animate there. Selecting the
    /// tab already selected, or a tab that does not exist, does nothing.
    public mutating func selectTab(_ index: Int) {
        guard content.tabs.indices.contains(index), !pager.isDragging else { return }
        guard index != pager.targetPage || pager.offset != Double(index) * pager.pageWidth else { return }
        wheelPaging = nil
        pager.select(page: index, time: time)
    }

    private mutating func pointerDown(_ point: Point, _ kind: PointerKind) {
        guard gesture == nil else { return }
        if point.y < pagesFrame.minY {
            gesture = Gesture(kind: kind, arbiter: GestureArbiter(start: point, kind: kind),
                              target: .tabBar(tab: tabIndex(at: point)), caughtMotion: false)
            return
        }
        guard pagesFrame.contains(point), !content.tabs.isEmpty else { return }
        let page = pageIndex(atX: point.x)
        var caught = false
        var arbiter = GestureArbiter(start: point, kind: kind)
        wheelPaging = nil
        if pager.press() {
            caught = true
            arbiter = GestureArbiter(start: point, kind: kind, claimed: .horizontal)
            pager.beginDrag(pointerX: point.x, time: time)
        }
        if pageScrolls[page].isAnimating {
            caught = true
            pageScrolls[page].jump(to: pageScrolls[page].offset)
            pageScrolls[page].springBackIfNeeded(time: time)
        }
        gesture = Gesture(kind: kind, arbiter: arbiter, target: .page(page), caughtMotion: caught)
    }

    private mutating func pointerMove(_ point: Point, _ kind: PointerKind) {
        guard var gesture, gesture.kind == kind else { return }
        defer { self.gesture = gesture }
        let before = gesture.arbiter.claimed
        let claimed = gesture.arbiter.update(point)
        guard case .page(let page) = gesture.target else { return }
        switch claimed {
        case .horizontal:
            if before == nil { pager.beginDrag(pointerX: gesture.arbiter.claimOrigin.x, time: time) }
            pager.drag(to: point.x, time: time)
        case .vertical:
            guard content.tabs[page].page.scrollsVertically else { return }
            if before == nil {
                pageScrolls[page].beginDrag(pointer: gesture.arbiter.claimOrigin.y, time: time)
                movingPages.remove(page)
            }
            pageScrolls[page].drag(to: point.y, time: time)
        case nil:
            break
        }
    }

    private mutating func pointerUp(_ point: Point, _ kind: PointerKind) {
        guard let gesture, gesture.kind == kind else { return }
        self.gesture = nil
        switch gesture.target {
        case .tabBar(let tab):
            if gesture.arbiter.isTap, let tab, tab == tabIndex(at: point) { selectTab(tab) }
        case .page(let page):
            switch gesture.arbiter.claimed {
            case .horizontal:
                pager.release(pointerX: point.x, time: time)
            case .vertical:
                guard pageScrolls[page].isDragging else { return }
                let velocity = pageScrolls[page].endDrag(time: time)
                pageScrolls[page].coast(velocity: velocity, time: time)
                markMoving(page)
            case nil:
                if !gesture.caughtMotion { tapPage(page, at: point) }
                markMoving(page)
            }
        }
    }

    private mutating func wheel(dx: Double, dy: Double, at point: Point, shift: Bool) {
        let horizontal = shift ? -dy : dx
        let vertical = shift ? 0 : dy
        if horizontal != 0, gesture == nil {
            let delta = horizontal * Self.wheelStep
            pager.scroll(by: delta)
            var paging = wheelPaging ?? WheelPaging(lastTime: time, travel: 0)
            paging.lastTime = time
            paging.travel += delta
            wheelPaging = paging
        }
        if vertical != 0, pagesFrame.contains(point), !content.tabs.isEmpty {
            let page = pageIndex(atX: point.x)
            guard content.tabs[page].page.scrollsVertically, !pageScrolls[page].isDragging else { return }
            pageScrolls[page].scroll(by: -vertical * Self.wheelStep)
        }
    }

    private mutating func key(_ press: KeyPress) -> [SceneRequest] {
        switch press.key {
        case .f12: return [.screenshot]
        case .escape: return [.quit]
        case .letter("s") where press.ctrl: return [.screenshot]
        case .letter("q") where press.ctrl: return [.quit]
        case .left: selectTab(pager.targetPage - 1)
        case .right: selectTab(pager.targetPage + 1)
        case .home: selectTab(0)
        case .end: selectTab(content.tabs.count - 1)
        case .digit(let digit) where digit >= 1: selectTab(digit - 1)
        case .up: scrollCurrentPage(by: -Self.keyScrollStep)
        case .down: scrollCurrentPage(by: Self.keyScrollStep)
        case .pageUp: scrollCurrentPage(by: -max(pagesFrame.height - Self.keyScrollStep, Self.keyScrollStep))
        case .pageDown: scrollCurrentPage(by: max(pagesFrame.height - Self.keyScrollStep, Self.keyScrollStep))
        default: break
        }
        return []
    }

    private mutating func resize(_ size: Size) {
        viewSize = Size(width: max(size.width, 1), height: max(size.height, 1))
        pager.resize(pageWidth: viewSize.width, time: time)
        layoutForSize()
    }

    // MARK: helpers

    private mutating func layoutForSize() {
        tabFrames = TabStripGeometry.buttonFrames(
            count: content.tabs.count,
            barSize: Size(width: viewSize.width, height: min(theme.tabBarHeight, viewSize.height)),
            layout: theme.tabLayout)
        let viewport = pagesFrame.height
        for (index, tab) in content.tabs.enumerated() {
            let height = tab.page.contentHeight(width: viewSize.width)
            pageScrolls[index].setBounds(minOffset: 0, maxOffset: height - viewport, viewportLength: max(viewport, 1))
        }
    }

    private mutating func scrollCurrentPage(by delta: Double) {
        let page = pager.targetPage
        guard content.tabs.indices.contains(page), content.tabs[page].page.scrollsVertically, !pageScrolls[page].isDragging else { return }
        let from = pageScrolls[page].motionTarget ?? pageScrolls[page].offset
        pageScrolls[page].animate(to: from + delta, duration: Self.keyScrollDuration, time: time)
        markMoving(page)
    }

    private mutating func snapAfterWheel(travel: Double) {
        let progress = pager.progress
        let page: Int
        if abs(travel) < Self.minimumWheelTravel {
            page = Int(progress.rounded())
        } else {
            page = Int(travel > 0 ? progress.rounded(.up) : progress.rounded(.down))
        }
        pager.settle(to: page, velocity: 0, time: time)
    }

    private mutating func tapPage(_ page: Int, at point: Point) {
        guard case .composed(let items) = content.tabs[page].page else { return }
        let origin = pageOrigin(page)
        let frames = ComposedLayout.frames(for: items, width: viewSize.width)
        for (item, frame) in zip(items, frames) {
            guard case .button(_, let text) = item,
                  frame.offsetBy(dx: origin.x, dy: origin.y).contains(point) else { continue }
            showMessage(text)
        }
    }

    private mutating func markMoving(_ page: Int) {
        if pageScrolls[page].isActive { movingPages.insert(page) }
    }

    private func tabIndex(at point: Point) -> Int? {
        tabFrames.firstIndex { $0.contains(point) }
    }

    /// The page under view x-coordinate `x`.
    func pageIndex(atX x: Double) -> Int {
        let page = Int(((x + pager.offset) / pager.pageWidth).rounded(.down))
        return min(max(page, 0), content.tabs.count - 1)
    }

    /// The view position of page `page`'s content origin (its top left, scrolled).
    func pageOrigin(_ page: Int) -> Point {
        Point(x: Double(page) * pager.pageWidth - pager.offset, y: pagesFrame.minY - pageScrolls[page].offset)
    }
}

extension PageContent {
    /// Whether the page scrolls vertically (lists and composed pages do).
    public var scrollsVertically: Bool {
        if case .colorBlock = self { return false }
        return true
    }

    /// The height of the page's content for a page `width` wide.
    public func contentHeight(width: Double) -> Double {
        switch self {
        case .list(let list): return Double(list.rowCount) * list.rowHeight
        case .composed(let items): return ComposedLayout.contentHeight(for: items, width: width)
        case .colorBlock: return 0
        }
    }
}
