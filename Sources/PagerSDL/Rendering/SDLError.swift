import CSDL2

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

/// Starts the SDL libraries the program uses. Video is optional: headless rendering
/// needs only the software renderer, text and PNG support.
public enum SDLLibrary {
    /// Initialises SDL (with the video subsystem when `video` is true; SDL_image
    /// loads when a PNG is first read or written). Headless start-up happens once per process,
    /// however many threads ask.
    public static func start(video: Bool) throws {
        if video {
            try initialise(video: true)
        } else if let error = headlessStart {
            throw error
        }
    }

    private static let headlessStart: SDLError? = {
        do {
            try initialise(video: false)
            return nil
        } catch {
            return error as? SDLError ?? SDLError("\(error)")
        }
    }()

    private static func initialise(video: Bool) throws {
        if SDL_Init(video ? UInt32(SDL_INIT_VIDEO) : 0) != 0 { throw SDLError.last("cannot start SDL") }
    }
}
