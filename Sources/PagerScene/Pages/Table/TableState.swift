/// Switch and option values of table pages, their knobs' slides, and where each switch and
/// option group is.
struct TableState {
    /// The values the user and the host set.
    var values: TableValues
    /// Where each switch and option group is, for `switchValue` and `chosenOption`.
    var rows: TableRowIndex
    /// When each switch last flipped, for its knob animation.
    var switchFlips: [String: Double] = [:]

    /// Switch `id` (on at first when `initiallyOn`) flips at `time`, its knob sliding: the event that says so.
    mutating func flip(_ id: String, initiallyOn: Bool, time: Double) -> PagerEvent {
        let isOn = !values.isOn(id, initial: initiallyOn)
        values.switches[id] = isOn
        switchFlips[id] = time
        return .switchChanged(id: id, isOn: isOn)
    }

    /// Option `id` of `group` is chosen: the event that says so, nil when it was chosen already.
    mutating func choose(_ id: String, of group: String) -> PagerEvent? {
        let before = rows.chosenOption(group, values: values)
        values.options[group] = id
        return before != id ? .optionChosen(group: group, id: id) : nil
    }

    /// Whether a switch's knob still slides at `time`.
    func isAnimating(at time: Double) -> Bool { switchFlips.values.contains { time - $0 < Tuning.switchDuration } }

    /// Forgets the slides over by `time`.
    mutating func advance(to time: Double) {
        if !switchFlips.isEmpty { switchFlips = switchFlips.filter { time - $0.value < Tuning.switchDuration } }
    }
}
