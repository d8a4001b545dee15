import PagerCore

/// What the tab bar is told of the scene around it to take input and to draw, as a page's kind
/// is told its `PageContext`: the tabs, the selected one, where the pages are, the clock, the
/// view's size and what the pointer is doing.
struct TabBarContext {
    var tabs: [TabContent]
    /// The selected tab: the one the pages are on or going to.
    var selected: Int
    /// The pages' position in pages, which the indicator and the strip's scroll follow.
    var progress: Double
    var time: Double
    var viewSize: Size
    /// Where the mouse rests over the view, if it does, and since when.
    var hover: Point?
    var hoverSince: Double
    /// Whether the last pointer to press or move was a finger: there is no hover, so every tab
    /// of a closable bar shows its close button.
    var touchLast: Bool
    /// The pointer's gesture under way, if any.
    var gesture: InputState.Gesture?
    /// Whether the pages follow a pointer (tabs do not move by keys meanwhile).
    var pagesDragged: Bool
}
