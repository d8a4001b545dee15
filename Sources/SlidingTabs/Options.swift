import PagerCore

/// The command line, parsed.
struct Options: Equatable {
    /// The size given with --size; otherwise the config's, or the standard size.
    var size: PixelSize?
    var configPath: String?
    var headless = false
    var scriptPath: String?
    var screenshotPath: String?
    var recordPath: String?
    var reportPath: String?
    var showHelp = false

    static let usage = """
        usage: sliding-tabs [--config FILE.json] [--size WxH] [--headless] [--script FILE] [--screenshot PATH]
                            [--record FILE] [--report FILE]

          --config FILE      load the window, theme and tabs from a JSON config (see README)
          --size WxH         window (or headless canvas) size in points, default 800x600
          --headless         render without a display (software renderer, no window)
          --script FILE      play a script of input at a fixed 1/60 s step (see README)
          --screenshot PATH  after the script, let motion settle, save a PNG and exit
          --record FILE      write every input of this window session to FILE, as a script
          --report FILE      when the program ends, write its state (page, tabs, scrolls, values) as JSON
          -h, --help         show this help

               sliding-tabs bench [--rows N] [--frames F] [--size WxH] [--tabs T] [--save-frames DIR] | --suite
               sliding-tabs soak [--frames N] [--seed S]

        Without a display, sliding-tabs renders its built-in tour into screenshots/.
        Exit codes: 0 success, 1 runtime failure, 2 bad usage or script, 3 failed expect,
        130/143 a headless run stopped by SIGINT/SIGTERM.
        """

    /// Parses `arguments` (without the program name).
    /// - Throws: `AppError.usage` naming the flag and the problem.
    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var reader = FlagReader(arguments)
        while let argument = reader.next() {
            switch argument {
            case "--size": options.size = try reader.size(for: argument)
            case "--config": options.configPath = try reader.value(for: argument)
            case "--headless": options.headless = true
            case "--script": options.scriptPath = try reader.value(for: argument)
            case "--screenshot": options.screenshotPath = try reader.value(for: argument)
            case "--record": options.recordPath = try reader.value(for: argument)
            case "--report": options.reportPath = try reader.value(for: argument)
            case "-h", "--help": options.showHelp = true
            default: throw reader.unknown(argument, help: "see sliding-tabs --help")
            }
        }
        return options
    }
}

/// A whole-number size such as `800x600`, within sensible bounds.
struct PixelSize: Equatable, CustomStringConvertible {
    /// The default window size.
    static let standard = PixelSize(unchecked: 800, 600)
    static let minimum = PixelSize(unchecked: 1, 1)
    static let maximum = PixelSize(unchecked: 8192, 8192)

    let width: Int
    let height: Int

    private init(unchecked width: Int, _ height: Int) { self.width = width; self.height = height }

    init?(width: Int, height: Int) {
        guard (1...8192).contains(width), (1...8192).contains(height) else { return nil }
        self.init(unchecked: width, height)
    }

    /// Parses `WxH`, for example `800x600`.
    init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
        self.init(width: width, height: height)
    }

    var description: String { "\(width)x\(height)" }
    var size: Size { Size(width: Double(width), height: Double(height)) }
}
