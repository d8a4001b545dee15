import CSDL2
import Foundation
import PagerConfig
import PagerCore
import PagerScene
import Testing

@testable import PagerWindow
@testable import SlidingTabsKit

/// What the desktop tests watch in a real window, checked headless too, so a change that breaks
/// it fails in every run: a window fitted to a smaller screen below its title bar, the desktop's
/// Xft.dpi read as a scale, a recording's header listing every value it starts from, and the
/// damage a Wayland frame reports covering the frame before.
@Suite("Desktop logic, headless")
struct DesktopLogicTests {
    @Test func aWindowLargerThanTheScreenFitsBelowItsTitleBar() throws {
        let screen: (x: Int32, y: Int32, width: Int32, height: Int32) = (0, 0, 1024, 768)
        // Asked 3000x2000 under a 22-point title bar and 1-point borders: inside, below the bar, cut.
        let framed = try #require(
            WindowPlacement.fit(requested: (3000, 2000), minimum: (240, 160), usable: screen, frame: (22, 1, 1, 1)))
        #expect(framed.size == (1022, 745) && framed.origin == (1, 22) && framed.isCut)
        // Before the window manager said its frame: the usable area, also cut.
        let bare = try #require(WindowPlacement.fit(requested: (3000, 2000), minimum: (240, 160), usable: screen, frame: (0, 0, 0, 0)))
        #expect(bare.size == (1024, 768) && bare.origin == (0, 0) && bare.isCut)
        // Below a 30-point panel: the panel's room kept.
        let panel = try #require(
            WindowPlacement.fit(requested: (1024, 768), minimum: (240, 160), usable: (0, 30, 1024, 738), frame: (22, 0, 0, 0)))
        #expect(panel.origin == (0, 52) && panel.size == (1024, 716))
        // Smaller than the minimum: grown and centred, not cut; one that fits stays as it is.
        let small = try #require(WindowPlacement.fit(requested: (100, 80), minimum: (240, 160), usable: screen, frame: (0, 0, 0, 0)))
        #expect(small.size == (240, 160) && small.origin == (392, 304) && !small.isCut)
        #expect(WindowPlacement.fit(requested: (800, 600), minimum: (240, 160), usable: screen, frame: (22, 1, 1, 1)) == nil)
    }

    @Test func xftDPIIsTheDesktopsScaleAndGDKScaleWins() {
        #expect(DesktopScale.scale(gdkScale: nil) { 192 } == 2)
        #expect(DesktopScale.scale(gdkScale: nil) { 144 } == 1.5)
        #expect(DesktopScale.scale(gdkScale: nil) { 120 } == 1.25)
        #expect(DesktopScale.scale(gdkScale: nil) { 96 } == 1 && DesktopScale.scale(gdkScale: nil) { 0 } == 1)
        #expect(DesktopScale.scale(gdkScale: nil) { 960 } == 4 && DesktopScale.scale(gdkScale: nil) { .nan } == 1)
        var asked = false
        #expect(
            DesktopScale.scale(gdkScale: "2") {
                asked = true
                return 96
            } == 2 && !asked)
        #expect(DesktopScale.scale(gdkScale: "9") { 144 } == 1.5 && DesktopScale.scale(gdkScale: "x") { 96 } == 1)
    }

    /// settings.json's every switch and option, defaults included, head a recording as `set`
    /// lines, so a replay starts where the recorded session did.
    @Test func aRecordingsHeaderListsEveryValueItStartsFrom() throws {
        let loaded = try AppConfig.load(path: Fixtures.asset("settings.json"))
        let scene = Scene(content: loaded.content, theme: loaded.theme, viewSize: Size(width: 800, height: 600))
        let path = try Fixtures.workDirectory().appendingPathComponent("session.script").path
        do {
            _ = try ScriptRecorder(
                path: path, size: Size(width: 800, height: 600), configPath: "settings.json",
                values: TableValues(switches: scene.switchValues, options: scene.chosenOptions))
        }
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.first == "# Recorded by sliding-tabs. Replay with: sliding-tabs --config settings.json --script \(path)")
        #expect(lines.dropFirst().first == "size 800x600")
        let sets = Set(lines.filter { $0.hasPrefix("set ") })
        #expect(!scene.switchValues.isEmpty && !scene.chosenOptions.isEmpty)
        for (id, on) in scene.switchValues { #expect(sets.contains("set switch \(id) \(on ? "on" : "off")"), "\(lines)") }
        for (group, id) in scene.chosenOptions { #expect(sets.contains("set option \(group) \(id)"), "\(lines)") }
        #expect(sets.contains("set switch sound off") && sets.contains("set option text-size medium"), "the defaults too: \(lines)")
        let script = try Script(parsing: lines.joined(separator: "\n") + "\n", name: "session.script")
        #expect(script.lines.count == lines.count - 1, "it replays: every line but the comment is a command")
    }

    /// A frame's damage covers what the frame before drew (gone now) and what it draws; unknown,
    /// the whole buffer; at buffer scale 2, in surface units rounded outwards.
    @Test func aWaylandFramesDamageCoversTheFrameBefore() {
        func rect(_ x: Int32, _ y: Int32, _ w: Int32, _ h: Int32) -> SDL_Rect { SDL_Rect(x: x, y: y, w: w, h: h) }
        func same(_ a: SDL_Rect, _ b: SDL_Rect) -> Bool { a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h }
        let both = WaylandFramebuffer.damage(shown: rect(10, 10, 20, 20), drawn: rect(100, 50, 10, 10), width: 800, height: 600)
        #expect(same(both, rect(10, 10, 100, 50)), "\(both)")
        #expect(same(WaylandFramebuffer.damage(shown: nil, drawn: rect(1, 1, 1, 1), width: 800, height: 600), rect(0, 0, 800, 600)))
        #expect(same(WaylandFramebuffer.damage(shown: rect(1, 1, 1, 1), drawn: nil, width: 800, height: 600), rect(0, 0, 800, 600)))
        #expect(same(WaylandFramebuffer.inSurfaceUnits(rect(3, 5, 4, 4), scale: 2), rect(1, 2, 3, 3)))
        #expect(same(WaylandFramebuffer.inSurfaceUnits(rect(3, 5, 4, 4), scale: 1), rect(3, 5, 4, 4)))
    }
}
