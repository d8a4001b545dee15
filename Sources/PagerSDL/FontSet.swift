import CSDL2
import PagerScene

/// Opened fonts by face and pixel size, and the choice of face for a string.
final class FontSet {
    private enum Face: Hashable { case regular, bold, cjk }
    private struct Key: Hashable { var face: Face; var pixelSize: Int }

    let files: FontFiles
    private var opened: [Key: OpaquePointer] = [:]

    /// Opens the regular font once to prove it loads.
    init(files: FontFiles) throws {
        self.files = files
        guard font(.regular, pixelSize: 16) != nil else {
            throw SDLError.last("cannot load font \(files.regular)")
        }
    }

    deinit {
        for font in opened.values { TTF_CloseFont(font) }
    }

    /// The font to draw `string` with: bold or regular as asked, or the Chinese font when
    /// the chosen one lacks a glyph the string uses.
    func font(for string: String, weight: FontWeight, pixelSize: Int) -> OpaquePointer? {
        let preferred: Face = (weight == .bold && files.bold != nil) ? .bold : .regular
        guard let font = font(preferred, pixelSize: pixelSize) else { return nil }
        if files.cjk != nil, string.unicodeScalars.contains(where: { $0.value > 0x7F && TTF_GlyphIsProvided32(font, $0.value) == 0 }) {
            return self.font(.cjk, pixelSize: pixelSize) ?? font
        }
        return font
    }

    private func font(_ face: Face, pixelSize: Int) -> OpaquePointer? {
        let key = Key(face: face, pixelSize: max(pixelSize, 1))
        if let font = opened[key] { return font }
        let path: String?
        switch face {
        case .regular: path = files.regular
        case .bold: path = files.bold
        case .cjk: path = files.cjk
        }
        guard let path, let font = TTF_OpenFont(path, Int32(key.pixelSize)) else { return nil }
        opened[key] = font
        return font
    }
}
