import PagerCore

extension TabBar {
    /// How a tab's close button shows.
    enum CloseLook { case hidden, shown, hovered }

    /// What the bar marks besides its buttons: how each tab's close button shows, the tab a drag
    /// lifted (drawn over the others, starting `liftedX` along the strip, in its own
    /// coordinates), whether − is greyed, and whether the tab menu is open (its button shows pressed).
    struct Marks {
        var close: (Int) -> CloseLook = { _ in .hidden }
        var lifted: Int?
        var liftedX = 0.0
        var canRemove = true
        var menuOpen = false
    }

    /// The marks for the bar in `context`.
    func marks(in context: TabBarContext) -> Marks {
        var marks = Marks(canRemove: context.tabs.count > 1, menuOpen: menu != nil)
        let hoveredClose = context.gesture == nil ? context.hover.flatMap { closeButton(at: $0, in: context) } : nil
        // A lifted tab covers the tab under the pointer: that one shows no hover ×.
        var closes = context
        if case .movingTab? = context.gesture?.target { closes.hover = nil }
        marks.close = { index in showsClose(index, in: closes) ? index == hoveredClose ? .hovered : .shown : .hidden }
        if case .movingTab(let drag)? = context.gesture?.target {
            marks.lifted = drag.tab
            marks.liftedX = drag.minX
        } else if let resting = restingTab(of: context.gesture, progress: context.progress, time: context.time) {
            marks.lifted = resting
            marks.liftedX = strip.frame(resting, at: context.time).minX
        }
        return marks
    }

    /// Draws the bar in `context`: its background and hairline, the buttons in view, the
    /// indicator, the + and − controls and the labels laid over it, marked as `marks(in:)` says.
    func draw(overlays: [OverlayLabel], in context: TabBarContext, into list: inout DrawList) {
        guard !frame.isEmpty else { return }
        let tabs = context.tabs, progress = context.progress, time = context.time, marks = marks(in: context)
        list.pushClip(frame)
        if theme.tabBarColor != list.clearColor { list.fill(frame, theme.tabBarColor) }  // pages never draw here
        list.fill(hairline, theme.tabBarHairlineColor)
        list.pushClip(stripFrame)
        let offset = stripOffset(progress: progress, time: time)
        let visible = strip.buttons(overlapping: offset, offset + stripLength, at: time)
        for index in visible where tabs.indices.contains(index) && index != marks.lifted {
            let button = placed(strip.frame(index, at: time), offset: offset)
            drawButton(
                index, of: tabs[index], in: button, nearness: max(0, 1 - abs(progress - Double(index))), close: marks.close(index),
                time: time, into: &list)
        }
        // The selected tab lifted carries its indicator; any other lies over the indicator.
        let liftsSelected = marks.lifted.map { abs(progress - Double($0)) < 0.5 } ?? false
        if strip.count > 0 && !liftsSelected {
            list.fill(indicatorFrame(progress: progress, time: time, tabs: tabs), theme.indicatorColor, radius: theme.indicatorCornerRadius)
        }
        if let lifted = marks.lifted, tabs.indices.contains(lifted) {
            // Plainly lifted over the others (as Chrome's and Android's dragged tabs): an elevation
            // shadow below, a surface tinted with the selected colour, its title in its own colour
            // (the selected one's only when it is the selected tab).
            let slot = strip.targetFrame(lifted)
            let button = placed(Rect(x: marks.liftedX, y: slot.minY, width: slot.width, height: slot.height), offset: offset)
            // A card a little inside the bar, so its shadow shows below it.
            let card = isSide ? button.insetBy(dx: 4, dy: 0) : button.insetBy(dx: 0, dy: 4)
            for (spread, alpha) in [(4.0, UInt8(28)), (2.0, UInt8(40)), (0.5, UInt8(56))] {
                list.fill(card.insetBy(dx: -spread, dy: -spread).offsetBy(dx: 0, dy: spread), Color(0, 0, 0, alpha), radius: 6 + spread)
            }
            list.fill(card, liftedSurface, radius: 6)
            drawButton(
                lifted, of: tabs[lifted], in: button, nearness: max(0, 1 - abs(progress - Double(lifted))), close: marks.close(lifted),
                time: time, on: liftedSurface, into: &list)
            if liftsSelected {
                let shift = marks.liftedX - strip.frame(lifted, at: time).minX
                let indicator = indicatorFrame(progress: progress, time: time, tabs: tabs)
                list.fill(
                    isSide ? indicator.offsetBy(dx: 0, dy: shift) : indicator.offsetBy(dx: shift, dy: 0), theme.indicatorColor,
                    radius: theme.indicatorCornerRadius)
            }
        }
        list.popClip()
        drawControls(marks, into: &list)
        for label in overlays {
            list.text(
                TextRun(label.text, in: box(of: label), fontSize: label.fontSize * theme.textScale, color: label.color, alignment: label.alignment))
        }
        list.popClip()
    }

    /// The line a label laid over the bar is drawn in (its text aligned in it as it asks), grown
    /// with the text as the bar is.
    func box(of label: OverlayLabel) -> Rect {
        Rect(x: frame.minX + 8, y: frame.minY + label.top * theme.textScale, width: frame.width - 16, height: label.height * theme.textScale)
    }

    /// About where a label laid over the bar has its text: its line's box narrowed to the text's width.
    func inkFrame(of label: OverlayLabel) -> Rect {
        let line = box(of: label), width = min(measure(label.text, label.fontSize * theme.textScale), line.width)
        let x: Double
        switch label.alignment {
        case .leading: x = line.minX
        case .center: x = line.midX - width / 2
        case .trailing: x = line.maxX - width
        }
        return Rect(x: x, y: line.minY, width: width, height: line.height)
    }

    /// The surface of a tab lifted by a drag: the bar's colour, tinted with the selected title's.
    var liftedSurface: Color { Color.lerp(theme.tabBarColor, theme.selectedTitleColor, 0.12) }

    /// The line between the bar and the pages.
    private var hairline: Rect {
        switch theme.tabBarPosition {
        case .top: return Rect(x: 0, y: frame.maxY - 1, width: frame.width, height: 1)
        case .bottom: return Rect(x: 0, y: frame.minY, width: frame.width, height: 1)
        case .leading: return Rect(x: frame.maxX - 1, y: 0, width: 1, height: frame.height)
        case .trailing: return Rect(x: frame.minX, y: 0, width: 1, height: frame.height)
        }
    }

    /// The controls at the bar's end behind a separator: the tab menu's button (three lines, shown
    /// pressed while the menu is open), + and − (greyed while no tab can be removed).
    private func drawControls(_ marks: Marks, into list: inout DrawList) {
        guard let first = controls.first.flatMap(frame(of:)) else { return }
        let separator =
            isSide
            ? Rect(x: first.minX + 12, y: first.minY, width: max(first.width - 24, 0), height: 1)
            : Rect(x: first.minX, y: first.minY + 12, width: 1, height: max(first.height - 24, 0))
        list.fill(separator, theme.tabBarHairlineColor)
        if let menu = frame(of: .tabMenu) {
            if marks.menuOpen { list.fill(menu.insetBy(dx: 6, dy: 6), Color.lerp(theme.tabBarColor, theme.titleColor, 0.14), radius: 6) }
            for line in -1...1 {
                list.fill(Rect(x: menu.midX - 8, y: menu.midY - 1 + Double(line) * 5, width: 16, height: 2), theme.selectedTitleColor, radius: 1)
            }
        }
        if let add = frame(of: .add) {
            list.text(TextRun("+", in: add, fontSize: theme.titleFontSize * 1.5, color: theme.selectedTitleColor, alignment: .center))
        }
        if let remove = frame(of: .remove) {
            list.text(
                TextRun(
                    "−", in: remove, fontSize: theme.titleFontSize * 1.5,
                    color: marks.canRemove ? theme.selectedTitleColor : Color(210, 210, 210), alignment: .center))
        }
    }
}
