import PagerCore

/// How a title-and-detail row shows its detail.
public enum DetailStyle: Sendable, Equatable {
    /// The value at the right edge.
    case value
    /// A second line under the title.
    case subtitle
}

/// What a table row is and does.
public indirect enum TableRowKind: Equatable {
    /// A plain title.
    case title(String)
    /// A title with a detail, at the right or below.
    case detail(title: String, detail: String, style: DetailStyle)
    /// A title (and optional detail) with a toggle whose value persists under `id`.
    case toggle(id: String, title: String, detail: String?, initiallyOn: Bool)
    /// A title with a chevron that opens `page` inside the same tab, with a back control.
    case disclosure(title: String, detail: String?, page: PageContent)
    /// A centred action that shows `message`.
    case button(title: String, message: String)
    /// One choice of the single-choice `group`; the chosen one persists and shows a checkmark.
    /// `initiallySelected` marks the group's choice while none is saved.
    case option(group: String, id: String, title: String, initiallySelected: Bool)
    /// A tall row with an avatar circle, a name and a subtitle (the seed's 80-unit cell).
    case profile(name: String, subtitle: String, avatarColor: Color)
}

/// One row of a table.
public struct TableRow: Equatable {
    /// The default row height, as UITableView's.
    package static let defaultHeight = 44.0
    /// The default height of a profile row (the seed's tall cell).
    package static let profileHeight = 80.0

    /// What the row is.
    public var kind: TableRowKind
    /// The vertical extent.
    public var height: Double

    /// A row of `kind`, of `height` (its kind's usual height by default).
    public init(_ kind: TableRowKind, height: Double? = nil) {
        self.kind = kind
        if case .profile = kind {
            self.height = height ?? Self.profileHeight
        } else {
            self.height = height ?? Self.defaultHeight
        }
    }
}

/// A group of rows with an optional header and footer.
public struct TableSection: Equatable {
    /// The default header height (the seed uses 20).
    public static let defaultHeaderHeight = 20.0

    /// The text above the section, if any.
    public var header: String?
    /// The height of the header's space.
    public var headerHeight: Double
    /// The text below the section, if any.
    public var footer: String?
    /// The height of the footer's space.
    public var footerHeight: Double
    /// The section's rows.
    public var rows: [TableRow]

    /// A section of `rows`, with an optional header and footer.
    public init(
        header: String? = nil, headerHeight: Double = TableSection.defaultHeaderHeight,
        footer: String? = nil, footerHeight: Double? = nil, rows: [TableRow]
    ) {
        self.header = header
        self.headerHeight = headerHeight
        self.footer = footer
        self.footerHeight = footerHeight ?? (footer == nil ? 0 : 32)
        self.rows = rows
    }
}

/// A grouped table described as data (the "personal center" pages of seed 001).
public struct TableContent: Equatable {
    /// The table's sections.
    public var sections: [TableSection]
    /// A table of `sections`.
    public init(sections: [TableSection]) { self.sections = sections }
}
