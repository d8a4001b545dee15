import PagerScene

/// The items of a JSON Lines file, read as they are asked for: the file's bytes and where each
/// item's line is, found in one pass over them. The first ``checkedAtLoad`` items are read (and
/// checked) at once, so a mistake near the top is an error before the window opens; the rest
/// are read when they come on screen, and a bad one shows its error as its title and says it
/// once on standard error. A million items start as fast as twenty, and cost their bytes.
package final class ItemLines {
    /// How many items are read and checked when the file is read.
    package static let checkedAtLoad = 10_000

    private let path: String
    private let bytes: [UInt8]
    /// Each item's line: where it starts and ends in `bytes`, and its number from 1.
    private let starts: [UInt32], ends: [UInt32], lineNumbers: [UInt32]
    private let decoder: ConfigDecoder
    private let folder: String
    /// The items read at once.
    private let early: [ListRow]
    /// The items whose error was said.
    private var reported = Set<Int>()

    /// The items of `bytes` (valid UTF-8, at most `ConfigDecoder.maximumItemsFileSize`), read from `path`.
    /// - Throws: `AppError.usage` naming the file, line, column and reason, for too many items or
    ///   a mistake in the first ``checkedAtLoad``.
    package init(bytes: [UInt8], path: String) throws {
        self.path = path
        self.bytes = bytes
        decoder = ConfigDecoder(file: path)
        folder = IconLoader.folder(of: path)
        var starts: [UInt32] = [], ends: [UInt32] = [], numbers: [UInt32] = []
        var line: UInt32 = 1, start = 0
        bytes.withUnsafeBufferPointer { buffer in
            while start < buffer.count {
                var end = start
                while end < buffer.count && buffer[end] != 0x0A { end += 1 }
                if buffer[start..<end].contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) {
                    starts.append(UInt32(start))
                    ends.append(UInt32(end))
                    numbers.append(line)
                }
                line += 1
                start = end + 1
            }
        }
        if starts.count > ConfigDecoder.maximumItems {
            let line = numbers[ConfigDecoder.maximumItems]
            throw AppError.usage("\(Quote.escaped(path)):\(line):1: an items file holds at most \(ConfigDecoder.maximumItems) rows")
        }
        self.starts = starts
        self.ends = ends
        lineNumbers = numbers
        var early: [ListRow] = []
        for index in 0..<min(starts.count, Self.checkedAtLoad) {
            early.append(try Self.read(index, starts, ends, numbers, bytes, decoder, folder, path))
        }
        self.early = early
    }

    /// How many items there are.
    package var count: Int { starts.count }

    /// Item `index` (in range); a bad one past the first ``checkedAtLoad`` shows its error.
    package func row(_ index: Int) -> ListRow {
        if index < early.count { return early[index] }
        guard starts.indices.contains(index) else { return ListRow(title: "") }
        do {
            return try Self.read(index, starts, ends, lineNumbers, bytes, decoder, folder, path)
        } catch {
            let text = (error as? AppError)?.description ?? "\(error)"
            if reported.insert(index).inserted { printError("sliding-tabs: warning: \(text)") }
            return ListRow(title: "⚠ " + text)
        }
    }

    /// The first item equal to `row`, read in order: the items before it are those added at the
    /// file's top.
    package func firstIndex(of row: ListRow) -> Int? { (0..<count).first { self.row($0) == row } }

    private static func read(
        _ index: Int, _ starts: [UInt32], _ ends: [UInt32], _ numbers: [UInt32], _ bytes: [UInt8], _ decoder: ConfigDecoder, _ folder: String,
        _ path: String
    ) throws -> ListRow {
        let text = Array(bytes[Int(starts[index])..<Int(ends[index])])
        let value: JSONValue
        do {
            value = try JSONParser.parse(text, firstLine: Int(numbers[index]))
        } catch let syntax as JSONSyntaxError {
            throw AppError.usage("\(Quote.escaped(path)):\(syntax.position): \(syntax.message)")
        }
        return try decoder.decodeListItem(value, path: "", file: path, imageFolder: folder)
    }
}
