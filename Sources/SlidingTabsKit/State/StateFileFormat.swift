import PagerAccessibility
import PagerConfig
import PagerSDL
import PagerScene

/// A window's size in points as the user left it (its size before it was maximized, if it was),
/// and whether it was maximized.
package struct WindowGeometry: Equatable, Sendable {
    package var width: Int
    package var height: Int
    package var maximized: Bool

    package init(width: Int, height: Int, maximized: Bool) {
        self.width = width; self.height = height; self.maximized = maximized
    }
}

/// The state file's JSON: `{"version": 1, "switches": {ID: BOOL}, "options": {GROUP: ID},
/// "window": {"width": W, "height": H, "maximized": BOOL}, "desktop": {"dark": BOOL,
/// "highContrast": BOOL, "reducesMotion": BOOL, "textScale": N}}` (the window and the desktop's
/// settings as the window last saw them optional), read with the
/// config's parser (so a problem names its line and column) and written with sorted keys, one
/// value a line.
package enum StateFileFormat {
    /// What a state file holds.
    package struct Contents: Equatable {
        package var values = TableValues()
        package var window: WindowGeometry?
        /// The desktop's settings when the window was last closed: what the next window shows
        /// until the desktop's answers come.
        package var desktop: DesktopPreferences?

        package init(values: TableValues = TableValues(), window: WindowGeometry? = nil, desktop: DesktopPreferences? = nil) {
            self.values = values; self.window = window; self.desktop = desktop
        }
    }

    /// The largest window size a state file may give, in points, each way.
    package static let maximumWindowSide = PixelSize.maximum.width

    /// Why a state file's content is unusable, with its position when it has one.
    package struct Problem: Error, CustomStringConvertible {
        package let description: String
    }

    /// The values in `bytes`.
    /// - Throws: `Problem` naming the line and column, or the field, and what is wrong.
    package static func decode(_ bytes: [UInt8], version expectedVersion: Int) throws(Problem) -> Contents {
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch let syntax as JSONSyntaxError {
            throw Problem(description: "\(syntax.position): \(syntax.message)")
        } catch {
            throw Problem(description: "\(error)")
        }
        guard case .object(let members) = json.kind else {
            throw Problem(description: "\(json.position): expected an object, got \(json.typeName)")
        }
        var version: Int?
        var values = TableValues()
        var window: WindowGeometry?
        var desktop: DesktopPreferences?
        for member in members {
            switch (member.key, member.value.kind) {
            case ("version", .number(let number)) where number == number.rounded() && abs(number) < 1e9:
                version = Int(number)
            case ("switches", .object(let entries)):
                for entry in entries {
                    guard case .bool(let on) = entry.value.kind else { throw mistyped(entry, "a boolean", in: "switches") }
                    values.switches[entry.key] = on
                }
            case ("options", .object(let entries)):
                for entry in entries {
                    guard case .string(let id) = entry.value.kind else { throw mistyped(entry, "a string", in: "options") }
                    values.options[entry.key] = id
                }
            case ("window", .object(let entries)):
                window = try geometry(entries)
            case ("desktop", .object(let entries)):
                desktop = try preferences(entries)
            case ("version", _):
                throw Problem(description: "\(member.value.position): version: expected a whole number, got \(member.value.typeName)")
            case ("switches", _), ("options", _), ("window", _), ("desktop", _):
                throw Problem(description: "\(member.value.position): \(member.key): expected an object, got \(member.value.typeName)")
            default:
                throw Problem(description: "\(member.keyPosition): unknown key \(quoted(member.key))")
            }
        }
        guard let version else { throw Problem(description: "\(json.position): no version") }
        guard version == expectedVersion else {
            throw Problem(description: "it has version \(version), this program writes version \(expectedVersion)")
        }
        return Contents(values: values, window: window, desktop: desktop)
    }

    /// The desktop's settings from their members: booleans, and a text scale from 0.5 to 3.
    private static func preferences(_ entries: [JSONValue.Member]) throws(Problem) -> DesktopPreferences {
        var preferences = DesktopPreferences()
        for entry in entries {
            switch (entry.key, entry.value.kind) {
            case ("dark", .bool(let on)): preferences.prefersDark = on
            case ("highContrast", .bool(let on)): preferences.highContrast = on
            case ("reducesMotion", .bool(let on)): preferences.reducesMotion = on
            case ("textScale", .number(let number)):
                guard number >= 0.5, number <= 3 else {
                    throw Problem(description: "\(entry.value.position): desktop.textScale: expected a number from 0.5 to 3")
                }
                preferences.textScale = number
            case ("dark", _), ("highContrast", _), ("reducesMotion", _): throw mistyped(entry, "a boolean", in: "desktop")
            case ("textScale", _): throw mistyped(entry, "a number", in: "desktop")
            default: throw Problem(description: "\(entry.keyPosition): desktop: unknown key \(quoted(entry.key))")
            }
        }
        return preferences
    }

    /// The window's geometry from its members: a whole width and height from 1 to
    /// `maximumWindowSide`, and whether it was maximized.
    private static func geometry(_ entries: [JSONValue.Member]) throws(Problem) -> WindowGeometry {
        var width: Int?, height: Int?, maximized = false
        for entry in entries {
            switch (entry.key, entry.value.kind) {
            case ("width", .number(let number)), ("height", .number(let number)):
                guard number == number.rounded(), number >= 1, number <= Double(maximumWindowSide) else {
                    throw Problem(description: "\(entry.value.position): window.\(entry.key): expected a whole number from 1 to \(maximumWindowSide)")
                }
                if entry.key == "width" { width = Int(number) } else { height = Int(number) }
            case ("maximized", .bool(let on)): maximized = on
            case ("width", _), ("height", _): throw mistyped(entry, "a number", in: "window")
            case ("maximized", _): throw mistyped(entry, "a boolean", in: "window")
            default: throw Problem(description: "\(entry.keyPosition): window: unknown key \(quoted(entry.key))")
            }
        }
        guard let width, let height else { throw Problem(description: "window: expected a width and a height") }
        return WindowGeometry(width: width, height: height, maximized: maximized)
    }

    private static func mistyped(_ entry: JSONValue.Member, _ expected: String, in field: String) -> Problem {
        Problem(description: "\(entry.value.position): \(field).\(Quote.escaped(entry.key)): expected \(expected), got \(entry.value.typeName)")
    }

    /// `contents` as the file's text.
    package static func encode(_ contents: Contents, version: Int) -> String {
        let values = contents.values
        var text = "{\n"
        if let desktop = contents.desktop {
            text +=
                "  \"desktop\" : {\n    \"dark\" : \(desktop.prefersDark),\n    \"highContrast\" : \(desktop.highContrast),\n"
                + "    \"reducesMotion\" : \(desktop.reducesMotion),\n    \"textScale\" : \(desktop.textScale)\n  },\n"
        }
        text += "  \"options\" : {"
        text += values.options.sorted { $0.key < $1.key }
            .map { "\n    \(JSONText.string($0.key)) : \(JSONText.string($0.value))" }.joined(separator: ",")
        text += (values.options.isEmpty ? "" : "\n  ") + "},\n  \"switches\" : {"
        text += values.switches.sorted { $0.key < $1.key }
            .map { "\n    \(JSONText.string($0.key)) : \($0.value)" }.joined(separator: ",")
        text += (values.switches.isEmpty ? "" : "\n  ") + "},\n  \"version\" : \(version)"
        if let window = contents.window {
            text +=
                ",\n  \"window\" : {\n    \"height\" : \(window.height),\n    \"maximized\" : \(window.maximized),\n    \"width\" : \(window.width)\n  }"
        }
        return text + "\n}\n"
    }
}

/// JSON text for values the program writes itself.
package enum JSONText {
    /// `text` as a JSON string literal.
    package static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let digits = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
