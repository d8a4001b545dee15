import PagerCore

/// Android's edge glow: shown where content is pulled past its end on an axis that does not
/// bounce, growing with the pull and fading as the pull springs back. A backend-neutral shape:
/// a few translucent, nested capsules centred on the edge, deeper and narrower towards the
/// middle, so together they shade like an ellipse.
struct EdgeGlow {
    /// The edge a glow sits on.
    enum Edge {
        case leading, trailing, top, bottom
    }

    /// How many nested capsules make the glow.
    static let layers = 8
    /// The pull (units) at which the glow is half its full strength.
    static let halfStrengthPull = 60.0
    /// The glow's full depth, as a share of the length across the edge, and its cap in units.
    static let depthShare = 0.12
    static let maxDepth = 72.0
    /// The glow's opacity at full strength, summed over its layers.
    static let maxOpacity = 0.45

    /// How strong the glow is for `pull` units past the edge: 0 with none, approaching 1.
    static func strength(pull: Double) -> Double {
        let pull = abs(pull)
        return pull / (pull + halfStrengthPull)
    }

    /// Draws the glow for `pull` units past `edge` of `frame` in `color` (its alpha ignored).
    static func draw(pull: Double, edge: Edge, of frame: Rect, color: Color, into list: inout DrawList) {
        let strength = strength(pull: pull)
        guard strength > 0.005, !frame.isEmpty else { return }
        let horizontal = edge == .leading || edge == .trailing
        let across = horizontal ? frame.height : frame.width
        let depth = strength * min(across * depthShare * 2, maxDepth)
        var tint = color
        tint.a = UInt8((255 * strength * maxOpacity / Double(layers)).rounded())
        guard tint.a > 0, depth >= 0.5 else { return }
        for layer in 1...layers {
            let share = Double(layer) / Double(layers)
            let layerDepth = depth * share
            let span = across * (1 - share * share * 0.55)
            let rect: Rect
            switch edge {
            case .leading: rect = Rect(x: frame.minX - layerDepth, y: frame.midY - span / 2, width: 2 * layerDepth, height: span)
            case .trailing: rect = Rect(x: frame.maxX - layerDepth, y: frame.midY - span / 2, width: 2 * layerDepth, height: span)
            case .top: rect = Rect(x: frame.midX - span / 2, y: frame.minY - layerDepth, width: span, height: 2 * layerDepth)
            case .bottom: rect = Rect(x: frame.midX - span / 2, y: frame.maxY - layerDepth, width: span, height: 2 * layerDepth)
            }
            list.fill(rect, tint, radius: layerDepth)
        }
    }
}
