import EndToEndSupport
import Foundation
import Testing

@testable import SlidingTabs
@testable import SlidingTabsKit

/// Faults the program meets: no fonts, no usable video driver, unwritable places, signals.
/// Each gives a clear message; the program carries on where it can, and nothing saved is damaged.
@Suite("Faults")
struct FaultTests {
    /// A fontconfig configuration with no fonts in it.
    func emptyFontconfig(in directory: URL) throws -> [String: String] {
        let fonts = directory.appendingPathComponent("no-fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        let config = directory.appendingPathComponent("fonts.conf")
        try Data(
            """
            <?xml version="1.0"?>
            <fontconfig><dir>\(fonts.path)</dir><cachedir>\(directory.path)/fc-cache</cachedir></fontconfig>
            """.utf8
        ).write(to: config)
        return ["FONTCONFIG_FILE": config.path, "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path]
    }

    @Test func noFontFoundSaysWhatToInstall() throws {
        let directory = try Executable.workDirectory()
        let result = try Executable.run(
            ["--headless", "--screenshot", "x.png"], in: directory,
            environment: try emptyFontconfig(in: directory))
        #expect(result.status == 1)
        #expect(result.stderr == "sliding-tabs: no font found through fontconfig; install fonts-dejavu-core (apt-get install fonts-dejavu-core)\n")
    }

    @Test func aVideoDriverThatFailsFallsBackToHeadless() throws {
        let directory = try Executable.workDirectory()
        let result = try Executable.run(["--screenshot", "x.png"], in: directory, environment: ["SDL_VIDEODRIVER": "bogus"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("no usable display (") && result.stdout.contains("running headless instead"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("x.png").path))
    }

    @Test func anUnwritableScreenshotFolderIsReportedInTheWindowAndTheProgramGoesOn() throws {
        let directory = try Executable.workDirectory()
        _ = FileManager.default.createFile(atPath: directory.appendingPathComponent("screenshots").path, contents: Data("x".utf8))
        let script = try Executable.script("key F12\nwait 100ms\nkey Right\nwait 400ms\nexpect page 2\n", in: directory)
        let result = try Executable.run(["--headless", "--script", script, "--report", "report.json"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("report.json"))) as? [String: Any]
        let message = try #require(report?["message"] as? String)
        #expect(message.hasPrefix("Screenshot not saved: cannot create directory ") && message.contains("screenshots"))
    }

    @Test func aFullDiskFailsTheReportClearly() throws {
        let result = try Executable.run(["--headless", "--screenshot", "/dev/full/x.png"], in: try Executable.workDirectory())
        #expect(result.status == 1 && result.stderr.contains("/dev/full"), "\(result.stderr)")
        // Reports and screenshots are renamed into place, so a device is refused, never replaced.
        let report = try Executable.run(["--headless", "--report", "/dev/full"], in: try Executable.workDirectory())
        #expect(
            report.status == 1
                && report.stderr
                    == "sliding-tabs: cannot write the report: '/dev/full' exists and is not a regular file (it is a character device)\n",
            "\(report.stderr)")
        let shot = try Executable.run(["--headless", "--screenshot", "/dev/null"], in: try Executable.workDirectory())
        #expect(shot.status == 1 && shot.stderr.contains("'/dev/null' exists and is not a regular file"), "\(shot.stderr)")
        let type = try FileManager.default.attributesOfItem(atPath: "/dev/full")[.type] as? FileAttributeType
        #expect(type == .typeCharacterSpecial)
    }

    /// A headless run stops at the next frame on SIGINT or SIGTERM, reports its state, and exits
    /// 130 or 143; files it wrote are whole.
    @Test(arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130))])
    func signalsStopAHeadlessRunCleanly(signal: Int32, status: Int32) throws {
        let directory = try Executable.workDirectory()
        let lines = (1...2000).map { "screenshot shots/\($0).png\nwait 16ms" }.joined(separator: "\n")
        let script = try Executable.script(lines, in: directory)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("shots"), withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = Executable.url
        process.arguments = ["--headless", "--script", script, "--report", "report.json"]
        process.currentDirectoryURL = directory
        process.standardError = FileHandle.nullDevice
        try process.run()
        let second = directory.appendingPathComponent("shots/2.png").path
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: second) && Date() < deadline { usleep(10_000) }
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == status)
        let shots = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("shots").path)
        #expect(shots.count < 2000 && shots.allSatisfy { $0.hasSuffix(".png") && !$0.hasPrefix(".") }, "\(shots.count)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("report.json").path))
    }
}

@Suite("Soak")
struct SoakTests {
    /// A short soak: every texture alive is one the caches hold (none leaked). The long run with
    /// its memory figures is `make soak`.
    @Test func aShortSoakLeaksNoTexture() throws {
        let result = try Executable.run(["soak", "--frames", "3000", "--seed", "5"], in: try Executable.workDirectory())
        let line = try #require(result.stdout.split(separator: "\n").first)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(json["frames"] as? Int == 3000)
        #expect((json["events"] as? Int ?? 0) > 3000)
        let live = try #require(json["live_textures"] as? Int)
        #expect(live > 0 && live == json["cached_textures"] as? Int, "\(line)")
        for field in ["rss_first_half_peak_mb", "rss_second_half_peak_mb", "rss_growth_mb"] { #expect(json[field] is Double) }
    }

    /// 200000 frames of random input keep their memory: the second half's peak is within 0.2 MB
    /// of the first's (the harness once kept every frame's time, about 16 bytes a frame: 0.8 MB),
    /// and every live texture is a cached one. The program a user runs (the release build `make
    /// test` makes; a debug build took over 600 s on a machine busy on both cores), stopped only if
    /// it hangs. Under the sanitizers (`make sanitize`) the resident memory measures the tool, not
    /// the program (AddressSanitizer's quarantine holds what is freed: 11.7 MB "grown" over 200000
    /// frames, in 1987 s; 155 MB over 2000, as the quarantine fills, to about 494 MB), so there the
    /// soak asserts what they see: no leak, no bad access and no undefined behaviour reported (the
    /// soak's own memory alarm, which then measures the tool, may sound), and no texture leaked,
    /// over 10000 frames: 27 s alone, about a minute beside the other tests.
    @Test func twoHundredThousandFramesKeepTheirMemory() throws {
        let frames = Sanitizer.name == nil ? 200_000 : 10_000
        let result = try Executable.run(
            ["soak", "--frames", String(frames), "--seed", "1"], in: try Executable.workDirectory(), timeout: 3600,
            program: RealWindow.program)
        let line = try #require(result.stdout.split(separator: "\n").first, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(json["frames"] as? Int == frames && json["live_textures"] as? Int == json["cached_textures"] as? Int, "\(line)")
        guard Sanitizer.name == nil else {
            let reported = ["Sanitizer", "runtime error"].filter { result.stderr.contains($0) }
            let alarm = result.stderr.hasPrefix("sliding-tabs: soak: memory grew") && result.stderr.split(separator: "\n").count == 1
            #expect(reported.isEmpty && (result.status == 0 || result.status == 1 && alarm), "exit \(result.status): \(result.stderr)")
            return
        }
        #expect(result.status == 0, "\(result.stderr)")
        let growth = try #require(json["rss_growth_mb"] as? Double)
        #expect(growth < 0.2, "\(line)")
    }
}
