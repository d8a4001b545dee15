/// The fingers a script has down, line by line: a finger lifts or moves only while it is down,
/// and goes down only while it is up, as on a touch screen (`cancel` lifts them all).
struct ScriptFingers {
    private var down = Set<Int>()

    /// Follows `command`; the problem, if the fingers cannot do it.
    mutating func follow(_ command: ScriptCommand) -> String? {
        switch command {
        case .touchPress(_, let finger):
            guard down.insert(finger).inserted else { return "touch-press: finger \(finger) is already down (touch-release it first)" }
        case .longPress:
            guard down.insert(1).inserted else { return "long-press: finger 1 is already down (touch-release it first)" }
        case .touchMove(_, let finger), .touchRelease(_, let finger):
            let name = if case .touchMove = command { "touch-move" } else { "touch-release" }
            guard down.contains(finger) else { return "\(name): finger \(finger) is not down (touch-press it first)" }
            if case .touchRelease = command { down.remove(finger) }
        case .pinch:
            guard down.isDisjoint(with: [1, 2]) else { return "pinch: fingers 1 and 2 must be up, but finger \(down.contains(1) ? 1 : 2) is down" }
        case .cancel:
            down.removeAll()
        default:
            break
        }
        return nil
    }
}
