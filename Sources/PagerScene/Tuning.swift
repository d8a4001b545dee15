/// The numbers that set how the pager feels, in one place: how far a wheel notch scrolls, how
/// long animations take, how long a press is held before it shows, the limits of what a scene
/// holds. (The physics of a drag, a fling and a settle are PagerCore's: `ScrollAxis`, `Pager`.)
/// Lengths are in points, times in seconds.
package enum Tuning {
    // MARK: wheel and keys

    /// How far a wheel notch scrolls a list.
    package static let wheelStep = 80.0
    /// How long a wheel notch takes to scroll a list (a touchpad's precise deltas scroll at once).
    package static let wheelScrollDuration = 0.1
    /// How long a touchpad's horizontal deltas pause before the pages snap.
    package static let wheelSnapDelay = 0.15
    /// How far Up and Down scroll a list.
    package static let keyScrollStep = 60.0
    /// How long a key's scroll takes.
    package static let keyScrollDuration = 0.15
    /// How long an animated `scrollToRow` takes.
    package static let scrollToRowDuration = 0.3

    // MARK: touches and presses

    /// How long a row or button is held before it shows pressed (iOS delays content touches so;
    /// a quicker tap shows its highlight on release).
    package static let pressedDelay = 0.1
    /// How long a tapped row's highlight takes to fade (a table deselecting a row).
    package static let highlightFade = 0.3
    /// How soon after a tap on a picture a second one is a double tap (Android's double-tap timeout).
    package static let doubleTapInterval = 0.3
    /// How near the first a double tap's second tap lands.
    package static let doubleTapDistance = 40.0
    /// How long a touch gesture's fingers may stay silent (no move, no lift) before a new touch
    /// takes their lift as lost and ends their gesture.
    package static let silentTouchTimeout = 5.0

    // MARK: lists and grids

    /// How far a list is pulled down before letting go refreshes it; the spinner's room while it does.
    package static let refreshDistance = 60.0
    /// The height of the footer of a list that loads more (its spinner, or the end of the list).
    package static let loadMoreFooterHeight = 50.0

    // MARK: pictures

    /// The zooms a picture rests at (1 as it fits its page).
    package static let zoomRange = 1.0...4.0
    /// The zoom a double tap goes to.
    package static let doubleTapZoom = 2.5
    /// What `+` and `-` multiply the zoom by.
    package static let zoomKeyStep = 1.5
    /// How long a double tap's zoom, a key's and a spring back past the limits take.
    package static let zoomDuration = 0.25

    // MARK: animations

    /// How long a switch's knob takes to slide.
    package static let switchDuration = 0.25
    /// How long a badge takes to grow in when it appears or changes.
    package static let badgeDuration = 0.25
    /// How long tab buttons take to move to new frames (a tab added, removed or moved).
    package static let tabFrameDuration = 0.25
    /// How long the strip takes to ease back to the selected tab once the pointer that held it
    /// still leaves it.
    package static let stripReturnDuration = 0.3
    /// How long a strip a finger aims at must have lain still for a tap on a close button to
    /// close (a mouse aims by moving: `CloseAim`).
    package static let closeAimTime = 0.5
    /// How long the mouse rests on a tab whose title is shortened before a tooltip shows it whole.
    package static let tooltipDelay = 0.5
    /// How long a finger rests on a tab before dragging moves the tab (Android's long press).
    package static let longPressDuration = 0.5
    /// How near the strip's ends a moving tab scrolls the strip.
    package static let tabDragEdge = 32.0
    /// How fast the strip scrolls under a moving tab held at its ends (in points a second; slower
    /// short of the end, across ``tabDragEdge``).
    package static let tabDragScrollSpeed = 600.0
    /// How long a detail page takes to slide in or out.
    package static let navigationDuration = 0.3
    /// How long a removed tab's page takes to slide away.
    package static let departureDuration = 0.3
    /// How long an in-window message shows.
    package static let messageDuration = 2.5
    /// How long a screen reader's announcement (a tab added, a refresh done) stays in the tree.
    package static let announcementDuration = 5.0
    /// How long a list's scroll indicator stays after the content stops.
    package static let scrollIndicatorHold = 0.5
    /// How long it then takes to fade.
    package static let scrollIndicatorFade = 0.3

    // MARK: limits

    /// The most tabs a scene holds.
    package static let maximumTabs = 10_000
    /// The most rows a list holds.
    package static let maximumRowCount = 10_000_000
    /// The most rows of a list a screen reader is told of all at once (so it counts their
    /// places itself, as Orca does up to 100); a longer list tells of the rows on screen, each
    /// with its place in the whole.
    package static let wholeAccessibleListRows = 100
}
