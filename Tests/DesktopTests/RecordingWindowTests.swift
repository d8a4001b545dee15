import EndToEndSupport
import Foundation
import Testing

/// Recording in a real X11 window (Xvfb): what a session writes, how the file ends when the
/// disk stops it, and that a replay headless ends where the live session did.
@Suite(
    "Recording a real window", .serialized,
    .enabled(if: RealWindow.toolsInstalled || ProcessInfo.processInfo.environment["CI"] != nil))
struct RecordingWindowTests {
    /// A recording that cannot be written (a disk full: here a file size limit of 1 KB, which
    /// the keys pass and the report stays under) stops with a message; the session goes on.
    @Test(.disabled(if: Sanitizer.isThread, Comment(rawValue: Sanitizer.fileSizeLimitNote))) func aRecordingOnAFullDiskStopsWithAMessage() throws {
        let window = try RealWindow()
        let config = #"{"tabs": [{"title": "One", "page": {"type": "color"}}, {"title": "Two", "page": {"type": "color"}}]}"#
        try Data(config.utf8).write(to: URL(fileURLWithPath: window.path("two.json")))
        try window.launch(["--config", "two.json", "--record", "r.script"], fileSizeLimit: 2)
        for _ in 0..<60 { try window.key("Down") }
        try window.key("Right")
        let report = try window.quitAndReport()
        #expect(report["page"] as? Int == 2)
        let stderr = try String(contentsOfFile: window.path("stderr.txt"), encoding: .utf8)
        #expect(stderr.contains("recording to 'r.script' stopped: File too large"), "\(stderr)")
    }

    /// A recording over a file that is there replaces it, and a line says so.
    @Test func aRecordingOverAFileSaysItReplacesIt() throws {
        let window = try RealWindow()
        try Data("an older recording\n".utf8).write(to: URL(fileURLWithPath: window.path("old.script")))
        try window.launch(["--record", "old.script"])
        _ = try window.quitAndReport()
        let stdout = try String(contentsOfFile: window.path("stdout.txt"), encoding: .utf8)
        #expect(stdout.contains("sliding-tabs: --record: 'old.script' was there: recording over it"), "\(stdout)")
        let recording = try String(contentsOfFile: window.path("old.script"), encoding: .utf8)
        #expect(recording.hasPrefix("# Recorded by sliding-tabs"), "\(recording)")
    }

    /// A recording the disk cuts short ends at a line's end, and replays.
    @Test(.disabled(if: Sanitizer.isThread, Comment(rawValue: Sanitizer.fileSizeLimitNote))) func aRecordingCutShortEndsAtALinesEnd() throws {
        let directory = try Executable.workDirectory()
        let rows = (0..<200).map { #"{"type": "switch", "id": "switch-number-\#($0)", "title": "Switch \#($0)"}"# }.joined(separator: ", ")
        try Data(#"{"tabs": [{"title": "Many", "page": {"type": "table", "sections": [{"rows": [\#(rows)]}]}}]}"#.utf8)
            .write(to: directory.appendingPathComponent("many.json"))
        // A window that records its header, then waits until stopped.
        let window = try RealWindow()
        let result = try Executable.run(
            ["--config", "many.json", "--record", "r.script"], in: directory, environment: ["DISPLAY": window.display], timeout: 3,
            fileSizeLimit: 2)
        #expect(result.stderr.contains("sliding-tabs: recording to 'r.script' stopped: "), "\(result.stderr)")
        let recording = try Data(contentsOf: directory.appendingPathComponent("r.script"))
        #expect(recording.count > 1000 && recording.last == UInt8(ascii: "\n"), "\(recording.count) bytes")
        let replay = try Executable.run(["--headless", "--config", "many.json", "--script", "r.script"], in: directory)
        #expect(replay.status == 0, "\(replay.stderr)")
    }

    /// A session recorded in the real window replays headless to the same state, and two
    /// headless replays are pixel-identical.
    @Test func aRecordedSessionReplaysExactly() throws {
        let window = try RealWindow()
        try window.launch(["--record", window.path("session.script")])
        try window.drag([(600, 300), (520, 300), (420, 300), (300, 300)], interval: 0.016)
        try window.drag([(400, 500), (400, 470), (400, 420), (400, 340), (400, 300)], interval: 0.012)
        try window.wheelDown(1, at: 400, 300)
        try window.key("Right")
        let live = try window.quitAndReport()
        let recording = window.path("session.script")
        let text = try String(contentsOfFile: recording, encoding: .utf8)
        #expect(text.contains("press 600,300") && text.contains("key right") && text.contains("key escape"), "\(text)")

        let directory = window.directory
        let replay = try Executable.run(["--headless", "--script", recording, "--report", "replay.json"], in: directory)
        #expect(replay.status == 0, "\(replay.stderr)")
        var replayed =
            try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("replay.json")))
            as? [String: Any] ?? [:]
        var liveState = live
        liveState["framesPresented"] = nil  // the window drew frames; a headless replay draws none
        replayed["framesPresented"] = nil
        #expect(NSDictionary(dictionary: liveState).isEqual(to: replayed), "live \(live) replay \(replayed); recording \(recording)")

        for name in ["a.png", "b.png"] {
            let run = try Executable.run(["--headless", "--script", recording, "--screenshot", name], in: directory)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let first = try Data(contentsOf: directory.appendingPathComponent("a.png"))
        let second = try Data(contentsOf: directory.appendingPathComponent("b.png"))
        #expect(first == second, "replays differ: \(directory.path)/a.png, b.png")
    }

    /// The README's recipe: record a session in the window, replay it with the same saved
    /// state. The recording starts from every value the session started from, so the replay
    /// ends where the live session did (Sound on, though the saved state now says on too), and
    /// leaves the saved state as the live session left it.
    @Test func aReplayOnTheSameMachineEndsWhereTheSessionDid() throws {
        let window = try RealWindow()
        try window.launch(["--config", Executable.asset("settings.json"), "--record", window.path("bug.script")])
        let before = try window.waitUntilStill()
        try window.click(400, 262)  // "Sound" on
        try window.waitUntilStill(changedFrom: before)
        let live = try window.quitAndReport()
        #expect((live["switches"] as? [String: Bool])?["sound"] == true, "\(live) \(window.evidence)")
        let stateFile = window.directory.appendingPathComponent("state/sliding-tabs/settings.json")
        let saved = try Data(contentsOf: stateFile)
        let recording = try String(contentsOfFile: window.path("bug.script"), encoding: .utf8)
        #expect(recording.contains("set switch sound off") && recording.contains("set option text-size medium"), "\(recording)")
        let replay = try Executable.run(
            ["--config", Executable.asset("settings.json"), "--script", window.path("bug.script"), "--headless", "--report", "replay.json"],
            in: window.directory)
        #expect(replay.status == 0, "\(replay.stderr)")
        let replayed =
            try JSONSerialization.jsonObject(with: Data(contentsOf: window.directory.appendingPathComponent("replay.json"))) as? [String: Any]
        #expect((replayed?["switches"] as? [String: Bool])?["sound"] == true, "the replay turned Sound on, as the session did: \(replayed ?? [:])")
        #expect(try Data(contentsOf: stateFile) == saved, "the replay left the saved state alone")
    }
}
