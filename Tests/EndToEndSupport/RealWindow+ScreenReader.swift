import Foundation

/// The program on this display as screen readers and the accessibility bus find it, each walk
/// in a private D-Bus session its tool starts (Tools/*.py).
extension RealWindow {
    /// Whether a screen reader's tools are installed: a private D-Bus session, the
    /// accessibility bus and pyatspi (make test installs them).
    package static var screenReaderToolsInstalled: Bool {
        ["/usr/bin/dbus-run-session", "/usr/bin/dbus-send", "/usr/libexec/at-spi-bus-launcher", "/usr/lib/python3/dist-packages/pyatspi"]
            .allSatisfy { FileManager.default.fileExists(atPath: $0) }
    }

    /// Whether Orca is installed (make test installs it).
    package static var orcaInstalled: Bool { screenReaderToolsInstalled && FileManager.default.isExecutableFile(atPath: "/usr/bin/orca") }

    /// Runs the program with `arguments` in a private D-Bus session with the accessibility bus
    /// running (accessibility on when `enabled`), as a screen reader's client walks it through
    /// `scenario` (Tools/atspi-check.py), with `more` in its environment; returns what the walk
    /// found, and the program's report.
    package func screenReaderWalk(
        _ scenario: String, enabled: Bool = true, program: URL = RealWindow.program, arguments: [String], adding more: [String: String] = [:]
    ) throws -> (found: [String: Any], report: [String: Any]) {
        let found = try walk(
            "atspi-check.py",
            [scenario, enabled ? "1" : "0", program.path] + (program == Self.program ? ["--report", path("report.json")] : []) + arguments,
            adding: more)
        let report = (try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path("report.json"))))) as? [String: Any]
        return (found, report ?? [:])
    }

    /// What Orca said as the program with `arguments` started, and after each of `keys`
    /// (xdotool's names), with how many key events it received for each (Tools/orca-walk.py).
    package func orcaWalk(_ keys: [String], program: URL = RealWindow.program, arguments: [String]) throws -> OrcaWalk {
        let found = try walk("orca-walk.py", [keys.joined(separator: " "), program.path] + arguments, timeout: 60 + 6 * Double(keys.count))
        let steps = (found["steps"] as? [[String: Any]] ?? []).map { step in
            OrcaWalk.Step(key: step["key"] as? String ?? "", spoken: step["spoken"] as? [String] ?? [], keyEvents: step["keys"] as? Int ?? 0)
        }
        return OrcaWalk(orcaStarted: found["orca_started"] as? Bool == true, start: found["start"] as? [String] ?? [], steps: steps)
    }

    /// What a peer on the accessibility bus found doing `mode` to the program with `arguments`
    /// (Tools/bus-probe.py), with `environment` added to the probe's.
    package func busProbe(_ mode: String, arguments: [String], environment: [String: String] = [:]) throws -> [String: Any] {
        try walk("bus-probe.py", [mode, Self.program.path] + arguments, adding: environment, timeout: 120)
    }

    /// Runs Tools/`tool` with python3, the JSON file it writes first in its `arguments`, in the
    /// program's environment with HOME here and `more`; what it wrote. Its output goes to files: a
    /// service the session starts may keep a pipe open after it ends.
    private func walk(_ tool: String, _ arguments: [String], adding more: [String: String] = [:], timeout: Double = 60) throws -> [String: Any] {
        let script = RealWindow.tools.appendingPathComponent("" + tool)
        var environment = self.environment
        for name in ["NO_AT_BRIDGE", "GNOME_ACCESSIBILITY", "ATSPI_CHECK_SESSION", "ORCA_WALK_SESSION", "BUS_PROBE_SESSION"] {
            environment[name] = nil
        }
        environment["HOME"] = directory.path
        environment["GSETTINGS_BACKEND"] = "memory"  // no dconf service outliving the session
        environment.merge(more) { $1 }
        let result = path(tool + ".json"), log = tool + "-output.txt"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script.path, result] + arguments
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: createFile(log))
        process.standardError = process.standardOutput
        try process.run()
        let watchdog = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: result)),
            let found = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { throw RealWindowError("\(tool) wrote no result: \((try? String(contentsOfFile: path(log), encoding: .utf8)) ?? "")") }
        return found
    }
}

/// What Orca said in a walk: as the program started, and after each key.
package struct OrcaWalk: CustomStringConvertible {
    package struct Step {
        package var key: String
        package var spoken: [String]
        /// The key events Orca received meanwhile (a press and a release a key).
        package var keyEvents: Int
    }

    package var orcaStarted: Bool
    package var start: [String]
    package var steps: [Step]

    /// What was said after the `index`th key, as one line.
    package func said(_ index: Int) -> String { steps.indices.contains(index) ? steps[index].spoken.joined(separator: " ") : "" }

    package var description: String {
        (["start: " + start.joined(separator: " ")] + steps.map { "\($0.key) (\($0.keyEvents) key events): " + $0.spoken.joined(separator: " ") })
            .joined(separator: "\n")
    }
}
