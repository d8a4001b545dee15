import CSDL2
import Dispatch
import FoundationEssentials
import PagerConfig
import PagerCore
import PagerSDL
import PagerScene

#if canImport(Glibc)
    import Glibc
#endif

/// The W1 "swipe tour" (shared/W1-benchmark.md), W2 (the same with many tabs in a scrollable
/// strip) and W3 (world text): headless into an offscreen surface, or (`--window`) in a real,
/// shown window, every frame presented, as a user's frames are. Prints one JSON line.
package struct Benchmark {
    package struct Options: Equatable {
        package var rows = 20
        package var frames = 600
        package var size = PixelSize.standard
        package var tabs = 3
        package var saveFramesDirectory: String?
        /// W3: W1's timeline with rows of Chinese, Latin and emoji, and Arabic rows on the third page.
        package var world = false
        /// The rows come from a host's row source (as an embedding program gives them), not a template.
        package var source = false
        /// Run in a real, shown window (the renderer the program chooses) instead of offscreen.
        package var window = false
        /// In the window, pace the frames by the display's refresh.
        package var vsync = false
        /// In the window, drawn as a host program embeds the pager (see `EmbeddedCanvas`).
        package var embedded = false
        /// Run the whole suite (W1 at three sizes, W2) three times each and print medians.
        package var suite = false

        package static let synopsis =
            "sliding-tabs bench [--rows N] [--frames F] [--size WxH] [--tabs T] [--world] [--source] [--window [--vsync] [--embedded]] [--save-frames DIR] | --suite"
        package static let usage = """
            usage: \(synopsis)

              --rows N           rows in each list page (default 20, 1-10000000)
              --frames F         frames to time (default 600, 1-1000000)
              --size WxH         the canvas in points (default 800x600)
              --tabs T           tabs (default 3; more make a scrollable strip, as W2)
              --world            W3: rows "第{row}条 news 🔥 {page}", Arabic rows on the third page
              --source           the rows come from a row source, as a host program gives its own data
              --window           in a real, shown window (OpenGL where there is a GPU, else software; SDL_RENDER_DRIVER chooses),
                                 every frame presented, not paced by the display
              --vsync            with --window: pace the frames by the display's refresh (a 60 Hz clock
                                 where the renderer cannot wait for it)
              --embedded         with --window: drawn as a host program embeds the pager (its own window
                                 and renderer, a 200-point sidebar it draws, the pager beside it)
              --save-frames DIR  also save frames 60 and the last as DIR/wN-rowsR-frameF.png (N: 1, 2 or 3)
              --suite            W1 (rows from a template and from a source) and W3 at 20, 10000 and 1000000
                                 rows and W2 (1000 tabs), 3 runs each:
                                 JSON lines, then a table of medians (what make bench runs)
              -h, --help         show this help

            Prints one JSON line: impl, workload, rows, rows_from, tabs, frames, frame_ms_p50, frame_ms_p99,
            frame_ms_max, total_ms, first_frame_ms (from process start), peak_rss_mb, cpu_ms (the process's
            user and system CPU over the timed frames, all threads), cpu_ms_per_frame and renderer; with
            --window also first_present_ms (process start to the first frame shown in the window: the
            program's whole start, the desktop's settings read and applied as a window run does, the
            accessibility bridge started after the first frame).
            """
        /// Set when `--help` was given.
        package var showHelp = false

        package static func parse(_ arguments: [String]) throws -> Options {
            var options = Options()
            var reader = FlagReader(arguments, command: "bench")
            while let argument = reader.next() {
                switch argument {
                case "--rows": options.rows = try reader.integer(for: argument, in: 1...10_000_000)
                case "--frames": options.frames = try reader.integer(for: argument, in: 1...1_000_000)
                case "--tabs": options.tabs = try reader.integer(for: argument, in: 1...Tuning.maximumTabs)
                case "--size": options.size = try reader.size(for: argument)
                case "--suite": options.suite = true
                case "--world": options.world = true
                case "--source": options.source = true
                case "--window": options.window = true
                case "--vsync": options.vsync = true
                case "--embedded": options.embedded = true
                case "--save-frames": options.saveFramesDirectory = try reader.value(for: argument)
                case "-h", "--help": options.showHelp = true
                default: throw reader.unknown(argument, help: "see sliding-tabs bench --help")
                }
            }
            if options.vsync && !options.window { throw AppError.usage("bench: --vsync needs --window") }
            if options.embedded && !options.window { throw AppError.usage("bench: --embedded needs --window") }
            if options.suite && options.window { throw AppError.usage("bench: --suite runs headless; give --window without it") }
            return options
        }
    }

    /// The fields W1 names.
    package struct Result: Codable {
        package var impl = "sliding-tabs"
        /// "W1", "W2" (many tabs) or "W3" (world text).
        package var workload: String
        package var rows: Int
        /// Where the rows come from: "template" or "source" (a host's row source).
        package var rows_from: String
        package var tabs: Int
        package var frames: Int
        package var frame_ms_p50: Double
        package var frame_ms_p99: Double
        package var frame_ms_max: Double
        package var total_ms: Double
        package var first_frame_ms: Double
        package var peak_rss_mb: Double
        /// The process's user and system CPU time over the timed frames, all threads.
        package var cpu_ms: Double
        package var cpu_ms_per_frame: Double
        /// SDL's name for the renderer that drew ("software" headless).
        package var renderer: String
        /// In a window: process start to the end of presenting the first frame.
        package var first_present_ms: Double?
    }

    /// The environment variable through which the launching process passes its spawn time,
    /// so the first frame is timed from process start.
    package static let spawnVariable = "SLIDING_TABS_BENCH_SPAWN_NS"

    package let options: Options

    package init(options: Options) { self.options = options }

    /// W1's content: `tabs` tabs ("Tab 1"...) of `rows`-row lists, 60 per row, from a template
    /// or (with `source`) a host's row source; W3's rows mix Chinese, Latin and emoji, and its
    /// third page is Arabic.
    package var content: SceneContent {
        SceneContent(
            tabs: (1...options.tabs).map { index in
                let template =
                    !options.world
                    ? "I am the {row}th data in the {page}th TableView."
                    : index == 3 ? "الخبر رقم {row} في الصفحة {page}" : "第{row}条 news 🔥 {page}"
                let list =
                    options.source
                    ? ListContent(source: TemplateSource(ListTemplate(template), rows: options.rows, page: index), rowHeight: 60)
                    : ListContent(rowCount: options.rows, rowHeight: 60, template: template)
                return TabContent(title: "Tab \(index)", page: .list(list))
            })
    }

    /// Rows a host gives from its own data: here the template's text, made when asked.
    private final class TemplateSource: ListRowSource {
        let template: ListTemplate
        let rowCount: Int
        let page: Int

        init(_ template: ListTemplate, rows: Int, page: Int) {
            self.template = template
            rowCount = rows
            self.page = page
        }

        func row(at index: Int) -> ListRow { ListRow(title: template.text(row: index, pageNumber: page)) }
    }

    /// The workload's name in results.
    package var workload: String { options.world ? "W3" : options.tabs > 3 ? "W2" : "W1" }

    package var theme: Theme {
        var theme = Theme()
        if options.tabs > 3 { theme.tabLayout = .scrollable(padding: 16, minimumWidth: 64) }
        return theme
    }

    /// Where frame `frame` of the tour puts the pages and lists (W1's timeline, scaled to `frames`).
    package func apply(frame: Int, to scene: inout Scene) {
        let width = Double(options.size.width)
        let viewport = Double(options.size.height) - scene.theme.tabBarHeight
        let contentHeight = Double(options.rows) * 60
        let phaseLength = Double(options.frames) / 5
        let phase = min(Int(Double(frame) / phaseLength), 4)
        let t = (Double(frame) - Double(phase) * phaseLength) / max(phaseLength - 1, 1)
        switch phase {
        case 0: scene.setPageOffset(lerp(0, width, t))
        case 1: scene.setScrollOffset(lerp(0, min(30_000, contentHeight - viewport), t), ofTab: 1)
        case 2: scene.setPageOffset(lerp(width, 2 * width, t))
        case 3: scene.setScrollOffset(lerp(0, contentHeight - viewport, t), ofTab: 2)
        default: scene.setPageOffset(lerp(2 * width, 0, t))
        }
    }

    /// Runs the tour on `canvas` (`renderer` names what draws it), taking the window's events
    /// at every frame with `--window`, as a window's loop does; closing the window ends the run
    /// with an error. With `pacesItself` (`--vsync` on a renderer that cannot wait for the
    /// display, as SDL's software one), each frame ends on a 60 Hz clock, as the window's loop
    /// paces itself then. `styled` gives the theme as the desktop asks for it (dark, larger
    /// text); `afterFirstFrame` runs once the first frame is shown, as a window's loop starts what
    /// it need not wait for then.
    package func run(
        on canvas: any Canvas, renderer: String, pacesItself: Bool = false, styled: (Theme) -> Theme = { $0 },
        afterFirstFrame: () -> Void = {}
    ) throws -> Result {
        let window = options.window
        let start = DispatchTime.now().uptimeNanoseconds
        var scene = Scene(
            content: content, theme: styled(theme), viewSize: canvas.size,
            measure: { canvas.measure($0, fontSize: $1) })
        var list = DrawList()
        var event = SDL_Event()
        let cpuBefore = FrameHarness.processCPUMilliseconds()
        let measured = try FrameHarness.run(frames: options.frames) { frame in
            while window && SDL_PollEvent(&event) != 0 {
                // Closed, or SIGINT or SIGTERM (which SDL turns into a quit): the run ends unfinished.
                if event.type == SDL_QUIT.rawValue {
                    throw AppError.failure(
                        "bench --window: stopped at frame \(frame) of \(options.frames) (the window was closed, or SIGINT or SIGTERM came)")
                }
            }
            apply(frame: frame, to: &scene)
            _ = scene.takeEvents()  // as a host does at every frame
            scene.draw(into: &list)
            canvas.present(list)
            if frame == 0 { afterFirstFrame() }
            if pacesItself {
                let due = start + UInt64(frame + 1) * UInt64(Session.frameMicroseconds) * 1000
                let now = DispatchTime.now().uptimeNanoseconds
                if due > now { usleep(UInt32((due - now) / 1000)) }
            }
            if let directory = options.saveFramesDirectory, frame == 60 || frame == options.frames - 1 {
                try canvas.snapshot(list).writePNG(to: "\(directory)/\(workload.lowercased())-rows\(options.rows)-frame\(frame).png")
            }
        }
        let cpu = FrameHarness.processCPUMilliseconds() - cpuBefore
        let round = FrameHarness.round
        let firstFrame = round(Self.millisecondsSinceSpawn(until: measured.firstFrameEnd))
        return Result(
            workload: workload, rows: options.rows, rows_from: options.source ? "source" : "template", tabs: options.tabs,
            frames: options.frames,
            frame_ms_p50: round(measured.percentile(0.5)), frame_ms_p99: round(measured.percentile(0.99)),
            frame_ms_max: round(measured.percentile(1)), total_ms: round(measured.totalMilliseconds),
            first_frame_ms: firstFrame, peak_rss_mb: round(FrameHarness.peakResidentMegabytes()),
            cpu_ms: round(cpu), cpu_ms_per_frame: round(cpu / Double(options.frames)), renderer: renderer,
            first_present_ms: window ? firstFrame : nil)
    }

    /// Milliseconds from process start (the spawn time the launcher passed, else this
    /// process's start as the kernel records it) to `moment` (uptime nanoseconds).
    package static func millisecondsSinceSpawn(until moment: UInt64) -> Double {
        if let text = getenv(spawnVariable), let spawned = UInt64(String(cString: text)) {
            return Double(Int64(moment) - Int64(spawned)) / 1e6
        }
        return -1
    }

    /// Runs `bench` in a fresh child process told its spawn time, so first_frame_ms counts
    /// from process start (loading, SDL and fonts included). Returns its exit code and output.
    /// (posix_spawn directly: Foundation's Process would link all of Foundation.)
    package static func relaunchTimed(arguments: [String]) throws -> (status: Int32, output: String) {
        var environment = ProcessInfo.processInfo.environment
        environment[spawnVariable] = String(DispatchTime.now().uptimeNanoseconds)
        let argv = (["/proc/self/exe"] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pipe = [Int32](repeating: 0, count: 2)
        guard Glibc.pipe(&pipe) == 0 else { throw AppError.failure("bench: cannot make a pipe: \(FileSystem.lastError)") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipe[1], STDOUT_FILENO)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        var child = pid_t()
        let spawned = posix_spawn(&child, "/proc/self/exe", &actions, nil, argv, envp)
        close(pipe[1])
        defer { close(pipe[0]) }
        guard spawned == 0 else { throw AppError.failure("bench: cannot start a child: \(String(cString: strerror(spawned)))") }
        // SIGINT or SIGTERM for the launcher go to the run, which ends as its own quit says
        // (a window's run: exit 1 with one line), and the launcher exits as it does.
        StopSignals.forward(to: child)
        defer { StopSignals.forward(to: nil) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in FileSystem.retryingOnInterrupt { read(pipe[0], buffer.baseAddress, buffer.count) } }
            guard count > 0 else { break }
            output += chunk[..<count]
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7F == 0
        return (exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), String(decoding: output, as: UTF8.self))
    }

    /// The suite `make bench` runs: W1 at 20, 10000 and 1000000 rows and W2 (1000 tabs of 1000
    /// rows), three runs each; prints each median run's JSON line, then a table of medians.
    package static func runSuite() throws {
        let cases: [(name: String, arguments: [String])] = [
            ("W1 N=20", ["--rows", "20"]), ("W1 N=10000", ["--rows", "10000"]), ("W1 N=1000000", ["--rows", "1000000"]),
            ("W1 N=20, rows from a source", ["--rows", "20", "--source"]), ("W1 N=10000, rows from a source", ["--rows", "10000", "--source"]),
            ("W1 N=1000000, rows from a source", ["--rows", "1000000", "--source"]), ("W2 1000 tabs", ["--rows", "1000", "--tabs", "1000"]),
            ("W3 N=20", ["--rows", "20", "--world"]), ("W3 N=10000", ["--rows", "10000", "--world"]),
            ("W3 N=1000000", ["--rows", "1000000", "--world"]),
        ]
        var rows: [(String, Result)] = []
        for (name, arguments) in cases {
            var runs: [Result] = []
            for _ in 0..<3 {
                let (status, output) = try relaunchTimed(arguments: ["bench"] + arguments)
                guard status == 0, let result = try? JSONDecoder().decode(Result.self, from: Data(output.utf8)) else {
                    throw AppError.failure("bench \(arguments.joined(separator: " ")) failed: \(output)")
                }
                runs.append(result)
            }
            func median(_ value: (Result) -> Double) -> Double { runs.map(value).sorted()[1] }
            var summary = runs.sorted { $0.frame_ms_p50 < $1.frame_ms_p50 }[1]
            summary.frame_ms_p50 = median(\.frame_ms_p50)
            summary.frame_ms_p99 = median(\.frame_ms_p99)
            summary.frame_ms_max = median(\.frame_ms_max)
            summary.total_ms = median(\.total_ms)
            summary.first_frame_ms = median(\.first_frame_ms)
            summary.peak_rss_mb = median(\.peak_rss_mb)
            try printJSONLine(summary)
            rows.append((name, summary))
        }
        try StandardOutput.print("")
        try StandardOutput.print("| workload | frame_ms_p50 | frame_ms_p99 | frame_ms_max | first_frame_ms | peak_rss_mb |")
        try StandardOutput.print("| --- | --- | --- | --- | --- | --- |")
        for (name, result) in rows {
            try StandardOutput.print(
                "| \(name) | \(result.frame_ms_p50) | \(result.frame_ms_p99) | \(result.frame_ms_max) | \(result.first_frame_ms) | \(result.peak_rss_mb) |"
            )
        }
        try StandardOutput.print("\nMedians of 3 runs, 600 frames each, 800x600, SDL software renderer.")
    }
}
