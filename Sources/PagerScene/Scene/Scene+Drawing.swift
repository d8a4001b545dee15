extension Scene {
    /// Lays the scene out at its current state into `list` (reset first). Only what is
    /// visible is emitted: the pages overlapping the view, their visible rows, the visible tabs.
    /// A right-to-left scene is laid out left to right and mirrored as a whole.
    public func draw(into list: inout DrawList) { SceneDrawing(scene: self).draw(into: &list) }
}
