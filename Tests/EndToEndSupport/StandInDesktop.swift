import Foundation

/// A desktop of the tests' own: a private session bus with a stand-in Settings portal on it
/// (Tools/settings-portal.py, the interface GTK 4, Qt 6 and Firefox read), stopped by PID. The
/// bus reads a configuration of its own whose service folder is empty: nothing the machine has
/// installed (xdg-desktop-portal, above all) can be started on it, so "no portal" means none.
package final class StandInDesktop {
    package let address: String
    private let bus: Process
    private let portal: Process
    private let input = Pipe()
    private let output = Pipe()

    package static var toolsInstalled: Bool {
        ["/usr/bin/dbus-daemon", "/usr/bin/python3"].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
            && FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/gi")
    }

    /// A bus whose portal starts with `settings` (namespace, key, D-Bus type, value), or none at
    /// all; it answers each read `answersAfter` seconds after it is asked.
    package init(_ settings: [(String, String, String, String)], portal runs: Bool = true, answersAfter delay: Double = 0) throws {
        (bus, address) = try Self.startBus(services: [])
        portal = Process()
        portal.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        let script = RealWindow.tools.appendingPathComponent("settings-portal.py")
        portal.arguments = [script.path] + settings.flatMap { [$0.0, $0.1, $0.2, $0.3] }
        portal.environment = ["DBUS_SESSION_BUS_ADDRESS": address, "PATH": "/usr/bin:/bin", "PORTAL_DELAY": String(delay)]
        portal.standardInput = input
        portal.standardOutput = output
        portal.standardError = FileHandle.nullDevice
        guard runs else { return }
        try portal.run()
        guard readLine() == "ready" else { throw RealWindowError("the stand-in portal did not start") }
    }

    /// A private session bus that can start only `services` (paths of D-Bus service files), in
    /// `environment` (nil: the tests' own), and its address.
    package static func startBus(services: [String], environment: [String: String]? = nil) throws -> (Process, String) {
        let bus = Process()
        bus.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        bus.arguments = ["--config-file=\(try privateBusConfiguration(services: services))", "--nofork", "--nopidfile", "--print-address=1"]
        if let environment { bus.environment = environment }
        let printed = Pipe()
        bus.standardOutput = printed
        bus.standardError = FileHandle.nullDevice
        try bus.run()
        var line = ""
        while !line.hasSuffix("\n"), let byte = printed.fileHandleForReading.readByteRetryingInterrupts() {
            line += String(decoding: [byte], as: UTF8.self)
        }
        return (bus, line.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// A session bus's configuration that can start only `services` (paths of D-Bus service
    /// files): its one service folder holds links to them and nothing else.
    private static func privateBusConfiguration(services files: [String]) throws -> String {
        let folder = try Executable.workDirectory()
        let services = folder.appendingPathComponent("services")
        try FileManager.default.createDirectory(at: services, withIntermediateDirectories: true)
        for file in files {
            try FileManager.default.createSymbolicLink(
                atPath: services.appendingPathComponent(URL(fileURLWithPath: file).lastPathComponent).path, withDestinationPath: file)
        }
        let configuration = folder.appendingPathComponent("bus.conf")
        try """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>unix:tmpdir=/tmp</listen>
          <auth>EXTERNAL</auth>
          <servicedir>\(services.path)</servicedir>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
        </busconfig>
        """.write(to: configuration, atomically: true, encoding: .utf8)
        return configuration.path
    }

    deinit {
        for process in [portal, bus] where process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    private func readLine() -> String {
        var line = ""
        while !line.hasSuffix("\n"), let byte = output.fileHandleForReading.readByteRetryingInterrupts() {
            line += String(decoding: [byte], as: UTF8.self)
        }
        return line.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Changes one setting: the portal signals SettingChanged, as a desktop's settings app makes it.
    package func set(_ namespace: String, _ key: String, _ type: String, _ value: String) throws {
        input.fileHandleForWriting.write(Data("\(namespace) \(key) \(type) \(value)\n".utf8))
        guard readLine() == "changed" else { throw RealWindowError("the stand-in portal did not signal") }
    }

    /// The environment that puts the program on this desktop's bus (and not on its accessibility bus).
    package var environment: [String: String] { ["DBUS_SESSION_BUS_ADDRESS": address, "NO_AT_BRIDGE": "1"] }
}
