import PagerCore

/// The pointer's shape a host shows over the scene.
public enum PointerCursor: Sendable, Equatable {
    /// The ordinary arrow.
    case arrow
    /// A pointing hand: what is under the pointer reacts to a click.
    case hand
}

extension Scene {
    /// The pointer's shape now: a hand over tabs, controls, rows and buttons that react to a click.
    public var cursor: PointerCursor { SceneHover(scene: self).target == nil ? .arrow : .hand }
}
