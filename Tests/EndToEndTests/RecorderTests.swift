import EndToEndSupport
import Foundation
import PagerConfig
import PagerCore
import PagerScene
import Testing

@testable import SlidingTabs
@testable import SlidingTabsKit

@Suite("Recorder")
struct RecorderTests {
    static let events: [InputEvent] = [
        .pointerDown(Point(x: 600, y: 300), .mouse), .pointerMove(Point(x: 412.5, y: 301), .mouse),
        .pointerUp(Point(x: 400, y: 300), .mouse), .pointerDown(Point(x: 10.125, y: 20), .touch),
        .pointerMove(Point(x: 11, y: 20), .touch), .pointerUp(Point(x: 12, y: 20), .touch),
        .wheel(dx: 0, dy: -1.5, at: Point(x: 5, y: 6), shift: false), .wheel(dx: 0, dy: 2, at: Point(x: 5, y: 6), shift: true),
        .key(KeyPress(.letter("s"), ctrl: true)), .key(KeyPress(.digit(3))), .key(KeyPress(.pageDown)),
        .key(KeyPress(.escape)), .key(KeyPress(.backspace)), .resize(Size(width: 640, height: 480)),
        .pointerLeave, .key(KeyPress(.tab, shift: true)), .key(KeyPress(.enter)), .key(KeyPress(.space)),
        .magnify(1.25, at: Point(x: 300, y: 200)), .key(KeyPress(.plus)), .key(KeyPress(.minus)),
    ]

    /// Every event is written as a line that parses back to the same input.
    @Test func linesParseBackToTheSameEvents() throws {
        let text = Self.events.map { ScriptRecorder.line(for: $0) }.joined(separator: "\n")
        let script = try Script(parsing: text, name: "r")
        let replayed: [ScriptCommand] = script.lines.map(\.command)
        #expect(
            replayed == [
                .press(Point(x: 600, y: 300)), .move(Point(x: 412.5, y: 301)), .release(Point(x: 400, y: 300)),
                .touchPress(Point(x: 10.125, y: 20), finger: 1), .touchMove(Point(x: 11, y: 20), finger: 1),
                .touchRelease(Point(x: 12, y: 20), finger: 1),
                .wheel(dx: 0, dy: -1.5, at: Point(x: 5, y: 6), shift: false), .wheel(dx: 0, dy: 2, at: Point(x: 5, y: 6), shift: true),
                .key(KeyPress(.letter("s"), ctrl: true)), .key(KeyPress(.digit(3))), .key(KeyPress(.pageDown)),
                .key(KeyPress(.escape)), .key(KeyPress(.backspace)), .size(PixelSize(width: 640, height: 480)!),
                .leave, .key(KeyPress(.tab, shift: true)), .key(KeyPress(.enter)), .key(KeyPress(.space)),
                .magnify(1.25, at: Point(x: 300, y: 200)), .key(KeyPress(.plus)), .key(KeyPress(.minus)),
            ])
    }

    /// Fingers are written as `finger N`, numbered from 1 as they land (the lowest number free),
    /// whatever ids the touch screen gave them; the first finger's lines name none.
    @Test func fingersAreNumberedAsTheyLand() throws {
        let path = try Executable.workDirectory().appendingPathComponent("f.script").path
        let recorder = try ScriptRecorder(path: path, size: Size(width: 800, height: 600), configPath: nil)
        for event: InputEvent in [
            .pointerDown(Point(x: 100, y: 100), .touch, id: 77), .pointerDown(Point(x: 300, y: 100), .touch, id: 12),
            .pointerMove(Point(x: 310, y: 100), .touch, id: 12), .pointerUp(Point(x: 100, y: 100), .touch, id: 77),
            .pointerDown(Point(x: 50, y: 60), .touch, id: 5), .pointerUp(Point(x: 310, y: 100), .touch, id: 12),
            .pointerUp(Point(x: 50, y: 60), .touch, id: 5),
        ] {
            recorder.record(event, at: 1000)
        }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            text.split(separator: "\n").dropFirst(2) == [
                "touch-press 100,100", "touch-press 300,100 finger 2", "touch-move 310,100 finger 2", "touch-release 100,100",
                "touch-press 50,60", "touch-release 310,100 finger 2", "touch-release 50,60",
            ])
        let replayed = try Script(parsing: text, name: "f").lines.map(\.command)
        #expect(replayed.contains(.touchMove(Point(x: 310, y: 100), finger: 2)))
        withExtendedLifetime(recorder) {}
    }

    @Test func waitsAreExactMicroseconds() {
        #expect(ScriptRecorder.milliseconds(16_667) == "16.667")
        #expect(ScriptRecorder.milliseconds(5) == "0.005")
        #expect(ScriptRecorder.milliseconds(2_000_050) == "2000.050")
    }

    /// Lines reach the file as they are recorded, so a killed session keeps them.
    @Test func linesAreOnDiskAtOnce() throws {
        let path = try Executable.workDirectory().appendingPathComponent("r.script").path
        let recorder = try ScriptRecorder(path: path, size: Size(width: 800, height: 600), configPath: "Assets/toutiao.json")
        recorder.record(.pointerDown(Point(x: 1, y: 2), .mouse), at: 1000)
        recorder.record(.pointerUp(Point(x: 1, y: 2), .mouse), at: 17_667)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            text == """
                # Recorded by sliding-tabs. Replay with: sliding-tabs --config Assets/toutiao.json --script \(path)
                size 800x600
                press 1,2
                wait 16.667ms
                release 1,2

                """)
        withExtendedLifetime(recorder) {}
    }

    /// A recording opens with every value the session began with, as `set` lines, then its
    /// input: replayed headless on a state that differs, it starts from the recorded values on
    /// the first page, and the config's name is written as it was given.
    @Test func aRecordingOpensWithTheValuesItBeganWith() throws {
        let directory = try Executable.workDirectory()
        let path = directory.appendingPathComponent("r.script").path
        let recorder = try ScriptRecorder(
            path: path, size: Size(width: 800, height: 600), configPath: "settings",
            values: TableValues(switches: ["sound": true, "push": false], options: ["text-size": "large"]))
        recorder.record(.key(KeyPress(.tab)), at: 0)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let opening = [
            "# Recorded by sliding-tabs. Replay with: sliding-tabs --config settings --script \(path)", "size 800x600", "set switch push off",
            "set switch sound on", "set option text-size large", "key tab",
        ]
        #expect(text == opening.joined(separator: "\n") + "\n")
        withExtendedLifetime(recorder) {}
        let state = directory.appendingPathComponent("state/sliding-tabs/settings.json")
        try FileManager.default.createDirectory(at: state.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"version": 1, "switches": {"sound": false, "push": true}, "options": {"text-size": "small"}}"#.utf8).write(to: state)
        let checks = "expect page 1\nexpect switch sound on\nexpect switch push off\nexpect option text-size large\n"
        let script = try Executable.script(text + checks, in: directory)
        let replay = try Executable.run(["--headless", "--config", "settings", "--script", script], in: directory)
        #expect(replay.status == 0, "\(replay.stderr)")
    }

    @Test func recordingNeedsAWindow() throws {
        let result = try Executable.run(["--headless", "--record", "x.script"], in: try Executable.workDirectory())
        #expect(result.status == 2 && result.stderr.contains("--record needs a window"))
    }

    /// A recording is never written through a link (to a file, or dangling: its target is not
    /// created) nor into a FIFO (which would hang) or a device: one line, exit 2, before anything
    /// opens, and the thing at the path left as it was.
    @Test func aLinkAFIFOOrADeviceIsRefused() throws {
        let directory = try Executable.workDirectory()
        let file = directory.appendingPathComponent("kept.txt"), fifo = directory.appendingPathComponent("pipe")
        try Data("kept\n".utf8).write(to: file)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("to-file").path, withDestinationPath: file.path)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("dangling").path, withDestinationPath: "nowhere.script")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        for (name, kind) in [
            ("to-file", "a symbolic link"), ("dangling", "a symbolic link"), ("pipe", "a FIFO"), ("/dev/null", "a character device"),
        ] {
            let result = try Executable.run(["--record", name], in: directory, timeout: 20)
            #expect(result.status == 2, "\(name): \(result.stderr)")
            #expect(result.stderr.hasPrefix("sliding-tabs: --record: '\(name)' exists and is not a regular file (it is \(kind)"), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "kept\n")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("nowhere.script").path))
    }
}

@Suite("Recorder on a full disk")
struct RecorderFullDiskTests {
    @Test func aFailedWriteStopsRecordingAndSaysWhy() throws {
        let descriptor = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        let recorder = ScriptRecorder(descriptor: descriptor, path: "/dev/full", size: Size(width: 800, height: 600), configPath: nil)
        recorder.record(.pointerDown(Point(x: 1, y: 2), .mouse), at: 0)
        #expect(recorder.failure == "recording to '/dev/full' stopped: No space left on device")
    }
}
