import PagerScene

extension ConfigDecoder {
    package func decodeSection(_ value: JSONValue, path: String, place: PagePlace) throws -> TableSection {
        let section = try ObjectReader(
            value, path: path, file: file,
            allowed: ConfigKeys.section)
        let footer = try section.optionalString("footer")
        return TableSection(
            header: try section.optionalString("header"),
            headerHeight: try section.number("headerHeight", in: 0...1000, default: TableSection.defaultHeaderHeight),
            footer: footer,
            footerHeight: section.has("footerHeight") ? try section.number("footerHeight", in: 0...1000) : nil,
            rows: try section.array("rows", count: 0...Self.maximumTableRows).map { try decodeRow($0.0, path: $0.1, place: place) })
    }

    private func decodeRow(_ value: JSONValue, path: String, place: PagePlace) throws -> TableRow {
        let (type, row) = try typedObject(value, path: path, among: Self.rowTypes, name: \.name, keys: { ConfigKeys.row + $0.keys })
        return TableRow(try type.decode(self, row, place), height: row.has("height") ? try row.number("height", in: 1...1000) : nil)
    }

    /// A table row type a config may name: its own keys (besides `type` and `height`) and how it is read.
    package struct RowType: Sendable {
        package let name: String
        package let keys: [String]
        let decode: @Sendable (ConfigDecoder, ObjectReader, PagePlace) throws -> TableRowKind
    }

    /// Every row type, the one list the decoder and the config reference (docs/reference.md) follow.
    package static let rowTypes: [RowType] = [
        RowType(name: "title", keys: ["title"]) { _, row, _ in .title(try row.string("title", maxLength: maximumTitleLength)) },
        RowType(name: "detail", keys: ["title", "detail"]) { _, row, _ in
            .detail(title: try row.string("title", maxLength: maximumTitleLength), detail: try row.string("detail"), style: .value)
        },
        RowType(name: "subtitle", keys: ["title", "detail"]) { _, row, _ in
            .detail(title: try row.string("title", maxLength: maximumTitleLength), detail: try row.string("detail"), style: .subtitle)
        },
        RowType(name: "switch", keys: ["id", "title", "detail", "on"]) { _, row, _ in
            let title = try row.string("title", maxLength: maximumTitleLength)
            return .toggle(
                id: try row.string("id", default: title), title: title,
                detail: try row.optionalString("detail"), initiallyOn: try row.bool("on", default: false))
        },
        RowType(name: "disclosure", keys: ["title", "detail", "page"]) { decoder, row, place in
            let title = try row.string("title", maxLength: maximumTitleLength)
            return .disclosure(
                title: title, detail: try row.optionalString("detail"),
                page: try decoder.decodePage(
                    try row.required("page"), path: row.childPath("page"), place: PagePlace(title: title, pageNumber: place.pageNumber)))
        },
        RowType(name: "button", keys: ["title", "message"]) { _, row, _ in
            .button(title: try row.string("title", maxLength: maximumTitleLength), message: try row.string("message", default: ""))
        },
        RowType(name: "option", keys: ["group", "id", "title", "selected"]) { _, row, _ in
            let title = try row.string("title", maxLength: maximumTitleLength)
            return .option(
                group: try row.string("group"), id: try row.string("id", default: title), title: title,
                initiallySelected: try row.bool("selected", default: false))
        },
        RowType(name: "profile", keys: ["name", "subtitle", "avatarColor"]) { _, row, _ in
            .profile(
                name: try row.string("name", maxLength: maximumTitleLength), subtitle: try row.string("subtitle", default: ""),
                avatarColor: try row.color("avatarColor", default: Color(90, 140, 230)))
        },
    ]
}
