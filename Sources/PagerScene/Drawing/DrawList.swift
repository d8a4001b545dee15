import PagerCore

/// How a text run sits horizontally in its frame (vertically it is always centred,
/// except wrapped text, which starts at the top). Text never leaves its frame: one line too long
/// for it ends with "…", and wrapped text is cut at the frame's bottom.
public enum TextAlignment: Sendable, Equatable {
    case leading
    case center
    case trailing
}

/// A font weight the renderer can pick.
public enum FontWeight: Sendable, Equatable, Hashable {
    case regular
    case bold
}

/// A string to draw in a frame.
public struct TextRun: Sendable, Equatable {
    /// The text.
    public var string: String
    /// Where it is drawn, in layout units.
    public var frame: Rect
    /// The font size.
    public var fontSize: Double
    /// Regular or bold.
    public var weight: FontWeight
    /// The colour it is drawn in.
    public var color: Color
    /// Where it sits across its frame.
    public var alignment: TextAlignment
    /// Whether the text wraps at the frame's width (starting at the top) instead of one line.
    public var wraps: Bool
    /// Wrapped text stops after this many lines, the last ending with "…" (0: as many as it takes).
    public var maxLines: Int
    /// The solid colour the text is known to sit on, if any: the backend may then draw the
    /// text pre-composited on it, as an opaque copy instead of a per-pixel blend.
    public var background: Color?

    /// `string` drawn in `frame`: one line (or wrapped, with `wraps`, up to `maxLines`), on
    /// `background` when it is known.
    public init(
        _ string: String, in frame: Rect, fontSize: Double, weight: FontWeight = .regular,
        color: Color, alignment: TextAlignment = .leading, wraps: Bool = false, maxLines: Int = 0, on background: Color? = nil
    ) {
        self.string = string; self.frame = frame; self.fontSize = fontSize; self.weight = weight
        self.color = color; self.alignment = alignment; self.wraps = wraps; self.maxLines = max(maxLines, 0)
        self.background = background.flatMap { $0.a == 255 ? $0 : nil }
    }
}

/// A host's own drawing, run by the backend at its place in a draw list (as Dear ImGui's
/// `ImDrawCallback`): PagerSDL's `SDLDrawCallback` draws with SDL itself.
public protocol DrawCallback: AnyObject {}

/// One drawing command. A backend executes these in order.
public enum DrawCommand: Equatable {
    /// Fill a rectangle (blended when the colour has alpha).
    case fill(Rect, Color)
    /// Fill a rectangle with rounded corners of `radius` (a circle when the radius is half the side).
    case roundedFill(Rect, radius: Double, Color)
    /// Draw text; the backend clips it to the current clip rectangle.
    case text(TextRun)
    /// Set the clip rectangle for the commands that follow (nil: the whole target).
    case clip(Rect?)
    /// Draw an image scaled into a rectangle (smoothly); with a tint, only its shape (its alpha)
    /// in the tint's colour.
    case image(SceneImage, Rect, tint: Color?)
    /// Run the host's `callback` to draw in a rectangle (clipped to the current clip rectangle).
    case callback(any DrawCallback, Rect)

    /// The same command: callbacks by identity.
    public static func == (lhs: DrawCommand, rhs: DrawCommand) -> Bool {
        switch (lhs, rhs) {
        case (.fill(let a, let x), .fill(let b, let y)): return a == b && x == y
        case (.roundedFill(let a, let r, let x), .roundedFill(let b, let s, let y)): return a == b && r == s && x == y
        case (.text(let a), .text(let b)): return a == b
        case (.clip(let a), .clip(let b)): return a == b
        case (.image(let a, let r, let x), .image(let b, let s, let y)): return a == b && r == s && x == y
        case (.callback(let a, let r), .callback(let b, let s)): return a === b && r == s
        default: return false
        }
    }
}

/// The commands that draw one frame, in layout units. Fills are clipped as they are pushed,
/// and anything wholly outside the clip is dropped, so the backend does no culling.
public struct DrawList {
    /// The colour the frame is cleared to before the commands run.
    public private(set) var clearColor: Color = .white
    /// The commands, in drawing order.
    public private(set) var commands: [DrawCommand] = []
    private var clipRect: Rect?
    /// The clips `pushClip` replaced, innermost last.
    private var clipStack: [Rect?] = []
    /// Whether a host callback draws in this frame: it may draw differently with the same list.
    public private(set) var hasCallbacks = false
    /// Whether the frame was mirrored left to right (a right-to-left scene): a host callback
    /// drawing with its own calls mirrors itself.
    public private(set) var isMirrored = false

    /// An empty value.
    public init() {}

    /// Empties the list for a new frame (keeping its storage).
    public mutating func reset(clearColor: Color) {
        self.clearColor = clearColor
        commands.removeAll(keepingCapacity: true)
        clipRect = nil
        clipStack.removeAll(keepingCapacity: true)
        hasCallbacks = false
        isMirrored = false
    }

    /// Fills `rect`; clipped to the current clip, dropped when nothing is left or the colour is clear.
    public mutating func fill(_ rect: Rect, _ color: Color) {
        guard color.a > 0 else { return }
        let visible = clipRect.map { rect.intersection($0) } ?? rect
        guard !visible.isEmpty else { return }
        commands.append(.fill(visible, color))
    }

    /// Fills `rect` with corners of `radius`; a plain fill when the radius is zero. Dropped when
    /// wholly outside the clip; otherwise the backend clips it.
    public mutating func fill(_ rect: Rect, _ color: Color, radius: Double) {
        guard radius > 0 else { return fill(rect, color) }
        guard color.a > 0, !rect.isEmpty else { return }
        if let clipRect, !rect.intersects(clipRect) { return }
        commands.append(.roundedFill(rect, radius: min(radius, rect.width / 2, rect.height / 2), color))
    }

    /// Draws the outline of `rect`, `width` thick, inside it: four fills.
    public mutating func stroke(_ rect: Rect, _ color: Color, width: Double) {
        let side = min(width, rect.width / 2, rect.height / 2)
        guard side > 0 else { return }
        fill(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: side), color)
        fill(Rect(x: rect.minX, y: rect.maxY - side, width: rect.width, height: side), color)
        fill(Rect(x: rect.minX, y: rect.minY + side, width: side, height: rect.height - 2 * side), color)
        fill(Rect(x: rect.maxX - side, y: rect.minY + side, width: side, height: rect.height - 2 * side), color)
    }

    /// Draws `image` scaled into `rect` (tinted: its shape in `tint`); dropped when wholly outside the clip.
    public mutating func image(_ image: SceneImage, in rect: Rect, tint: Color? = nil) {
        guard !rect.isEmpty, image.pixels.width > 0, image.pixels.height > 0 else { return }
        if let clipRect, !rect.intersects(clipRect) { return }
        commands.append(.image(image, rect, tint: tint))
    }

    /// Runs the host's `callback` to draw in `rect`, clipped to the current clip; dropped when
    /// `rect` lies wholly outside it.
    public mutating func callback(_ callback: any DrawCallback, in rect: Rect) {
        guard !rect.isEmpty else { return }
        if let clipRect, !rect.intersects(clipRect) { return }
        commands.append(.callback(callback, rect))
        hasCallbacks = true
    }

    /// Draws `run`; dropped when its frame lies wholly outside the clip.
    public mutating func text(_ run: TextRun) {
        guard !run.string.isEmpty, run.color.a > 0 else { return }
        if let clipRect, !run.frame.intersects(clipRect) { return }
        commands.append(.text(run))
    }

    /// Clips what follows to `rect` within the current clip (their intersection) until the
    /// matching `popClip()`: a nested part of a frame can never draw outside its parent.
    public mutating func pushClip(_ rect: Rect) {
        clipStack.append(clipRect)
        setClip(clipRect.map { rect.intersection($0) } ?? rect)
    }

    /// Restores the clip the last `pushClip(_:)` replaced.
    public mutating func popClip() {
        guard let previous = clipStack.popLast() else { return }
        setClip(previous)
    }

    private mutating func setClip(_ rect: Rect?) {
        clipRect = rect
        commands.append(.clip(rect))
    }

    /// Mirrors the frame left to right in a view `width` wide: every rectangle moves to the other
    /// side, and text aligned to one side aligns to the other (the text itself reads as it does).
    public mutating func mirror(width: Double) {
        func flip(_ rect: Rect) -> Rect { Rect(x: width - rect.maxX, y: rect.y, width: rect.width, height: rect.height) }
        for index in commands.indices {
            switch commands[index] {
            case .fill(let rect, let color): commands[index] = .fill(flip(rect), color)
            case .roundedFill(let rect, let radius, let color): commands[index] = .roundedFill(flip(rect), radius: radius, color)
            case .clip(let rect): commands[index] = .clip(rect.map(flip))
            case .image(let image, let rect, let tint): commands[index] = .image(image, flip(rect), tint: tint)
            case .callback(let callback, let rect): commands[index] = .callback(callback, flip(rect))
            case .text(var run):
                run.frame = flip(run.frame)
                switch run.alignment {
                case .leading: run.alignment = .trailing
                case .trailing: run.alignment = .leading
                case .center: break
                }
                commands[index] = .text(run)
            }
        }
        clipRect = clipRect.map(flip)
        isMirrored.toggle()
    }

    /// Draws what `draw` adds, a page in `frame`, as `look` says: scaled about the frame's
    /// centre and moved, then faded towards `background` (covered by it as much as `look` hides
    /// the page). The page is clipped to where it is drawn, within the current clip.
    mutating func transformed(_ look: PageTransformation, of frame: Rect, fadingTo background: Color, _ draw: (inout DrawList) -> Void) {
        let outer = clipRect, start = commands.count
        clipRect = nil  // the page's own clips, whole: the view cuts them once they are placed
        draw(&self)
        let centre = Point(x: frame.midX, y: frame.midY), scale = max(look.scale, 0)
        func place(_ rect: Rect) -> Rect {
            Rect(
                x: centre.x + (rect.minX - centre.x) * scale + look.translation.x, y: centre.y + (rect.minY - centre.y) * scale + look.translation.y,
                width: rect.width * scale, height: rect.height * scale)
        }
        func cut(_ rect: Rect?) -> Rect? { rect.map { outer.map(place($0).intersection) ?? place($0) } ?? outer }
        for index in start..<commands.count {
            switch commands[index] {
            case .fill(let rect, let color): commands[index] = .fill(place(rect), color)
            case .roundedFill(let rect, let radius, let color): commands[index] = .roundedFill(place(rect), radius: radius * scale, color)
            case .clip(let rect): commands[index] = .clip(cut(rect))
            case .image(let image, let rect, let tint): commands[index] = .image(image, place(rect), tint: tint)
            case .callback(let callback, let rect): commands[index] = .callback(callback, place(rect))
            case .text(var run):
                run.frame = place(run.frame)
                run.fontSize *= scale
                commands[index] = .text(run)
            }
        }
        clipRect = outer
        commands.append(.clip(outer))
        let hidden = 1 - min(max(look.alpha, 0), 1)
        if hidden > 0 { fill(place(frame), Color(background.r, background.g, background.b, UInt8((hidden * Double(background.a)).rounded()))) }
    }

    /// Whether `other` draws exactly the same frame: the same background and commands, and no
    /// host callback (which may draw something new with the same list).
    public func drawsSame(as other: DrawList) -> Bool {
        !hasCallbacks && !other.hasCallbacks && clearColor == other.clearColor && commands == other.commands
    }

    /// The current clip rectangle.
    public var currentClip: Rect? { clipRect }
}
