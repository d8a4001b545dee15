import FoundationEssentials
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

    @Test func aWrongZoomFailsWithBothValues() throws {
        let result = try Self.run("tab 2\nwait 500ms\nexpect zoom 2\n")
        #expect(result.status == 3)
        #expect(result.stderr.hasSuffix("test.script:3: expected zoom 2.0, but the picture is at 1.0\n"), "\(result.stderr)")
    }
}
