import CSDL2

#if canImport(Glibc)
    import Glibc
#endif

/// A failure reported by SDL, SDL_image, fontconfig or the text engine, with what was being done.
public struct SDLError: Error, CustomStringConvertible, Sendable {
    /// What failed, in one line.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }

    /// `action` failed; appends SDL's own error text when it has one.
    public static func last(_ action: String) -> SDLError {
        let detail = String(cString: SDL_GetError())
        return SDLError(detail.isEmpty ? action : "\(action): \(detail)")
    }
}
