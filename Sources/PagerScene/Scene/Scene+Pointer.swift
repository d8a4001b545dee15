import PagerCore

/// The pointer, routed: its gestures move the tab bar's strip, the pages and the pager
/// (`InputState+Pointer`); the scene carries out what they leave to it: taps, a refresh asked for,
/// the pager settling where the host lets it.
extension Scene {
    /// Sends a pointer event to the gesture under way, with the parts it moves, and carries out
    /// what it leaves.
    mutating func pointer(_ event: InputEvent) {
        let env = environment
        var intent: PointerIntent?
        switch event {
        case .pointerDown(let point, let kind, let id):
            if input.pressEndsGesture(kind, time: time) { cancelPointers() }
            input.pointerDown(point, kind, id: id, bar: &bar, host: &host, pager: &pager, in: environment)
        case .pointerMove(let point, let kind, let id):
            intent = input.pointerMove(point, kind, id: id, bar: &bar, host: &host, pager: &pager, in: env)
        case .pointerUp(let point, let kind, let id): intent = input.pointerUp(point, kind, id: id, bar: &bar, host: &host, pager: &pager, in: env)
        case .pointerCancel: cancelPointers()
        case .middleClick(let point):
            if theme.tabsClosable, let tab = bar.button(at: point, progress: pager.progress, time: time) { events.append(.tabCloseRequested(tab)) }
        case .pointerLeave:
            input.hover = nil
            input.updatePageHover(host: host, in: env)
        default: break
        }
        switch intent {
        case .tapTabBar(let point)?: tapTabBar(at: point)
        case .tapPage(let page, let point)?: tapPage(page, at: point)
        case .refreshRequested(let page)?: events.append(.refreshRequested(tab: page))
        case .releasePager(let x)?:
            var gate = SelectionGate(self, cause: .swipe)
            events.cause = .swipe
            pager.release(pointerX: x, time: time) { gate.accept($0) }
            events.append(contentsOf: gate.refusals)
        case .moveTab(let from, let to)?:
            let held = bar.stripOffset(progress: pager.progress, time: time)
            moveTab(from: from, to: to)
            bar.strip.hold(at: held, progress: pager.progress)
        case .dropTab(let from, let to)?: userMovedTab(from: from, to: to)
        case nil: break
        }
        if case .pointerUp(_, .mouse, _) = event { input.updatePageHover(host: host, in: environment) }
    }

    /// Ends the pointers' gesture with no tap or fling; a drag of the pages settles on the nearest page.
    mutating func cancelPointers() {
        if case .movingTab(let drag)? = input.gesture?.target { moveTab(from: drag.tab, to: drag.origin) }  // put back
        let env = environment
        guard input.cancelGesture(bar: &bar, host: &host, pager: &pager, in: env) else { return }
        var gate = SelectionGate(self, cause: .swipe)
        events.cause = .swipe
        pager.cancelDrag(time: time) { gate.accept($0) }
        events.append(contentsOf: gate.refusals)
    }

    private mutating func tapTabBar(at point: Point) {
        if let tab = TabBarMarks(scene: self).closeButton(at: point) { return events.append(.tabCloseRequested(tab)) }
        if let control = bar.control(at: point) {
            switch control {
            case .tabMenu: toggleTabMenu(byKeys: false)
            case .add: addTab()
            case .remove: removeLastTab(cause: .tap)
            }
            return
        }
        if let tab = bar.button(at: point, progress: pager.progress, time: time) { chooseTab(tab, cause: .tap) }
    }

    /// A tab tapped or activated: selected, or reported reselected when it is the selected one.
    mutating func chooseTab(_ tab: Int, cause: SelectionCause) {
        if tab == pager.targetPage { events.append(.tabReselected(tab)) }
        selectTab(tab, cause: cause)
    }

    /// A tap inside a page at view point `point`: the back control, or what the page's kind does
    /// (the page then moves on its own: a highlight fades, a switch slides).
    mutating func tapPage(_ page: Int, at point: Point) {
        guard host.pages.indices.contains(page), let layer = host.pages[page]?.top else { return }
        defer { host.markMoving(page) }
        switch geometry.locate(point, onPage: page, layer: layer) {
        case .backControl: goBack(page: page)
        case .navigationBar: break
        case .content(let content):
            for outcome in updateKind(ofPage: page, { $0.tap(at: content, in: $1) }) ?? [] { carryOut(outcome, onPage: page) }
        }
    }

    /// Does what a page's kind asked after a tap.
    private mutating func carryOut(_ outcome: PageOutcome, onPage page: Int) {
        let now = time
        switch outcome {
        case .rowTapped(let section, let row):
            host.pages[page]?.updateTop { $0.highlight = (section, row, now) }
            events.append(.rowTapped(tab: page, section: section, row: row))
        case .flipSwitch(let id, let initiallyOn): events.append(table.flip(id, initiallyOn: initiallyOn, time: time))
        case .chooseOption(let group, let id, let title):
            if table.choose(id, of: group) { events.append(.optionChosen(group: group, id: id)) }
            // Orca says a radio button's change only after Space: the choice (made, or confirmed) is said in words.
            notes.announce("\(title), chosen", at: now)
        case .openDetail(let title, let detail):
            let size = pageSize, bounces = theme.listBounces
            host.pages[page]?.push(title: title, content: detail, size: size, bounces: bounces, time: now)
            events.append(.detailOpened(tab: page, title: title))
        case .buttonPressed(let title, let text):
            events.append(.buttonPressed(tab: page, title: title))
            showMessage(text)
        case .message(let text):
            showMessage(text)
        }
    }
}
