import PagerCore

extension Scene {
    /// Draws a tab's page: its top layer, and during a push or pop the layer beneath sliding away.
    /// `opaque` paints its background first, for a page drawn over another.
    func drawPageState(_ state: PageState, pageNumber: Int, frame: Rect, opaque: Bool = false, into list: inout DrawList) {
        guard let transition = state.transition else {
            drawLayer(state.top, pageNumber: pageNumber, frame: frame, opaque: opaque, into: &list)
            drawPress(on: pageNumber - 1, layer: state.top, frame: frame, into: &list)
            return
        }
        let progress = transition.progress(at: time)
        let width = frame.width
        if transition.isPush, state.layers.count >= 2 {
            let under = state.layers[state.layers.count - 2]
            drawLayer(
                under, pageNumber: pageNumber, frame: frame.offsetBy(dx: -progress * width * 0.3, dy: 0),
                opaque: true, into: &list)
            drawLayer(
                state.top, pageNumber: pageNumber, frame: frame.offsetBy(dx: (1 - progress) * width, dy: 0),
                opaque: true, into: &list)
        } else if let popped = state.poppedLayer {
            drawLayer(
                state.top, pageNumber: pageNumber, frame: frame.offsetBy(dx: -(1 - progress) * width * 0.3, dy: 0),
                opaque: true, into: &list)
            drawLayer(
                popped, pageNumber: pageNumber, frame: frame.offsetBy(dx: progress * width, dy: 0),
                opaque: true, into: &list)
        } else {
            drawLayer(state.top, pageNumber: pageNumber, frame: frame, opaque: opaque, into: &list)
        }
    }

    /// Draws one layer in `frame`: a navigation bar on detail pages, then the content,
    /// clipped to the layer and the pages' area. `opaque` paints the background first (when
    /// layers overlap during a transition).
    private func drawLayer(_ layer: PageLayer, pageNumber: Int, frame: Rect, opaque: Bool, into list: inout DrawList) {
        guard !frame.intersection(list.currentClip ?? frame).isEmpty else { return }
        list.pushClip(frame)
        let kind = layer.content.kind
        let background = kind.background(theme)
        if opaque || background != list.clearColor { list.fill(frame, background) }
        let contentFrame = Rect(
            x: frame.minX, y: frame.minY + layer.topInset, width: frame.width,
            height: max(frame.height - layer.topInset, 0))
        list.pushClip(contentFrame)
        kind.draw(
            PageDrawContext(
                theme: theme, frame: contentFrame, scroll: layer.scroll.offset, pageNumber: pageNumber,
                title: layer.title ?? (content.tabs.indices.contains(pageNumber - 1) ? content.tabs[pageNumber - 1].title : ""),
                layer: layer, values: table.values, time: time, switchFlips: table.switchFlips, textWidth: textWidth, images: imageSource,
                scale: pixelScale),
            into: &list)
        if layer.content.scrollsVertically {
            let held: Bool
            if case .scrollBar(let page, _)? = input.gesture?.target { held = page == pageNumber - 1 } else { held = false }
            ScrollIndicator.draw(for: layer.scroll, in: contentFrame, at: time, held: held, into: &list)
        }
        let pull = layer.scroll.overscroll
        if theme.listEdgeEffect == .glow, pull != 0 {
            EdgeGlow.draw(pull: pull, edge: pull < 0 ? .top : .bottom, of: contentFrame, color: theme.accentColor, into: &list)
        }
        list.popClip()
        if let title = layer.title { drawNavigationBar(title: title, frame: frame, into: &list) }
        list.popClip()
    }

    private func drawNavigationBar(title: String, frame: Rect, into list: inout DrawList) {
        let bar = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: PageLayer.navigationBarHeight)
        list.fill(bar, theme.navigationBarColor)
        list.fill(Rect(x: bar.minX, y: bar.maxY - 1, width: bar.width, height: 1), theme.tabBarHairlineColor)
        list.text(
            TextRun(
                theme.direction == .rightToLeft ? theme.backTitle.mirroredArrows : theme.backTitle,
                in: Rect(x: bar.minX + 12, y: bar.minY, width: PageLayer.backControlWidth - 12, height: bar.height),
                fontSize: 17, color: theme.accentColor))
        list.text(
            TextRun(
                title,
                in: Rect(
                    x: bar.minX + PageLayer.backControlWidth, y: bar.minY,
                    width: max(bar.width - 2 * PageLayer.backControlWidth, 0), height: bar.height),
                fontSize: 17, weight: .bold, color: theme.rowTextColor, alignment: .center))
    }

    /// The row or button held down on page `page`, once held `pressedDelay` (and still a tap).
    private func drawPress(on page: Int, layer: PageLayer, frame: Rect, into list: inout DrawList) {
        guard let press = input.press, press.page == page, time - press.start >= Self.pressedDelay, input.gesture?.arbiter.isTap == true else {
            return
        }
        let content = Rect(x: frame.minX, y: frame.minY + layer.topInset, width: frame.width, height: max(frame.height - layer.topInset, 0))
        list.pushClip(content)
        list.fill(press.frame.offsetBy(dx: content.minX, dy: content.minY - layer.scroll.offset), theme.pressedColor, radius: press.radius)
        list.popClip()
    }
}
