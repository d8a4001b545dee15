import PagerScene

extension ConfigDecoder {
    /// The most rows a list of items holds (`items` or an `itemsFile`).
    package static let maximumItems = 1_000_000
    /// The largest items file read (the config's own limit).
    package static let maximumItemsFileSize = AppConfig.maximumFileSize

    /// A list page: rows from a template (`rows`), or items (`items`, `itemsFile`); refreshing
    /// and loading more are the program's to answer (`TemplateRows`, `ItemRows`).
    func decodeList(_ page: ObjectReader, place: PagePlace) throws -> ListContent {
        let origins = ["rows", "items", "itemsFile"].filter(page.has)
        guard origins.count == 1 else {
            if origins.isEmpty {
                throw ObjectReader.error(file, page.value.position, page.path, "'rows' is required (or 'items', or 'itemsFile')")
            }
            throw page.error(origins[1], "a list takes one of 'rows', 'items' and 'itemsFile', not both '\(origins[0])' and '\(origins[1])'")
        }
        let rowHeight = try page.number("rowHeight", in: 1...1000, default: 44)
        let refreshes = try page.bool("refresh", default: false)
        let loadsMore = try page.bool("loadMore", default: false)
        var list: ListContent
        if page.has("rows") {
            if page.has("pageSize") { throw page.error("pageSize", "'pageSize' is for a list of 'items' or an 'itemsFile'") }
            let rows = try page.integer("rows", in: 0...Self.maximumRows)
            let template = ListTemplate(
                try page.string("template", default: "{row}"),
                firstRowNumber: try page.integer("firstRow", in: -1_000_000_000...1_000_000_000, default: 1))
            let refreshRows = try page.integer("refreshRows", in: 1...1000, default: 5)
            let maximumRows = try page.integer("maxRows", in: 0...Self.maximumRows, default: Self.maximumRows)
            if refreshes || loadsMore {
                let source = TemplateRows(
                    template: template, rows: rows, title: place.title, pageNumber: place.pageNumber, refreshRows: refreshRows,
                    maximumRows: maximumRows)
                list = ListContent(source: source, rowHeight: rowHeight)
            } else {
                list = ListContent(rowCount: rows, rowHeight: rowHeight, template: template.text, firstRowNumber: template.firstRowNumber)
            }
        } else {
            for key in ["template", "firstRow", "refreshRows", "maxRows"] where page.has(key) {
                throw page.error(key, "'\(key)' is for a list of template 'rows'")
            }
            list = try decodeItems(page, rowHeight: rowHeight, refreshes: refreshes, loadsMore: loadsMore)
        }
        list.refreshes = refreshes
        list.loadsMore = loadsMore
        return list
    }

    /// The items of a list or a grid, from `items` or an `itemsFile` (`pageSize` at a time with
    /// `loadMore`, the file read again when refreshed): the program is the host of their rows.
    func decodeItems(_ page: ObjectReader, rowHeight: Double, refreshes: Bool, loadsMore: Bool) throws -> ListContent {
        if page.has("pageSize"), !loadsMore {
            throw page.error("pageSize", "'pageSize' is how many items loading more shows: it needs 'loadMore': true")
        }
        let pageSize = try page.integer("pageSize", in: 1...10_000, default: 20)
        let rows: ItemRows.Items
        var reread: (() throws -> ItemRows.Items)?
        if page.has("items") {
            rows = .rows(
                try page.array("items", count: 0...Self.maximumItems).map { value, path in
                    try decodeListItem(value, path: path, file: file, imageFolder: IconLoader.folder(of: file))
                })
        } else {
            let path = imagePath(try page.string("itemsFile", maxLength: 4096))
            do {
                rows = .file(try Self.readItemsFile(path))
            } catch let error as AppError {
                // The items file's own place first, then where the config names it.
                throw AppError.usage("\(error.description) (\(page.childPath("itemsFile")) in \(quoted(file: file)))")
            }
            reread = { .file(try Self.readItemsFile(path)) }
        }
        let source = ItemRows(items: rows, pageSize: loadsMore ? pageSize : nil, reread: refreshes ? reread : nil)
        return ListContent(source: source, rowHeight: rowHeight)
    }

    /// A grid page: items (`items` or `itemsFile`, one is required) in `columns` columns, each
    /// its picture (`aspect` times as high as it is wide) over its title; it refreshes and loads
    /// more as a list of items does.
    func decodeGrid(_ page: ObjectReader) throws -> GridContent {
        let origins = ["items", "itemsFile"].filter(page.has)
        guard origins.count == 1 else {
            if origins.isEmpty { throw ObjectReader.error(file, page.value.position, page.path, "'items' is required (or 'itemsFile')") }
            throw page.error(origins[1], "a grid takes one of 'items' and 'itemsFile', not both")
        }
        let refreshes = try page.bool("refresh", default: false), loadsMore = try page.bool("loadMore", default: false)
        var items = try decodeItems(page, rowHeight: 44, refreshes: refreshes, loadsMore: loadsMore)
        items.refreshes = refreshes
        items.loadsMore = loadsMore
        return GridContent(
            items: items, columns: try page.integer("columns", in: 1...12, default: 3),
            pictureAspect: try page.number("aspect", in: 0.1...10, default: 0.75))
    }

    /// The items of a JSON Lines file: one object a line (blank lines skipped), read through the
    /// checked reader within the config's size limit, the first `ItemLines.checkedAtLoad` at once.
    /// - Throws: `AppError.usage` naming the file, line, column and reason.
    package static func readItemsFile(_ path: String) throws -> ItemLines {
        try ItemLines(bytes: TextFile.read(path, kind: "items file", maximumSize: maximumItemsFileSize), path: path)
    }

    /// One item of a list: `title` (required), `subtitle`, `detail` and `image` (a picture file
    /// relative to `imageFolder`).
    func decodeListItem(_ value: JSONValue, path: String, file: String, imageFolder: String) throws -> ListRow {
        let item = try ObjectReader(value, path: path, file: file, allowed: ConfigKeys.listItem)
        guard item.has("title") else { throw ObjectReader.error(file, value.position, path, "'title' is required") }
        let image = try item.optionalString("image", maxLength: 4096).map { $0.hasPrefix("/") ? $0 : imageFolder + $0 }
        return ListRow(
            title: try item.string("title"), subtitle: try item.optionalString("subtitle"), detail: try item.optionalString("detail"),
            image: image.map { .file($0) })
    }
}
