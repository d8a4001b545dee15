/// How a line is cut into the words `WordRasters` draws and keeps: at its spaces and around each
/// digit; and whether a line can be put together from words at all (one pass over its UTF-8).
extension WordRasters {
    /// Writes into `masked` a line's UTF-8 `bytes` with each digit that is a piece of its own
    /// (see `runs(of:)`) written "0", and those digits into `digits`, in order. Lines that differ
    /// only in such digits (a list's rows) then share one placement, its digits filled in as
    /// drawn. (The buffers are the caller's, kept between lines.)
    static func maskDigits(_ bytes: UnsafeBufferPointer<UInt8>, into masked: inout [UInt8], digits: inout [UInt8]) {
        masked.removeAll(keepingCapacity: true)
        digits.removeAll(keepingCapacity: true)
        masked.append(contentsOf: bytes)
        for index in bytes.indices where (0x30...0x39).contains(bytes[index]) && standsAlone(at: index, in: bytes) {
            digits.append(bytes[index] - 0x30)
            masked[index] = 0x30
        }
    }

    /// A piece of a line's UTF-8: a space, a digit, or a word (its byte offsets).
    enum Run: Equatable {
        case space
        case digit(Int)
        case word(Range<Int>)
    }

    /// A line's UTF-8 `bytes` cut at its spaces and around each digit, so a row's number is made
    /// of digits already drawn and never laid out anew. Cuts fall only between characters: a
    /// digit or space is cut out unless what follows attaches to it (a mark, a joiner) or what
    /// precedes is a prepended mark, so a digit with a mark on it stays whole. One pass over the
    /// bytes; only the neighbours of a digit or space outside ASCII are decoded.
    static func runs(of bytes: UnsafeBufferPointer<UInt8>) -> [Run] {
        var runs: [Run] = []
        runs.reserveCapacity(32)
        var start = 0
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte == 0x20 || (0x30...0x39).contains(byte), standsAlone(at: index, in: bytes) else { continue }
            if start < index { runs.append(.word(start..<index)) }
            runs.append(byte == 0x20 ? .space : .digit(Int(byte) - 0x30))
            start = index + 1
        }
        if start < bytes.count { runs.append(.word(start..<bytes.count)) }
        return runs
    }

    /// Whether the character at `index` can be cut out on its own: nothing after it attaches to
    /// it (a mark, a joiner) and nothing before it is a prepended mark.
    static func standsAlone(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let next = index + 1
        guard next == bytes.count || bytes[next] < 0x80 || !attaches(scalar(in: bytes, from: next)) else { return false }
        return index == 0 || bytes[index - 1] < 0x80 || !isPrepended(scalar(in: bytes, endingBefore: index))
    }

    /// The scalar whose UTF-8 starts at `offset` (U+FFFD when the bytes are no scalar).
    fileprivate static func scalar(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Unicode.Scalar {
        var iterator = UnsafeBufferPointer(rebasing: bytes[offset...]).makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }

    /// The scalar whose UTF-8 ends just before `offset`.
    fileprivate static func scalar(in bytes: UnsafeBufferPointer<UInt8>, endingBefore offset: Int) -> Unicode.Scalar {
        var start = offset - 1
        while start > 0, offset - start < 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return scalar(in: bytes, from: start)
    }

    /// Whether `scalar` joins the character before it (Unicode's Extend, SpacingMark and ZWJ
    /// grapheme classes).
    fileprivate static func attaches(_ scalar: Unicode.Scalar) -> Bool {
        guard !scalar.isASCII else { return false }
        let properties = scalar.properties
        return properties.isGraphemeExtend || properties.generalCategory == .spacingMark || scalar.value == 0x200D
            || (0x1_F3FB...0x1_F3FF).contains(scalar.value)
    }

    /// Whether `scalar` joins the character after it (Unicode's Prepend grapheme class).
    fileprivate static func isPrepended(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x0D4E, 0x1_10BD, 0x1_10CD, 0x1_11C2...0x1_11C3,
            0x1_193F, 0x1_1941, 0x1_1A3A, 0x1_1A84...0x1_1A89, 0x1_1D46, 0x1_1F02:
            return true
        default: return false
        }
    }

    /// Whether the UTF-8 `bytes` have nothing that needs them laid out whole (one pass; only
    /// characters outside ASCII are decoded). A line of one word is one: a tab's title ("Inbox")
    /// whose colour follows the pages is then tinted from its white mask, not laid out again.
    static func isPlainLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for (index, byte) in bytes.enumerated()
        where byte < 0x80 ? byte < 0x20 || byte == 0x7F : byte >= 0xC0 && needsWholeLayout(scalar(in: bytes, from: index)) {
            return false
        }
        return true
    }

    /// Whether a character needs the string laid out whole: right-to-left scripts (their order
    /// spans words), controls, and joiners and marks that attach across a space.
    fileprivate static func needsWholeLayout(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0: return true
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x1_0800...0x1_0FFF, 0x1_E800...0x1_EFFF: return true
        case 0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
