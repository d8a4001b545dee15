/// Input shown in messages: control characters escaped, so a message stays on one line and
/// nothing from a file or an argument reaches the terminal raw.
package enum Quote {
    /// `text` with each control character written as an escape: `\n`, `\r`, `\t`, or `\x1b`
    /// (`\u{85}` for those above 0x7F); everything else as it is.
    package static func escaped<S: StringProtocol>(_ text: S) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return String(text) }
        var result = ""
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                let digits = String(scalar.value, radix: 16)
                result += scalar.value < 0x80 ? "\\x" + (digits.count < 2 ? "0" : "") + digits : "\\u{\(digits)}"
            }
        }
        return result
    }

    /// C0 and C1 controls, DEL, and the line and paragraph separators.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
