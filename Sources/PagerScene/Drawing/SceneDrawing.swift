import PagerCore

/// The scene laid out into a draw list, from its state: the pages in view (a page held down shows
/// pressed), the tab bar, what the mouse hovers, the focus ring, the tab menu when open and the
/// message showing. A
/// right-to-left scene is laid out left to right and mirrored as a whole.
struct SceneDrawing {
    let scene: Scene

    /// The height of the in-window message box, its distance from the bottom, and its font size.
    static let messageHeight = 40.0
    static let messageMargin = 24.0
    static let messageFontSize = 14.0
    /// The thickness of the focus ring.
    static let focusRingWidth = 2.0

    /// Lays the scene out into `list` (reset first). Only what is visible is emitted.
    func draw(into list: inout DrawList) {
        list.reset(clearColor: scene.theme.pageColor)
        drawPages(into: &list)
        let bar = scene.barContext
        scene.bar.draw(overlays: scene.content.overlays, in: bar, into: &list)
        drawHover(into: &list)
        scene.bar.drawTooltip(in: bar, into: &list)
        drawFocusRing(into: &list)
        scene.bar.drawMenu(in: bar, into: &list)
        drawMessage(into: &list)
        if scene.theme.direction == .rightToLeft { list.mirror(width: scene.viewSize.width) }
    }

    private func drawPages(into list: inout DrawList) {
        let env = scene.environment
        let frame = scene.pagesFrame
        guard !frame.isEmpty, let visible = scene.visiblePages else { return }
        list.pushClip(frame)
        var heldBar: Int?
        if case .scrollBar(let page, _)? = scene.input.gesture?.target { heldBar = page }
        let geometry = scene.geometry, transform = scene.theme.pageTransform
        // The last first: a page on the left lies over the one on its right (as a transform may lay them).
        for page in visible.reversed() {
            guard let state = scene.host.pages[page] else { continue }
            let pageFrame = Rect(x: geometry.originX(page), y: frame.minY, width: geometry.pageWidth, height: frame.height)
            let look = transform.transformation(at: geometry.position(page), pageSize: Size(width: pageFrame.width, height: pageFrame.height))
            guard look.alpha > 0.001 else { continue }
            func draw(_ list: inout DrawList) {
                state.draw(
                    in: pageFrame, time: scene.time, opaque: look != .identity, held: heldBar == page,
                    context: { env.context(of: $0, onPage: page, frame: $1) }, into: &list)
                if state.transition == nil { drawPress(on: page, layer: state.top, frame: pageFrame, into: &list) }
            }
            if look == .identity { draw(&list) } else { list.transformed(look, of: pageFrame, fadingTo: scene.theme.pageColor, draw) }
        }
        if let departing = scene.host.departing {
            let x = departing.originX + departing.progress(at: scene.time) * scene.viewSize.width
            let page = departing.pageNumber - 1
            departing.state.draw(
                in: Rect(x: x, y: frame.minY, width: geometry.pageWidth, height: frame.height), time: scene.time, opaque: true, held: false,
                context: { env.context(of: $0, onPage: page, frame: $1) }, into: &list)
        }
        // At the first or last page, not where swiping is turned off: there is nothing to swipe to.
        let pull = scene.pager.axis.overscroll, axis = scene.pager.axis
        let atAnEnd = pull < 0 ? axis.minOffset <= 0 : axis.maxOffset >= Double(scene.pager.pageCount - 1) * scene.pager.pageWidth
        if scene.theme.pagerEdgeEffect == .glow, pull != 0, atAnEnd {
            EdgeGlow.draw(pull: pull, edge: pull < 0 ? .leading : .trailing, of: frame, color: scene.theme.indicatorColor, into: &list)
        }
        list.popClip()
    }

    /// The row or button held down on page `page`, once held `Tuning.pressedDelay` (and still a tap).
    private func drawPress(on page: Int, layer: PageLayer, frame: Rect, into list: inout DrawList) {
        guard let press = scene.input.press, press.page == page, scene.time - press.start >= Tuning.pressedDelay,
            scene.input.gesture?.arbiter.isTap == true
        else {
            return
        }
        let content = Rect(x: frame.minX, y: frame.minY + layer.topInset, width: frame.width, height: max(frame.height - layer.topInset, 0))
        list.pushClip(content)
        list.fill(press.frame.offsetBy(dx: content.minX, dy: content.minY - layer.scroll.offset), scene.theme.pressedColor, radius: press.radius)
        list.popClip()
    }

    /// The message box: opaque, its text wrapped to at most three lines (the last ending with
    /// "…"), the box as tall as the lines it takes.
    private func drawMessage(into list: inout DrawList) {
        guard let message = scene.message, let (box, lines) = messageBox else { return }
        let lineHeight = Self.messageFontSize * 1.3
        list.fill(box, scene.theme.messageBackground, radius: 8)
        let textHeight = Double(lines) * lineHeight
        list.text(
            TextRun(
                message.text, in: Rect(x: box.minX + 12, y: box.midY - textHeight / 2, width: box.width - 24, height: textHeight + 2),
                fontSize: Self.messageFontSize, color: scene.theme.messageTextColor, alignment: .center, wraps: true, maxLines: 3,
                on: scene.theme.messageBackground))
    }

    /// Where the message showing is drawn, and the lines its text takes; nil when none shows.
    var messageBox: (frame: Rect, lines: Int)? {
        guard let message = scene.message else { return nil }
        let width = min(scene.viewSize.width - 32, 560)
        guard width > 32 else { return nil }
        let needed = (scene.widthCache.width(of: message.text, fontSize: Self.messageFontSize, measure: scene.measure) / (width - 24)).rounded(.up)
        let lines = needed.isFinite ? Int(min(max(needed, 1), 3)) : 1
        let height = max(Self.messageHeight, Double(lines) * Self.messageFontSize * 1.3 + 20)
        return (
            Rect(x: (scene.viewSize.width - width) / 2, y: scene.pagesFrame.maxY - height - Self.messageMargin, width: width, height: height), lines
        )
    }

    /// Tints what the mouse hovers (under the pressed state, which replaces it).
    private func drawHover(into list: inout DrawList) {
        let press = scene.input.press
        guard let target = SceneHover(scene: scene).target, press == nil || scene.time - (press?.start ?? scene.time) < Tuning.pressedDelay else {
            return
        }
        switch target {
        case .tab(let index):
            list.pushClip(scene.stripFrame)
            list.fill(scene.bar.buttonFrame(index, progress: scene.pager.tabProgress, time: scene.time), scene.theme.hoverColor)
            list.popClip()
        case .control(let control):
            if let frame = scene.bar.frame(of: control) { list.fill(frame, scene.theme.hoverColor) }
        case .back(let page):
            list.pushClip(scene.pagesFrame)
            list.fill(scene.geometry.backControlFrame(page), scene.theme.hoverColor)
            list.popClip()
        case .untinted:
            return
        case .element(let page, let frame, let radius):
            guard let layer = scene.host.pages[page]?.top else { return }
            let content = scene.geometry.contentFrame(page, layer: layer)
            list.pushClip(scene.pagesFrame)
            list.pushClip(content)
            list.fill(frame.offsetBy(dx: content.minX, dy: content.minY - layer.scroll.offset), scene.theme.hoverColor, radius: radius)
            list.popClip()
            list.popClip()
        }
    }

    /// The focus ring's frame in view coordinates, if it shows: on a tab, on + or −, or on a
    /// control of the page the pager is on (not while the page slides in or out).
    private var focusRingFrame: (frame: Rect, clip: Rect)? {
        switch scene.input.focus {
        case .tab(let index)?:
            guard index < scene.bar.strip.count else { return nil }
            let ring = scene.bar.buttonFrame(index, progress: scene.pager.tabProgress, time: scene.time).insetBy(dx: 3, dy: 3)
            return (clearOfOverlays(ring), scene.stripFrame)
        case .barControl(let control)?:
            return scene.bar.frame(of: control).map { ($0.insetBy(dx: 3, dy: 3), scene.tabBarFrame) }
        case .control(let page, let index)?:
            guard page == scene.pager.targetPage, let state = scene.host.pages[page], state.transition == nil,
                let stop = scene.host.focusStop(index, onPage: page, in: scene.environment)
            else {
                return nil
            }
            switch stop {
            case .back:
                return (scene.geometry.backControlFrame(page).insetBy(dx: 3, dy: 3), scene.pagesFrame)
            case .element(let frame):
                let content = scene.geometry.contentFrame(page, layer: state.top)
                // Around a control with room beside it (a button); inside one as wide as the page (a row).
                let gap = frame.minX >= 4 && frame.maxX <= content.width - 4 ? -3.0 : 2.0
                return (frame.offsetBy(dx: content.minX, dy: content.minY - state.top.scroll.offset).insetBy(dx: gap, dy: gap), content)
            }
        case nil:
            return nil
        }
    }

    /// `ring` with an edge that would run through a label laid over the bar moved inside, clear
    /// of the label's text: below a label over its top half, above one over its bottom half.
    private func clearOfOverlays(_ ring: Rect) -> Rect {
        var ring = ring
        for label in scene.content.overlays {
            let ink = scene.bar.inkFrame(of: label)
            guard ink.minX < ring.maxX, ink.maxX > ring.minX, ink.minY < ring.maxY, ink.maxY > ring.minY else { continue }
            let top = ink.midY < ring.midY ? max(ring.minY, ink.maxY + 1) : ring.minY
            let bottom = ink.midY < ring.midY ? ring.maxY : min(ring.maxY, ink.minY - 1)
            ring = Rect(x: ring.minX, y: top, width: ring.width, height: max(bottom - top, 0))
        }
        return ring
    }

    /// Draws the focus ring, if it shows (not while the tab menu is open: its highlight is where the keys are).
    private func drawFocusRing(into list: inout DrawList) {
        guard scene.bar.menu == nil, let (frame, clip) = focusRingFrame else { return }
        list.pushClip(clip)
        list.stroke(frame, scene.theme.focusColor, width: Self.focusRingWidth)
        list.popClip()
    }
}
