import PagerCore

extension Scene {
    /// Asks the image source for the pictures near the view (each visible gallery's picture and
    /// its neighbours, the neighbouring pages' pictures, the thumbnails of the rows on screen),
    /// each at the pixels it is shown at, and lets it release all others.
    mutating func requestNearbyImages() {
        guard let source = imageSource, !content.tabs.isEmpty else { return }
        let size = pageSize
        func pixels(_ size: Size) -> PixelBox {
            PixelBox(width: Int((size.width * pixelScale).rounded()), height: Int((size.height * pixelScale).rounded()))
        }
        let centre = Int(pager.progress.rounded())
        var wanted: [(path: String, box: PixelBox)] = []
        for page in max(centre - 1, 0)...min(centre + 1, content.tabs.count - 1) {
            guard let layer = pages[page]?.top else { continue }
            if let list = layer.list {
                wanted += layer.rowCache.imageFiles(in: list).map { ($0.path, pixels(Size(width: $0.side, height: $0.side))) }
            }
            guard case .images(let images) = layer.content, !images.paths.isEmpty else { continue }
            let current = layer.gallery?.targetPage ?? 0
            let reach = page == centre ? 1 : 0
            for index in max(current - reach, 0)...min(current + reach, images.paths.count - 1) {
                wanted.append((images.paths[index], pixels(size)))
            }
        }
        source.keepOnly(Set(wanted.map(\.path)))
        for (path, box) in wanted { _ = source.image(at: path, fitting: box) }
    }
}
