import EndToEndSupport
import Foundation
import PagerSDL
import PagerScene
import RenderTestSupport
import Testing

/// A closable bar's close buttons as the user sees them, in the program's pixels at scale 2:
/// the badge beside the × (never under it) in every layout and both directions, the hover
/// disc whole, no × on a tab that is not closable, and a dragged tab plainly lifted.
@Suite("Close buttons in pixels")
struct CloseButtonPixelTests {
    /// A config of four tabs on a closable bar: the selected title blue, the indicator green, so
    /// that the badge is the only red and the selected tab's title and × the only blue.
    static func config(layout: String, position: String = "top", direction: String = "ltr", badge: String, closable: Bool = true) -> String {
        """
        {
          "direction": "\(direction)",
          "window": { "width": 420, "height": 200 },
          "tabBar": { "height": 48, "layout": "\(layout)", "position": "\(position)", "fontSize": 16, "closable": true,
                      "reorderable": true, "selectedTitleColor": "#0000ff", "titleColor": "#555555" },
          "indicator": { "color": "#00aa00" },
          "tabs": [
            { "title": "Hot", "badge": \(badge), "closable": \(closable), "page": { "type": "list", "rows": 3 } },
            { "title": "News", "page": { "type": "list", "rows": 3 } },
            { "title": "Video", "page": { "type": "list", "rows": 3 } },
            { "title": "Tech", "page": { "type": "list", "rows": 3 } }
          ]
        }
        """
    }

    /// The frame the program draws of `config` after `script` (none: the first frame), at scale 2.
    static func shot(_ config: String, script: String = "") throws -> PixelImage {
        let directory = try Executable.workDirectory()
        try config.write(to: directory.appendingPathComponent("bar.json"), atomically: true, encoding: .utf8)
        var arguments = ["--headless", "--scale", "2", "--config", "bar.json", "--screenshot", "shot.png"]
        if !script.isEmpty { arguments += ["--script", try Executable.script(script, in: directory)] }
        let result = try Executable.run(arguments, in: directory)
        try #require(result.status == 0, "\(result.stderr)")
        try SDLLibrary.start(video: false)
        return try loadPNG(directory.appendingPathComponent("shot.png").path)
    }

    /// The points of `image` where `test` holds, in rows `rows`.
    static func points(_ image: PixelImage, rows: Range<Int>, where test: ((r: UInt8, g: UInt8, b: UInt8)) -> Bool) -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for y in rows where y < image.height {
            for x in 0..<image.width where test(image.pixel(x: x, y: y)) { found.append((x, y)) }
        }
        return found
    }

    /// The badge's red.
    static func isBadge(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { p.r > 200 && p.g < 110 && p.b < 110 }
    /// The selected title's blue (its title's and its ×'s ink).
    static func isBlueInk(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { p.b > 150 && p.r < 110 && p.g < 110 }

    @Test(arguments: [
        ("scrollable", "top", "ltr"), ("equal", "top", "ltr"), ("scrollable", "top", "rtl"), ("equal", "bottom", "rtl"),
        ("equal", "leading", "ltr"), ("equal", "leading", "rtl"),
    ])
    func theBadgeSitsBesideTheCloseButton(layout: String, position: String, direction: String) throws {
        for badge in ["120", "5"] {
            let image = try Self.shot(Self.config(layout: layout, position: position, direction: direction, badge: badge))
            // The selected (first) tab's button: its row of the bar, top, bottom or a side bar's first 64 points.
            let rows = position == "bottom" ? (400 - 96)..<400 : 0..<(position == "leading" ? 128 : 96)
            let pill = Self.points(image, rows: rows, where: Self.isBadge)
            try #require(pill.count > 40, "no badge drawn (\(layout), \(position), \(direction), \(badge))")
            let left = pill.map(\.x).min() ?? 0, right = pill.map(\.x).max() ?? 0
            let top = pill.map(\.y).min() ?? 0, bottom = pill.map(\.y).max() ?? 0
            let blue = Self.points(image, rows: rows, where: Self.isBlueInk)
            let over = blue.filter { $0.x >= left && $0.x <= right && $0.y >= top && $0.y <= bottom }
            #expect(over.isEmpty, "\(over.count) pixels of the × over the badge (\(layout), \(position), \(direction), \(badge))")
            // The × at the button's outer end, clear of the badge by 2 points or more.
            let cross = direction == "ltr" ? blue.filter { $0.x > right } : blue.filter { $0.x < left }
            try #require(cross.count > 10, "no × beside the badge (\(layout), \(position), \(direction), \(badge))")
            let gap = direction == "ltr" ? (cross.map(\.x).min() ?? 0) - right : left - (cross.map(\.x).max() ?? 0)
            #expect(gap >= 4, "the × is \(gap) pixels from the badge (\(layout), \(position), \(direction), \(badge))")
        }
    }

    /// The × of the selected tab of `image`: its ink's centre, in pixels.
    static func crossCentre(_ image: PixelImage) throws -> (x: Int, y: Int) {
        let badge = points(image, rows: 0..<96, where: isBadge)
        let right = badge.map(\.x).max() ?? 0
        let cross = points(image, rows: 0..<96, where: isBlueInk).filter { $0.x > right }
        try #require(cross.count > 10, "no × drawn")
        let xs = cross.map(\.x), ys = cross.map(\.y)
        return (((xs.min() ?? 0) + (xs.max() ?? 0)) / 2, ((ys.min() ?? 0) + (ys.max() ?? 0)) / 2)
    }

    /// The grey disc behind a hovered × is whole: no square of the bar's white inside it.
    @Test func theHoverDiscIsWhole() throws {
        let config = Self.config(layout: "scrollable", badge: "5")
        let centre = try Self.crossCentre(Self.shot(config))
        let image = try Self.shot(config, script: "move \(centre.x / 2),\(centre.y / 2)\nwait 100ms\n")
        // Inside the disc (16 points across, 2 more each side), 6 points from its centre every way.
        var white = 0, grey = 0
        for y in (centre.y - 12)...(centre.y + 12) {
            for x in (centre.x - 12)...(centre.x + 12) {
                let p = image.pixel(x: x, y: y)
                if p.r > 250 && p.g > 250 && p.b > 250 { white += 1 } else if p.r == p.g && p.g == p.b && p.r > 150 { grey += 1 }
            }
        }
        #expect(white == 0, "\(white) white pixels inside the hover disc (\(grey) grey)")
        #expect(grey > 200, "no hover disc: \(grey) grey pixels")
    }

    /// `"closable": false` on a tab: its button shows no ×, where another tab's shows one.
    @Test func aTabThatIsNotClosableShowsNoCloseButton() throws {
        let image = try Self.shot(Self.config(layout: "scrollable", badge: "null", closable: false))
        let blue = Self.points(image, rows: 0..<96, where: Self.isBlueInk)
        let titleEnd = (blue.map(\.x).max() ?? 0)
        // Only the title "Hot": its ink spans less than 70 pixels (with a ×, it runs on past 100).
        #expect(titleEnd - (blue.map(\.x).min() ?? 0) < 70, "ink from \(blue.map(\.x).min() ?? 0) to \(titleEnd)")
        let closable = try Self.shot(Self.config(layout: "scrollable", badge: "null"))
        let withCross = Self.points(closable, rows: 0..<96, where: Self.isBlueInk)
        #expect((withCross.map(\.x).max() ?? 0) - (withCross.map(\.x).min() ?? 0) > 100)
    }

    /// A tab dragged along the bar is plainly lifted: on a surface tinted apart from the bar's
    /// white, over a shadow darker than the bar, its title in its own grey (it is not the selected
    /// tab: only Hot's title is blue, so no two tabs look selected).
    @Test func aDraggedTabIsPlainlyLifted() throws {
        let config = Self.config(layout: "equal", badge: "null")
        // News, the second tab of four in 420 points (105 each), picked up and held 40 points on.
        let image = try Self.shot(config, script: "press 157,24\nmove 167,24\nmove 187,24\nmove 197,24\nwait 50ms\n")
        let band = 4..<88
        let blue = Self.points(image, rows: band, where: Self.isBlueInk).filter { $0.x > 250 && $0.x < 560 }
        #expect(blue.isEmpty, "the lifted title is in the selected colour: \(blue.count) blue pixels")
        let grey = Self.points(image, rows: band) { $0.r < 140 && abs(Int($0.r) - Int($0.b)) < 12 }.filter { $0.x > 250 && $0.x < 560 }
        #expect(grey.count > 30, "the lifted title is not in its own grey: \(grey.count) grey pixels")
        let surface = image.pixel(x: 394, y: 12)
        #expect(surface.b > surface.r + 8 && surface.r < 245, "the lifted tab's surface is \(surface), not tinted")
        let shadow = (300..<490).filter { x in
            let p = image.pixel(x: x, y: 91)
            return Int(p.r) + Int(p.g) + Int(p.b) < 3 * 235
        }
        #expect(shadow.count > 150, "no shadow under the lifted tab: \(shadow.count) dark pixels")
    }

    /// Larger titles (a config's font size of 20 points or more, as the desktop's text scale
    /// makes them) keep an × on the close button, as tall as it is wide, not an ellipsis or a dash.
    @Test(arguments: [20, 24, 32])
    func theCloseButtonKeepsItsGlyphAtLargeText(fontSize: Int) throws {
        let config = Self.config(layout: "equal", badge: "null").replacingOccurrences(of: "\"fontSize\": 16", with: "\"fontSize\": \(fontSize)")
            .replacingOccurrences(of: "\"height\": 48", with: "\"height\": \(fontSize * 3)")
        let image = try Self.shot(config)
        // The selected (first) tab's button is the left quarter of the 840-pixel bar: its title, then the ×.
        let cross = Self.points(image, rows: 0..<(fontSize * 6), where: Self.isBlueInk).filter { $0.x > 150 && $0.x < 210 }
        let width = (cross.map(\.x).max() ?? 0) - (cross.map(\.x).min() ?? 0) + 1
        let height = (cross.map(\.y).max() ?? 0) - (cross.map(\.y).min() ?? 0) + 1
        #expect(
            cross.count > 20 && height >= 12 && Double(height) >= 0.7 * Double(width),
            "the × at \(fontSize) points: \(width)x\(height), \(cross.count) pixels")
    }
}
