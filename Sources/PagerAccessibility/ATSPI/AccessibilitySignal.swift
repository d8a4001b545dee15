import PagerScene

/// An AT-SPI2 event to send: an `org.a11y.atspi.Event.*` signal from an object.
struct AccessibilitySignal: Sendable, Equatable {
    /// What the event carries besides its details.
    enum Payload: Sendable, Equatable {
        case number(Int32)
        case text(String)
        /// An object of this program, by path.
        case object(String)
    }

    var path: String
    var interface = "org.a11y.atspi.Event.Object"
    var member: String
    var detail: String
    var detail1: Int32 = 0
    var detail2: Int32 = 0
    var payload = Payload.number(0)

    /// `window:activate` from the window's frame, titled `title`.
    static func windowActivated(_ title: String) -> AccessibilitySignal {
        AccessibilitySignal(
            path: AtspiVocabulary.framePath, interface: "org.a11y.atspi.Event.Window", member: "Activate", detail: "",
            payload: .text(title))
    }

    /// The events a screen reader hears as the window first shows `snapshot`: the window
    /// activated, then the focus on the element that has it (a screen reader says both).
    static func opening(_ snapshot: AccessibilitySnapshot, title: String) -> [AccessibilitySignal] {
        [windowActivated(title)] + (snapshot.focused.map(arrival(of:)) ?? [])
    }

    /// The events a screen reader hears for the change from `old` to `new`, parents before
    /// children: states selected, checked and focused (and a focus event), names and
    /// descriptions, children added and removed, and the visible data of what changed children;
    /// then, for objects that are new, the focus arriving on one and notifications appearing.
    static func changes(from old: AccessibilitySnapshot, to new: AccessibilitySnapshot) -> [AccessibilitySignal] {
        var signals: [AccessibilitySignal] = []
        var arrivals: [AccessibilitySignal] = []
        var pending = [AtspiVocabulary.rootPath]
        while let path = pending.popLast() {
            guard let object = new[path] else { continue }
            pending.append(contentsOf: object.children.reversed())
            guard let before = old[path] else {
                arrivals += arrival(of: object)
                continue
            }
            for state in [AtspiVocabulary.State.selected, .checked, .focused, .showing] {
                let now = object.states.contains(state)
                guard now != before.states.contains(state) else { continue }
                signals.append(
                    AccessibilitySignal(path: path, member: "StateChanged", detail: AtspiVocabulary.eventName(of: state), detail1: now ? 1 : 0))
                if state == .focused && now {
                    signals.append(AccessibilitySignal(path: path, interface: "org.a11y.atspi.Event.Focus", member: "Focus", detail: ""))
                }
            }
            if object.node.name != before.node.name {
                signals.append(AccessibilitySignal(path: path, member: "PropertyChange", detail: "accessible-name", payload: .text(object.node.name)))
            }
            if object.node.description != before.node.description {
                signals.append(
                    AccessibilitySignal(
                        path: path, member: "PropertyChange", detail: "accessible-description", payload: .text(object.node.description)))
            }
            guard object.children != before.children else { continue }
            let now = Set(object.children), earlier = Set(before.children)
            for (index, child) in before.children.enumerated().reversed() where !now.contains(child) {
                signals.append(
                    AccessibilitySignal(
                        path: path, member: "ChildrenChanged", detail: "remove", detail1: Int32(clamping: index), payload: .object(child)))
            }
            for (index, child) in object.children.enumerated() where !earlier.contains(child) {
                signals.append(
                    AccessibilitySignal(
                        path: path, member: "ChildrenChanged", detail: "add", detail1: Int32(clamping: index), payload: .object(child)))
            }
            signals.append(AccessibilitySignal(path: path, member: "VisibleDataChanged", detail: ""))
        }
        return signals + arrivals
    }

    /// What a new object says as it comes: the focus now on it (a detail page's first control),
    /// or a notification showing (a screen reader says it then).
    private static func arrival(of object: AccessibleObject) -> [AccessibilitySignal] {
        if object.states.contains(.focused) {
            return [
                AccessibilitySignal(path: object.path, member: "StateChanged", detail: AtspiVocabulary.eventName(of: .focused), detail1: 1),
                AccessibilitySignal(path: object.path, interface: "org.a11y.atspi.Event.Focus", member: "Focus", detail: ""),
            ]
        }
        if object.node.role == .notification, object.states.contains(.showing) {
            return [AccessibilitySignal(path: object.path, member: "StateChanged", detail: AtspiVocabulary.eventName(of: .showing), detail1: 1)]
        }
        return []
    }
}
