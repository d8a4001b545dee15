import PagerCore

/// The look of the tab bar, indicator and pages. Defaults follow the seeds: a 60-unit bar,
/// a red indicator 5 high and as wide as a tab, red selected titles and gray others.
public struct Theme: Sendable, Equatable {
    /// The tab bar's height (along the top or the bottom).
    public var tabBarHeight = 60.0
    /// Where the tab bar is: along the top of the view (the default) or the bottom, or a column
    /// at its leading or trailing side.
    public var tabBarPosition = TabBarPosition.top
    /// A side bar's width (at the leading or trailing side).
    public var sideBarWidth = 96.0
    /// The height of each tab of a side bar, stacked from its top.
    public var sideTabHeight = 64.0
    /// The tab bar's background.
    public var tabBarColor = Color.white
    /// The line between the tab bar and the pages.
    public var tabBarHairlineColor = Color(224, 224, 224)
    /// How tab buttons are laid out.
    public var tabLayout = TabLayout.equalWidths
    /// The tab titles' font size.
    public var titleFontSize = 16.0
    /// Unselected titles' colour.
    public var titleColor = Color.gray
    /// The selected title's colour.
    public var selectedTitleColor = Color.red
    /// The indicator's thickness.
    public var indicatorHeight = 5.0
    /// The indicator's colour.
    public var indicatorColor = Color.red
    /// How wide the indicator is.
    public var indicatorWidth = IndicatorWidth.tab
    /// The indicator's corner radius.
    public var indicatorCornerRadius = 0.0
    /// The pages' background.
    public var pageColor = Color.white
    /// List and table rows' font size; rows grow to hold their lines at any size.
    public var rowFontSize = Theme.defaultRowFontSize
    /// The rows' font size unless a theme gives another (section headers and footers, 13 points
    /// here, grow in proportion to the rows' text).
    package static let defaultRowFontSize = 16.0
    /// How much larger than designed text is drawn (``scalingText(by:)`` multiplies it): labels
    /// laid over the tab bar, given in points of their own, grow by it.
    var textScale = 1.0
    /// Rows' text colour.
    public var rowTextColor = Color.black
    /// The inset of row text from the page's edges.
    public var rowTextInset = 16.0
    /// The lines between rows.
    public var separatorColor = Color(220, 220, 220)
    /// The background behind a table's grouped rows.
    public var tableBackground = Color(242, 242, 247)
    /// A table row's background.
    public var rowColor = Color.white
    /// Details, subtitles, headers and footers.
    public var secondaryTextColor = Color(128, 128, 133)
    /// Which way the scene runs: left to right, or right to left (the first tab at the right,
    /// pages following leftwards, rows mirrored, text aligned right).
    public var direction = LayoutDirection.leftToRight
    /// Where tab icons sit: above the titles or before them.
    public var iconPosition = IconPosition.top
    /// Tab icons' size (the longer side), in points.
    public var iconSize = 24.0
    /// Whether tab icons take their title's colour (their shape tinted), cross-fading with it.
    public var tintIcons = false
    /// Badges' pills and dots.
    public var badgeColor = Color(255, 59, 48)
    /// Whether selecting a tab clears its badge.
    public var clearsBadgeOnSelect = false
    /// The keyboard's focus ring.
    public var focusColor = Color(0, 102, 255)
    /// Laid over a tab, row or button while the mouse rests on it.
    public var hoverColor = Color(0, 0, 0, 14)
    /// Laid over a row or button while it is held down.
    public var pressedColor = Color(0, 0, 0, 38)
    /// A tapped row's highlight.
    public var highlightColor = Color(209, 209, 214)
    /// A switch's track when on.
    public var switchOnColor = Color(52, 199, 89)
    /// A switch's track when off.
    public var switchOffColor = Color(229, 229, 234)
    /// Whether + and - controls at the right of the tab bar add and remove tabs (SlideTabBarView).
    public var showsAddRemove = false
    /// Whether a button at the tab bar's end (before + and −) opens a menu listing every tab, its
    /// title and badge, to choose one by click, tap or keys (Up, Down, a title's first letter,
    /// Enter), as Dear ImGui's tab list popup and Chrome's tab search do. Ctrl+Shift+A opens it too.
    public var showsTabMenu = false
    /// Whether tabs show a close button (×): on the selected tab and the one the mouse is over,
    /// on every tab once a finger touched the bar. Clicking it, a middle click on a tab, or
    /// Ctrl+W asks the host to close that tab (``PagerEvent/tabCloseRequested(_:)``).
    public var tabsClosable = false
    /// Whether the user can move tabs along the bar: dragging one (with a finger, after a long
    /// press of half a second) or Ctrl+Shift+Left/Right
    /// (``PagerEvent/tabMoved(from:to:)``).
    public var tabsReorderable = false
    /// Checkmarks, buttons and the back control.
    public var accentColor = Color.red
    /// The in-window message's box: opaque, so nothing under it shows through.
    public var messageBackground = Color(32, 32, 32)
    /// A composed page's paragraphs.
    public var paragraphTextColor = Color(60, 60, 60)
    /// The chevron of a disclosure row.
    public var chevronColor = Color(196, 196, 199)
    /// The shadow under a switch's knob.
    public var switchKnobShadowColor = Color(0, 0, 0, 40)
    /// A detail page's navigation bar.
    public var navigationBarColor = Color(248, 248, 248)
    /// The words the scene shows (a list's pull to refresh, its footer, the back control), for
    /// the host to translate.
    public var strings = SceneStrings()
    /// The in-window message's text.
    public var messageTextColor = Color.white
    /// Whether selecting a tab (a tap, a key, a wheel notch, a screen reader's click) lands at
    /// once instead of sliding there, for a user who asked the desktop to reduce motion; a drag
    /// still follows the finger and settles as it always does.
    public var reducesMotion = false
    /// Whether the first and last pages rubber-band (off, as in JFTabView).
    public var pagerBounces = false
    /// Whether lists rubber-band at their ends (on, as table views do).
    public var listBounces = true
    /// What shows when the first or last page is pulled past and the pager does not bounce.
    public var pagerEdgeEffect = EdgeEffect.glow
    /// What shows when a list is pulled past its end and lists do not bounce.
    public var listEdgeEffect = EdgeEffect.glow
    /// How a drag follows several fingers: the newest (Android's, the default) or all of them
    /// together (iOS's).
    public var multitouch = MultitouchStrategy.latest
    /// Points between one page and the next (Compose's `pageSpacing`), 0 by default.
    public var pageSpacing = 0.0
    /// Points of each neighbouring page shown at either side of the page at rest (Compose's
    /// `contentPadding`, Flutter's `viewportFraction`): the page is that much narrower than the
    /// view on each side and snaps centred. 0 by default.
    public var pagePeek = 0.0
    /// How the pages look as they move: sliding (the default), or as the host's transform says.
    public var pageTransform = PageTransform.slide

    /// An empty value.
    public init() {}
}

/// Where a scene's tab bar runs.
public enum TabBarPosition: Sendable, Equatable {
    /// Along the top, the indicator at its bottom edge (Toutiao, JFTabView).
    case top
    /// Along the bottom, the indicator at its top edge (a tab bar as on phones).
    case bottom
    /// A column at the leading side (the left, or the right in a right-to-left scene), the
    /// indicator a vertical bar along its inner edge (Android's navigation rail).
    case leading
    /// A column at the trailing side.
    case trailing

    /// Whether the bar is a column at a side, its tabs stacked from the top.
    public var isSide: Bool { self == .leading || self == .trailing }
}

/// What shows when content that does not bounce is pulled past its end.
public enum EdgeEffect: Sendable, Equatable {
    /// Android's glow at the edge, growing with the pull and springing back on release.
    case glow
    /// Nothing: the content stops at its end.
    case none
}

/// Which way a scene runs.
public enum LayoutDirection: Sendable, Equatable {
    case leftToRight
    /// Mirrored: for Arabic, Hebrew and other right-to-left languages.
    case rightToLeft
}

extension String {
    /// A back control's label as a scene laid out `direction` shows it: the chevron at the outer
    /// edge pointing back as the layout runs (left, at the left, left to right; right, at the
    /// right, right to left), the words as their language reads. "‹ Back" shows "‹ Back" and,
    /// right to left, "Back ›"; "‹ رجوع" shows "‹ رجوع" left to right and "رجوع ›" right to left.
    /// The label is given a left-to-right paragraph (a leading U+200E mark) so the bidirectional
    /// algorithm neither moves the chevron to the words' side nor mirrors it; a label that does
    /// not start with "‹ " has its angle quotes turned right to left and is otherwise as it is.
    func pointingBack(in direction: LayoutDirection) -> String {
        guard hasPrefix("‹ ") else {
            return direction == .rightToLeft ? String(map { $0 == "‹" ? "›" : $0 == "›" ? "‹" : $0 }) : self
        }
        let words = String(dropFirst(2)), mark = words.readsRightToLeft ? "\u{200E}" : ""
        return direction == .rightToLeft ? mark + words + " ›" : mark + "‹ " + words
    }
}
