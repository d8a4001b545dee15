import PagerCore

extension PageState {
    /// Draws the page in `frame`: its top layer, and during a push or pop the layer beneath
    /// sliding away. `opaque` paints its background first, for a page drawn over another;
    /// `context` tells a layer's kind where it shows (its content frame given), `held` whether
    /// its scroll bar is held.
    func draw(
        in frame: Rect, time: Double, opaque: Bool, held: Bool, context: (PageLayer, Rect) -> PageContext, into list: inout DrawList
    ) {
        func draw(_ layer: PageLayer, dx: Double, opaque: Bool) {
            layer.draw(in: frame.offsetBy(dx: dx, dy: 0), opaque: opaque, held: held, context: context, into: &list)
        }
        guard let transition else { return draw(top, dx: 0, opaque: opaque) }
        let progress = transition.progress(at: time), width = frame.width
        if transition.isPush, layers.count >= 2 {
            draw(layers[layers.count - 2], dx: -progress * width * 0.3, opaque: true)
            draw(top, dx: (1 - progress) * width, opaque: true)
        } else if let poppedLayer {
            draw(top, dx: -(1 - progress) * width * 0.3, opaque: true)
            draw(poppedLayer, dx: progress * width, opaque: true)
        } else {
            draw(top, dx: 0, opaque: opaque)
        }
    }
}

extension PageLayer {
    /// Draws the layer in `frame`: a navigation bar on detail pages, then the content with its
    /// scroll indicator and edge glow, clipped to the layer. `opaque` paints the background first
    /// (when layers overlap during a transition).
    func draw(in frame: Rect, opaque: Bool, held: Bool, context: (PageLayer, Rect) -> PageContext, into list: inout DrawList) {
        guard !frame.intersection(list.currentClip ?? frame).isEmpty else { return }
        let page = context(self, Rect(x: frame.minX, y: frame.minY + topInset, width: frame.width, height: max(frame.height - topInset, 0)))
        list.pushClip(frame)
        let background = self.page.background(page.theme)
        if opaque || background != list.clearColor { list.fill(frame, background) }
        list.pushClip(page.frame)
        self.page.draw(in: page, into: &list)
        if self.page.scrollsVertically { ScrollIndicator.draw(for: scroll, in: page.frame, at: page.time, held: held, into: &list) }
        let pull = scroll.overscroll
        if page.theme.listEdgeEffect == .glow, pull != 0 {
            EdgeGlow.draw(pull: pull, edge: pull < 0 ? .top : .bottom, of: page.frame, color: page.theme.accentColor, into: &list)
        }
        list.popClip()
        if let title { drawNavigationBar(title: title, frame: frame, theme: page.theme, into: &list) }
        list.popClip()
    }

    private func drawNavigationBar(title: String, frame: Rect, theme: Theme, into list: inout DrawList) {
        let bar = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: PageLayer.navigationBarHeight)
        list.fill(bar, theme.navigationBarColor)
        list.fill(Rect(x: bar.minX, y: bar.maxY - 1, width: bar.width, height: 1), theme.tabBarHairlineColor)
        list.text(
            TextRun(
                theme.strings.back.pointingBack(in: theme.direction),
                in: Rect(x: bar.minX + 12, y: bar.minY, width: PageLayer.backControlWidth - 12, height: bar.height), fontSize: 17,
                color: theme.accentColor))
        list.text(
            TextRun(
                title,
                in: Rect(
                    x: bar.minX + PageLayer.backControlWidth, y: bar.minY, width: max(bar.width - 2 * PageLayer.backControlWidth, 0),
                    height: bar.height),
                fontSize: 17, weight: .bold, color: theme.rowTextColor, alignment: .center))
    }
}
