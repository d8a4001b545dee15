import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// A line and column in a text file, both 1-based (columns count characters).
package struct SourcePosition: Equatable, CustomStringConvertible {
    package var line: Int
    package var column: Int
    package var description: String { "\(line):\(column)" }
}

/// A parsed JSON value that remembers where it stood, so errors can name the line.
package struct JSONValue: Equatable {
    package enum Kind: Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        /// Members in file order (keys are unique: the parser rejects duplicates).
        case object([Member])
    }

    package struct Member: Equatable {
        package var key: String
        package var keyPosition: SourcePosition
        package var value: JSONValue
    }

    package var kind: Kind
    package var position: SourcePosition

    /// A word for the value's type, for messages.
    package var typeName: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// A syntax error at a position.
package struct JSONSyntaxError: Error, Equatable {
    package var position: SourcePosition
    package var message: String
}

/// A strict JSON parser (RFC 8259) over UTF-8 bytes that tracks line and column, rejects
/// duplicate keys and invalid UTF-8, and limits nesting depth and string length.
package struct JSONParser {
    package static let maximumDepth = 64
    package static let maximumStringLength = 100_000

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    /// Where the parser is, as keys and `[index]`es from the top: a duplicate key's JSON path.
    private var path: [String] = []

    package init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// `path` and then `key` as the config's errors write paths: `tabs[0].page.rows`.
    private func pathText(adding key: String) -> String {
        (path + [key]).reduce("") { text, part in part.hasPrefix("[") || text.isEmpty ? text + part : text + "." + part }
    }

    /// Parses one value filling the whole input (white space around it allowed); its first line
    /// is line `firstLine` (a JSON Lines file's line), for positions.
    package static func parse(_ bytes: [UInt8], firstLine: Int = 1) throws -> JSONValue {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            var position = TextFile.firstInvalidPosition(in: bytes)
            position.line += firstLine - 1
            throw JSONSyntaxError(position: position, message: "the file is not valid UTF-8 text")
        }
        var parser = JSONParser(bytes)
        parser.line = firstLine
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3; parser.lineStart = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == bytes.count else {
            throw JSONSyntaxError(position: parser.position, message: "unexpected \(parser.describeNext()) after the end of the JSON value")
        }
        return value
    }

    /// Where the column count was last taken, so counting is incremental (positions are asked
    /// for in increasing order; recounting from the line start made long lines quadratic).
    private var countedIndex = 0
    private var countedColumn = 1

    private var position: SourcePosition {
        mutating get {
            if countedIndex < lineStart || countedIndex > index {
                countedIndex = lineStart
                countedColumn = 1
            }
            // Columns count characters: UTF-8 continuation bytes do not start one.
            let end = min(index, bytes.count)
            while countedIndex < end {
                if bytes[countedIndex] & 0xC0 != 0x80 { countedColumn += 1 }
                countedIndex += 1
            }
            return SourcePosition(line: line, column: countedColumn)
        }
    }

    private func describeNext() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        return byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte " + hex(byte)
    }

    private mutating func error(_ message: String) -> JSONSyntaxError { JSONSyntaxError(position: position, message: message) }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func parseValue() throws -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of file: expected a value") }
        let start = position
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONValue(kind: try parseObject(), position: start)
        case UInt8(ascii: "["): return JSONValue(kind: try parseArray(), position: start)
        case UInt8(ascii: "\""): return JSONValue(kind: .string(try parseString()), position: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONValue(kind: .bool(true), position: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONValue(kind: .bool(false), position: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONValue(kind: .null, position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(kind: .number(try parseNumber()), position: start)
        default:
            throw error("unexpected \(describeNext()): expected a value")
        }
    }

    private mutating func expectWord(_ word: String) throws {
        let utf8 = Array(word.utf8)
        guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw error("unexpected \(describeNext()): expected a value")
        }
        index += utf8.count
    }

    private mutating func enter() throws {
        depth += 1
        if depth > Self.maximumDepth { throw error("nested deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject() throws -> JSONValue.Kind {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [JSONValue.Member] = []
        var seen = Set<String>()
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") { index += 1; return .object([]) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeNext()): expected a key in double quotes")
            }
            let keyPosition = position
            let key = try parseString()
            guard seen.insert(key).inserted else {
                throw JSONSyntaxError(position: keyPosition, message: "\(pathText(adding: key)): duplicate key '\(key)'")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("unexpected \(describeNext()): expected ':' after the key '\(key)'")
            }
            index += 1
            skipWhitespace()
            path.append(key)
            members.append(JSONValue.Member(key: key, keyPosition: keyPosition, value: try parseValue()))
            path.removeLast()
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file: expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw error("unexpected \(describeNext()): expected ',' or '}'")
        }
    }

    private mutating func parseArray() throws -> JSONValue.Kind {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") { index += 1; return .array([]) }
        while true {
            skipWhitespace()
            path.append("[\(elements.count)]")
            elements.append(try parseValue())
            path.removeLast()
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file: expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw error("unexpected \(describeNext()): expected ',' or ']'")
        }
    }

    private mutating func parseString() throws -> String {
        index += 1
        // The string's UTF-8, built in one buffer; `length` counts its Unicode scalars as they
        // come (counting the buffer again at every byte made long strings quadratic).
        var utf8: [UInt8] = []
        var length = 0
        func append(_ scalar: Unicode.Scalar) {
            utf8.append(contentsOf: UTF8.encode(scalar).map(Array.init) ?? [])
            length += 1
        }
        while true {
            guard index < bytes.count else { throw error("unexpected end of file inside a string") }
            let byte = bytes[index]
            if length > Self.maximumStringLength {
                throw error("string longer than \(Self.maximumStringLength) characters")
            }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw error("unexpected end of file inside a string") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): append("\"")
                case UInt8(ascii: "\\"): append("\\")
                case UInt8(ascii: "/"): append("/")
                case UInt8(ascii: "b"): append("\u{8}")
                case UInt8(ascii: "f"): append("\u{C}")
                case UInt8(ascii: "n"): append("\n")
                case UInt8(ascii: "r"): append("\r")
                case UInt8(ascii: "t"): append("\t")
                case UInt8(ascii: "u"): append(try parseUnicodeEscape())
                default:
                    index -= 1
                    let shown = escape >= 0x20 && escape < 0x7F ? String(UnicodeScalar(escape)) : hex(escape)
                    throw error("invalid escape '\\\(shown)' in a string")
                }
            case 0..<0x20:
                throw error("control character \(hex(byte)) in a string (escape it)")
            default:
                utf8.append(byte)
                if byte & 0xC0 != 0x80 { length += 1 }
                index += 1
            }
        }
    }

    private mutating func parseHex4() throws -> UInt32 {
        guard bytes.count - index >= 4 else { throw error("expected four hex digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = asciiHexDigitValue(bytes[index]) else {
                throw error("expected four hex digits after \\u")
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func parseUnicodeEscape() throws -> Unicode.Scalar {
        let first = try parseHex4()
        if (0xD800..<0xDC00).contains(first) {
            guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw error("unpaired surrogate \\u\(String(first, radix: 16)) in a string")
            }
            index += 2
            let second = try parseHex4()
            guard (0xDC00..<0xE000).contains(second) else { throw error("unpaired surrogate in a string") }
            guard let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) else {
                throw error("invalid surrogate pair in a string")
            }
            return scalar
        }
        guard let scalar = Unicode.Scalar(first) else { throw error("unpaired surrogate \\u\(String(first, radix: 16)) in a string") }
        return scalar
    }

    private mutating func parseNumber() throws -> Double {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else {
            throw error("invalid number: expected a digit")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                throw error("invalid number: leading zeros are not allowed")
            }
        } else {
            _ = digits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("invalid number: expected a digit after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("invalid number: expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("number \(text) is out of range")
        }
        return value
    }
}
