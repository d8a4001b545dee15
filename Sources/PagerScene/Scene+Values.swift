extension Scene {
    /// Whether switch `id` is on, looking through every table page (detail pages included);
    /// nil when no table has that switch.
    public func switchValue(_ id: String) -> Bool? { tableRows.switchValue(id, values: values) }

    /// The chosen option of `group`; nil when no table has that group or none is chosen.
    public func chosenOption(_ group: String) -> String? { tableRows.chosenOption(group, values: values) }

    /// Sets switch `id` on or off at once (a host restoring values, a replay's header).
    public mutating func setSwitch(_ id: String, on: Bool) {
        values.switches[id] = on
        valuesChanged = true
    }

    /// Chooses option `id` of `group` at once.
    public mutating func setOption(_ group: String, id: String) {
        values.options[group] = id
        valuesChanged = true
    }

    /// How far switch `id`'s knob is towards on (0 off, 1 on) at this moment, `on` being its value.
    public func switchPosition(id: String, on: Bool) -> Double {
        TableContent.switchPosition(id: id, on: on, flips: switchFlips, time: time)
    }
}
