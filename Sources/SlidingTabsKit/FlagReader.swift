import PagerConfig

/// Walks command-line arguments for one command (`sliding-tabs`, `bench`, `soak`), reading
/// flag values with the checks and messages every flag shares.
package struct FlagReader {
    private var remaining: ArraySlice<String>
    /// How errors name the command: "" for the main one, "bench " for a subcommand.
    private let prefix: String

    package init(_ arguments: [String], command: String? = nil) {
        remaining = arguments[...]
        prefix = command.map { "\($0) " } ?? ""
    }

    /// The next argument, if any; `--flag=value` is read as `--flag value`.
    package mutating func next() -> String? {
        guard let argument = remaining.popFirst() else { return nil }
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return argument }
        remaining.insert(String(argument[argument.index(after: equals)...]), at: remaining.startIndex)
        return String(argument[..<equals])
    }

    /// The value after `flag`; it may not be missing or look like another flag.
    package mutating func value(for flag: String) throws -> String {
        guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
            throw AppError.usage("\(prefix)\(flag) needs a value")
        }
        return value
    }

    /// A whole number after `flag`, within `range`.
    package mutating func integer(for flag: String, in range: ClosedRange<Int>) throws -> Int {
        let text = try value(for: flag)
        guard let number = Int(text), range.contains(number) else {
            throw AppError.usage("\(prefix)\(flag): expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(quoted(text))")
        }
        return number
    }

    /// A number after `flag` (a fraction allowed), within `range`.
    package mutating func number(for flag: String, in range: ClosedRange<Double>) throws -> Double {
        let text = try value(for: flag)
        // Decimal only: Double's own parser also takes hexadecimal ("0x2") and "inf".
        let decimal = !text.isEmpty && text.allSatisfy { "0123456789.-+".contains($0) }
        guard decimal, let number = Double(text), number.isFinite, range.contains(number) else {
            func shown(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
            throw AppError.usage(
                "\(prefix)\(flag): expected a number from \(shown(range.lowerBound)) to \(shown(range.upperBound)), got \(quoted(text))")
        }
        return number
    }

    /// A size `WxH` after `flag`.
    package mutating func size(for flag: String) throws -> PixelSize {
        let text = try value(for: flag)
        guard let size = PixelSize(parsing: text) else {
            throw AppError.usage("\(prefix)\(flag): expected WxH between \(PixelSize.minimum) and \(PixelSize.maximum), got \(quoted(text))")
        }
        return size
    }

    /// The error for an argument no flag matches.
    package func unknown(_ argument: String, help: String) -> AppError {
        AppError.usage("\(prefix.isEmpty ? "" : prefix.trimmingWhitespace + ": ")unknown argument \(quoted(argument)); \(help)")
    }
}
