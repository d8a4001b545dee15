/// The words the scene itself shows, in the user's language: the host translates them (the
/// sliding-tabs program with gettext catalogs; a config's `strings` overrides each).
public struct SceneStrings: Sendable, Equatable {
    /// Above a list pulled down, before the pull is far enough to refresh.
    public var pullToRefresh = "Pull to refresh"
    /// Above a list pulled far enough: letting go refreshes it.
    public var releaseToRefresh = "Release to refresh"
    /// Above a list while it refreshes.
    public var refreshing = "Refreshing…"
    /// Below a list's last row while more rows load.
    public var loading = "Loading…"
    /// Below a list's last row when no more will come.
    public var noMoreRows = "No more rows"
    /// The back control of a detail page: a leading "‹ " is its chevron, which the pager draws at
    /// the layout's outer edge pointing back as the layout runs (at the right pointing right in a
    /// right-to-left scene), whichever way the words read.
    public var back = "‹ Back"

    /// The English words.
    public init() {}
}

extension String {
    /// Whether the text reads right to left: its first letter is of a right-to-left script
    /// (Hebrew, Arabic, Syriac, Thaana, N'Ko...), as the bidirectional algorithm finds a paragraph's direction.
    var readsRightToLeft: Bool {
        for scalar in unicodeScalars where scalar.properties.isAlphabetic {
            return (0x0590...0x08FF).contains(scalar.value) || (0xFB1D...0xFDFF).contains(scalar.value)
                || (0xFE70...0xFEFF).contains(scalar.value) || (0x1E800...0x1EFFF).contains(scalar.value)
        }
        return false
    }
}
