import PagerCore

/// The look of the tab bar, indicator and pages. Defaults follow the seeds: a 60-unit bar,
/// a red indicator 5 high and as wide as a tab, red selected titles and gray others.
public struct Theme: Sendable, Equatable {
    public var tabBarHeight = 60.0
    public var tabBarColor = Color.white
    public var tabBarHairlineColor = Color(224, 224, 224)
    public var tabLayout = TabLayout.equalWidths
    public var titleFontSize = 16.0
    public var titleColor = Color.gray
    public var selectedTitleColor = Color.red
    public var indicatorHeight = 5.0
    public var indicatorColor = Color.red
    public var indicatorWidth = IndicatorWidth.tab
    public var pageColor = Color.white
    public var rowFontSize = 16.0
    public var rowTextColor = Color.black
    public var rowTextInset = 16.0
    public var separatorColor = Color(220, 220, 220)
    public var accentColor = Color.red
    public var messageBackground = Color(32, 32, 32, 220)
    public var messageTextColor = Color.white
    /// Whether the first and last pages rubber-band (off, as in JFTabView).
    public var pagerBounces = false
    /// Whether lists rubber-band at their ends (on, as table views do).
    public var listBounces = true

    public init() {}
}
