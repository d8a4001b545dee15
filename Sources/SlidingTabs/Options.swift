import PagerConfig
import PagerCore
import SlidingTabsKit

/// The command line, parsed.
struct Options: Equatable {
    /// The size given with --size; otherwise the config's, or the standard size.
    var size: PixelSize?
    /// Pixels a point, given with --scale; otherwise the desktop's (GDK_SCALE, Xft.dpi).
    var scale: Double?
    var configPath: String?
    var headless = false
    var scriptPath: String?
    var screenshotPath: String?
    var recordPath: String?
    var reportPath: String?
    var saveState = false
    var showHelp = false
    var showVersion = false

    /// A flag of the command line, as `--help` and docs/reference.md describe it.
    struct Flag {
        var names: [String]
        var value: String?
        var help: String
    }

    /// Every flag, in the order `--help` lists them: the one source of the usage text (the
    /// the reference's copy is checked against it by a test).
    static let flags = [
        Flag(names: ["--config"], value: "FILE.json", help: "load a JSON config (see man sliding-tabs), or a shipped one by name"),
        Flag(names: ["--size"], value: "WxH", help: "window (or headless canvas) size in points, default 800x600"),
        Flag(names: ["--scale"], value: "F", help: "pixels per point, 1-4; default the desktop's (GDK_SCALE, Xft.dpi), headless 1"),
        Flag(names: ["--headless"], value: nil, help: "render without a display (software renderer, no window)"),
        Flag(names: ["--script"], value: "FILE", help: "play a script of input at a fixed 1/60 s step (see man sliding-tabs)"),
        Flag(names: ["--screenshot"], value: "PATH", help: "after the script, let motion settle, save a PNG and exit"),
        Flag(names: ["--record"], value: "FILE", help: "write every input of this window session to FILE, as a script"),
        Flag(names: ["--report"], value: "FILE", help: "when the program ends, however it ends, write its state as JSON"),
        Flag(names: ["--save-state"], value: nil, help: "let a script that sets values (a recording) save them too"),
        Flag(names: ["--version"], value: nil, help: "print the program's version and exit"),
        Flag(names: ["-h", "--help"], value: nil, help: "show this help"),
    ]

    /// `sliding-tabs bench` and `sliding-tabs soak`, as `--help` lists them.
    static let subcommandSynopses = [Benchmark.Options.synopsis, Soak.Options.synopsis]

    /// The text `--help` prints.
    static var usage: String {
        let optional = flags.filter { $0.names != ["-h", "--help"] && $0.names != ["--version"] }
            .map { "[\($0.names[0])\($0.value.map { " " + $0 } ?? "")]" }
        var synopsis = "usage: sliding-tabs"
        var line = synopsis
        var lines: [String] = []
        for part in optional {
            if line.count + part.count + 1 > 100 {
                lines.append(line)
                line = String(repeating: " ", count: synopsis.count)
            }
            line += " " + part
        }
        lines.append(line)
        synopsis = lines.joined(separator: "\n")
        let width = flags.map { $0.names.joined(separator: ", ").count + ($0.value.map { $0.count + 1 } ?? 0) }.max() ?? 0
        let flagLines = flags.map { flag -> String in
            let left = flag.names.joined(separator: ", ") + (flag.value.map { " " + $0 } ?? "")
            return "  " + left + String(repeating: " ", count: width - left.count + 2) + flag.help
        }
        return
            ([synopsis, ""] + flagLines + [""] + subcommandSynopses.map { "       " + $0 } + [
                "",
                """
                Without a display, sliding-tabs renders its built-in tour into screenshots/.
                Exit codes: 0 success, 1 runtime failure, 2 bad usage or script, 3 failed expect,
                130/143 a headless run stopped by SIGINT/SIGTERM.
                """,
            ]).joined(separator: "\n")
    }

    /// Parses `arguments` (without the program name).
    /// - Throws: `AppError.usage` naming the flag and the problem.
    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var reader = FlagReader(arguments)
        while let argument = reader.next() {
            switch argument {
            case "--size": options.size = try reader.size(for: argument)
            case "--scale": options.scale = try reader.number(for: argument, in: 1...4)
            case "--config": options.configPath = try reader.value(for: argument)
            case "--headless": options.headless = true
            case "--script": options.scriptPath = try reader.value(for: argument)
            case "--screenshot": options.screenshotPath = try reader.value(for: argument)
            case "--record": options.recordPath = try reader.value(for: argument)
            case "--report": options.reportPath = try reader.value(for: argument)
            case "--save-state": options.saveState = true
            case "-h", "--help": options.showHelp = true
            case "--version": options.showVersion = true
            default: throw reader.unknown(argument, help: "see sliding-tabs --help")
            }
        }
        for (flag, path) in [("--screenshot", options.screenshotPath), ("--report", options.reportPath), ("--record", options.recordPath)] {
            if let path, let problem = FileSystem.missingFolder(for: path) { throw AppError.usage("\(flag) \(quoted(file: path)): \(problem)") }
        }
        // A recording is written line by line into a file of its own: never through a link, into a FIFO or a device.
        if let path = options.recordPath, let problem = SafeDestination.problem(with: path) { throw AppError.usage("--record: \(problem)") }
        return options
    }
}
