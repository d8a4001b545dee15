/// Switch and option values of table pages, their knobs' slides, and where each switch and
/// option group is.
struct TableState {
    /// The values the user and the host set.
    var values: TableValues
    /// Where each switch and option group is, for `switchValue` and `chosenOption`.
    var rows: TableRowIndex
    /// When each switch last flipped, for its knob animation.
    var switchFlips: [String: Double] = [:]
}
