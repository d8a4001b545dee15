import EndToEndSupport
import Foundation
import PagerSDL
import RenderTestSupport
import Testing

/// The script commands for fingers and zoom, and the report's `zoom`, as a user runs them.
@Suite("Touch and zoom scripts")
struct TouchAndZoomScriptTests {
    /// Runs `script` on the shipped gallery config headless; the report's fields.
    static func run(_ script: String) throws -> (Executable.Result, [String: Any]) {
        let directory = try Executable.workDirectory()
        let path = try Executable.script(script, in: directory)
        let result = try Executable.run(
            ["--headless", "--config", Executable.asset("gallery.json"), "--script", path, "--report", "report.json"], in: directory)
        let data = (try? Data(contentsOf: directory.appendingPathComponent("report.json"))) ?? Data()
        return (result, (try? JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:])
    }

    @Test func aPinchZoomsThePictureAndTheReportSaysHowFar() throws {
        let (result, report) = try Self.run("pinch 400,270 from 100 to 200 in 300ms\nwait 500ms\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(report["zoom"] as? Double == 2)
        #expect(report["page"] as? Int == 1, "a pinch turns no page")
    }

    @Test func aDoubleClickZoomsAndAnotherZoomsBack() throws {
        let (once, zoomed) = try Self.run("double-click 500,250\nwait 400ms\n")
        #expect(once.status == 0, "\(once.stderr)")
        #expect(zoomed["zoom"] as? Double == 2.5)
        let (_, back) = try Self.run("double-click 500,250\nwait 400ms\ndouble-click 500,250\nwait 400ms\n")
        #expect(back["zoom"] as? Double == 1)
        let (_, wheel) = try Self.run("magnify 1.5 at 400,270\nkey plus\nwait 400ms\n")
        #expect(wheel["zoom"] as? Double == 2.25)
    }

    /// The shipped zoom script's picture (the README's): the gallery's first picture at 2.5x
    /// about the double tap, decoded sharp at its zoom.
    @Test func aZoomedPictureLooksAsRecorded() throws {
        let directory = try Executable.workDirectory()
        let result = try Executable.run(
            [
                "--headless", "--config", Executable.asset("gallery.json"), "--script", Executable.asset("scripts/zoom.script"),
                "--screenshot", "shot.png",
            ], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Executable.shotMismatch(in: directory, against: "gallery-zoomed") == nil)
    }

    /// `zoom` is null, not left out, where the selected page shows no picture.
    @Test func theZoomIsNullWhereNoPictureShows() throws {
        let (result, report) = try Self.run("tab 4\nwait 400ms\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(report.keys.contains("zoom") && report["zoom"] is NSNull)
    }

    /// Two fingers swipe as one: on the single picture's page, the second lands mid-swipe and
    /// drives to the end, the first lifting on the way; the pages come to rest on the next one.
    @Test func twoFingersSwipeAsOne() throws {
        let (result, report) = try Self.run(
            """
            tab 2
            wait 400ms
            touch-press 700,300
            wait 16ms
            touch-move 650,300
            wait 16ms
            touch-move 600,300
            touch-press 300,300 finger 2
            wait 16ms
            touch-move 200,300 finger 2
            touch-release 600,300
            wait 16ms
            touch-move -100,300 finger 2
            wait 200ms
            touch-release -100,300 finger 2
            wait 800ms
            expect page 3

            """)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(report["page"] as? Int == 3)
    }

    @Test(arguments: [
        ("touch-press 1,2 finger 0", "touch-press: expected a finger from 1 to 10, got '0'"),
        ("touch-move 1,2 finger two", "touch-move: expected a finger from 1 to 10, got 'two'"),
        ("pinch 1,2 from x to 3 in 100ms", "pinch: expected 'X,Y from D1 to D2 in MSms' (distances in points), got '1,2 from x to 3 in 100ms'"),
        ("magnify 0 at 1,2", "magnify: expected 'FACTOR at X,Y' with a factor from 0.01 to 100, got '0 at 1,2'"),
        ("double-click 1", "double-click: expected X,Y as numbers within ±100000, got '1'"),
    ])
    func badFingerAndZoomLinesAreOneLineErrors(_ line: String, _ message: String) throws {
        let directory = try Executable.workDirectory()
        let path = try Executable.script(line + "\n", in: directory)
        let result = try Executable.run(["--headless", "--script", path], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr == "sliding-tabs: \(path):1: \(message)\n")
    }
}
