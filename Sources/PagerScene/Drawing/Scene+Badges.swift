import PagerCore

extension Scene {
    /// How long a badge takes to grow in when it appears or changes.
    public static let badgeDuration = 0.25
    /// A dot badge's diameter, and a pill's height and font size.
    static let badgeDot = 8.0
    static let badgePillHeight = 16.0
    static let badgeFontSize = 11.0

    /// Sets (or with nil removes) tab `index`'s badge; a new or changed badge grows in.
    public mutating func setBadge(_ badge: TabBadge?, forTab index: Int) {
        guard content.tabs.indices.contains(index), content.tabs[index].badge != badge, let id = content.tabs[index].id else { return }
        content.tabs[index].badge = badge
        badgeChanges[id] = badge == nil ? nil : time
    }

    /// How far tab `index`'s badge has grown in (0 to 1).
    func badgeScale(_ index: Int) -> Double {
        guard let id = content.tabs[index].id, let changed = badgeChanges[id] else { return 1 }
        return Easing.cubicOut((time - changed) / Self.badgeDuration)
    }

    /// Draws tab `index`'s badge (if any) by `corner`, the top-right corner of its title or icon.
    func drawBadge(_ index: Int, at corner: Point, into list: inout DrawList) {
        guard let badge = content.tabs[index].badge else { return }
        let titleRight = corner.x, titleTop = corner.y
        let scale = badgeScale(index)
        guard scale > 0 else { return }
        let box: Rect
        if let label = badge.label {
            let height = Self.badgePillHeight
            let width = max(height, measure(label, Self.badgeFontSize) + 10)
            box = Rect(x: titleRight + 1, y: titleTop - height / 2, width: width, height: height)
            let scaled = box.scaled(by: scale)
            list.fill(scaled, theme.badgeColor, radius: scaled.height / 2)
            guard scale >= 1 else { return }  // the count shows once the pill has grown
            list.text(
                TextRun(
                    label, in: box, fontSize: Self.badgeFontSize, weight: .bold, color: .white, alignment: .center,
                    on: theme.badgeColor))
        } else {
            box = Rect(x: titleRight + 1, y: titleTop - Self.badgeDot / 2, width: Self.badgeDot, height: Self.badgeDot)
            let scaled = box.scaled(by: scale)
            list.fill(scaled, theme.badgeColor, radius: scaled.width / 2)
        }
    }
}

extension Rect {
    /// This rectangle scaled by `factor` about its centre.
    func scaled(by factor: Double) -> Rect {
        Rect(x: midX - width * factor / 2, y: midY - height * factor / 2, width: width * factor, height: height * factor)
    }
}
