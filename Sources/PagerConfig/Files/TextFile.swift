import FoundationEssentials
import PagerSDL

#if canImport(Glibc)
    import Glibc
#endif

/// Reads an input file the user gave (a config, a script) with the checks every such file
/// gets: it exists, is a regular file (a FIFO or device is refused without blocking), is not
/// too large (checked before a byte is read), and is valid UTF-8 text (the error
/// names the line and column of the first invalid byte).
package enum TextFile {
    /// Reads `path`, which is a `kind` ("config", "script") of at most `maximumSize` bytes.
    /// - Throws: `AppError.usage` with a one-line reason naming the file.
    package static func read(_ path: String, kind: String, maximumSize: Int) throws -> [UInt8] {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readRegularFile(path, maximumSize: maximumSize)
        } catch .tooLarge(let size, _) {
            let article = kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
            throw AppError.usage("\(Quote.escaped(path)): the file is \(size) bytes; \(article) \(kind) is at most \(maximumSize) bytes")
        } catch {
            throw AppError.usage("cannot read \(kind) \(quoted(file: path)): \(error.reason)")
        }
        if String(validating: bytes, as: UTF8.self) == nil {
            throw AppError.usage("\(Quote.escaped(path)):\(firstInvalidPosition(in: bytes)): the file is not valid UTF-8 text")
        }
        return bytes
    }

    /// The line and column of the first byte that is not valid UTF-8.
    package static func firstInvalidPosition(in bytes: [UInt8]) -> SourcePosition {
        var line = 1, column = 1, start = 0
        while start < bytes.count {
            var end = start + 1
            while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
            if String(validating: bytes[start..<end], as: UTF8.self) == nil { break }
            if bytes[start] == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
            start = end
        }
        return SourcePosition(line: line, column: column)
    }
}
