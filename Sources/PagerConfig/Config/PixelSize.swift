import PagerCore

/// A whole-number size such as `800x600`, within sensible bounds.
package struct PixelSize: Equatable, CustomStringConvertible {
    /// The default window size.
    package static let standard = PixelSize(unchecked: 800, 600)
    package static let minimum = PixelSize(unchecked: 1, 1)
    package static let maximum = PixelSize(unchecked: 8192, 8192)

    package let width: Int
    package let height: Int

    private init(unchecked width: Int, _ height: Int) { self.width = width; self.height = height }

    package init?(width: Int, height: Int) {
        guard (1...8192).contains(width), (1...8192).contains(height) else { return nil }
        self.init(unchecked: width, height)
    }

    /// Parses `WxH`, for example `800x600`.
    package init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
        self.init(width: width, height: height)
    }

    package var description: String { "\(width)x\(height)" }
    package var size: Size { Size(width: Double(width), height: Double(height)) }
}
