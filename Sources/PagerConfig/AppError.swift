import FoundationEssentials
import PagerSDL

#if canImport(Glibc)
    import Glibc
#endif

/// The program's exit codes, as docs/reference.md documents them.
package enum ExitCode: Int32, CaseIterable {
    case success = 0
    /// A runtime failure, such as a file that cannot be written.
    case failure = 1
    /// Bad usage: an unknown flag, a bad value, a bad script.
    case usage = 2
    /// A script's `expect` did not hold.
    case expectationFailed = 3
    /// A headless run stopped by SIGINT (Ctrl+C), as shells report it.
    case interrupted = 130
    /// A headless run stopped by SIGTERM.
    case terminated = 143
}

/// A failure that ends the program with a one-line message and an exit code.
package struct AppError: Error, CustomStringConvertible {
    package let description: String
    package let exitCode: ExitCode

    /// A failure of `description` ending the program with `exitCode`.
    package init(description: String, exitCode: ExitCode) {
        self.description = description
        self.exitCode = exitCode
    }

    package static func usage(_ message: String) -> AppError { AppError(description: message, exitCode: .usage) }
    package static func failure(_ message: String) -> AppError { AppError(description: message, exitCode: .failure) }
}

/// `text` in single quotes for an error message, control characters escaped and cut to 60
/// characters, so a huge or hostile input still gives a one-line message.
package func quoted<S: StringProtocol>(_ text: S) -> String {
    let limit = 60
    return text.count <= limit ? "'\(Quote.escaped(text))'" : "'\(Quote.escaped(text.prefix(limit)))…' (\(text.count) characters)"
}

/// A file's name as every message gives it: in single quotes, whole (a path is at most PATH_MAX
/// long), a quote or a backslash in it written `\'` and `\\` so the name's end is the closing
/// quote, control characters escaped. A `FILE:LINE:COLUMN:` location before a message is not
/// quoted, as compilers write it, for editors to follow.
package func quoted(file path: String) -> String {
    var plain = ""
    for character in path {
        if character == "'" || character == "\\" { plain.append("\\") }
        plain.append(character)
    }
    return "'\(Quote.escaped(plain))'"
}

/// Writes `line` and a newline to standard error. Control characters in `line` (from a path or
/// a key that a message names) are escaped, so every message is exactly one line.
package func printError(_ line: String) {
    let bytes = Array((Quote.escaped(line) + "\n").utf8)
    var written = 0
    while written < bytes.count {
        let result = bytes.withUnsafeBytes { buffer in
            FileSystem.retryingOnInterrupt { write(STDERR_FILENO, buffer.baseAddress! + written, buffer.count - written) }
        }
        guard result > 0 else { return }
        written += result
    }
}

extension StringProtocol {
    /// The text without white space (newlines included) at either end.
    package var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}

/// A byte as two hex digits, for messages: `0x1F`.
package func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return "0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
}
