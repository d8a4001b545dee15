import CSDL2
import Foundation
import PagerCore
import PagerScene
import PagerSDL

/// Whether a display server is reachable (or the user chose an SDL video driver).
func displayAvailable(_ environment: [String: String]) -> Bool {
    ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].contains { !(environment[$0] ?? "").isEmpty }
}

/// A session showing `config` on `canvas` (measuring titles with its fonts), with its saved values.
func makeSession(_ config: AppConfig, on canvas: any Canvas) -> Session {
    let store = StateStore(name: config.stateName)
    let (values, warning) = store.load()
    if let warning { printError("sliding-tabs: warning: \(warning)") }
    let scene = Scene(content: config.content, theme: config.theme, viewSize: canvas.size, values: values,
                      measure: { canvas.measure($0, fontSize: $1) })
    return Session(scene: scene, canvas: canvas, store: store)
}

func runHeadless(options: Options, config: AppConfig, script: Script?, fonts: FontFiles) throws {
    let size = options.size ?? config.windowSize ?? .standard
    let canvas = try HeadlessCanvas(width: size.width, height: size.height, fonts: fonts)
    let session = makeSession(config, on: canvas)
    defer { session.saveValues(force: true) }   // at the end, after a failed expect, at SIGINT/SIGTERM
    StopSignals.install()
    do {
        try playHeadless(session, options: options, script: script)
    } catch let error as AppError where error.exitCode == .interrupted || error.exitCode == .terminated {
        try writeReport(of: session, options: options)   // stopped by a signal: the state so far is still reported
        throw error
    }
    try writeReport(of: session, options: options)
}

/// Writes `--report`'s file, if asked for.
func writeReport(of session: Session, options: Options) throws {
    try options.reportPath.map { try StateReport(scene: session.scene, framesPresented: session.framesPresented).write(to: $0) }
}

func playHeadless(_ session: Session, options: Options, script: Script?) throws {
    guard script != nil || options.screenshotPath != nil else {
        try session.play(Script(parsing: Tour.text, name: "built-in tour"), present: false)
        try StandardOutput.print("Wrote the tour's screenshots:")
        for path in Tour.screenshotPaths { try StandardOutput.print("  \(path)") }
        return
    }
    if let script { try session.play(script, present: false) }
    if let path = options.screenshotPath {
        session.settle(present: false)
        try session.saveScreenshot(to: path)
    }
}

func runWindow(options: Options, config: AppConfig, script: Script?, fonts: FontFiles) throws {
    let size = options.size ?? config.windowSize ?? .standard
    let canvas = try WindowCanvas(title: config.windowTitle, width: size.width, height: size.height,
                                  minimumSize: WindowApp.minimumSize, fonts: fonts)
    let session = makeSession(config, on: canvas)
    defer { session.saveValues(force: true) }
    if let path = options.recordPath {
        session.recorder = try ScriptRecorder(path: path, size: canvas.size, configPath: options.configPath)
    }
    try WindowApp(session: session, canvas: canvas).run(script: script, screenshotPath: options.screenshotPath)
    try writeReport(of: session, options: options)
}

func main() -> ExitCode {
    StopSignals.unblock()
    // A closed pipe or a file-size limit is reported by write(2) as EPIPE or EFBIG and handled
    // where the write happens, instead of killing the program.
    signal(SIGPIPE, SIG_IGN)
    signal(SIGXFSZ, SIG_IGN)
    do {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "bench" { return try runBenchmark(Array(arguments.dropFirst())) }
        if arguments.first == "soak" { return try runSoak(Array(arguments.dropFirst())) }
        let options = try Options.parse(arguments)
        if options.showHelp {
            try StandardOutput.print(Options.usage)
            return .success
        }
        let config = try options.configPath.map(AppConfig.load) ?? .showcase
        let script = try options.scriptPath.map(Script.load)
        var headless = options.headless
        if !headless && !displayAvailable(ProcessInfo.processInfo.environment) {
            let what = script == nil && options.screenshotPath == nil ? "the built-in tour" : "headless"
            try StandardOutput.print("sliding-tabs: no display found (DISPLAY is not set); rendering \(what) into \(Tour.directory)/ instead")
            headless = true
        }
        do {
            try SDLLibrary.start(video: !headless)
        } catch let error as SDLError where !headless {
            try StandardOutput.print("sliding-tabs: \(error); rendering headless instead")
            headless = true
            try SDLLibrary.start(video: false)
        }
        defer { SDL_Quit() }
        if headless, options.recordPath != nil {
            throw AppError.usage("--record needs a window, and this run is headless; record a session at a desktop")
        }
        let fonts = try FontCache().locate(warn: { printError("sliding-tabs: \($0)") })
        if headless {
            try runHeadless(options: options, config: config, script: script, fonts: fonts)
        } else {
            try runWindow(options: options, config: config, script: script, fonts: fonts)
        }
        return .success
    } catch let error as AppError {
        printError("sliding-tabs: \(error.description)")
        return error.exitCode
    } catch is StandardOutput.ReaderGone {
        return .success
    } catch {
        printError("sliding-tabs: \(error)")
        return .failure
    }
}

exit(main().rawValue)
