import PagerCore

/// The tab bar answers its own input (`TabBar+Input`, `+Gestures`, `+Menu`) and leaves outcomes;
/// the scene carries them out here, in one place, where the tabs, the pages and the events are.
extension Scene {
    /// What the tab bar is told of the scene around it now.
    var barContext: TabBarContext {
        TabBarContext(
            tabs: content.tabs, selected: pager.targetPage, progress: pager.tabProgress, time: time, viewSize: viewSize, hover: input.hover,
            hoverSince: input.hoverSince, touchLast: input.fingerLast, gesture: input.gesture, pagesDragged: pager.isDragging)
    }

    /// Whether the tab menu is open, listing every tab.
    public var isTabMenuOpen: Bool { bar.menu != nil }

    /// The open menu's frame in view coordinates (mirrored right to left); nil while it is closed.
    public var tabMenuFrame: Rect? { bar.menuFrame(in: barContext).map(onScreen) }

    /// Does what activating `control` does (a script's `add tab` and `remove tab`).
    package mutating func activate(_ control: TabBarControl) {
        carryOut(bar.activate(control, byKeys: true, in: barContext))
        updatePageResidency()
        reportChanges()
    }

    /// A lifted tab held at an end of the strip scrolls it as the clock moves, pointer still or not.
    mutating func scrollUnderLiftedTab() {
        guard case .movingTab? = input.gesture?.target, var gesture = input.gesture else { return }
        let moved = bar.scrollUnderLifted(&gesture, progress: pager.tabProgress, time: time)
        input.gesture = gesture
        if let moved { carryOut([moved]) }
    }

    /// Carries out what the tab bar left, in order.
    mutating func carryOut(_ outcomes: [TabBarOutcome]) {
        for outcome in outcomes {
            switch outcome {
            case .choose(let tab, let cause):
                if tab == pager.targetPage { events.append(.tabReselected(tab)) }
                selectTab(tab, cause: cause)
            case .select(let tab, let cause):
                selectTab(tab, cause: cause)
                bar.menuFollows(pager.targetPage, in: barContext)
                if input.focus != nil { input.focus = .tab(pager.targetPage) }  // a ring on the tabs or the page goes with the keys
            case .requestClose(let tab): events.append(.tabCloseRequested(tab))
            case .refuseClose(let tab): refuseClosing(tab)
            case .add: addNewTab()
            case .removeLast(let cause): removeLastTab(cause: cause)
            case .move(let from, let to, let holdsStrip):
                let held = bar.stripOffset(progress: pager.tabProgress, time: time)
                moveTab(from: from, to: to)
                if holdsStrip { bar.strip.hold(at: held, progress: pager.tabProgress) }
            case .moved(let from, let to):
                guard from != to, let title = title(ofTab: to) else { continue }
                events.append(.tabMoved(from: from, to: to))
                notes.announce("\(title) moved to position \(to + 1) of \(content.tabs.count)", at: time)
            case .focus(let focus): input.focus = focus
            }
        }
    }
}
