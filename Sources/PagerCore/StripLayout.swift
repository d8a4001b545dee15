/// The title widths of a tab strip's buttons with running sums of their natural button widths
/// (title plus padding, at least the minimum), kept up to date as tabs are added and removed: a
/// change at the end is O(1), one at index i O(count - i).
public struct StripTitleWidths: Sendable, Equatable {
    /// The layout the natural widths are for.
    public let layout: TabLayout
    /// Each button's title width.
    public private(set) var widths: [Double] = []
    /// `prefix[i]` is the sum of the natural widths of buttons 0..<i.
    private var prefix: [Double] = [0]

    /// Title widths for buttons laid out by `layout`.
    public init(layout: TabLayout, widths: [Double] = []) {
        self.layout = layout
        widths.forEach { append($0) }
    }

    /// How many buttons there are.
    public var count: Int { widths.count }

    /// Adds a button with a title `width` wide at the end.
    public mutating func append(_ width: Double) {
        let width = width.isFinite ? max(width, 0) : 0
        widths.append(width)
        prefix.append(prefix[prefix.count - 1] + natural(forTitleWidth: width))
    }

    /// Removes the last button (if any).
    public mutating func removeLast() {
        guard !widths.isEmpty else { return }
        widths.removeLast()
        prefix.removeLast()
    }

    /// Adds a button with a title `width` wide at `index` (clamped to the buttons).
    public mutating func insert(_ width: Double, at index: Int) {
        let index = min(max(index, 0), widths.count)
        widths.insert(width.isFinite ? max(width, 0) : 0, at: index)
        prefix.append(0)
        recomputePrefix(from: index)
    }

    /// Removes button `index` (if it exists).
    public mutating func remove(at index: Int) {
        guard widths.indices.contains(index) else { return }
        widths.remove(at: index)
        prefix.removeLast()
        recomputePrefix(from: index)
    }

    /// Gives button `index` (if it exists) a title `width` wide.
    public mutating func replace(at index: Int, with width: Double) {
        guard widths.indices.contains(index) else { return }
        widths[index] = width.isFinite ? max(width, 0) : 0
        recomputePrefix(from: index)
    }

    /// Moves button `from` to `to` (both must exist).
    public mutating func move(from: Int, to: Int) {
        guard widths.indices.contains(from), widths.indices.contains(to), from != to else { return }
        widths.insert(widths.remove(at: from), at: to)
        recomputePrefix(from: min(from, to))
    }

    /// Sums the natural widths again from button `index` on.
    private mutating func recomputePrefix(from index: Int) {
        for i in index..<widths.count { prefix[i + 1] = prefix[i] + natural(forTitleWidth: widths[i]) }
    }

    /// Button `index`'s natural width: its title plus padding (at least the minimum width);
    /// 0 for a button that does not exist.
    func natural(_ index: Int) -> Double {
        guard index >= 0, index < widths.count else { return 0 }
        return prefix[index + 1] - prefix[index]
    }

    /// The sum of the natural widths of the buttons before `index` (clamped to the buttons).
    func naturalWidth(before index: Int) -> Double { prefix[min(max(index, 0), prefix.count - 1)] }

    private func natural(forTitleWidth width: Double) -> Double {
        switch layout {
        case .equalWidths, .centered: return 0
        case .intrinsic(let padding): return width + 2 * padding
        case .scrollable(let padding, let minimumWidth):
            return min(max(width + 2 * padding, minimumWidth), max(TabLayout.maximumScrollableWidth, minimumWidth))
        case .stacked(let extent): return max(extent, 0)
        }
    }
}

/// One layout of the tab buttons: the first `count` buttons of some `StripTitleWidths` in a bar
/// of `barSize`. Any button's frame is computed on its own in O(1), so drawing, hit-testing and
/// adding a tab cost the same with ten tabs or ten thousand.
public struct StripLayout: Sendable, Equatable {
    /// How many buttons the layout places.
    public let count: Int
    /// The size of the bar the buttons are laid out in.
    public let barSize: Size
    /// The natural widths of all `count` buttons, added up.
    private let naturalTotal: Double
    /// An intrinsic strip too wide for its bar: the widest a button may be, and where each button
    /// starts, so that narrow buttons keep their natural width and only the widest are cut down.
    private let squeeze: Squeeze?

    private struct Squeeze: Sendable, Equatable {
        var cap: Double
        var starts: [Double]
    }

    /// Up to this many tabs an overflowing intrinsic strip shares its room by capping the widest
    /// buttons (linear work per layout); past it, every button shrinks in proportion (constant work).
    package static let cappedSqueezeLimit = 256

    /// The layout of every button in `titles` in a bar of `barSize`.
    public init(titles: StripTitleWidths, barSize: Size) {
        count = titles.count
        self.barSize = barSize
        naturalTotal = titles.naturalWidth(before: titles.count)
        guard case .intrinsic = titles.layout, naturalTotal > barSize.width, count <= Self.cappedSqueezeLimit else {
            squeeze = nil
            return
        }
        squeeze = Self.squeeze((0..<count).map { titles.natural($0) }, into: max(barSize.width, 0))
    }

    /// The cap that makes `naturals`, each cut down to it, add up to `width` (water filling), and
    /// the buttons' starts.
    private static func squeeze(_ naturals: [Double], into width: Double) -> Squeeze {
        var remaining = width
        var left = naturals.count
        var cap = 0.0
        for natural in naturals.sorted() {
            let share = remaining / Double(left)
            if natural <= share {
                remaining -= natural
                left -= 1
            } else {
                cap = share
                break
            }
        }
        if left == 0 { cap = naturals.max() ?? 0 }
        var starts: [Double] = []
        starts.reserveCapacity(naturals.count)
        var x = 0.0
        for natural in naturals {
            starts.append(x)
            x += min(natural, cap)
        }
        return Squeeze(cap: cap, starts: starts)
    }

    /// Button `index`'s frame in strip coordinates (origin at the bar's top left; a scrollable
    /// strip may extend past the bar's width). `titles` must be those the layout was made from,
    /// or the same with buttons added or removed after `count` at most.
    public func frame(_ index: Int, titles: StripTitleWidths) -> Rect {
        let n = Double(count)
        let width = barSize.width, height = barSize.height
        switch titles.layout {
        case .equalWidths:
            let button = width / n
            return Rect(x: Double(index) * button, y: 0, width: button, height: height)
        case .centered(let buttonWidth, let buttonHeight):
            let size = Size(width: buttonWidth ?? width / (n + 1), height: buttonHeight ?? height)
            let centerX = Double(index + 1) / (n + 1) * width
            return Rect(x: centerX - size.width / 2, y: (height - size.height) / 2, width: size.width, height: size.height)
        case .intrinsic:
            guard naturalTotal > width else { return sharingSpareRoom(index, titles: titles) }
            if let squeeze, squeeze.starts.indices.contains(index) {
                return Rect(x: squeeze.starts[index], y: 0, width: min(titles.natural(index), squeeze.cap), height: height)
            }
            return Rect(
                x: titles.naturalWidth(before: index) * width / naturalTotal, y: 0,
                width: titles.natural(index) * width / naturalTotal, height: height)
        case .scrollable:
            guard naturalTotal >= width else { return sharingSpareRoom(index, titles: titles) }
            return Rect(x: titles.naturalWidth(before: index), y: 0, width: titles.natural(index), height: height)
        case .stacked:
            return Rect(x: titles.naturalWidth(before: index), y: 0, width: titles.natural(index), height: height)
        }
    }

    /// Natural widths with the room left over shared equally.
    private func sharingSpareRoom(_ index: Int, titles: StripTitleWidths) -> Rect {
        let share = (barSize.width - naturalTotal) / Double(count)
        return Rect(
            x: titles.naturalWidth(before: index) + Double(index) * share, y: 0,
            width: titles.natural(index) + share, height: barSize.height)
    }

    /// Where the last button ends (0 with no buttons).
    public func contentWidth(titles: StripTitleWidths) -> Double {
        count == 0 ? 0 : frame(count - 1, titles: titles).maxX
    }
}
