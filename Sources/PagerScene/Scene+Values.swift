extension Scene {
    /// Whether switch `id` is on, looking through every table page (detail pages included);
    /// nil when no table has that switch.
    public func switchValue(_ id: String) -> Bool? { tableRows.switchValue(id, values: values) }

    /// The chosen option of `group`; nil when no table has that group or none is chosen.
    public func chosenOption(_ group: String) -> String? { tableRows.chosenOption(group, values: values) }
}
