import EndToEndSupport
import Foundation
import PagerSDL
import PagerScene
import RenderTestSupport
import Testing

/// The executable, run headless with scripts, as the README describes it.
@Suite("Command line, end to end")
struct CommandLineTests {
    /// Whether the pixel at (x, y) of a PNG is the indicator's red.
    func isRed(_ surface: PixelImage, _ x: Int, _ y: Int) -> Bool {
        let pixel = surface.pixel(x: x, y: y)
        return pixel.r > 200 && pixel.g < 60 && pixel.b < 60
    }

    @Test func aRightToLeftDragLandsOnPageTwoWithTheIndicatorUnderTabTwo() throws {
        let directory = try Executable.workDirectory()
        let script = try Executable.script(
            """
            drag 600,300 -> 200,300 in 200ms
            wait 600ms
            expect page 2
            """, in: directory)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("out"), withIntermediateDirectories: true)
        let result = try Executable.run(["--headless", "--script", script, "--screenshot", "out/shot.png"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        try SDLLibrary.start(video: false)
        let shot = try loadPNG(directory.appendingPathComponent("out/shot.png").path)
        #expect(shot.width == 800 && shot.height == 600)
        #expect(isRed(shot, 140, 57) && isRed(shot, 260, 57))
        #expect(!isRed(shot, 120, 57) && !isRed(shot, 280, 57))
    }

    @Test func aTouchSwipeAndATabClick() throws {
        let directory = try Executable.workDirectory()
        let script = try Executable.script(
            """
            # a finger swipe to page 2, then the fourth tab
            touch 700,300 -> 300,320 in 150ms
            wait 600ms
            expect page 2
            tab 4
            wait 100ms
            expect page 4
            wait 300ms
            key Left
            wait 400ms
            expect page 3
            """, in: directory)
        let result = try Executable.run(["--headless", "--script", script], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func theShippedScriptPlays() throws {
        let directory = try Executable.workDirectory()
        let script = Executable.packageRoot.appendingPathComponent("Assets/scripts/swipe-and-click.script").path
        let result = try Executable.run(["--headless", "--script", script], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// Without a script (no display, or `--headless`), a config gets a tour made for its tabs:
    /// every shipped config's tour runs to its end, and writes exactly the screenshots it lists,
    /// none named for a step of the demo's tour (the demo's Custom page, its red page); right to
    /// left too. gallery.json's first page swipes through its own pictures, so no swipe reaches
    /// its second page: its tour shows its first and last pages alone.
    @Test(arguments: ["jftabview", "toutiao", "settings", "channels", "gallery", "rtl", "world", "news", "grid", "sidebar"])
    func withoutADisplayAConfigGetsATourOfItsOwn(name: String) throws {
        let directory = try Executable.workDirectory()
        let result = try Executable.run(["--headless", "--config", Executable.asset("\(name).json")], in: directory)
        #expect(result.status == 0, "\(name): \(result.stderr)")
        let listed = result.stdout.split(separator: "\n").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("screenshots").path).sorted()
        #expect(listed.count >= (name == "gallery" ? 2 : 3), "\(name): \(result.stdout)")
        #expect(written == listed.map { ($0 as NSString).lastPathComponent }.sorted(), "\(name): wrote \(written), listed \(listed)")
        #expect(!written.contains { $0.contains("custom-page") || $0.contains("red-page") })
    }

    /// A report that cannot be written (its path a folder) is an output error: exit 1, one line.
    @Test func aReportNamingAFolderExitsOne() throws {
        let directory = try Executable.workDirectory()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("adir"), withIntermediateDirectories: true)
        let result = try Executable.run(["--headless", "--report", "adir"], in: directory)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("sliding-tabs: ") && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    /// A config named by a folder's bare name (no shipped config has it) is said to be a folder,
    /// as a path to one is, not a missing file: exit 2 in one line.
    @Test func aConfigNamingAFolderSaysItIsAFolder() throws {
        let directory = try Executable.workDirectory()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("adir"), withIntermediateDirectories: true)
        let result = try Executable.run(["--headless", "--config", "adir", "--screenshot", "shot.png"], in: directory)
        #expect(
            result.status == 2 && result.stderr == "sliding-tabs: cannot read config 'adir': it is a directory, not a regular file\n",
            "\(result.stderr)")
    }

    /// A folder the user names is never made: a screenshot, report or recording in a folder that
    /// does not exist is exit 2 in one line (a script's screenshot naming its line), and no
    /// folder appears.
    @Test func aFileToWriteInAMissingFolderIsBadUsage() throws {
        let directory = try Executable.workDirectory()
        for flag in ["--screenshot", "--report"] {
            let result = try Executable.run(["--headless", flag, "missing/dir/out.png"], in: directory)
            #expect(result.status == 2, "\(flag): \(result.stderr)")
            #expect(result.stderr == "sliding-tabs: \(flag) 'missing/dir/out.png': the folder 'missing/dir' does not exist\n")
        }
        let script = try Executable.script("wait 100ms\nscreenshot missing/shot.png\n", in: directory, name: "shots.script")
        let result = try Executable.run(["--headless", "--script", script], in: directory)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("shots.script:2: screenshot 'missing/shot.png': the folder 'missing' does not exist"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("missing").path))
    }

    @Test func aBadScriptExitsTwoNamingItsLine() throws {
        let directory = try Executable.workDirectory()
        let script = try Executable.script("wait 100ms\n\n# fine so far\nwiggle 3,4\n", in: directory, name: "bad.script")
        let result = try Executable.run(["--headless", "--script", script], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.script:4: unknown command 'wiggle'"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test(arguments: [
        ("drag 1,2 -> 3 in 100ms", "drag: expected X,Y"),
        ("wait 5s", "wait: expected a duration like 300ms"),
        ("size 0x600", "size: expected WxH"),
        ("key Hyper+x", "key: unknown modifier 'hyper'"),
        ("expect tab 2", "expect: expected 'page N'"),
        ("tab 9", "tab 9: there are only 6 tabs"),
        ("move nan,3", "move: expected X,Y as numbers"),
    ])
    func badLinesAreNamed(line: String, message: String) throws {
        let directory = try Executable.workDirectory()
        let script = try Executable.script("wait 16ms\n\(line)\n", in: directory, name: "s.script")
        let result = try Executable.run(["--headless", "--script", script], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr.contains("s.script:2: \(message)"), "\(result.stderr)")
    }

    /// A tab past the only one is counted in the singular.
    @Test func aTabPastTheOnlyOneIsCountedInTheSingular() throws {
        let directory = try Executable.workDirectory()
        try #"{"tabs": [{"title": "Only", "page": {"type": "color"}}]}"#.write(
            to: directory.appendingPathComponent("one.json"), atomically: true, encoding: .utf8)
        let script = try Executable.script("tab 3\n", in: directory, name: "s.script")
        let result = try Executable.run(["--headless", "--config", "one.json", "--script", script], in: directory)
        #expect(result.status == 2 && result.stderr.contains("s.script:1: tab 3: there is only 1 tab\n"), "\(result.stderr)")
    }

    @Test func aFailedExpectExitsThreeWithExpectedAndActual() throws {
        let directory = try Executable.workDirectory()
        let script = try Executable.script("wait 100ms\nexpect page 3\n", in: directory, name: "e.script")
        let result = try Executable.run(["--headless", "--script", script], in: directory)
        #expect(result.status == 3)
        #expect(result.stderr.contains("e.script:2: expected page 3, but the pager is on page 1"), "\(result.stderr)")
    }

    @Test(arguments: [
        (["--size", "0x10"], "--size: expected WxH"),
        (["--size"], "--size needs a value"),
        (["--frobnicate"], "unknown argument '--frobnicate'"),
        (["--script", "/nonexistent/x.script"], "cannot read script '/nonexistent/x.script'"),
    ])
    func badFlagsExitTwo(arguments: [String], message: String) throws {
        let result = try Executable.run(["--headless"] + arguments, in: try Executable.workDirectory())
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("sliding-tabs: ") && result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func anUnwritableScreenshotExitsOne() throws {
        let result = try Executable.run(["--headless", "--screenshot", "/proc/1/shot.png"], in: try Executable.workDirectory())
        #expect(result.status == 1)
        #expect(result.stderr.contains("/proc/1/shot.png"), "\(result.stderr)")
    }

    @Test func withoutADisplayItSaysSoAndRendersTheTour() throws {
        let directory = try Executable.workDirectory()
        let result = try Executable.run([], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("sliding-tabs: no display found"))
        let shots = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("screenshots").path)
        #expect(
            shots.sorted() == [
                "tour-1-news.png", "tour-2-mid-swipe.png", "tour-3-scrolled-list.png",
                "tour-4-custom-page.png", "tour-5-red-page.png",
            ])
        #expect(shots.allSatisfy { result.stdout.contains("screenshots/\($0)") })
    }

    /// A config's tour shows only steps that happened (with tab 2 disabled no swipe reaches
    /// it) and replaces the last tour's pictures, leaving the user's own files.
    @Test func aConfigsTourShowsOnlyWhatHappenedAndReplacesTheLastTour() throws {
        let directory = try Executable.workDirectory()
        var config = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Executable.asset("channels.json")))) as? [String: Any])
        var tabs = try #require(config["tabs"] as? [[String: Any]])
        tabs[1]["enabled"] = false
        config["tabs"] = tabs
        try JSONSerialization.data(withJSONObject: config).write(to: directory.appendingPathComponent("disabled.json"))
        let shots = directory.appendingPathComponent("screenshots")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        for name in ["tour-3-after-a-flick.png", "mine.png"] { try Data([1]).write(to: shots.appendingPathComponent(name)) }
        let disabled = try Executable.run(["--headless", "--config", "disabled.json"], in: directory)
        #expect(disabled.status == 0, "\(disabled.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: shots.path).sorted() == ["mine.png", "tour-1-first-page.png", "tour-4-last-page.png"])
        #expect(!disabled.stdout.contains("mid-swipe") && !disabled.stdout.contains("after-a-flick"), "\(disabled.stdout)")
        let whole = try Executable.run(["--headless", "--config", Executable.asset("channels.json")], in: directory)
        #expect(whole.status == 0, "\(whole.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: shots.path).sorted()
        #expect(names == ["mine.png", "tour-1-first-page.png", "tour-2-mid-swipe.png", "tour-3-after-a-flick.png", "tour-4-last-page.png"])
        let pictures = try names.filter { $0.hasPrefix("tour") }.map { try Data(contentsOf: shots.appendingPathComponent($0)) }
        #expect(Set(pictures).count == 4, "each step shows something new")
    }

    /// SDL's dummy and offscreen drivers show no window: the program says so in one line and runs
    /// headless (the tour, or the script and screenshot), instead of an unseen window that runs
    /// until stopped; a recording, which needs a window, is refused.
    @Test(arguments: ["dummy", "offscreen"]) func anInvisibleVideoDriverRunsHeadlessAndSaysSo(driver: String) throws {
        let directory = try Executable.workDirectory()
        let tour = try Executable.run(["--config", "settings"], in: directory, environment: ["SDL_VIDEODRIVER": driver], timeout: 60)
        #expect(tour.status == 0, "\(tour.stderr)")
        #expect(tour.stdout.hasPrefix("sliding-tabs: SDL_VIDEODRIVER=\(driver) shows no window; rendering the built-in tour"), "\(tour.stdout)")
        let shots = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("screenshots").path)
        #expect(!shots.isEmpty && shots.allSatisfy { tour.stdout.contains("screenshots/\($0)") })
        let shot = try Executable.run(
            ["--config", "settings", "--screenshot", "s.png"], in: directory, environment: ["SDL_VIDEODRIVER": driver], timeout: 60)
        #expect(shot.status == 0 && shot.stdout.hasPrefix("sliding-tabs: SDL_VIDEODRIVER=\(driver) shows no window; running headless"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("s.png").path))
        let record = try Executable.run(["--record", "r.script"], in: directory, environment: ["SDL_VIDEODRIVER": driver], timeout: 60)
        #expect(
            record.status == 2
                && record.stderr
                    == "sliding-tabs: --record needs a window, and SDL_VIDEODRIVER=\(driver) shows none; record a session at a desktop\n",
            "\(record.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("r.script").path))
    }

    @Test func f12InAScriptSavesATimestampedScreenshot() throws {
        let directory = try Executable.workDirectory()
        let script = try Executable.script("key F12\nwait 100ms\nkey ctrl+s\n", in: directory)
        let result = try Executable.run(["--headless", "--script", script], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let shots = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("screenshots").path)
        #expect(shots.count == 2)
        #expect(shots.allSatisfy { $0.hasPrefix("sliding-tabs-") && $0.hasSuffix(".png") && $0.count >= "sliding-tabs-20261130-140000.png".count })
    }

    @Test func helpExitsZero() throws {
        let result = try Executable.run(["--help"], in: try Executable.workDirectory())
        #expect(result.status == 0 && result.stdout.contains("usage: sliding-tabs"))
    }
}

@Suite("Benchmark")
struct BenchmarkTests {
    @Test func aShortBenchPrintsOneJSONLineWithEveryField() throws {
        let result = try Executable.run(["bench", "--rows", "20", "--frames", "10"], in: try Executable.workDirectory())
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        for field in [
            "impl", "rows", "frames", "frame_ms_p50", "frame_ms_p99", "frame_ms_max", "total_ms",
            "first_frame_ms", "peak_rss_mb",
        ] {
            #expect(json[field] != nil, "missing \(field) in \(lines[0])")
        }
        #expect(json["rows"] as? Int == 20 && json["frames"] as? Int == 10 && json["impl"] as? String == "sliding-tabs")
        let firstFrame = try #require(json["first_frame_ms"] as? Double)
        #expect(firstFrame > 0)
    }

    @Test func badBenchArgumentsExitTwo() throws {
        let result = try Executable.run(["bench", "--rows", "0"], in: try Executable.workDirectory())
        #expect(result.status == 2 && result.stderr.contains("bench --rows: expected a whole number from 1 to 10000000"))
        let vsync = try Executable.run(["bench", "--vsync"], in: try Executable.workDirectory())
        #expect(vsync.status == 2 && vsync.stderr == "sliding-tabs: bench: --vsync needs --window\n", "\(vsync.stderr)")
    }

    /// Headless, the result says what drew it and what the frames cost the processor.
    @Test func theHeadlessBenchReportsItsCPUAndRenderer() throws {
        let result = try Executable.run(["bench", "--frames", "20"], in: try Executable.workDirectory())
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
        #expect(json["renderer"] as? String == "software" && json["first_present_ms"] == nil, "\(json)")
        #expect((json["cpu_ms"] as? Double ?? 0) > 0, "\(json)")
    }

    /// A display number no X server here has (no socket, no lock file), whatever else runs.
    static let unusedDisplay: String = {
        let taken = { (number: Int) in
            ["/tmp/.X11-unix/X\(number)", "/tmp/.X\(number)-lock"].contains { FileManager.default.fileExists(atPath: $0) }
        }
        return ":" + String((900..<2000).first { !taken($0) } ?? 1999)
    }()

    /// With no display, `bench --window` says so in one line and fails; it never falls back to
    /// measuring offscreen.
    @Test(arguments: [["DISPLAY": ""], ["DISPLAY": unusedDisplay]])
    func theWindowBenchWithoutADisplayFailsInOneLine(environment: [String: String]) throws {
        let result = try Executable.run(
            ["bench", "--window", "--frames", "5"], in: try Executable.workDirectory(),
            environment: environment.merging(["SDL_VIDEODRIVER": "", "WAYLAND_DISPLAY": ""]) { $1 })
        #expect(result.status == 1 && result.stdout.isEmpty, "\(result.stdout)")
        #expect(result.stderr.hasPrefix("sliding-tabs: bench --window: no ") && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
}
