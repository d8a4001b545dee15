import PagerSDL
import PagerScene

/// The state file's JSON: `{"version": 1, "switches": {ID: BOOL}, "options": {GROUP: ID}}`,
/// read with the config's parser (so a problem names its line and column) and written with
/// sorted keys, one value a line.
package enum StateFileFormat {
    /// Why a state file's content is unusable, with its position when it has one.
    package struct Problem: Error, CustomStringConvertible {
        package let description: String
    }

    /// The values in `bytes`.
    /// - Throws: `Problem` naming the line and column, or the field, and what is wrong.
    package static func decode(_ bytes: [UInt8], version expectedVersion: Int) throws(Problem) -> TableValues {
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
            case ("version", _), ("switches", _), ("options", _):
                throw Problem(description: "\(member.value.position): \(member.key): unexpected \(member.value.typeName)")
            default:
                throw Problem(description: "\(member.keyPosition): unknown key \(quoted(member.key))")
            }
        }
        guard let version else { throw Problem(description: "\(json.position): no version") }
        guard version == expectedVersion else {
            throw Problem(description: "it has version \(version), this program writes version \(expectedVersion)")
        }
        return values
    }

    private static func mistyped(_ entry: JSONValue.Member, _ expected: String, in field: String) -> Problem {
        Problem(description: "\(entry.value.position): \(field).\(Quote.escaped(entry.key)): expected \(expected), got \(entry.value.typeName)")
    }

    /// `values` as the file's text.
    package static func encode(_ values: TableValues, version: Int) -> String {
        var text = "{\n  \"options\" : {"
        text += values.options.sorted { $0.key < $1.key }
            .map { "\n    \(JSONText.string($0.key)) : \(JSONText.string($0.value))" }.joined(separator: ",")
        text += (values.options.isEmpty ? "" : "\n  ") + "},\n  \"switches\" : {"
        text += values.switches.sorted { $0.key < $1.key }
            .map { "\n    \(JSONText.string($0.key)) : \($0.value)" }.joined(separator: ",")
        text += (values.switches.isEmpty ? "" : "\n  ") + "},\n  \"version\" : \(version)\n}\n"
        return text
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
