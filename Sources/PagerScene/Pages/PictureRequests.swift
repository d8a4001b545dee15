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

    /// The pictures the pages near `progress` want now: the pictures of the pages around the one
    /// in view and the thumbnails of the rows on screen, each at the pixels it is shown at (a
    /// picture decoded shows its shape, and a thumbnail may then want a covering size).
    static func wanted(by host: PageHost, around progress: Double, in env: PageEnvironment) -> [ImageRequest] {
        let page = progress.isFinite ? Int(min(max(progress, -1), Double(Int32.max)).rounded()) : 0
        return host.imageRequests(around: page) { env.context(of: $0, onPage: $1) }
    }

    /// Whether pictures are still to come from `source`: it is decoding, or `wanted` (made only
    /// when there is a source) differs from what it was asked for.
    func awaits(_ source: SceneImageSource?, wanted: @autoclosure () -> [ImageRequest]) -> Bool {
        guard let source else { return false }
        return source.isLoading || wanted() != asked
    }

    /// A new source: nothing was asked of it.
    mutating func forget() { asked = [] }
}
