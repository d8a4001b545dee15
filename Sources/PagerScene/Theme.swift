import PagerCore

/// The look of the tab bar, indicator and pages. Defaults follow the seeds: a 60-unit bar,
/// a red indicator 5 high and as wide as a tab, red selected titles and gray others.
public struct Theme: Sendable, Equatable {
    public var tabBarHeight = 60.0
    /// Where the tab bar is: along the top of the view (the default) or the bottom.
    public var tabBarPosition = TabBarPosition.top
    public var tabBarColor = Color.white
    public var tabBarHairlineColor = Color(224, 224, 224)
    public var tabLayout = TabLayout.equalWidths
    public var titleFontSize = 16.0
    public var titleColor = Color.gray
    public var selectedTitleColor = Color.red
    public var indicatorHeight = 5.0
    public var indicatorColor = Color.red
    public var indicatorWidth = IndicatorWidth.tab
    public var indicatorCornerRadius = 0.0
    public var pageColor = Color.white
    public var rowFontSize = 16.0
    public var rowTextColor = Color.black
    public var rowTextInset = 16.0
    public var separatorColor = Color(220, 220, 220)
    /// The background behind a table's grouped rows.
    public var tableBackground = Color(242, 242, 247)
    public var rowColor = Color.white
    public var secondaryTextColor = Color(128, 128, 133)
    public var highlightColor = Color(209, 209, 214)
    public var switchOnColor = Color(52, 199, 89)
    public var switchOffColor = Color(229, 229, 234)
    /// Whether + and - controls at the right of the tab bar add and remove tabs (SlideTabBarView).
    public var showsAddRemove = false
    public var accentColor = Color.red
    public var messageBackground = Color(32, 32, 32, 220)
    /// A composed page's paragraphs.
    public var paragraphTextColor = Color(60, 60, 60)
    /// The chevron of a disclosure row.
    public var chevronColor = Color(196, 196, 199)
    /// The shadow under a switch's knob.
    public var switchKnobShadowColor = Color(0, 0, 0, 40)
    /// A detail page's navigation bar.
    public var navigationBarColor = Color(248, 248, 248)
    /// The back control's label on a detail page's navigation bar (the host may translate it).
    public var backTitle = "‹ Back"
    public var messageTextColor = Color.white
    /// Whether the first and last pages rubber-band (off, as in JFTabView).
    public var pagerBounces = false
    /// Whether lists rubber-band at their ends (on, as table views do).
    public var listBounces = true

    public init() {}
}

/// Where a scene's tab bar runs.
public enum TabBarPosition: Sendable, Equatable {
    /// Along the top, the indicator at its bottom edge (Toutiao, JFTabView).
    case top
    /// Along the bottom, the indicator at its top edge (a tab bar as on phones).
    case bottom
}
