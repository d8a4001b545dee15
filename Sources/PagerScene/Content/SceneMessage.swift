/// A short message shown over the pages until `expiry` (``Scene/message``).
public struct SceneMessage: Sendable, Equatable {
    /// The text shown.
    public var text: String
    /// When it disappears, in the scene's seconds.
    public var expiry: Double
}
