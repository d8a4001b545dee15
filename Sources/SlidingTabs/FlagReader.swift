/// Walks command-line arguments for one command (`sliding-tabs`, `bench`, `soak`), reading
/// flag values with the checks and messages every flag shares.
struct FlagReader {
    private var remaining: ArraySlice<String>
    /// How errors name the command: "" for the main one, "bench " for a subcommand.
    private let prefix: String

    init(_ arguments: [String], command: String? = nil) {
        remaining = arguments[...]
        prefix = command.map { "\($0) " } ?? ""
    }

    /// The next argument, if any.
    mutating func next() -> String? { remaining.popFirst() }

    /// The value after `flag`; it may not be missing or look like another flag.
    mutating func value(for flag: String) throws -> String {
        guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
            throw AppError.usage("\(prefix)\(flag) needs a value")
        }
        return value
    }

    /// A whole number after `flag`, within `range`.
    mutating func integer(for flag: String, in range: ClosedRange<Int>) throws -> Int {
        let text = try value(for: flag)
        guard let number = Int(text), range.contains(number) else {
            throw AppError.usage("\(prefix)\(flag): expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(quoted(text))")
        }
        return number
    }

    /// A size `WxH` after `flag`.
    mutating func size(for flag: String) throws -> PixelSize {
        let text = try value(for: flag)
        guard let size = PixelSize(parsing: text) else {
            throw AppError.usage("\(prefix)\(flag): expected WxH between \(PixelSize.minimum) and \(PixelSize.maximum), got \(quoted(text))")
        }
        return size
    }

    /// The error for an argument no flag matches.
    func unknown(_ argument: String, help: String) -> AppError {
        AppError.usage("\(prefix.isEmpty ? "" : prefix.trimmingWhitespace + ": ")unknown argument \(quoted(argument)); \(help)")
    }
}
