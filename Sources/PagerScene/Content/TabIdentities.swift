/// The identities of a scene's tabs: the host's, or `tab-N` for a tab that has none, never two
/// the same.
struct TabIdentities {
    /// Every tab's identity.
    var ids = Set<String>()
    /// The number in the next identity given (`tab-N`).
    private var next = 1
    /// Changes whenever tabs are inserted, removed or moved.
    var revision = 0

    /// Gives each of `tabs` an identity: its own unless missing or taken by an earlier tab, else `tab-N`.
    init(assigningTo tabs: inout [TabContent]) {
        for index in tabs.indices {
            if let id = tabs[index].id, ids.insert(id).inserted { continue }
            tabs[index].id = nil
        }
        for index in tabs.indices where tabs[index].id == nil { tabs[index].id = make() }
    }

    /// A tab identity no tab has, `tab-N` with the next free N, now taken.
    mutating func make() -> String {
        while true {
            let id = "tab-\(next)"
            next += 1
            if ids.insert(id).inserted { return id }
        }
    }
}
