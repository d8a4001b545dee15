import PagerCore

extension TablePage {
    /// The size of a switch's track, and its knob's diameter.
    static let switchTrack = Size(width: 51, height: 31)
    static let switchKnob = 27.0
    /// The most of a row's width a title takes before its detail (the detail gets the rest).
    static let titleShare = 0.6
    /// The room between a title and its detail.
    static let detailGap = 12.0

    /// Draws the visible headers, rows and footers.
    func draw(in page: PageContext, into list: inout DrawList) {
        let theme = page.theme, frame = page.frame, scroll = page.scroll, highlight = page.highlight
        let inset = theme.rowTextInset, growth = TableLayout.growth(theme.rowFontSize)
        for item in layout.items(from: scroll, to: scroll + frame.height) {
            let box = item.frame.offsetBy(dx: frame.minX, dy: frame.minY - scroll)
            switch item.element {
            case .header(let section):
                guard let header = table.sections[section].header else { continue }
                // Its line centred 12 points (grown with the text) above the header's foot.
                let size = TableLayout.secondaryFontSize * growth, line = TextLines.height(size)
                let textBox = Rect(x: box.minX + inset, y: box.maxY - 12 * growth - line / 2, width: box.width - 2 * inset, height: line)
                list.text(TextRun(header, in: textBox, fontSize: size, color: theme.secondaryTextColor, on: theme.tableBackground))
            case .footer(let section):
                guard let footer = table.sections[section].footer else { continue }
                list.text(
                    TextRun(
                        footer,
                        in: Rect(
                            x: box.minX + inset, y: box.minY + TableLayout.footerTextTop * growth, width: box.width - 2 * inset,
                            height: box.height - TableLayout.footerTextTop * growth),
                        fontSize: TableLayout.secondaryFontSize * growth, color: theme.secondaryTextColor, wraps: true))
            case .row(let section, let row):
                let rows = table.sections[section].rows
                list.fill(box, theme.rowColor)
                if let highlight, highlight.section == section, highlight.row == row {
                    let fade = 1 - min(max((page.time - highlight.time) / Tuning.highlightFade, 0), 1)
                    var color = theme.highlightColor
                    color.a = UInt8((255 * fade).rounded())
                    list.fill(box, color)
                }
                let highlighted = highlight.map { $0.section == section && $0.row == row } ?? false
                drawRow(rows[row].kind, in: box, on: highlighted ? nil : theme.rowColor, page: page, into: &list)
                if row < rows.count - 1 {
                    list.fill(
                        Rect(x: box.minX + inset, y: box.maxY - 1, width: box.width - inset, height: 1),
                        theme.separatorColor)
                }
            }
        }
    }

    /// Draws a row's content; `background` is the row's solid colour when nothing else is under its text.
    private func drawRow(
        _ kind: TableRowKind, in box: Rect, on background: Color?, page: PageContext,
        into list: inout DrawList
    ) {
        let theme = page.theme, values = page.values
        let inset = theme.rowTextInset
        let size = theme.rowFontSize
        func title(_ text: String, trailing: Double, color: Color = theme.rowTextColor, alignment: TextAlignment = .leading) {
            list.text(
                TextRun(
                    text,
                    in: Rect(
                        x: box.minX + inset, y: box.minY, width: max(box.width - 2 * inset - trailing, 0),
                        height: box.height),
                    fontSize: size, color: color, alignment: alignment, on: background))
        }
        /// A title over a subtitle, each on its own line's box.
        func twoLines(_ first: String, _ second: String, trailing: Double) {
            let sizes = kind.lineSizes(size)
            let lines = TextLines.stack(
                sizes, in: Rect(x: box.minX + inset, y: box.minY, width: max(box.width - 2 * inset - trailing, 0), height: box.height))
            list.text(TextRun(first, in: lines[0], fontSize: sizes[0], color: theme.rowTextColor, on: background))
            list.text(TextRun(second, in: lines[1], fontSize: sizes[1], color: theme.secondaryTextColor, on: background))
        }
        /// The title gets its room first (up to `titleShare` of the row), the detail the rest, as
        /// iOS's value cells do: neither is ever drawn over the other; what is cut ends with "…".
        func titleAndDetail(_ text: String, _ detail: String, accessory: Double) {
            let room = max(box.width - 2 * inset - accessory, 0)
            let titleWidth = page.textWidth(text, size), detailWidth = page.textWidth(detail, size)
            let titleRoom = min(titleWidth, max(room * Self.titleShare, room - detailWidth - Self.detailGap))
            title(text, trailing: box.width - 2 * inset - titleRoom)
            let detailRoom = max(room - titleRoom - Self.detailGap, 0)
            list.text(
                TextRun(
                    detail, in: Rect(x: box.maxX - inset - accessory - detailRoom, y: box.minY, width: detailRoom, height: box.height),
                    fontSize: size, color: theme.secondaryTextColor, alignment: .trailing, on: background))
        }
        switch kind {
        case .title(let text):
            title(text, trailing: 0)
        case .detail(let text, let detail, .value):
            titleAndDetail(text, detail, accessory: 0)
        case .detail(let text, let detail, .subtitle):
            twoLines(text, detail, trailing: 0)
        case .toggle(let id, let text, let detail, let initiallyOn):
            if let detail { twoLines(text, detail, trailing: 70) } else { title(text, trailing: 70) }
            drawSwitch(id: id, on: values.isOn(id, initial: initiallyOn), in: box, page: page, into: &list)
        case .disclosure(let text, let detail, _):
            // The chevron as wide as its glyph at the row's size: never shortened to "…".
            let glyph = theme.direction == .rightToLeft ? "‹" : "›", glyphSize = size * 1.8
            let width = max(page.textWidth(glyph, glyphSize), 12)
            let chevron = Rect(x: box.maxX - inset - width, y: box.minY, width: width, height: box.height)
            if let detail { titleAndDetail(text, detail, accessory: width + 8) } else { title(text, trailing: width + 8) }
            list.text(TextRun(glyph, in: chevron.offsetBy(dx: 0, dy: -2), fontSize: glyphSize, color: theme.chevronColor, alignment: .trailing))
        case .button(let text, _):
            title(text, trailing: 0, color: theme.accentColor, alignment: .center)
        case .option(let group, let id, let text, let initiallySelected):
            let mark = max(page.textWidth("✓", size * 1.2), 30)
            title(text, trailing: mark + 10)
            if values.isSelected(group: group, id: id, initial: initiallySelected) {
                list.text(
                    TextRun(
                        "✓", in: Rect(x: box.maxX - inset - mark, y: box.minY, width: mark, height: box.height),
                        fontSize: size * 1.2, weight: .bold, color: theme.accentColor, alignment: .trailing))
            }
        case .profile(let name, let subtitle, let avatarColor):
            let diameter = min(56, box.height - 16)
            let avatar = Rect(x: box.minX + inset, y: box.midY - diameter / 2, width: diameter, height: diameter)
            list.fill(avatar, avatarColor, radius: diameter / 2)
            list.text(
                TextRun(
                    name.first.map(String.init) ?? "", in: avatar, fontSize: diameter * 0.45, weight: .bold,
                    color: .white, alignment: .center))
            let textX = avatar.maxX + 14
            let sizes = kind.lineSizes(size)
            let lines = TextLines.stack(sizes, in: Rect(x: textX, y: box.minY, width: max(box.maxX - inset - textX, 0), height: box.height))
            list.text(TextRun(name, in: lines[0], fontSize: sizes[0], weight: .bold, color: theme.rowTextColor))
            list.text(TextRun(subtitle, in: lines[1], fontSize: sizes[1], color: theme.secondaryTextColor))
        }
    }

    /// How far a switch is towards on (0 off, 1 on), sliding for `Tuning.switchDuration` after a flip.
    static func switchPosition(id: String, on: Bool, flips: [String: Double], time: Double) -> Double {
        let target = on ? 1.0 : 0.0
        guard let flipped = flips[id] else { return target }
        return lerp(1 - target, target, Easing.quadraticOut((time - flipped) / Tuning.switchDuration))
    }

    private func drawSwitch(id: String, on: Bool, in box: Rect, page: PageContext, into list: inout DrawList) {
        let theme = page.theme
        let track = Rect(
            x: box.maxX - theme.rowTextInset - Self.switchTrack.width, y: box.midY - Self.switchTrack.height / 2,
            width: Self.switchTrack.width, height: Self.switchTrack.height)
        let position = Self.switchPosition(id: id, on: on, flips: page.switchFlips, time: page.time)
        list.fill(track, Color.lerp(theme.switchOffColor, theme.switchOnColor, position), radius: track.height / 2)
        let margin = (track.height - Self.switchKnob) / 2
        let knobX = lerp(track.minX + margin, track.maxX - margin - Self.switchKnob, position)
        let knob = Rect(x: knobX, y: track.minY + margin, width: Self.switchKnob, height: Self.switchKnob)
        list.fill(knob.offsetBy(dx: 0, dy: 1), theme.switchKnobShadowColor, radius: Self.switchKnob / 2)
        list.fill(knob, .white, radius: Self.switchKnob / 2)
    }
}
