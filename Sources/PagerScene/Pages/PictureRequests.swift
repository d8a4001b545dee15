/// What the scene last asked of its image source, so that it asks again only when what the pages
/// want changes, and the source may release every other picture.
struct PictureRequests {
    /// The pictures asked for last.
    private(set) var asked: [ImageRequest] = []

    /// Asks `source` for `wanted` and lets it release the rest, unless it was asked for just that
    /// (then it has them, or is decoding them).
    mutating func ask(_ source: SceneImageSource, for wanted: [ImageRequest]) {
        guard wanted != asked else { return }
        asked = wanted
        source.keepOnly(Dictionary(grouping: wanted, by: \.path).mapValues { Set($0.map(\.box)) })
        for request in wanted { _ = source.image(at: request.path, fitting: request.box) }
    }

    /// A new source: nothing was asked of it.
    mutating func forget() { asked = [] }
}
