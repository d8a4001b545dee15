import PagerScene

extension ConfigDecoder {
    package func decodeSection(_ value: JSONValue, path: String) throws -> TableSection {
        let section = try ObjectReader(value, path: path, file: file,
                                       allowed: ConfigKeys.section)
        let footer = try section.optionalString("footer")
        return TableSection(header: try section.optionalString("header"),
                            headerHeight: try section.number("headerHeight", in: 0...1000, default: TableSection.defaultHeaderHeight),
                            footer: footer,
                            footerHeight: section.has("footerHeight") ? try section.number("footerHeight", in: 0...1000) : nil,
                            rows: try section.array("rows", count: 0...Self.maximumTableRows).map { try decodeRow($0.0, path: $0.1) })
    }


    private func decodeRow(_ value: JSONValue, path: String) throws -> TableRow {
        guard case .object(let members) = value.kind else {
            throw ObjectReader.error(file, value.position, path, "expected an object, got \(value.typeName)")
        }
        let kind = try ObjectReader(value, path: path, file: file, allowed: members.map(\.key)).choice("type", ConfigKeys.rows.map(\.key))
        let row = try ObjectReader(value, path: path, file: file, allowed: ConfigKeys.rowKeys(kind))
        let rowKind: TableRowKind
        switch kind {
        case "title":
            rowKind = .title(try row.string("title", maxLength: Self.maximumTitleLength))
        case "detail", "subtitle":
            rowKind = .detail(title: try row.string("title", maxLength: Self.maximumTitleLength), detail: try row.string("detail"),
                              style: kind == "detail" ? .value : .subtitle)
        case "switch":
            let title = try row.string("title", maxLength: Self.maximumTitleLength)
            rowKind = .toggle(id: try row.string("id", default: title), title: title,
                              detail: try row.optionalString("detail"), initiallyOn: try row.bool("on", default: false))
        case "disclosure":
            rowKind = .disclosure(title: try row.string("title", maxLength: Self.maximumTitleLength), detail: try row.optionalString("detail"),
                                  page: try decodePage(try row.required("page"), path: row.childPath("page")))
        case "button":
            rowKind = .button(title: try row.string("title", maxLength: Self.maximumTitleLength), message: try row.string("message", default: ""))
        case "option":
            let title = try row.string("title", maxLength: Self.maximumTitleLength)
            rowKind = .option(group: try row.string("group"), id: try row.string("id", default: title), title: title,
                              initiallySelected: try row.bool("selected", default: false))
        default:
            rowKind = .profile(name: try row.string("name", maxLength: Self.maximumTitleLength), subtitle: try row.string("subtitle", default: ""),
                               avatarColor: try row.color("avatarColor", default: Color(90, 140, 230)))
        }
        return TableRow(rowKind, height: row.has("height") ? try row.number("height", in: 1...1000) : nil)
    }
}
