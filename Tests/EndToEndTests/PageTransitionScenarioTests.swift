import EndToEndSupport
import Foundation
import PagerSDL
import RenderTestSupport
import Testing

/// Pages that peek and pages that transform, mid-swipe, on the shipped gallery: from "Cover"
/// towards "Photos", the finger 300 points along, each against its reference screenshot
/// (`RECORD_REFERENCES=1` records them again).
@Suite("Page transitions, end to end")
struct PageTransitionScenarioTests {
    static let midSwipe = "tab 2\nwait 600ms\npress 100,300\nwait 16ms\nmove 110,300\nwait 16ms\nmove 400,300\nwait 16ms\n"

    /// The shipped gallery with `pages` set to `style`, its files named by absolute paths.
    static func gallery(_ style: String) throws -> String {
        let assets = Executable.packageRoot.appendingPathComponent("Assets").path
        return try String(contentsOfFile: Executable.asset("gallery.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"icons/", with: "\"\(assets)/icons/")
            .replacingOccurrences(of: "\"pictures/", with: "\"\(assets)/pictures/")
            .replacingOccurrences(of: "\"indicator\":", with: "\"pages\": \(style),\n  \"indicator\":")
    }

    @Test(arguments: [
        ("gallery-peek", #"{"peek": 40, "spacing": 12}"#), ("gallery-depth", #"{"transition": "depth"}"#),
        ("gallery-zoom-out", #"{"transition": "zoomOut"}"#), ("gallery-fade", #"{"transition": "fade"}"#),
    ])
    func midSwipeMatchesItsReference(name: String, style: String) throws {
        let directory = try Executable.workDirectory()
        try Self.gallery(style).write(to: directory.appendingPathComponent("gallery.json"), atomically: true, encoding: .utf8)
        let script = try Executable.script(Self.midSwipe, in: directory)
        let result = try Executable.run(["--headless", "--config", "gallery.json", "--script", script, "--screenshot", "shot.png"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Executable.shotMismatch(in: directory, against: name) == nil)
    }

    /// With a peek, the page at rest is centred between its neighbours' edges, after a swipe too.
    @Test func aPeekingPageRestsCentred() throws {
        let directory = try Executable.workDirectory()
        try Self.gallery(##"{"peek": 40, "spacing": 12, "background": "#00ff00"}"##)
            .write(to: directory.appendingPathComponent("gallery.json"), atomically: true, encoding: .utf8)
        let script = try Executable.script("tab 2\nwait 600ms\ndrag 600,300 -> 300,300 in 200ms\nwait 800ms\nexpect page 3\n", in: directory)
        let result = try Executable.run(["--headless", "--config", "gallery.json", "--script", script, "--screenshot", "shot.png"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        try SDLLibrary.start(video: false)
        let shot = try loadPNG(directory.appendingPathComponent("shot.png").path)
        // "Missing" (#202024) from x 40 to 760; the gaps 12 points wide show the background.
        #expect(shot.pixel(x: 45, y: 300) == (32, 32, 36) && shot.pixel(x: 754, y: 300) == (32, 32, 36))
        #expect(shot.pixel(x: 36, y: 300) == (0, 255, 0) && shot.pixel(x: 764, y: 300) == (0, 255, 0))
        #expect(shot.pixel(x: 10, y: 300) != (0, 255, 0), "Cover peeks in at the left")
    }
}
