import PagerScene

/// AT-SPI2's numbers and names for the roles and states the scene uses (atspi-constants.h).
enum AtspiVocabulary {
    /// The bus's prefix for every object the program serves.
    static let objectPrefix = "/org/a11y/atspi/accessible"
    /// The application's object.
    static let rootPath = objectPrefix + "/root"
    /// The window's frame's object (number 0, `PathNumbers.frameID`'s).
    static let framePath = objectPrefix + "/0"
    /// The reference to no object.
    static let nullPath = "/org/a11y/atspi/null"

    /// AtspiRole's number for `role`.
    static func number(of role: AccessibleRole) -> UInt32 {
        switch role {
        case .application: return 75
        case .frame: return 23
        case .pageTabList: return 38
        case .pageTab: return 37
        case .list: return 31
        case .listItem: return 32
        case .panel: return 39
        case .heading: return 83
        case .paragraph: return 73
        case .label: return 29
        case .toggleButton: return 62
        case .radioButton: return 44
        case .pushButton: return 43
        case .menu: return 33
        case .menuItem: return 35
        case .image: return 27
        case .notification: return 101
        }
    }

    /// AtspiStateType's numbers.
    enum State: Int {
        case active = 1, checked = 4, enabled = 8, focusable = 11, focused = 12, resizable = 21, selectable = 22, selected = 23,
            sensitive = 24, showing = 25, visible = 30, checkable = 41
    }

    /// The state numbers of `states`, as AT-SPI2 counts them.
    static func states(_ states: AccessibleStates) -> [State] {
        let pairs: [(AccessibleStates, State)] = [
            (.selectable, .selectable), (.selected, .selected), (.focusable, .focusable), (.focused, .focused),
            (.checkable, .checkable), (.checked, .checked),
        ]
        return pairs.compactMap { states.contains($0.0) ? $0.1 : nil }
    }

    /// The two 32-bit words of a state set holding `states`.
    static func stateWords(_ states: [State]) -> [UInt32] {
        var words: [UInt32] = [0, 0]
        for state in states { words[state.rawValue / 32] |= 1 << UInt32(state.rawValue % 32) }
        return words
    }

    /// The name of a state in an `object:state-changed:` event.
    static func eventName(of state: State) -> String {
        switch state {
        case .active: return "active"
        case .checked: return "checked"
        case .enabled: return "enabled"
        case .focusable: return "focusable"
        case .focused: return "focused"
        case .resizable: return "resizable"
        case .selectable: return "selectable"
        case .selected: return "selected"
        case .sensitive: return "sensitive"
        case .showing: return "showing"
        case .visible: return "visible"
        case .checkable: return "checkable"
        }
    }
}
