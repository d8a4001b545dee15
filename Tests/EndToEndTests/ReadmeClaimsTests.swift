import EndToEndSupport
import Foundation
import PagerConfig
import PagerSDL
import PagerScene
import RenderTestSupport
import Testing

@testable import SlidingTabsKit

/// The README's claims that a second check found untrue, each now true and tested end to end.
@Suite("README claims, checked again")
struct ReadmeClaimsTests {
    /// A display number no X server runs on here.
    static var deadDisplay: String {
        let free = (90...199).first {
            !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)") && !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock")
        }
        return ":\(free ?? 199)"
    }

    /// A `DISPLAY` where no server runs (an SSH session's forwarding gone): one line saying so,
    /// then the headless run; nothing on stderr, nothing left running.
    @Test func aStaleDisplayRunsHeadlessAfterOneLine() throws {
        let environment = ["DISPLAY": Self.deadDisplay, "XDG_RUNTIME_DIR": "", "WAYLAND_DISPLAY": "wayland-93"]
        let directory = try Executable.workDirectory()
        let script = try Executable.script("key Right\nwait 500ms\nexpect page 2\n", in: directory)
        let scripted = try Executable.run(["--script", script, "--screenshot", "shot.png"], in: directory, environment: environment, timeout: 30)
        #expect(scripted.status == 0, "\(scripted.stderr)")
        #expect(scripted.stderr.isEmpty, "only sliding-tabs lines, and none here: \(scripted.stderr)")
        #expect(scripted.stdout.hasPrefix("sliding-tabs: no usable display (") && scripted.stdout.contains("running headless instead"))
        #expect(scripted.stdout.split(separator: "\n").count == 1)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("shot.png").path))
        let tour = try Executable.run([], in: directory, environment: environment, timeout: 30)
        #expect(tour.status == 0 && tour.stderr.isEmpty, "\(tour.stderr)")
        #expect(tour.stdout.contains("rendering the built-in tour into screenshots/ instead"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("screenshots/tour-1-news.png").path))
        let record = try Executable.run(["--record", "r.script"], in: directory, environment: environment, timeout: 30)
        #expect(record.status == 2 && record.stderr.hasPrefix("sliding-tabs: --record needs a window, and there is no usable display ("))
    }

    /// The centered layout's keys, each left out or written with its documented default (the
    /// bar's height; the bar's width over tabs + 1), give the same buttons.
    @Test func centredButtonsKeepTheirDefaultsWhenWrittenOut() throws {
        let directory = try Executable.workDirectory()
        var shots: [PixelImage] = []
        for bar in ["", #", "buttonHeight": 60"#, #", "buttonWidth": 200"#, #", "buttonWidth": 200, "buttonHeight": 60"#] {
            let config =
                #"{"tabBar": {"height": 60, "layout": "centered"\#(bar)}, "indicator": {"multiplier": 2}, "tabs": ["#
                + (1...3).map { #"{"title": "T\#($0)", "page": {"type": "color"}}"# }.joined(separator: ", ") + "]}"
            try Data(config.utf8).write(to: directory.appendingPathComponent("c.json"))
            let result = try Executable.run(["--headless", "--config", "c.json", "--screenshot", "shot.png"], in: directory)
            #expect(result.status == 0, "\(result.stderr)")
            try SDLLibrary.start(video: false)
            shots.append(try loadPNG(directory.appendingPathComponent("shot.png").path))
        }
        let red = (0..<800).filter { shots[0].pixel(x: $0, y: 57) == (255, 0, 0) }
        #expect(red.count == 400, "the indicator twice a 200-point button")
        #expect(shots.dropFirst().allSatisfy { $0 == shots[0] })
    }

    /// The report's options and switches include the config's own choices.
    @Test func theReportHoldsTheConfigsChoices() throws {
        let directory = try Executable.workDirectory()
        let script = try Executable.script("expect option text-size medium\n", in: directory)
        let result = try Executable.run(
            ["--headless", "--config", Executable.asset("settings.json"), "--script", script, "--report", "r.json"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("r.json"))) as? [String: Any]
        #expect(report?["options"] as? [String: String] == ["text-size": "medium"])
        let switches = report?["switches"] as? [String: Bool]
        #expect(switches?["push"] == true && switches?["sound"] == false && switches?.count == 5, "\(switches ?? [:])")
    }

    /// A duplicate key is named by its JSON path, as every other error names what it is about.
    @Test func aDuplicateKeyNamesItsPath() throws {
        let directory = try Executable.workDirectory()
        try Data(#"{"tabBar": {"height": 60, "height": 70}, "tabs": [{"title": "A", "page": {"type": "list", "rows": 1, "rows": 2}}]}"#.utf8)
            .write(to: directory.appendingPathComponent("dup.json"))
        let result = try Executable.run(["--headless", "--config", "dup.json"], in: directory)
        #expect(result.status == 2 && result.stderr == "sliding-tabs: dup.json:1:27: tabBar.height: duplicate key 'height'\n", "\(result.stderr)")
        try Data(#"{"tabs": [{"title": "A", "page": {"type": "list", "rows": 1, "rows": 2}}]}"#.utf8).write(
            to: directory.appendingPathComponent("dup.json"))
        let nested = try Executable.run(["--headless", "--config", "dup.json"], in: directory)
        #expect(nested.stderr == "sliding-tabs: dup.json:1:62: tabs[0].page.rows: duplicate key 'rows'\n", "\(nested.stderr)")
    }

    /// The README says where a right-to-left scene puts the badge and the scroll indicator.
    @Test func theReadmeSaysWhatMirrors() throws {
        let readme = try String(contentsOf: Executable.packageRoot.appendingPathComponent("docs/reference.md"), encoding: .utf8)
        let direction = try #require(readme.split(separator: "\n").first { $0.hasPrefix("| `direction` |") })
        #expect(direction.contains("badges (at the title's top-left)") && direction.contains("the scroll indicator (at the list's left)"))
        #expect(readme.contains("scroll indicator shows\nat its right (its left in a right-to-left scene)"))
    }

    /// A touchpad's deltas that stop settle the pages as a drag's release does: a slow one on the
    /// nearest page, a quick swipe on the next one.
    @Test(arguments: [(false, 1), (true, 2)])
    func aTouchpadSettlesByTheReleaseRule(quick: Bool, page: Int) throws {
        let directory = try Executable.workDirectory()
        // Slow: 56 points at 40 points a second; quick: 100 points at 600 points a second.
        let lines =
            quick
            ? Array(repeating: "wheel 0.125,0 at 400,300\nwait 16.667ms", count: 10)
            : Array(repeating: "wheel 0.05,0 at 400,300\nwait 100ms", count: 14)
        let script = try Executable.script(lines.joined(separator: "\n") + "\nwait 1000ms\nexpect page \(page)\n", in: directory)
        let result = try Executable.run(["--headless", "--script", script, "--report", "r.json"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("r.json"))) as? [String: Any]
        #expect(report?["pageOffset"] as? Double == Double((page - 1) * 800))
    }

    /// A composed item with two views is refused, naming the item.
    @Test func aComposedItemIsOneView() throws {
        let directory = try Executable.workDirectory()
        try Data(#"{"tabs": [{"title": "A", "page": {"type": "composed", "items": [{"heading": "h", "button": "b"}]}}]}"#.utf8)
            .write(to: directory.appendingPathComponent("c.json"))
        let result = try Executable.run(["--headless", "--config", "c.json"], in: directory)
        #expect(
            result.status == 2
                && result.stderr
                    == "sliding-tabs: c.json:1:92: tabs[0].page.items[0].button: an item is one of 'heading', 'paragraph' or 'button', not both 'heading' and 'button'\n",
            "\(result.stderr)")
    }

    /// A script's `set` lines are saved with `--save-state`; without it nothing is, and a script
    /// with `set` lines starts from the config's values, not the saved ones.
    @Test func setLinesAndSavedState() throws {
        let directory = try Executable.workDirectory()
        let stateFile = directory.appendingPathComponent("state/sliding-tabs/settings.json")
        try FileManager.default.createDirectory(at: stateFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"version": 1, "switches": {"night": true}, "options": {}}"#.utf8).write(to: stateFile)
        let script = try Executable.script("set switch sound on\nexpect switch night off\n", in: directory)
        let replay = try Executable.run(["--headless", "--config", Executable.asset("settings.json"), "--script", script], in: directory)
        #expect(replay.status == 0, "a script with set lines starts from the config's values: \(replay.stderr)")
        #expect(try Data(contentsOf: stateFile) == Data(#"{"version": 1, "switches": {"night": true}, "options": {}}"#.utf8))
        let saving = try Executable.run(
            ["--headless", "--config", Executable.asset("settings.json"), "--script", script, "--save-state"], in: directory)
        #expect(saving.status == 0, "\(saving.stderr)")
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: stateFile)) as? [String: Any]
        #expect((saved?["switches"] as? [String: Bool])?["sound"] == true, "the set value itself is saved: \(saved ?? [:])")
    }

    /// Error messages name every choice: the keys a script may press, and what an indicator's
    /// width takes; a socket named with --config is called a socket.
    @Test func errorsNameEveryChoice() throws {
        let directory = try Executable.workDirectory()
        let script = try Executable.script("key Hyper\n", in: directory)
        let key = try Executable.run(["--headless", "--script", script], in: directory)
        #expect(key.stderr.contains("Tab, Enter, Space, Plus, Minus, a digit or a letter"), "\(key.stderr)")
        try Data(#"{"indicator": {"width": "wide"}, "tabs": [{"title": "A", "page": {"type": "color"}}]}"#.utf8)
            .write(to: directory.appendingPathComponent("c.json"))
        let width = try Executable.run(["--headless", "--config", "c.json"], in: directory)
        #expect(width.stderr.contains("indicator.width: must be 'tab', 'title' or a number from 0 to 4000, got 'wide'"), "\(width.stderr)")
        let socketPath = "/tmp/sliding-tabs-test-\(getpid()).sock"  // a socket's path is short
        defer { unlink(socketPath) }
        let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in socketPath.utf8.enumerated() where index < buffer.count - 1 { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        let config = try Executable.run(["--headless", "--config", socketPath], in: directory)
        #expect(config.status == 2 && config.stderr.contains(": it is a socket, not a regular file"), "\(config.stderr)")
    }

    /// The README's list of whole-number keys is the program's: fractions are refused for each.
    @Test func wholeNumberKeysAreListed() throws {
        let readme = try String(contentsOf: Executable.packageRoot.appendingPathComponent("docs/reference.md"), encoding: .utf8)
        let sentence = try #require(
            readme.range(of: "Numbers may have fractions unless the range is of").map { String(readme[$0.lowerBound...].prefix(300)) })
        for (key, config) in [
            ("refreshRows", #"{"tabs": [{"title": "A", "page": {"type": "list", "rows": 1, "refreshRows": 2.5}}]}"#),
            ("maxRows", #"{"tabs": [{"title": "A", "page": {"type": "list", "rows": 1, "maxRows": 2.5}}]}"#),
            ("pageSize", #"{"tabs": [{"title": "A", "page": {"type": "list", "items": [], "loadMore": true, "pageSize": 2.5}}]}"#),
            ("badge", #"{"tabs": [{"title": "A", "badge": 2.5, "page": {"type": "color"}}]}"#),
        ] {
            #expect(sentence.contains(key), "the README's list of whole-number keys leaves out \(key)")
            #expect(throws: AppError.self) { _ = try AppConfig.parse(Array(config.utf8), path: "c.json") }
        }
    }
}
