import PagerSDL
import PagerScene

/// Reads the tab icons a config names: each file once, however many tabs show it, decoded at
/// the icon size for displays up to three pixels a point (an SVG drawn at that size).
package final class IconLoader {
    /// The largest icon file read.
    package static let maximumFileSize = 8 << 20
    /// The densest display icons are decoded for, in pixels a point.
    static let densest = 3.0

    private let configFile: String
    private let pixels: Int
    private var loaded: [String: SceneImage] = [:]

    /// A loader for icons `iconSize` points across, named relative to `configFile`'s folder.
    package init(configFile: String, iconSize: Double) {
        self.configFile = configFile
        pixels = max(Int((iconSize * Self.densest).rounded(.up)), 1)
    }

    /// The icon at `path` (relative paths from the config's folder); the reason as a `Problem`
    /// when it cannot be read or is not an image.
    package func icon(at path: String) throws(Problem) -> SceneImage {
        let resolved = path.hasPrefix("/") ? path : Self.folder(of: configFile) + path
        if let icon = loaded[resolved] { return icon }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readRegularFile(resolved, maximumSize: Self.maximumFileSize)
        } catch {
            throw Problem(text: "cannot read \(quoted(file: path)): \(error.reason)")
        }
        do {
            let icon = SceneImage(try ImageDecoder.decode(bytes, fitting: (pixels, pixels)), name: path)
            loaded[resolved] = icon
            return icon
        } catch {
            throw Problem(text: "\(quoted(file: path)) is not an image SDL2_image reads (PNG, SVG, JPEG...): \(error)")
        }
    }

    /// Why an icon could not be had.
    package struct Problem: Error {
        package let text: String
    }

    /// The folder part of `file`, with its trailing slash ("" for a bare name).
    static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "" }
        return String(file[...slash])
    }
}
