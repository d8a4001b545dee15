/// What a screen reader is told besides the elements themselves: announcements of changes that
/// no focused element shows (a tab added, a refresh done), and the badge a selection cleared,
/// still said of its tab while the focus is on it (else the focus arrives as the badge goes).
struct ScreenReaderNotes {
    /// An announcement: its words, and until when the tree holds it.
    struct Announcement: Equatable {
        /// Its number, new for each: every announcement is an element of its own, which appears.
        var serial: Int
        var text: String
        var expiry: Double
    }

    private(set) var announcement: Announcement?
    private var serial = 0
    /// The tab whose badge selecting it cleared, by identity, and the badge in words.
    var clearedBadge: (tab: String, words: String)?

    /// Selecting tab `id` cleared its `badge`: still heard while the focus is on the tab (the
    /// focus arrives as the badge goes).
    mutating func badgeCleared(ofTab id: String, badge: TabBadge?) { clearedBadge = (id, SceneAccessibility.words(for: badge)) }

    /// Forgets the badge cleared once the focus is not on its tab (`focused`, the tab it is on).
    mutating func forgetClearedBadge(unlessFocusIsOn focused: String?) {
        if let badge = clearedBadge, badge.tab != focused { clearedBadge = nil }
    }

    /// Announces `text` at `time`, in place of any announcement before it.
    mutating func announce(_ text: String, at time: Double) {
        serial += 1
        announcement = Announcement(serial: serial, text: text, expiry: time + Tuning.announcementDuration)
    }

    /// What a refresh that brought `inserted` rows says: "Refreshed, 3 new rows".
    static func refreshed(_ inserted: Int) -> String { "Refreshed, " + rows(inserted, "new") }

    /// What loading `appended` more rows says ("Loaded 20 more rows", "No more rows" at the end);
    /// nil for nothing loaded with more to come.
    static func loaded(_ appended: Int, hasMore: Bool) -> String? {
        appended > 0 ? "Loaded " + rows(appended, "more") : hasMore ? nil : "No more rows"
    }

    /// "3 new rows", "1 more row", "no new rows".
    private static func rows(_ count: Int, _ kind: String) -> String {
        count <= 0 ? "no \(kind) rows" : count == 1 ? "1 \(kind) row" : "\(count) \(kind) rows"
    }

    /// The announcement still to be heard at `time`.
    func announcement(at time: Double) -> Announcement? { announcement.flatMap { $0.expiry > time ? $0 : nil } }
}
