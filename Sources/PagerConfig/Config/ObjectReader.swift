import PagerScene

/// Reads a JSON object's members by key for the config decoder: typed, range-checked, with
/// errors that name the file, line, column and JSON path; keys it was not asked about are
/// errors too, with a suggestion when one is close.
package struct ObjectReader {
    package let file: String
    package let path: String
    package let value: JSONValue
    private let members: [String: JSONValue.Member]

    /// - Throws: when `value` is not an object, or has a key outside `allowed`.
    package init(_ value: JSONValue, path: String, file: String, allowed: [String]) throws {
        guard case .object(let list) = value.kind else {
            throw Self.error(file, value.position, path, "expected an object, got \(value.typeName)")
        }
        self.file = file
        self.path = path
        self.value = value
        members = Dictionary(uniqueKeysWithValues: list.map { ($0.key, $0) })
        for member in list where !allowed.contains(member.key) {
            var reason = "unknown key \(quoted(member.key))"
            if let close = Self.closest(to: member.key, in: allowed) {
                reason += "; did you mean '\(close)'?"
            } else {
                reason += "; expected one of \(allowed.map { "'\($0)'" }.joined(separator: ", "))"
            }
            throw Self.error(file, member.keyPosition, path, reason)
        }
    }

    package static func error(_ file: String, _ position: SourcePosition, _ path: String, _ reason: String) -> AppError {
        AppError.usage("\(file):\(position): \(path.isEmpty ? "" : "\(path): ")\(reason)")
    }

    /// The path of member `key`.
    package func childPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    package func error(_ key: String, _ reason: String) -> AppError {
        Self.error(file, members[key]?.value.position ?? value.position, childPath(key), reason)
    }

    package func has(_ key: String) -> Bool { members[key] != nil }

    /// The raw value of `key`; throws when it is missing.
    package func required(_ key: String) throws -> JSONValue {
        guard let member = members[key] else {
            throw Self.error(file, value.position, path.isEmpty ? key : path, path.isEmpty ? "is required" : "'\(key)' is required")
        }
        return member.value
    }

    package func optional(_ key: String) -> JSONValue? { members[key]?.value }

    package func string(_ key: String, default fallback: String? = nil, maxLength: Int = 1000) throws -> String {
        guard let value = optional(key) else {
            if let fallback { return fallback }
            _ = try required(key)
            return ""
        }
        guard case .string(let text) = value.kind else { throw error(key, "expected a string, got \(value.typeName)") }
        guard text.count <= maxLength else { throw error(key, "must be at most \(maxLength) characters, got \(text.count)") }
        return text
    }

    package func optionalString(_ key: String, maxLength: Int = 1000) throws -> String? {
        has(key) ? try string(key, maxLength: maxLength) : nil
    }

    package func number(_ key: String, in range: ClosedRange<Double>, default fallback: Double? = nil) throws -> Double {
        guard let value = optional(key) else {
            if let fallback { return fallback }
            _ = try required(key)
            return 0
        }
        guard case .number(let number) = value.kind else { throw error(key, "expected a number, got \(value.typeName)") }
        guard range.contains(number) else {
            throw error(key, "must be between \(Self.format(range.lowerBound)) and \(Self.format(range.upperBound)), got \(Self.format(number))")
        }
        return number
    }

    package func integer(_ key: String, in range: ClosedRange<Int>, default fallback: Int? = nil) throws -> Int {
        let number = try self.number(key, in: Double(range.lowerBound)...Double(range.upperBound), default: fallback.map(Double.init))
        guard number == number.rounded() else { throw error(key, "must be a whole number, got \(Self.format(number))") }
        return Int(number)
    }

    package func bool(_ key: String, default fallback: Bool) throws -> Bool {
        guard let value = optional(key) else { return fallback }
        guard case .bool(let flag) = value.kind else { throw error(key, "expected true or false, got \(value.typeName)") }
        return flag
    }

    /// One of `choices` (a string).
    package func choice(_ key: String, _ choices: [String], default fallback: String? = nil) throws -> String {
        let text = try string(key, default: fallback)
        guard choices.contains(text) else {
            var reason = "must be one of \(choices.map { "'\($0)'" }.joined(separator: ", ")), got \(quoted(text))"
            if let close = Self.closest(to: text, in: choices) { reason += "; did you mean '\(close)'?" }
            throw error(key, reason)
        }
        return text
    }

    /// A colour written `#rgb`, `#rrggbb` or `#rrggbbaa`.
    package func color(_ key: String, default fallback: Color) throws -> Color {
        guard has(key) else { return fallback }
        let text = try string(key)
        guard let color = Color(hex: text) else {
            throw error(key, "expected a colour like \"#ff0000\" (#rgb, #rrggbb or #rrggbbaa), got \(quoted(text))")
        }
        return color
    }

    /// The elements of array `key`, each with its path, between `count` in length.
    package func array(_ key: String, count: ClosedRange<Int>) throws -> [(JSONValue, String)] {
        let value = try required(key)
        guard case .array(let elements) = value.kind else { throw error(key, "expected an array, got \(value.typeName)") }
        guard count.contains(elements.count) else {
            throw error(key, "must have between \(count.lowerBound) and \(count.upperBound) entries, got \(elements.count)")
        }
        return elements.enumerated().map { ($0.element, "\(childPath(key))[\($0.offset)]") }
    }

    /// A nested object reader for `key`.
    package func object(_ key: String, allowed: [String]) throws -> ObjectReader {
        try ObjectReader(try required(key), path: childPath(key), file: file, allowed: allowed)
    }

    package static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    /// The choice closest to `word` by edit distance, if within a third of its length (at least 2).
    /// A word whose length alone puts it farther than that from every choice is compared with
    /// none (a key of a hundred thousand characters costs nothing to refuse).
    package static func closest(to word: String, in choices: [String]) -> String? {
        let length = word.count
        let limit = max(2, length / 3)
        let near = choices.filter { abs($0.count - length) <= limit }
        guard !near.isEmpty else { return nil }
        let lowered = word.lowercased()
        return near.map { ($0, editDistance(lowered, $0.lowercased())) }.filter { $0.1 <= limit }.min { $0.1 < $1.1 }?.0
    }

    /// The Levenshtein distance between `a` and `b`, in characters.
    /// - Complexity: O(a.count × b.count) time, O(b.count) memory.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count), current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
