/// Remembers the shortened form of tab titles too wide for their buttons: finding it measures
/// the title several times, and drawing asks for it at every frame. Entries are checked
/// against the title and the room they were made for, so a stale one is never used.
final class ShortenedTitleCache {
    private struct Entry {
        var title: String
        var room: Double
        var shortened: String
    }

    /// The most entries kept; past it the cache starts again.
    static let capacity = 4096
    private var entries: [String: Entry] = [:]

    /// The shortened `title` of tab `id` for `room`, made by `shorten` when not known.
    func title(for index: String, title: String, room: Double, shorten: () -> String) -> String {
        if let entry = entries[index], entry.room == room, entry.title == title { return entry.shortened }
        let shortened = shorten()
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        entries[index] = Entry(title: title, room: room, shortened: shortened)
        return shortened
    }
}
