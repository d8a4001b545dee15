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

    /// The next argument, if any.
    package mutating func next() -> String? { remaining.popFirst() }

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
