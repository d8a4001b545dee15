/// A change of the selected tab the host is asked about (``Scene/shouldSelectTab``): from which
/// tab to which, why, and the scene as it is before the change, to read whatever the answer
/// needs (the scene itself is busy while it asks: read this copy, never the scene).
public struct TabSelectionRequest {
    /// The tab selected now.
    public let from: Int
    /// The tab the change goes to.
    public let to: Int
    /// What asks for the change: a tap, a swipe, a key, the wheel.
    public let cause: SelectionCause
    /// The scene before the change: its tabs, their identities and titles, its pages.
    public let scene: Scene

    /// The identity of the tab selected now.
    public var fromID: String? { scene.tabID(at: from) }
    /// The identity of the tab the change goes to.
    public var toID: String? { scene.tabID(at: to) }
}

/// Asks the host about changes of the selected tab for one cause, noting those it refuses.
struct SelectionGate {
    private let veto: ((TabSelectionRequest) -> Bool)?
    private let scene: Scene
    private let cause: SelectionCause
    /// The events for the changes refused.
    private(set) var refusals: [PagerEvent] = []

    init(_ scene: Scene, cause: SelectionCause) {
        veto = scene.shouldSelectTab
        self.scene = scene
        self.cause = cause
    }

    /// `page` if the host lets the selection go there from the selected tab, else the selected tab
    /// (a disabled tab is passed by without asking).
    mutating func accept(_ page: Int) -> Int {
        let current = scene.selectedTab
        guard page == current || scene.content.tabs.isEnabled(page) else { return current }
        guard page != current, let veto, !veto(TabSelectionRequest(from: current, to: page, cause: cause, scene: scene)) else { return page }
        refusals.append(.tabSelectionRefused(tab: page, cause: cause))
        return current
    }
}
