/// The values a user sets in table pages: switches by id and the chosen option of each
/// group. The host persists them (see the state store of the executable).
public struct TableValues: Sendable, Equatable, Codable {
    /// Each switch's value, by ID.
    public var switches: [String: Bool]
    /// The chosen option of each group.
    public var options: [String: String]

    /// Values as given (none set by default).
    public init(switches: [String: Bool] = [:], options: [String: String] = [:]) {
        self.switches = switches
        self.options = options
    }

    /// Whether switch `id` is on, or `initial` when it was never set.
    public func isOn(_ id: String, initial: Bool) -> Bool { switches[id] ?? initial }

    /// Whether option `id` of `group` is the chosen one (the initially selected one while none was chosen).
    public func isSelected(group: String, id: String, initial: Bool) -> Bool {
        guard let chosen = options[group] else { return initial }
        return chosen == id
    }
}
