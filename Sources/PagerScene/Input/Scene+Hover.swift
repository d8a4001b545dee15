import PagerCore

/// The pointer's shape a host shows over the scene.
public enum PointerCursor: Sendable, Equatable {
    /// The ordinary arrow.
    case arrow
    /// A pointing hand: what is under the pointer reacts to a click.
    case hand
}

extension Scene {
    /// What the resting mouse is over, when it reacts to a click.
    enum HoverTarget: Equatable {
        case tab(Int)
        case control(AddRemoveControl)
        case back(page: Int)
        /// A row or button of page `page` that shows pressed (its frame in content coordinates).
        case element(page: Int, frame: Rect, radius: Double)
        /// Something else that reacts to a click without a tint (a switch: only its knob moves).
        case untinted
    }

    /// What the mouse hovers, while no gesture is under way (a drag or a scroll hovers nothing).
    var hoverTarget: HoverTarget? {
        guard let hover = input.hover, input.gesture?.arbiter.isTap != false, !content.tabs.isEmpty else { return nil }
        if tabBarFrame.contains(hover) {
            if let control = addRemoveControl(at: hover) { return control == .remove && !canRemoveTab ? nil : .control(control) }
            guard stripFrame.contains(hover) else { return nil }
            return strip.button(atX: hover.x + stripOffset, y: hover.y - stripFrame.minY, at: time).map { .tab($0) }
        }
        guard pagesFrame.contains(hover) else { return nil }
        let page = pageIndex(atX: hover.x)
        guard let state = pages[page], state.transition == nil else { return nil }
        let layer = state.top
        let point: Point
        switch pagePoint(hover, onPage: page, layer: layer) {
        case .backControl: return .back(page: page)
        case .navigationBar: return nil
        case .content(let inContent): point = inContent
        }
        let context = PageTapContext(width: pager.pageWidth, layer: layer)
        let kind = layer.content.kind
        if let (frame, radius) = kind.pressable(at: point, in: context) {
            return .element(page: page, frame: frame, radius: radius)
        }
        switch kind.tap(at: point, in: context) {
        case .nothing: return nil
        case .custom(let custom, let point): return custom.cursor(at: point, width: context.width) == .hand ? .untinted : nil
        default: return .untinted
        }
    }

    /// The pointer's shape now: a hand over tabs, controls, rows and buttons that react to a click.
    public var cursor: PointerCursor { hoverTarget == nil ? .arrow : .hand }

    /// Tints what the mouse hovers (under the pressed state, which replaces it).
    func drawHover(into list: inout DrawList) {
        guard let target = hoverTarget, input.press == nil || time - (input.press?.start ?? time) < Self.pressedDelay else { return }
        switch target {
        case .tab(let index):
            list.pushClip(stripFrame)
            list.fill(layoutTabFrame(index), theme.hoverColor)
            list.popClip()
        case .control(let control):
            if let frame = layoutFrame(of: control) { list.fill(frame, theme.hoverColor) }
        case .back(let page):
            list.pushClip(pagesFrame)
            list.fill(backControlFrame(ofPage: page), theme.hoverColor)
            list.popClip()
        case .untinted:
            return
        case .element(let page, let frame, let radius):
            guard let layer = pages[page]?.top else { return }
            let content = contentFrame(ofPage: page, layer: layer)
            list.pushClip(pagesFrame)
            list.pushClip(content)
            list.fill(frame.offsetBy(dx: content.minX, dy: content.minY - layer.scroll.offset), theme.hoverColor, radius: radius)
            list.popClip()
            list.popClip()
        }
    }
}
