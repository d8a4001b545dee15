import CSlidingTabs
import PagerCore
import PagerScene

// The events the host takes, one at a time, and the host's say over selections.

@c(st_poll_event)
package func pollEvent(_ handle: OpaquePointer?, _ event: UnsafeMutablePointer<st_event>?, _ got: UnsafeMutablePointer<Int32>?) -> st_status {
    call(handle) { pager in
        guard let event else { throw CFailure(ST_ERROR_NULL, "the event to fill in is NULL") }
        guard let got else { throw CFailure(ST_ERROR_NULL, "the pointer to set is NULL") }
        pager.collectEvents()
        guard let next = pager.nextEvent() else { return got.pointee = 0 }
        HostStructs.write(pager.cEvent(next), to: event)
        got.pointee = 1
    }
}

@c(st_set_select_filter)
package func setSelectFilter(_ handle: OpaquePointer?, _ filter: st_select_fn?, _ user: UnsafeMutableRawPointer?) -> st_status {
    call(handle) { pager in
        guard let filter else { return pager.scene.shouldSelectTab = nil }
        pager.scene.shouldSelectTab = { request in filter(user, Int32(request.from), Int32(request.to), request.cause.cCause) != 0 }
    }
}

extension SelectionCause {
    /// The cause as C names it.
    var cCause: st_cause {
        switch self {
        case .tap: return ST_CAUSE_TAP
        case .swipe: return ST_CAUSE_SWIPE
        case .key: return ST_CAUSE_KEY
        case .wheel: return ST_CAUSE_WHEEL
        case .program: return ST_CAUSE_PROGRAM
        }
    }
}

extension CPager {
    /// `event` as C has it, its words kept in the pager until the next event is taken.
    func cEvent(_ event: PagerEvent) -> st_event {
        // Every field the event does not name is -1 (or NULL); the reserved tail stays zero.
        var c = st_event()
        (c.tab, c.from, c.section, c.row, c.cause, c.value, c.position) = (-1, -1, -1, -1, ST_CAUSE_NONE, -1, -1)
        func words(_ first: String, _ second: String? = nil) {
            eventText = ContiguousArray(first.utf8CString)
            eventText2 = ContiguousArray((second ?? "").utf8CString)
            c.text = eventText.withUnsafeBufferPointer { $0.baseAddress }
            c.text2 = second == nil ? nil : eventText2.withUnsafeBufferPointer { $0.baseAddress }
        }
        func about(_ type: st_event_type, _ tab: Int) {
            c.type = type
            c.tab = Int32(tab)
        }
        switch event {
        case .tabSelected(let from, let to, let cause):
            about(ST_EVENT_TAB_SELECTED, to)
            c.from = Int32(from ?? -1)
            c.cause = cause.cCause
        case .tabSettled(let tab): about(ST_EVENT_TAB_SETTLED, tab)
        case .tabReselected(let tab): about(ST_EVENT_TAB_RESELECTED, tab)
        case .tabSelectionRefused(let tab, let cause):
            about(ST_EVENT_SELECTION_REFUSED, tab)
            c.cause = cause.cCause
        case .pagesScrolled(let position):
            c.type = ST_EVENT_PAGES_SCROLLED
            c.position = position
        case .scrollStateChanged(let state):
            c.type = ST_EVENT_SCROLL_STATE_CHANGED
            c.value = Int32(state == .idle ? ST_SCROLL_IDLE.rawValue : state == .dragging ? ST_SCROLL_DRAGGING.rawValue : ST_SCROLL_SETTLING.rawValue)
        case .pageAppeared(let tab): about(ST_EVENT_PAGE_APPEARED, tab)
        case .pageDisappeared(let tab): about(ST_EVENT_PAGE_DISAPPEARED, tab)
        case .rowTapped(let tab, let section, let row):
            about(ST_EVENT_ROW_TAPPED, tab)
            c.section = Int32(section)
            c.row = Int32(row)
        case .switchChanged(let id, let isOn):
            c.type = ST_EVENT_SWITCH_CHANGED
            c.value = isOn ? 1 : 0
            words(id)
        case .optionChosen(let group, let id):
            c.type = ST_EVENT_OPTION_CHOSEN
            words(group, id)
        case .buttonPressed(let tab, let title):
            about(ST_EVENT_BUTTON_PRESSED, tab)
            words(title)
        case .detailOpened(let tab, let title):
            about(ST_EVENT_DETAIL_OPENED, tab)
            words(title)
        case .detailClosed(let tab): about(ST_EVENT_DETAIL_CLOSED, tab)
        case .refreshRequested(let tab): about(ST_EVENT_REFRESH_REQUESTED, tab)
        case .moreRowsRequested(let tab): about(ST_EVENT_MORE_ROWS_REQUESTED, tab)
        case .tabAdded(let tab): about(ST_EVENT_TAB_ADDED, tab)
        case .tabRemoved(let tab): about(ST_EVENT_TAB_REMOVED, tab)
        case .tabMoved(let from, let to):
            about(ST_EVENT_TAB_MOVED, to)
            c.from = Int32(from)
        case .tabCloseRequested(let tab): about(ST_EVENT_TAB_CLOSE_REQUESTED, tab)
        case .badgeCleared(let tab): about(ST_EVENT_BADGE_CLEARED, tab)
        case .requested(let request):
            // The standard keys ask for one thing only: Ctrl+C's copy.
            c.type = ST_EVENT_COPY_REQUESTED
            if case .copy(let text) = request { words(text) } else { words("") }
        }
        return c
    }
}
