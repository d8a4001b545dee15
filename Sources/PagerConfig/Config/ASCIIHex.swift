import PagerScene

/// The value of an ASCII hex digit (`0-9`, `a-f`, `A-F`), or nil. Only ASCII: Unicode's other
/// hex digits (fullwidth `Ｆ`, say) are not digits in JSON or in colours.
package func asciiHexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
}

extension Color {
    /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa` (ASCII hex digits only).
    package init?(hex: String) {
        let utf8 = Array(hex.utf8)
        guard utf8.first == UInt8(ascii: "#") else { return nil }
        var digits: [UInt8] = []
        for byte in utf8.dropFirst() {
            guard let digit = asciiHexDigitValue(byte) else { return nil }
            digits.append(digit)
        }
        guard [3, 6, 8].contains(digits.count) else { return nil }
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        func channel(_ index: Int) -> UInt8 { digits[index] << 4 | digits[index + 1] }
        self.init(channel(0), channel(2), channel(4), digits.count == 8 ? channel(6) : 255)
    }
}
