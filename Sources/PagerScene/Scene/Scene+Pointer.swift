import PagerCore

/// The pointer, routed: its gestures go to the tab bar, the pages and the pager
/// (`InputState+Pointer`); the scene carries out what they leave to it: what the bar did, taps on
/// pages, a refresh asked for, the pager settling where the host lets it.
extension Scene {
    /// Sends a pointer event to the gesture under way, with the parts it moves, and carries out
    /// what it leaves.
    mutating func pointer(_ event: InputEvent) {
        let aim = bar.aim(before: event, in: barContext)
        defer {
            if let aim { bar.aim.aim(at: aim) }
            bar.pointerHandled(event, in: barContext)
        }
        switch event {
        case .pointerCancel: return cancelPointers()
        case .middleClick(let point): return carryOut(bar.aimed(bar.middleClick(at: point, in: barContext), byFinger: false, in: barContext))
        case .pointerDown(_, let kind, _) where input.pressEndsGesture(kind, time: time): cancelPointers()
        default: break
        }
        switch input.pointer(event, bar: &bar, host: &host, pager: &pager, in: environment) {
        case .tapTabBar(let point)?: carryOut(bar.aimed(bar.tap(at: point, in: barContext), byFinger: true, in: barContext))
        case .tabBarGestureEnded(let gesture, let point)?:
            carryOut(bar.aimed(bar.gestureEnded(gesture, at: point, in: barContext), byFinger: gesture.kind == .touch, in: barContext))
        case .tabBar(let outcome)?: carryOut([outcome])
        case .tapPage(let page, let point)?: tapPage(page, at: point)
        case .refreshRequested(let page)?: events.append(.refreshRequested(tab: page))
        case .releasePager(let x)?:
            let now = time
            settlePager(for: .swipe) { pager, accept in pager.release(pointerX: x, time: now, accept: accept) }
        case nil: break
        }
        if case .pointerUp(_, .mouse, _) = event { input.updatePageHover(host: host, in: environment) }
    }

    /// Ends the pointers' gesture with no tap or fling; a drag of the pages settles on the nearest page.
    mutating func cancelPointers() {
        let env = environment
        let cancelled = input.cancelGesture(bar: &bar, host: &host, pager: &pager, in: env)
        carryOut(cancelled.bar)
        let now = time
        if cancelled.pagerDragged { settlePager(for: .swipe) { pager, accept in pager.cancelDrag(time: now, accept: accept) } }
    }

    /// Lets the pager settle for `cause` as `settle` does with it, on a page the host accepts
    /// (``shouldSelectTab``); the refusals are reported.
    mutating func settlePager(for cause: SelectionCause, _ settle: (inout Pager, (Int) -> Int) -> Void) {
        var gate = SelectionGate(self, cause: cause)
        events.cause = cause
        settle(&pager) { gate.accept($0) }
        events.append(contentsOf: gate.refusals)
    }

    /// A tap inside a page at view point `point`: what the page does with it (`PageHost.tap`).
    mutating func tapPage(_ page: Int, at point: Point) {
        for outcome in host.tap(onPage: page, at: point, in: environment) { carryOut(outcome, onPage: page) }
    }

    /// Does what a page asked after a tap or a key (its highlight and a detail page are the page's own: `PageHost.tap`).
    mutating func carryOut(_ outcome: PageOutcome, onPage page: Int) {
        let now = time
        switch outcome {
        case .rowTapped(let section, let row): events.append(.rowTapped(tab: page, section: section, row: row))
        case .flipSwitch(let id, let initiallyOn): events.append(table.flip(id, initiallyOn: initiallyOn, time: time))
        case .chooseOption(let group, let id, let title):
            if let chosen = table.choose(id, of: group) { events.append(chosen) }
            // Orca says a radio button's change only after Space: the choice (made, or confirmed) is said in words.
            notes.announce("\(title), chosen", at: now)
        case .openDetail(let title, _): events.append(.detailOpened(tab: page, title: title))
        case .buttonPressed(let title, let text):
            events.append(.buttonPressed(tab: page, title: title))
            showMessage(text)
        case .message(let text):
            showMessage(text)
        case .goBack:
            // Going back by the keys gives the ring back to what opened the detail page.
            if input.focus == nil { goBack(page: page) } else { goBackRestoringFocus(page: page) }
        case .refreshStarted:
            events.append(.refreshRequested(tab: page))
            notes.announce("Refreshing", at: now)
        }
    }
}
