import PagerCore

extension Scene {
    /// Asks the image source for the pictures near the view (each visible gallery's picture and
    /// its neighbours, the neighbouring pages' pictures, the thumbnails of the rows on screen),
    /// each at the pixels it is shown at (a zoomed picture at its zoom's too), and lets it
    /// release all others.
    mutating func requestNearbyImages() {
        guard let source = imageSource, !content.tabs.isEmpty else { return }
        let size = pageSize
        func pixels(_ size: Size) -> PixelBox {
            PixelBox(width: Int((size.width * pixelScale).rounded()), height: Int((size.height * pixelScale).rounded()))
        }
        let centre = Int(pager.progress.rounded())
        var wanted: [ImageRequest] = []
        for page in max(centre - 1, 0)...min(centre + 1, content.tabs.count - 1) {
            guard let layer = pages[page]?.top else { continue }
            if let list = layer.list {
                wanted += layer.rowCache.imageFiles(in: list).map { ImageRequest(path: $0.path, box: pixels(Size(width: $0.side, height: $0.side))) }
            }
            guard case .images(let images) = layer.content, !images.paths.isEmpty else { continue }
            let current = layer.gallery?.targetPage ?? 0
            let reach = page == centre ? 1 : 0
            for index in max(current - reach, 0)...min(current + reach, images.paths.count - 1) {
                wanted.append(ImageRequest(path: images.paths[index], box: pixels(size)))
            }
            // A zoomed picture, sharper too.
            if let zoom = layer.zoom, images.paths.indices.contains(zoom.picture), let box = ImagePages.decodeBox(pixels(size), zoom: zoom) {
                wanted.append(ImageRequest(path: images.paths[zoom.picture], box: box))
            }
        }
        // Asked already: the source has them, or is decoding them.
        guard wanted != requestedImages else { return }
        requestedImages = wanted
        source.keepOnly(Dictionary(grouping: wanted, by: \.path).mapValues { Set($0.map(\.box)) })
        for request in wanted { _ = source.image(at: request.path, fitting: request.box) }
    }
}

/// A picture asked of the image source, at the pixels it is shown at.
struct ImageRequest: Equatable {
    var path: String
    var box: PixelBox
}
