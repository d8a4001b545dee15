import PagerCore
import PagerScene

extension ConfigDecoder {
    /// A page type a config may name: its keys (`type` included) and how it is read.
    package struct PageType: Sendable {
        package let name: String
        package let keys: [String]
        let decode: @Sendable (ConfigDecoder, ObjectReader, PagePlace) throws -> PageContent
    }

    /// Every page type, the one list the decoder and the config reference (docs/reference.md) follow: a new
    /// kind of page is one entry here (and its `PageKind` file in PagerScene).
    package static let pageTypes: [PageType] = [
        PageType(
            name: "list",
            keys: [
                "type", "rows", "rowHeight", "template", "firstRow", "items", "itemsFile", "pageSize", "refresh", "refreshRows", "loadMore",
                "maxRows",
            ]
        ) { decoder, page, place in .list(try decoder.decodeList(page, place: place)) },
        PageType(name: "table", keys: ["type", "sections"]) { decoder, page, place in
            let sections = try page.array("sections", count: 0...1000).map { try decoder.decodeSection($0.0, path: $0.1, place: place) }
            let rows = sections.reduce(0) { $0 + $1.rows.count }
            guard rows <= maximumTableRows else {
                throw page.error("sections", "a table has at most \(maximumTableRows) rows, got \(rows)")
            }
            return .table(TableContent(sections: sections))
        },
        PageType(name: "color", keys: ["type", "color", "width", "height"]) { _, page, _ in
            .colorBlock(
                try page.color("color", default: .red),
                Size(
                    width: try page.number("width", in: 0...100_000, default: 300),
                    height: try page.number("height", in: 0...100_000, default: 300)))
        },
        PageType(name: "image", keys: ["type", "path", "fit", "background"]) { decoder, page, _ in
            .images(
                ImagePages(
                    paths: [decoder.imagePath(try page.string("path", maxLength: 4096))],
                    fit: try page.imageFit(), background: try page.color("background", default: .black)))
        },
        PageType(name: "gallery", keys: ["type", "images", "fit", "background"]) { decoder, page, _ in
            let paths = try page.array("images", count: 1...10_000).map { value, path -> String in
                guard case .string(let text) = value.kind, !text.isEmpty, text.count <= 4096 else {
                    throw ObjectReader.error(decoder.file, value.position, path, "expected a file path (1-4096 characters), got \(value.typeName)")
                }
                return decoder.imagePath(text)
            }
            return .images(
                ImagePages(
                    paths: paths, fit: try page.imageFit(), background: try page.color("background", default: .black), isGallery: true))
        },
        PageType(name: "grid", keys: ["type", "columns", "aspect", "items", "itemsFile", "pageSize", "refresh", "loadMore"]) { decoder, page, _ in
            .grid(try decoder.decodeGrid(page))
        },
        PageType(name: "composed", keys: ["type", "items"]) { decoder, page, _ in
            .composed(try page.array("items", count: 0...1000).map { try decoder.decodeItem($0.0, path: $0.1) })
        },
    ]
}

extension ConfigDecoder {
    /// A picture's path as the program opens it: relative paths are from the config's folder.
    func imagePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : IconLoader.folder(of: file) + path
    }
}

extension ObjectReader {
    /// How a picture fills its page: `"contain"` (the default) or `"cover"`.
    fileprivate func imageFit() throws -> ImageFit {
        try choice("fit", ["contain", "cover"], default: "contain") == "cover" ? .cover : .contain
    }
}
