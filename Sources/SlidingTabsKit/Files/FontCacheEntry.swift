import PagerSDL

/// What the font cache keeps: fontconfig's answer and the times of the directories it depends
/// on, as lines of tab-separated text (read in microseconds: decoding it as JSON took 0.4 ms of
/// the first frame).
struct FontCacheEntry: Equatable {
    var files: FontFiles
    /// Each watched directory's modification time (0 when it does not exist).
    var fingerprint: [String: Double]

    /// The first line: a cache written by another version (or anything else) is not read.
    static let header = "sliding-tabs font cache 3"

    /// The entry's text, or nil when a path holds a tab or a line break (never cached).
    var text: String? {
        let paths = [files.regular] + [files.bold, files.cjk, files.emoji].compactMap { $0 } + files.unhinted + fingerprint.keys
        guard paths.allSatisfy({ !$0.contains(where: { $0 == "\t" || $0.isNewline }) }) else { return nil }
        var lines = [Self.header, "regular\t" + files.regular]
        for (key, path) in [("bold", files.bold), ("cjk", files.cjk), ("emoji", files.emoji)] {
            if let path { lines.append(key + "\t" + path) }
        }
        lines += files.unhinted.map { "unhinted\t" + $0 }
        lines += fingerprint.sorted { $0.key < $1.key }.map { "directory\t\($0.value)\t\($0.key)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The entry `bytes` hold, or nil when they are not one this version wrote. (Read as bytes:
    /// splitting the text by characters took most of the read's time.)
    init?(bytes: [UInt8]) {
        var lines = bytes.split(separator: 0x0A)[...]
        guard let first = lines.popFirst(), first.elementsEqual(Self.header.utf8) else { return nil }
        var regular: String?
        var files = FontFiles(regular: "", cjk: nil)
        var fingerprint: [String: Double] = [:]
        for line in lines {
            let fields = line.split(separator: 0x09, maxSplits: 2, omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self)
            }
            switch (fields.first, fields.count) {
            case ("regular", 2): regular = fields[1]
            case ("bold", 2): files.bold = fields[1]
            case ("cjk", 2): files.cjk = fields[1]
            case ("emoji", 2): files.emoji = fields[1]
            case ("unhinted", 2): files.unhinted.append(fields[1])
            case ("directory", 3):
                guard let time = Double(fields[1]) else { return nil }
                fingerprint[fields[2]] = time
            default: return nil
            }
        }
        guard let regular else { return nil }
        files.regular = regular
        self.files = files
        self.fingerprint = fingerprint
    }

    init(files: FontFiles, fingerprint: [String: Double]) {
        self.files = files
        self.fingerprint = fingerprint
    }
}
