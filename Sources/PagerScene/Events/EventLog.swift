/// The events not yet taken by the host, and what was last reported of the pages, so each
/// change is reported once.
struct EventLog {
    var queue: [PagerEvent] = []
    /// The tab last reported as the target, by identity.
    var targetID: String?
    /// The tab last reported settled, by identity.
    var settledID: String?
    /// A target change not yet followed by a settle.
    var needsSettle = false
    var state = PagerScrollState.idle
    /// The position last reported, in pages.
    var position = 0.0
    /// The tabs whose pages were in view, by identity, first to last.
    var visibleIDs: [String] = []
    /// The pages in view when they were last looked at, and the tabs' revision then.
    var visibleRange: ClosedRange<Int>?
    var visibleRevision = -1
    /// Why the next change of target happens; the scene's API unless input says otherwise.
    var cause = SelectionCause.program

    /// The most events kept for a host that does not take them; older ones are dropped.
    static let capacity = 4096

    /// The pages start on tab `id`, targeted and settled, with nothing to report of it.
    mutating func startOn(tab id: String?) {
        targetID = id
        settledID = id
    }

    mutating func append(_ event: PagerEvent) {
        if queue.count >= Self.capacity { queue.removeFirst(queue.count - Self.capacity + 1) }
        queue.append(event)
    }

    /// Adds `events`, oldest first.
    mutating func append(contentsOf events: [PagerEvent]) { for event in events { append(event) } }

    /// Maps the tab indices of the events waiting through `map` (a tab inserted, removed or
    /// moved), dropping those whose tab is gone.
    mutating func remapTabs(_ map: (Int) -> Int?) { queue = queue.compactMap { $0.remappingTabs(map) } }
}
