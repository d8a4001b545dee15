import EndToEndSupport
import Foundation
import PagerSDL
import PagerScene
import RenderTestSupport
import Testing

/// A session as a desktop runs one, whose bus can start every service the machine has installed
/// (but the document portal, whose FUSE file system a test's session must not leave mounted):
/// the real xdg-desktop-portal and its gtk backend, dconf behind gsettings, the accessibility
/// bus. `desktop` starts them as a desktop does at login (GNOME's name in XDG_CURRENT_DESKTOP,
/// the portal running before the program starts); without it the bus is bare, and the portal is
/// started on demand when first asked. Everything the session started ends with it.
final class RealDesktop {
    let address: String
    private let bus: Process
    private let environmentForTools: [String: String]
    private let folder: URL
    private let runtime: URL

    /// The services a desktop's bus can start: the machine's, but the document portal.
    static var services: [String] {
        let folder = "/usr/share/dbus-1/services"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".service") && $0 != "org.freedesktop.portal.Documents.service" }.map { "\(folder)/\($0)" }
    }

    static var installed: Bool {
        ["/usr/libexec/xdg-desktop-portal", "/usr/libexec/xdg-desktop-portal-gtk", "/usr/bin/gsettings", "/usr/bin/dbus-daemon", "/usr/bin/gdbus"]
            .allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// A session bus on `display` whose dconf holds `settings` (gsettings keys of
    /// org.gnome.desktop.interface and their values), with the desktop started when `desktop`.
    init(display: String, settings: [(String, String)], desktop: Bool) throws {
        folder = try Executable.workDirectory()
        runtime = folder.appendingPathComponent("runtime")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var environment = [
            "PATH": "/usr/bin:/bin", "HOME": folder.path, "DISPLAY": display, "XDG_RUNTIME_DIR": runtime.path,
            "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
        ]
        if desktop { environment["XDG_CURRENT_DESKTOP"] = "GNOME" }
        // The environment is what the services the bus starts inherit.
        (bus, address) = try StandInDesktop.startBus(services: Self.services, environment: environment)
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        environmentForTools = environment
        for (key, value) in settings { try set(key, value) }
        guard desktop else { return }
        _ = try tool("/usr/bin/gdbus", ["call", "--session", "-d", "org.a11y.Bus", "-o", "/org/a11y/bus", "-m", "org.a11y.Bus.GetAddress"])
        // Running, and answering from dconf, before the program starts.
        let deadline = Date().addingTimeInterval(60)
        while try !readPortal("org.freedesktop.appearance", "color-scheme").contains("uint32") {
            guard Date() < deadline else { throw RealWindowError("the portal did not answer in 60 s") }
            usleep(100_000)  // between asks
        }
    }

    deinit {
        if bus.isRunning {
            kill(bus.processIdentifier, SIGKILL)
            bus.waitUntilExit()
        }
        // What the bus started (the portal, its backend, dconf, the accessibility bus) inherited
        // the test's blocked signals, so it would not end with the bus: every process of this
        // session, known by its runtime folder, is stopped.
        let mark = Array("XDG_RUNTIME_DIR=\(runtime.path)\0".utf8)
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(entry), let environ = FileManager.default.contents(atPath: "/proc/\(entry)/environ") else { continue }
            let bytes = [UInt8](environ)
            if bytes.count >= mark.count, (0...(bytes.count - mark.count)).contains(where: { bytes[$0..<($0 + mark.count)].elementsEqual(mark) }) {
                kill(pid, SIGKILL)
            }
        }
    }

    /// The environment that puts the program in this session.
    var environment: [String: String] {
        var environment = environmentForTools
        environment["PATH"] = nil
        environment["HOME"] = nil
        return environment
    }

    /// Sets `key` of org.gnome.desktop.interface with gsettings, as a desktop's settings app does.
    func set(_ key: String, _ value: String) throws {
        _ = try tool("/usr/bin/gsettings", ["set", "org.gnome.desktop.interface", key, value])
    }

    /// What the portal answers for `key` of `namespace` (gdbus's text; empty on an error).
    func readPortal(_ namespace: String, _ key: String) throws -> String {
        (try? tool(
            "/usr/bin/gdbus",
            [
                "call", "--session", "-d", "org.freedesktop.portal.Desktop", "-o", "/org/freedesktop/portal/desktop", "-m",
                "org.freedesktop.portal.Settings.Read", namespace, key,
            ])) ?? ""
    }

    private func tool(_ path: String, _ arguments: [String]) throws -> String {
        let result = try Executable.tool([path] + arguments, in: folder, environment: environmentForTools)
        guard result.status == 0 else { throw RealWindowError("\(path) \(arguments.joined(separator: " ")) failed: \(result.stderr)") }
        return result.stdout
    }
}

/// The program in the sessions desktops run, with the real xdg-desktop-portal and its gtk
/// backend (RealDesktop): what gsettings sets reaches the window at start and live, the first
/// frame does not wait for a portal that answers, and the settings a portal is slow to give are
/// those the window saw last.
@Suite("The real Settings portal", .enabled(if: RealWindow.toolsInstalled && RealDesktop.installed))
struct RealPortalTests {
    static let darkAndLarge = [("color-scheme", "prefer-dark"), ("text-scaling-factor", "1.5")]

    /// Where the red indicator ends in column 100 of `shot` (its last red row: the selected
    /// title, red too, is above it).
    static func indicatorFoot(_ shot: PixelImage) -> Int? {
        (0..<200).last { shot.pixel(x: 100, y: $0).r > 200 && shot.pixel(x: 100, y: $0).g < 60 }
    }

    /// The page's colour: the commonest red in column 700 below the bar (right of the rows' text,
    /// where only the separators cross it).
    static func page(_ shot: PixelImage) -> UInt8 {
        let reds = (120..<560).map { shot.pixel(x: 700, y: $0).r }
        return reds.max { a, b in reds.count { $0 == a } < reds.count { $0 == b } } ?? 0
    }

    /// The window as it is once still, without the pointer over it.
    static func still(_ window: RealWindow, changedFrom before: PixelImage? = nil) throws -> PixelImage {
        try window.xdotool(["mousemove", "1023", "767"])
        return try window.waitUntilStill(changedFrom: before)
    }

    /// A desktop set to dark and 1.5x text in gsettings: the window starts dark with 1.5x text
    /// (a 90-point bar), and follows gsettings as they change, back to light and to 1x.
    @Test func theWindowStartsAsGsettingsSayAndFollowsThem() throws {
        let window = try RealWindow()
        let desktop = try RealDesktop(display: window.display, settings: Self.darkAndLarge, desktop: true)
        try window.launch(["--config", Executable.asset("toutiao.json")], extraEnvironment: desktop.environment)
        let started = try Self.still(window)
        #expect(Self.page(started) < 40, "dark from the start: \(Self.page(started)); \(window.evidence)")
        #expect(Self.indicatorFoot(started).map { (85...90).contains($0) } == true, "a 90-point bar: \(Self.indicatorFoot(started) ?? -1)")

        try desktop.set("color-scheme", "default")
        let light = try Self.still(window, changedFrom: started)
        #expect(Self.page(light) > 230, "light after gsettings said so: \(Self.page(light))")
        try desktop.set("text-scaling-factor", "1.0")
        let small = try Self.still(window, changedFrom: light)
        #expect(Self.indicatorFoot(small).map { (55...60).contains($0) } == true, "a 60-point bar: \(Self.indicatorFoot(small) ?? -1)")
        _ = try window.quitAndReport()
    }

    /// On a bare bus the portal is started when first asked, which takes longer than the first
    /// frame waits: the window opens without it, turns dark at 1.5x when its answers come, and
    /// remembers them: its next start, on another bare bus, is dark at 1.5x from the first frame.
    @Test func aPortalStartedOnDemandIsFollowedAndRememberedForTheNextStart() throws {
        let window = try RealWindow()
        do {
            let bare = try RealDesktop(display: window.display, settings: Self.darkAndLarge, desktop: false)
            try window.launch(["--config", Executable.asset("toutiao.json")], extraEnvironment: bare.environment)
            let deadline = Date().addingTimeInterval(60)
            var shown = try window.shownPixels()
            while !(Self.page(shown) < 40 && Self.indicatorFoot(shown).map { $0 >= 85 } == true) && Date() < deadline {
                usleep(100_000)  // between looks
                shown = try window.shownPixels()
            }
            #expect(Self.page(shown) < 40, "dark once the portal answered: \(Self.page(shown)); \(window.evidence)")
            _ = try window.quitAndReport()
        }
        let again = try RealDesktop(display: window.display, settings: Self.darkAndLarge, desktop: false)
        let script = try Executable.script("screenshot first.png\n", in: window.directory, name: "first.script")
        let run = try Executable.run(
            ["--config", Executable.asset("toutiao.json"), "--script", script, "--screenshot", "end.png"], in: window.directory,
            environment: window.environment.merging(again.environment) { $1 }, program: RealWindow.program)
        #expect(run.status == 0, "\(run.stderr)")
        try SDLLibrary.start(video: false)
        let first = try loadPNG(window.path("first.png"))
        #expect(Self.page(first) < 40, "the first frame dark, as last time: \(Self.page(first))")
        #expect(Self.indicatorFoot(first).map { (85...90).contains($0) } == true, "and at 1.5x: \(Self.indicatorFoot(first) ?? -1)")
    }

    /// The first frame does not wait for a portal that answers: in the desktop's session (its
    /// settings at their defaults, so the frame is the one drawn without a bus) it comes less than
    /// half the settings budget (100 ms) later than without any session bus, started the same way
    /// and seen on the screen (Tools/bench/sessions.py, the fastest of three starts each: a wait
    /// for the budget is there in every start, a busy machine's delays are not).
    @Test func theFirstFrameDoesNotWaitForAPortalThatAnswers() throws {
        let tool = Executable.packageRoot.appendingPathComponent("Tools/bench/sessions.py")
        let run = try Executable.tool(
            ["/usr/bin/python3", tool.path, RealWindow.program.path, "--runs", "3", "--only", "no bus,desktop", "--no-peers", "--plain-desktop"],
            in: try Executable.workDirectory())
        try #require(run.status == 0, "\(run.stdout)\(run.stderr)")
        let text = run.stdout
        var fastest: [String: Double] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("{") {
            let json = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
            if let session = json["session"] as? String, let times = json["first_frame_ms"] as? [Double] { fastest[session] = times.min() }
        }
        let alone = try #require(fastest["no bus"], "\(text)"), desktop = try #require(fastest["desktop"], "\(text)")
        #expect(desktop < alone + 50, "first frame \(desktop) ms in the desktop's session, \(alone) ms without a bus")
    }
}
