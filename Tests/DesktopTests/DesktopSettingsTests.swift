import EndToEndSupport
import Foundation
import PagerSDL
import PagerScene
import RenderTestSupport
import Testing

/// The desktop's settings as the Settings portal gives them, in a real window under Xvfb: dark
/// colours (at start and live, on SettingChanged), reduced motion, larger text, high contrast;
/// a config's `appearance` over the desktop; without a portal nothing changes and nothing waits.
@Suite("The desktop's settings", .enabled(if: RealWindow.toolsInstalled && StandInDesktop.toolsInstalled))
struct DesktopSettingsTests {
    static let dark = ("org.freedesktop.appearance", "color-scheme", "u", "1")

    /// The window's frame as F12 saves it now: the newest of the screenshots, once there are `number`.
    static func shot(_ window: RealWindow, number: Int = 1) throws -> PixelImage {
        try window.key("F12")
        let deadline = Date().addingTimeInterval(20)
        while window.screenshotNames().count < number && Date() < deadline { usleep(20_000) }
        let folder = window.directory.appendingPathComponent("screenshots")
        func modified(_ name: String) -> Date {
            (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.modificationDate] as? Date) ?? .distantPast
        }
        let newest = try #require(window.screenshotNames().max { modified($0) < modified($1) }, "\(window.evidence)")
        try #require(window.screenshotNames().count >= number, "\(window.evidence)")
        try SDLLibrary.start(video: false)
        return try loadPNG(folder.appendingPathComponent(newest).path)
    }

    /// A config `name` written into `window`'s folder with `appearance` set.
    static func config(_ asset: String, appearance: String, in window: RealWindow) throws -> String {
        var text = try String(contentsOfFile: Executable.asset(asset), encoding: .utf8)
        text = "{\n  \"appearance\": \"\(appearance)\"," + text.dropFirst()
        let path = window.path("\(appearance)-\(asset)")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aDesktopThatPrefersDarkGetsDarkPagesAndALightConfigStaysLight() throws {
        let desktop = try StandInDesktop([Self.dark])
        let window = try RealWindow()
        try window.launch(["--config", Executable.asset("settings.json")], extraEnvironment: desktop.environment)
        let dark = try Self.shot(window)
        _ = try window.quitAndReport()
        let page = dark.pixel(x: 400, y: 170)
        let text = (16..<160).flatMap { x in (208..<226).map { dark.pixel(x: x, y: $0).r } }.max() ?? 0
        #expect(page.r < 40 && page.g < 40 && page.b < 40, "the page is dark: \(page)")
        #expect(text > 150, "a row's text is light on it: \(text)")

        let light = try RealWindow()
        try light.launch(["--config", try Self.config("settings.json", appearance: "light", in: light)], extraEnvironment: desktop.environment)
        let kept = try Self.shot(light).pixel(x: 400, y: 170)
        _ = try light.quitAndReport()
        #expect(kept.r > 230, "appearance light keeps the config's colours: \(kept)")
    }

    /// The embedded example follows the desktop through `DesktopSettings`, as the program does:
    /// its pager dark where the desktop prefers dark, light where it does not.
    @Test(.enabled(if: EmbeddedExample.isBuilt)) func theExampleFollowsTheDesktopsDarkStyle() throws {
        let window = try RealWindow()
        try window.xdotool(["mousemove", "0", "0"])  // off the example's window: nothing is hovered
        for (scheme, dark) in [("1", true), ("0", false)] {
            let desktop = try StandInDesktop([("org.freedesktop.appearance", "color-scheme", "u", scheme)])
            let shot = try EmbeddedExample.run(["--wait", "200"], display: window.display, environment: desktop.environment).shot
            let row = shot.pixel(x: 500, y: 350), bar = shot.pixel(x: 550, y: 8)
            #expect(dark ? row.r < 60 && bar.r < 60 : row.r > 230 && bar.r > 230, "color-scheme \(scheme): row \(row), tab bar \(bar)")
        }
    }

    @Test func aLiveChangeToDarkAndBackRedrawsTheWindow() throws {
        let desktop = try StandInDesktop([("org.freedesktop.appearance", "color-scheme", "u", "0")])
        let window = try RealWindow()
        try window.launch(["--config", Executable.asset("toutiao.json")], extraEnvironment: desktop.environment)
        #expect(try Self.shot(window).pixel(x: 400, y: 300).r > 230)
        let light = try window.waitUntilStill()
        try desktop.set("org.freedesktop.appearance", "color-scheme", "u", "1")
        let shownDark = try window.waitUntilStill(changedFrom: light)  // the change heard and drawn
        let dark = try Self.shot(window, number: 2).pixel(x: 400, y: 300)
        #expect(dark.r < 40, "dark after SettingChanged: \(dark); \(window.evidence)")
        try desktop.set("org.freedesktop.appearance", "color-scheme", "u", "0")
        try window.waitUntilStill(changedFrom: shownDark)
        #expect(try Self.shot(window, number: 3).pixel(x: 400, y: 300).r > 230)
        _ = try window.quitAndReport()
    }

    /// A portal that answers after the budget before the first frame (a busy machine, a portal
    /// starting up) does not keep the window from showing, and its answer is still followed: the
    /// window turns dark when it comes.
    @Test func aPortalThatAnswersLateIsStillFollowed() throws {
        let desktop = try StandInDesktop([Self.dark], answersAfter: 5)
        let window = try RealWindow()
        try window.launch(["--config", Executable.asset("toutiao.json")], extraEnvironment: desktop.environment)
        let deadline = Date().addingTimeInterval(30)
        var number = 1, page = try Self.shot(window).pixel(x: 400, y: 300)
        while page.r > 40 && Date() < deadline {
            usleep(200_000)
            number += 1
            page = try Self.shot(window, number: number).pixel(x: 400, y: 300)
        }
        #expect(page.r < 40, "still light after the portal's late answer: \(page); \(window.evidence)")
        _ = try window.quitAndReport()
    }

    @Test func aConfigThatAsksForDarkIsDarkWithoutADesktop() throws {
        let window = try RealWindow()
        try window.launch(["--config", try Self.config("toutiao.json", appearance: "dark", in: window)])
        let page = try Self.shot(window).pixel(x: 400, y: 300)
        _ = try window.quitAndReport()
        #expect(page.r < 40, "\(page)")
    }

    /// Reduced motion: a tap on a tab lands at once; the indicator is under the new tab in the
    /// frame right after the tap, where it slides for 300 ms otherwise.
    /// The tap and the shot in the frame after it are a script's, played in the window: its
    /// clock steps a frame at a time whatever the machine's load, so the shot is taken 1/60 s
    /// after the tap however busy the machine is.
    @Test func reducedMotionLandsATapAtOnce() throws {
        func indicatorStart(animations: String) throws -> Int? {
            let desktop = try StandInDesktop([("org.gnome.desktop.interface", "enable-animations", "b", animations)])
            let window = try RealWindow()
            let script = try Executable.script("click 660,30\nwait 16ms\nscreenshot after-tap.png\n", in: window.directory)
            let run = try Executable.run(
                ["--config", Executable.asset("toutiao.json"), "--script", script, "--screenshot", "end.png"], in: window.directory,
                environment: desktop.environment.merging(["DISPLAY": window.display, "XDG_RUNTIME_DIR": window.directory.path]) { $1 })
            #expect(run.status == 0, "\(run.stderr)")
            try SDLLibrary.start(video: false)
            let shot = try loadPNG(window.path("after-tap.png"))
            return (0..<800).first { x in (50..<60).contains { shot.pixel(x: x, y: $0).r > 200 && shot.pixel(x: x, y: $0).g < 60 } }
        }
        let reduced = try indicatorStart(animations: "false")
        #expect(reduced.map { (470...480).contains($0) } == true, "under the third tab (at 475) at once: \(reduced ?? -1)")
        let animated = try indicatorStart(animations: "true")
        #expect(animated.map { $0 < 400 } == true, "still sliding: \(animated ?? -1)")
    }

    /// Text scaling 1.5: titles and the bar grow by half (the indicator sits at the bottom of a
    /// 90-point bar), rows grow with their lines, and the frame is its reference picture.
    @Test func textScalingGrowsTheTextAndTheBar() throws {
        let desktop = try StandInDesktop([("org.gnome.desktop.interface", "text-scaling-factor", "d", "1.5")])
        let window = try RealWindow()
        try window.launch(["--config", Executable.asset("toutiao.json")], extraEnvironment: desktop.environment)
        let shot = try Self.stillShotWithoutThePointer(window)
        _ = try window.quitAndReport()
        let red = (0..<200).filter { shot.pixel(x: 100, y: $0).r > 200 && shot.pixel(x: 100, y: $0).g < 60 }
        #expect(red.first.map { $0 >= 85 && $0 <= 90 } == true, "the indicator at the foot of a 90-point bar: \(red)")
        #expect(try Self.mismatch(shot, against: "toutiao-text-1.5", in: window) == nil)
    }

    /// Text scaling 1.5 on the settings table: each row as tall as its title over its subtitle
    /// need, the profile's name clear of its account line, the chevrons still chevrons.
    @Test func textScalingGrowsTheSettingsRows() throws {
        let desktop = try StandInDesktop([("org.gnome.desktop.interface", "text-scaling-factor", "d", "1.5")])
        let window = try RealWindow()
        try window.launch(["--config", Executable.asset("settings.json")], extraEnvironment: desktop.environment)
        let shot = try Self.stillShotWithoutThePointer(window)
        _ = try window.quitAndReport()
        #expect(try Self.mismatch(shot, against: "settings-text-1.5", in: window) == nil)
    }

    /// The window's frame once the pointer has left it (no row tinted under it) and it is still.
    static func stillShotWithoutThePointer(_ window: RealWindow) throws -> PixelImage {
        _ = try window.xdotool(["mousemove", "1023", "767"])
        _ = try window.waitUntilStill()
        return try shot(window)
    }

    /// Why `shot` is not reference picture `name` (Tests/EndToEndTests/References); nil when it is.
    static func mismatch(_ shot: PixelImage, against name: String, in window: RealWindow) throws -> String? {
        try savePNG(shot, to: window.path("shot.png"))
        return try Executable.shotMismatch(in: window.directory, against: name)
    }

    /// High contrast: a list's separators are much darker than the default's light grey.
    @Test func highContrastDarkensTheLines() throws {
        let desktop = try StandInDesktop([("org.freedesktop.appearance", "contrast", "u", "1")])
        let strong = try RealWindow()
        try strong.launch(["--config", Executable.asset("toutiao.json")], extraEnvironment: desktop.environment)
        let contrasted = try Self.shot(strong)
        _ = try strong.quitAndReport()
        let plain = try RealWindow()
        try plain.launch(["--config", Executable.asset("toutiao.json")])
        let normal = try Self.shot(plain)
        _ = try plain.quitAndReport()
        func darkest(_ image: PixelImage) -> UInt8 { (100..<130).map { image.pixel(x: 400, y: $0).r }.min() ?? 255 }
        #expect(darkest(contrasted) < 140 && darkest(normal) > 200, "separators \(darkest(contrasted)) against \(darkest(normal))")
    }

    /// A session bus without a portal: the window opens at once, as without any desktop.
    @Test func withoutAPortalNothingWaits() throws {
        let desktop = try StandInDesktop([], portal: false)
        let window = try RealWindow()
        let start = Date()
        try window.launch(["--config", Executable.asset("toutiao.json")], extraEnvironment: desktop.environment)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(try Self.shot(window).pixel(x: 400, y: 300).r > 230)
        _ = try window.quitAndReport()
    }
}

/// A config in dark colours (`"appearance": "dark"`), headless, against its reference picture.
@Suite("A dark config")
struct DarkConfigTests {
    @Test func settingsInDarkColours() throws {
        let directory = try Executable.workDirectory()
        var text = try String(contentsOfFile: Executable.asset("settings.json"), encoding: .utf8)
        text = "{\n  \"appearance\": \"dark\"," + text.dropFirst()
        let config = directory.appendingPathComponent("settings-dark.json")
        try text.write(to: config, atomically: true, encoding: .utf8)
        let result = try Executable.run(["--headless", "--config", config.path, "--screenshot", "shot.png"], in: directory)
        try #require(result.status == 0, "\(result.stderr)")
        #expect(try Executable.shotMismatch(in: directory, against: "settings-dark") == nil)
    }
}
