import EndToEndSupport
import Foundation
import PagerSDL
import RenderTestSupport
import Testing

/// Scripted fingers through the program: a finger whose lift never comes does not wedge the
/// mouse, a cancel ends its gesture, and a pinch's limits spring back (`expect zoom`).
@Suite("Lost touches, scripted")
struct LostTouchScriptTests {
    /// The exit status and stderr of `script` run headless on the shipped gallery.
    static func run(_ script: String) throws -> (status: Int32, stderr: String) {
        let directory = try Executable.workDirectory()
        let path = try Executable.script(script, in: directory)
        let result = try Executable.run(["--headless", "--config", Executable.asset("gallery.json"), "--script", path], in: directory)
        return (result.status, result.stderr)
    }

    @Test func aClickWorksWhileAFingerIsStuck() throws {
        let result = try Self.run("touch-press 400,300\nwait 200ms\ntab 3\nwait 500ms\nexpect page 3\n")
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func aCancelledDragSettlesOnTheNearestPage() throws {
        let script =
            "touch-press 700,300\n" + (1...10).map { "wait 16ms\ntouch-move \(700 - 25 * $0),300\n" }.joined()
            + "cancel\nwait 1000ms\nexpect page 1\n"
        let result = try Self.run(script)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func aPinchPastFourLosingAFingerSpringsBack() throws {
        let script =
            "tab 2\nwait 500ms\ntouch-press 350,330\ntouch-press 450,330 finger 2\n"
            + (1...20).map { "wait 16ms\ntouch-move \(350 - 12 * $0),330\ntouch-move \(450 + 12 * $0),330 finger 2\n" }.joined()
            + "touch-release 690,330 finger 2\nwait 500ms\nexpect zoom 4\ntouch-release 110,330\n"
        let result = try Self.run(script)
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// One finger resting on the picture, another taps the "Feed" tab: it is selected.
    @Test func aFingerTapsATabWhileAnotherRestsOnThePicture() throws {
        let result = try Self.run(
            "tab 2\nwait 500ms\ntouch-press 400,300\nwait 200ms\ntouch-press 700,568 finger 2\ntouch-release 700,568 finger 2\nwait 500ms\nexpect page 4\n"
        )
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// Pinched below 1x the picture is drawn smaller than the page (black around it), and springs
    /// back once the fingers lift.
    @Test func aPinchBelowOneIsDrawnAndSpringsBack() throws {
        let directory = try Executable.workDirectory()
        let pinch =
            "tab 2\nwait 500ms\ntouch-press 250,300\ntouch-press 550,300 finger 2\n"
            + (1...20).map { "wait 16ms\ntouch-move \(250 + 5 * $0),300\ntouch-move \(550 - 5 * $0),300 finger 2\n" }.joined()
        let script = pinch + "screenshot pinched.png\ntouch-release 450,300 finger 2\ntouch-release 350,300\nwait 600ms\nexpect zoom 1\n"
        let result = try Executable.run(
            [
                "--headless", "--config", Executable.asset("gallery.json"), "--script", try Executable.script(script, in: directory), "--screenshot",
                "end.png",
            ],
            in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        try SDLLibrary.start(video: false)
        let pinched = try loadPNG(directory.appendingPathComponent("pinched.png").path)
        let end = try loadPNG(directory.appendingPathComponent("end.png").path)
        #expect(pinched.pixel(x: 5, y: 5) == (0, 0, 0), "the page's background shows around the smaller picture")
        #expect(end.pixel(x: 5, y: 5) != (0, 0, 0), "back at 1x the picture covers the page")
    }

    @Test func aWrongZoomFailsWithBothValues() throws {
        let result = try Self.run("tab 2\nwait 500ms\nexpect zoom 2\n")
        #expect(result.status == 3)
        #expect(result.stderr.hasSuffix("test.script:3: expected zoom 2.0, but the picture is at 1.0\n"), "\(result.stderr)")
    }
}
