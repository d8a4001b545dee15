import EndToEndSupport
import Foundation
import Testing

/// The program's side of the accessibility bus against a hostile or buggy peer (raw D-Bus
/// calls, Tools/bus-probe.py), and without any session bus.
@Suite(
    "Accessibility bus", .serialized,
    .enabled(if: (RealWindow.toolsInstalled && RealWindow.screenReaderToolsInstalled) || ProcessInfo.processInfo.environment["CI"] != nil))
struct AccessibilityBusTests {
    /// Off closes the connection, on makes one: a hundred toggles leave one connection and as many
    /// descriptors as before; a call to the name it had once off fails at once.
    @Test func togglingAccessibilityKeepsOneConnection() throws {
        let found = try RealWindow().busProbe("toggle", arguments: ["--config", Executable.asset("settings.json")])
        #expect(found["connected"] as? Bool == true, "\(found)")
        #expect(found["connections_after"] as? Int == 1, "\(found)")
        let before = found["descriptors_before"] as? Int ?? 0, after = found["descriptors_after"] as? Int ?? .max
        #expect(before > 0 && after <= before + 1, "\(found)")
        #expect(found["connections_off"] as? Int == 0, "\(found)")
        #expect(found["old_name"] as? String == "org.freedesktop.DBus.Error.ServiceUnknown", "\(found)")
        #expect((found["old_name_ms"] as? Int ?? .max) < 2_000, "\(found)")
        #expect(found["exit"] as? Int == 0, "\(found)")
    }

    /// Ten thousand calls back to back on one connection are all answered, in order.
    @Test func aFloodOfCallsIsAnsweredInOrder() throws {
        let found = try RealWindow().busProbe("flood", arguments: ["--config", Executable.asset("toutiao.json")])
        #expect(found["answered"] as? Int == 10_000, "\(found)")
        #expect(found["in_order"] as? Bool == true && found["alive"] as? Bool == true, "\(found)")
    }

    /// The program's properties are its own: Set is refused as D-Bus says, but for the number the
    /// registry gives the application.
    @Test func settingAPropertyIsRefused() throws {
        let found = try RealWindow().busProbe("set", arguments: ["--config", Executable.asset("settings.json")])
        #expect(found["name"] as? String == "org.freedesktop.DBus.Error.PropertyReadOnly", "\(found)")
        #expect(found["unknown"] as? String == "org.freedesktop.DBus.Error.UnknownProperty", "\(found)")
        #expect(found["name_after"] as? String == "sliding-tabs", "\(found)")
        #expect(found["id"] as? String == "success" && found["id_after"] as? Int == 42, "\(found)")
    }

    /// The whole tree of every shipped config (and the showcase), walked through the bus as a
    /// screen reader or Accerciser walks it: ChildCount, GetChildAtIndex and GetChildren agree
    /// everywhere, and every child named is a real object naming the one that named it as its
    /// parent; a row has the children it has (none), not its list's count. With channels.json's
    /// tab menu open, its menu items too.
    @Test(arguments: [
        "", "channels.json", "gallery.json", "grid.json", "jftabview.json", "news.json", "rtl.json", "settings.json",
        "sidebar.json", "toutiao.json", "world.json", "channels.json menu",
    ])
    func everyChildNamedIsARealObjectOfItsParent(config: String) throws {
        let parts = config.split(separator: " ")
        let arguments = parts.first.map { ["--config", Executable.asset(String($0))] } ?? []
        let menu = parts.count > 1
        let found = try RealWindow().busProbe(
            "walk", arguments: arguments, environment: menu ? ["WALK_KEYS": "ctrl+shift+a", "WALK_ROLE": "menu item"] : [:])
        #expect(found["problems"] as? [String] == [], "\(found)")
        #expect((found["objects"] as? Int ?? 0) > 5, "\(found)")
        let roles = found["roles"] as? [String] ?? []
        #expect(roles.contains("page tab"), "\(found)")
        if menu { #expect(roles.contains("menu item"), "\(found)") }
        #expect(found["exit"] as? Int == 0, "\(found)")
    }

    /// With no session bus at all, a window run starts no D-Bus daemon (SDL's libdbus would
    /// autolaunch one that outlives the program, as it starts): nothing of the run is left once
    /// the window has shown its first frame, come to rest and quit.
    @Test func withoutASessionBusNothingIsLeftBehind() throws {
        let window = try RealWindow()
        try window.launch(["--config", Executable.asset("settings.json")])
        _ = try window.waitUntilStill()
        let report = try window.quitAndReport()
        #expect(report["page"] as? Int == 1, "\(report)")
        #expect(Self.processes(onDisplay: window.display).isEmpty)
    }

    /// The processes whose environment names `display` (what the program or a library it called
    /// started there), with their names.
    static func processes(onDisplay display: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> String? in
            guard let pid = Int32(entry), pid != getpid(), let environ = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else {
                return nil
            }
            let variables = environ.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            guard variables.contains("DISPLAY=\(display)") else { return nil }
            let name = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? "?"
            return "\(pid) \(name.trimmingCharacters(in: .whitespacesAndNewlines))"
        }
    }
}
