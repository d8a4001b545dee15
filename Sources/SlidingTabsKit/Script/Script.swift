import FoundationEssentials
import PagerConfig
import PagerCore
import PagerSDL
import PagerScene

#if canImport(Glibc)
    import Glibc
#endif

/// One command of a script, as `--script` reads it.
package enum ScriptCommand: Equatable {
    case size(PixelSize)
    case press(Point)
    case move(Point)
    case release(Point)
    /// The mouse leaves the window.
    case leave
    /// The system takes the pointers back (the window lost the focus): the gesture under way ends.
    case cancel
    /// Press at `from`, one move a frame for `milliseconds`, release at `to`.
    case drag(from: Point, to: Point, milliseconds: Double, kind: PointerKind)
    case click(Point)
    /// The mouse's middle button clicked (on a closable tab: close it).
    case middleClick(Point)
    /// Finger 1 down, held still for `ScriptCommand.longPressMilliseconds`, and left down.
    case longPress(Point)
    /// Click the button of tab `index` (0-based).
    case tab(Int)
    case key(KeyPress)
    /// A finger (from 1) touching, moving and lifting (recordings of touch input use these).
    case touchPress(Point, finger: Int)
    case touchMove(Point, finger: Int)
    case touchRelease(Point, finger: Int)
    /// Two fingers either side of `center`, `from` points apart, moving to `to` apart over
    /// `milliseconds` (one move each a frame), then lifting.
    case pinch(center: Point, from: Double, to: Double, milliseconds: Double)
    /// Two clicks at once: a double click.
    case doubleClick(Point)
    /// A touchpad's pinch or Ctrl+wheel: zoom by `factor` about the point.
    case magnify(Double, at: Point)
    /// Wheel notches; with `shift`, vertical notches move the pager.
    case wheel(dx: Double, dy: Double, at: Point, shift: Bool)
    case wait(milliseconds: Double)
    case screenshot(path: String)
    case addTab
    case removeTab
    /// The page the pager is on or settling to (0-based).
    case expectPage(Int)
    case expectTabCount(Int)
    /// The current page's list has this many rows.
    case expectRows(Int)
    /// The selected page's picture is at this zoom (within 0.01).
    case expectZoom(Double)
    /// Sets (or with nil removes) tab `tab`'s badge (0-based).
    case badge(tab: Int, TabBadge?)
    case expectSwitch(id: String, on: Bool)
    case expectOption(group: String, id: String)
    /// Sets a switch or an option at once, as a recording's header does with the values the
    /// session began with.
    case setSwitch(id: String, on: Bool)
    case setOption(group: String, id: String)
}

extension ScriptCommand {
    /// How long `long-press` holds its finger still: past Android's 500 ms long press.
    package static let longPressMilliseconds = 600.0

    /// The time the command lets pass, in whole microseconds (as the session's clock counts).
    package var microseconds: Int64 {
        switch self {
        case .wait(let milliseconds), .drag(_, _, let milliseconds, _), .pinch(_, _, _, let milliseconds):
            return Int64((milliseconds * 1000).rounded())
        case .longPress: return Int64(Self.longPressMilliseconds * 1000)
        default: return 0
        }
    }
}

/// A command with the line it came from.
package struct ScriptLine: Equatable {
    package var number: Int
    package var command: ScriptCommand
}

/// A parsed script. Lines are `command args`; `#` starts a comment; blank lines are skipped.
package struct Script: Equatable {
    /// The longest `wait` or `drag` a script may ask for, in milliseconds (one hour).
    package static let maximumMilliseconds = 3_600_000.0
    /// Coordinates must lie within this magnitude.
    package static let maximumCoordinate = 100_000.0
    /// The most time a whole script may let pass (one hour), so no script can run for days.
    package static let maximumTotalMilliseconds = 3_600_000.0

    /// The largest script read, in bytes.
    package static let maximumFileSize = 64 << 20

    package var name: String
    package var lines: [ScriptLine]

    /// Whether the script sets switch or option values (`set ...`): a recording does, and its
    /// replay starts from exactly those values instead of the saved ones.
    package var setsValues: Bool {
        lines.contains {
            switch $0.command {
            case .setSwitch, .setOption: return true
            default: return false
            }
        }
    }

    /// Reads and parses the script at `path`.
    /// - Throws: `AppError.usage` naming the file (and line) and the problem.
    package static func load(path: String) throws -> Script {
        let bytes = try TextFile.read(path, kind: "script", maximumSize: maximumFileSize)
        return try Script(parsing: String(decoding: bytes, as: UTF8.self), name: path)
    }

    /// Parses `text`; `name` is used in error messages (usually the file path).
    /// - Throws: `AppError.usage` with `name:line: problem`.
    package init(parsing text: String, name: String) throws {
        self.name = name
        var lines: [ScriptLine] = []
        // Summed in whole microseconds: a million `wait 3.6ms` lines are exactly the limit.
        var total: Int64 = 0
        var fingers = ScriptFingers()
        // Any newline ends a line: "\r\n" is one Character in Swift, so splitting on "\n" would miss it.
        for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let trimmed = ScriptWords.withoutComment(raw).trimmingWhitespace
            guard !trimmed.isEmpty else { continue }
            do {
                let command = try Self.parseCommand(trimmed)
                if let problem = fingers.follow(command) { throw Problem(text: problem) }
                total += command.microseconds
                guard total <= Int64(Self.maximumTotalMilliseconds) * 1000 else {
                    throw Problem(text: "the script would run longer than \(Int(Self.maximumTotalMilliseconds))ms in all")
                }
                lines.append(ScriptLine(number: index + 1, command: command))
            } catch let problem as Problem {
                throw AppError.usage("\(name):\(index + 1): \(problem.text)")
            }
        }
        self.lines = lines
    }

    private struct Problem: Error { let text: String }

    package static let commandNames = [
        "size", "press", "move", "release", "leave", "cancel", "drag", "touch", "touch-press", "touch-move",
        "touch-release", "pinch", "click", "double-click", "middle-click", "long-press", "tab", "key",
        "wheel", "magnify", "wait", "screenshot", "add", "remove", "expect", "set", "badge",
    ]

    /// The most fingers a script's touch commands name.
    package static let maximumFingers = 10
    /// The largest factor a `magnify` may zoom by (and the smallest is its inverse).
    package static let maximumMagnification = 100.0

    private static func parseCommand(_ line: String) throws -> ScriptCommand {
        let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
        let name = parts[0]
        let rest = parts.count > 1 ? parts[1].trimmingWhitespace : ""
        switch name {
        case "size":
            guard let size = PixelSize(parsing: rest) else {
                throw Problem(text: "size: expected WxH between \(PixelSize.minimum) and \(PixelSize.maximum), got \(quoted(rest))")
            }
            return .size(size)
        case "press": return .press(try point(rest, in: name))
        case "move": return .move(try point(rest, in: name))
        case "release": return .release(try point(rest, in: name))
        case "click": return .click(try point(rest, in: name))
        case "middle-click": return .middleClick(try point(rest, in: name))
        case "long-press": return .longPress(try point(rest, in: name))
        case "leave":
            guard rest.isEmpty else { throw Problem(text: "leave: expected nothing after it, got \(quoted(rest))") }
            return .leave
        case "cancel":
            guard rest.isEmpty else { throw Problem(text: "cancel: expected nothing after it, got \(quoted(rest))") }
            return .cancel
        case "touch-press", "touch-move", "touch-release":
            let (point, finger) = try fingerPoint(rest, in: name)
            switch name {
            case "touch-press": return .touchPress(point, finger: finger)
            case "touch-move": return .touchMove(point, finger: finger)
            default: return .touchRelease(point, finger: finger)
            }
        case "double-click": return .doubleClick(try point(rest, in: name))
        case "pinch": return try pinch(rest)
        case "magnify":
            let pieces = rest.components(separatedBy: " at ")
            guard pieces.count == 2, let factor = Double(pieces[0].trimmingWhitespace), factor.isFinite,
                (1 / maximumMagnification...maximumMagnification).contains(factor)
            else {
                throw Problem(
                    text:
                        "magnify: expected 'FACTOR at X,Y' with a factor from \(1 / maximumMagnification) to \(Int(maximumMagnification)), got \(quoted(rest))"
                )
            }
            return .magnify(factor, at: try point(pieces[1], in: name))
        case "drag", "touch":
            let pieces = rest.components(separatedBy: " in ")
            let ends = pieces[0].components(separatedBy: "->")
            guard pieces.count == 2, ends.count == 2 else {
                throw Problem(text: "\(name): expected 'X1,Y1 -> X2,Y2 in MSms', got \(quoted(rest))")
            }
            return .drag(
                from: try point(ends[0], in: name), to: try point(ends[1], in: name),
                milliseconds: try milliseconds(pieces[1], in: name),
                kind: name == "touch" ? .touch : .mouse)
        case "tab":
            guard let number = Int(rest), number >= 1 else {
                throw Problem(text: "tab: expected a tab number from 1, got \(quoted(rest))")
            }
            return .tab(number - 1)
        case "key": return .key(try keyPress(rest))
        case "wheel":
            let pieces = rest.components(separatedBy: " at ")
            guard pieces.count == 2 else { throw Problem(text: "wheel: expected 'DX,DY at X,Y [shift]', got \(quoted(rest))") }
            let delta = try point(pieces[0], in: name)
            let shift = pieces[1].hasSuffix(" shift")
            let position = shift ? String(pieces[1].dropLast(" shift".count)) : pieces[1]
            return .wheel(dx: delta.x, dy: delta.y, at: try point(position, in: name), shift: shift)
        case "wait": return .wait(milliseconds: try milliseconds(rest, in: name))
        case "screenshot":
            guard !rest.isEmpty else { throw Problem(text: "screenshot: expected a file path") }
            return .screenshot(path: rest)
        case "add", "remove":
            guard rest == "tab" else { throw Problem(text: "\(name): expected '\(name) tab', got \(quoted(line))") }
            return name == "add" ? .addTab : .removeTab
        case "expect": return try expectation(rest)
        case "set": return try setting(rest)
        case "badge": return try badge(rest)
        default:
            throw Problem(text: "unknown command \(quoted(name)); commands are \(commandNames.joined(separator: ", "))")
        }
    }

    /// Parses what follows `expect`. IDs and groups with spaces are written in double quotes.
    private static func expectation(_ text: String) throws -> ScriptCommand {
        let words = ScriptWords.split(text) ?? []
        switch (words.first, words.count) {
        case ("page", 2):
            if let page = Int(words[1]), page >= 1 { return .expectPage(page - 1) }
        case ("tabs", 2):
            if let count = Int(words[1]), count >= 0 { return .expectTabCount(count) }
        case ("rows", 2):
            if let count = Int(words[1]), count >= 0 { return .expectRows(count) }
        case ("zoom", 2):
            if let zoom = Double(words[1]), zoom.isFinite, zoom > 0 { return .expectZoom(zoom) }
        default:
            switch valueClause(words) {
            case .switch(let id, let on)?: return .expectSwitch(id: id, on: on)
            case .option(let group, let id)?: return .expectOption(group: group, id: id)
            case nil: break
            }
        }
        throw Problem(
            text: "expect: expected 'page N', 'tabs N', 'rows N', 'zoom F', 'switch ID on|off' or 'option GROUP ID', got \(quoted(text))")
    }

    /// Parses what follows `badge`: a tab number from 1, then a count, `dot` or `none`.
    private static func badge(_ text: String) throws -> ScriptCommand {
        let words = text.split(separator: " ").map(String.init)
        if words.count == 2, let tab = Int(words[0]), tab >= 1 {
            switch words[1] {
            case "dot": return .badge(tab: tab - 1, .dot)
            case "none": return .badge(tab: tab - 1, nil)
            default:
                if let count = Int(words[1]), count >= 0, count <= 1_000_000_000 { return .badge(tab: tab - 1, .count(count)) }
            }
        }
        throw Problem(text: "badge: expected 'N COUNT', 'N dot' or 'N none' (N a tab from 1), got \(quoted(text))")
    }

    /// Parses `X,Y` with an optional `finger N` after it (N from 1; 1 when left out).
    private static func fingerPoint(_ text: String, in command: String) throws -> (Point, Int) {
        let pieces = text.components(separatedBy: " finger ")
        guard pieces.count <= 2 else { throw Problem(text: "\(command): expected 'X,Y [finger N]', got \(quoted(text))") }
        let point = try point(pieces[0], in: command)
        guard pieces.count == 2 else { return (point, 1) }
        guard let finger = Int(pieces[1].trimmingWhitespace), (1...maximumFingers).contains(finger) else {
            throw Problem(text: "\(command): expected a finger from 1 to \(maximumFingers), got \(quoted(pieces[1].trimmingWhitespace))")
        }
        return (point, finger)
    }

    /// Parses what follows `pinch`: `X,Y from D1 to D2 in MSms`.
    private static func pinch(_ text: String) throws -> ScriptCommand {
        let usage = Problem(text: "pinch: expected 'X,Y from D1 to D2 in MSms' (distances in points), got \(quoted(text))")
        let timed = text.components(separatedBy: " in ")
        let spread = timed[0].components(separatedBy: " from ")
        guard timed.count == 2, spread.count == 2 else { throw usage }
        let distances = spread[1].components(separatedBy: " to ").compactMap { Double($0.trimmingWhitespace) }
        guard distances.count == 2, distances.allSatisfy({ $0.isFinite && (0...2 * maximumCoordinate).contains($0) }) else { throw usage }
        return .pinch(
            center: try point(spread[0], in: "pinch"), from: distances[0], to: distances[1],
            milliseconds: try milliseconds(timed[1], in: "pinch"))
    }

    /// Parses what follows `set`.
    private static func setting(_ text: String) throws -> ScriptCommand {
        switch valueClause(ScriptWords.split(text) ?? []) {
        case .switch(let id, let on)?: return .setSwitch(id: id, on: on)
        case .option(let group, let id)?: return .setOption(group: group, id: id)
        case nil: throw Problem(text: "set: expected 'switch ID on|off' or 'option GROUP ID', got \(quoted(text))")
        }
    }

    /// A switch or option value, as `expect` and `set` name it.
    private enum ValueClause {
        case `switch`(id: String, on: Bool)
        case option(group: String, id: String)
    }

    /// `switch ID on|off` or `option GROUP ID`; nil for anything else.
    private static func valueClause(_ words: [String]) -> ValueClause? {
        switch (words.first, words.count) {
        case ("switch", 3) where words[2] == "on" || words[2] == "off": return .switch(id: words[1], on: words[2] == "on")
        case ("option", 3): return .option(group: words[1], id: words[2])
        default: return nil
        }
    }

    /// Parses `X,Y` with finite numbers within `maximumCoordinate`.
    private static func point(_ text: String, in command: String) throws -> Point {
        let pieces = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingWhitespace }
        guard pieces.count == 2, let x = Double(pieces[0]), let y = Double(pieces[1]),
            x.isFinite, y.isFinite, abs(x) <= maximumCoordinate, abs(y) <= maximumCoordinate
        else {
            throw Problem(text: "\(command): expected X,Y as numbers within ±\(Int(maximumCoordinate)), got \(quoted(text.trimmingWhitespace))")
        }
        return Point(x: x, y: y)
    }

    /// Parses `NNNms`.
    private static func milliseconds(_ text: String, in command: String) throws -> Double {
        let trimmed = text.trimmingWhitespace
        guard trimmed.hasSuffix("ms"), let value = Double(trimmed.dropLast(2)), value.isFinite,
            (0...maximumMilliseconds).contains(value)
        else {
            throw Problem(text: "\(command): expected a duration like 300ms (0 to \(Int(maximumMilliseconds))ms), got \(quoted(trimmed))")
        }
        return value
    }

    /// Key names accepted by `key`, besides digits and letters.
    /// The modifier prefixes `key` accepts (lowercase; names are not case-sensitive).
    package static let controlModifiers = ["ctrl", "control"]
    package static let shiftModifiers = ["shift"]
    package static let altModifiers = ["alt"]

    /// Key names accepted by `key`, besides digits and letters: the window's key table.
    package static var keyNames: [String: Key] {
        Dictionary(KeyTable.entries.flatMap { entry in entry.names.map { ($0, entry.key) } }, uniquingKeysWith: { first, _ in first })
    }

    /// Parses `NAME` with optional `ctrl+`, `shift+` and `alt+` prefixes, case-insensitive.
    private static func keyPress(_ text: String) throws -> KeyPress {
        var ctrl = false, shift = false, alt = false
        var pieces = text.lowercased().split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        let name = pieces.popLast() ?? ""
        for modifier in pieces {
            switch modifier {
            case _ where Self.controlModifiers.contains(modifier): ctrl = true
            case _ where Self.shiftModifiers.contains(modifier): shift = true
            case _ where Self.altModifiers.contains(modifier): alt = true
            default: throw Problem(text: "key: unknown modifier \(quoted(modifier)) (use ctrl+, shift+ or alt+)")
            }
        }
        guard let key = KeyTable.key(named: name) else {
            throw Problem(
                text: "key: unknown key \(quoted(text)); use Left, Right, Up, Down, PageUp, PageDown, Home, End, F5, F11, F12, Escape, Backspace, "
                    + "Back, Tab, Enter, Space, Plus, Minus, a digit or a letter (Esc, Return, Equals, = and - name keys too)")
        }
        return KeyPress(key, ctrl: ctrl, shift: shift, alt: alt)
    }
}
