import CProgram
import CSDL2
import FoundationEssentials
import PagerAccessibility
import PagerConfig
import PagerCore
import PagerSDL
import PagerScene
import PagerWindow
import SlidingTabsKit

#if canImport(Glibc)
    import Glibc
#endif

/// Whether a display server is reachable (or the user chose an SDL video driver).
func displayAvailable(_ environment: [String: String]) -> Bool {
    ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].contains { !(environment[$0] ?? "").isEmpty }
}

/// The SDL video driver `environment` asks for when it is one that shows nothing (SDL's `dummy`
/// and `offscreen`): a window there would run unseen until stopped.
func invisibleVideoDriver(_ environment: [String: String]) -> String? {
    let driver = environment["SDL_VIDEODRIVER"] ?? ""
    return ["dummy", "offscreen"].contains(driver.lowercased()) ? driver : nil
}

/// A session showing `config` on `canvas` (measuring titles with its fonts), with its saved
/// values. A script that sets values (a recording) starts from exactly those instead, and the
/// saved state is left alone unless `--save-state` asks for it.
func makeSession(
    _ config: AppConfig, on canvas: any Canvas, script: Script?, options: Options, desktop: DesktopPreferences = DesktopPreferences()
) -> Session {
    let replaysValues = script?.setsValues == true
    var store: StateStore? = StateStore(name: config.stateName)
    var values = TableValues()
    if !replaysValues, var loading = store {
        // Values an earlier version kept under the config's bare name, until this one saves its own.
        if let legacy = config.legacyStateName.map({ StateStore(name: $0) }), !FileManager.default.fileExists(atPath: loading.path),
            FileManager.default.fileExists(atPath: legacy.path)
        {
            loading = legacy
        }
        let (loaded, warning) = loading.load()
        if let warning { printError("sliding-tabs: warning: \(warning)") }
        values = loaded
    } else if !options.saveState {
        store = nil
    }
    let theme = look(of: config).theme(for: desktop)
    var scene = Scene(
        content: config.content, theme: theme, viewSize: canvas.size, values: values,
        measure: { canvas.measure($0, fontSize: $1) }, keyBindings: .program)
    scene.pixelScale = canvas.pixelScale
    scene.imageSource = ImageLoader()
    return Session(scene: scene, canvas: canvas, store: store)
}

/// `config`'s look: its theme with its words, in its appearance.
func look(of config: AppConfig) -> DesktopLook {
    var theme = config.theme
    theme.strings = config.sceneStrings(over: Translations.sceneStrings())
    return DesktopLook(base: theme, appearance: config.appearance)
}

/// Runs `body` with the session, then writes `--report` however it ended (a failed expect, a
/// failure, a signal) and saves changed values.
func runSession(_ session: Session, options: Options, _ body: () throws -> Void) throws {
    defer { session.saveValues(force: true) }
    do {
        try body()
    } catch {
        do {
            try writeReport(of: session, options: options)
        } catch let reportError {
            printError("sliding-tabs: \(reportError)")
        }
        throw error
    }
    try writeReport(of: session, options: options)
}

func runHeadless(options: Options, config: AppConfig, script: Script?, fonts: FontFiles) throws {
    let size = options.size ?? config.windowSize ?? .standard
    let scale = options.scale ?? 1
    guard scale == scale.rounded() else { throw AppError.usage("--scale: a headless run draws at a whole scale (1, 2, 3 or 4), got \(scale)") }
    let canvas = try HeadlessCanvas(width: size.width, height: size.height, scale: Int(scale), fonts: fonts)
    let session = makeSession(config, on: canvas, script: script, options: options)
    StopSignals.install()
    try runSession(session, options: options) { try playHeadless(session, options: options, script: script) }
}

/// Writes `--report`'s file, if asked for.
func writeReport(of session: Session, options: Options) throws {
    try options.reportPath.map { try StateReport(scene: session.scene, framesPresented: session.framesPresented).write(to: $0) }
}

func playHeadless(_ session: Session, options: Options, script: Script?) throws {
    guard script != nil || options.screenshotPath != nil else {
        // The demo's own tour, or one made for the config's tabs, over the last tour's pictures.
        do {
            try FileSystem.makeDirectories(Tour.directory)
        } catch {
            throw AppError.failure("cannot write the tour: \(error)")
        }
        Tour.clearEarlierScreenshots(in: Tour.directory)
        let written: [String]
        if options.configPath == nil {
            try session.play(Script(parsing: Tour.text, name: "built-in tour"), present: false)
            written = Tour.screenshotPaths
        } else {
            let scene = session.scene
            written = try session.playTour(
                Tour.steps(forTabs: scene.content.tabs.count, rightToLeft: scene.theme.direction == .rightToLeft), into: Tour.directory)
        }
        try StandardOutput.print("Wrote the tour's screenshots:")
        for path in written { try StandardOutput.print("  \(path)") }
        return
    }
    if let script { try session.play(script, present: false) }
    if let path = options.screenshotPath {
        session.settle(present: false)
        try session.saveScreenshot(to: path)
    }
}

func runWindow(options: Options, config: AppConfig, script: Script?, fonts: FontFiles, desktop: DesktopStart) throws {
    // The size the config's window was left at wins over the config's own; --size over both.
    let saved = options.size == nil ? desktop.remembered?.window : nil
    let size = options.size ?? saved.flatMap { PixelSize(width: $0.width, height: $0.height) } ?? config.windowSize ?? .standard
    // A Wayland compositor finds the desktop entry (its name and icon) by the window's app ID;
    // X11's window class stays the program's name (the entry's StartupWMClass).
    setenv("SDL_VIDEO_WAYLAND_WMCLASS", "io.github.slidingtabs.SlidingTabs", 0)
    let canvas = try WindowCanvas(
        title: config.windowTitle, width: size.width, height: size.height,
        minimumSize: WindowApp.minimumSize, fonts: fonts, scale: options.scale ?? DesktopScale.current())
    if saved?.maximized == true { canvas.maximize() }
    if canvas.isCutToScreen, let asked = options.size {
        let opened = canvas.size
        printError(
            "sliding-tabs: warning: --size \(asked.width)x\(asked.height) does not fit the screen: "
                + "the window opens at \(Int(opened.width))x\(Int(opened.height)), inside the screen less its panels and the title bar")
    }
    // The icon is a nicety: without SDL2_image the window simply has none.
    if let icon = try? PNGCodec.decode(AppIcon.png) { try? canvas.setIcon(icon) }
    // The launcher's startup notification ends with the window shown; no program this one starts inherits it.
    if let id = FileSystem.environment(["DESKTOP_STARTUP_ID"])["DESKTOP_STARTUP_ID"], !id.isEmpty {
        canvas.completeStartup(id: id)
        unsetenv("DESKTOP_STARTUP_ID")
    }
    let session = makeSession(config, on: canvas, script: script, options: options, desktop: desktop.preferencesForTheFirstFrame())
    try runSession(session, options: options) {
        if let path = options.recordPath {
            let recorder = try ScriptRecorder(
                path: path, size: canvas.size, configPath: options.configPath,
                values: TableValues(switches: session.scene.switchValues, options: session.scene.chosenOptions))
            if recorder.replacesFile { try StandardOutput.print("sliding-tabs: --record: \(quoted(file: path)) was there: recording over it") }
            session.recorder = recorder
            session.reportRecordingFailure()
        }
        let app = WindowApp(session: session, canvas: canvas)
        if let settings = desktop.settings { app.follow(settings, changedEvent: desktop.changedEvent, look: look(of: config)) }
        try app.run(script: script, screenshotPath: options.screenshotPath)
        session.saveWindow(app.geometry, desktop: desktop.settings?.preferences)
    }
}

/// One line for each of the user's state and cache folders given as a relative path, which the
/// XDG spec says to ignore: the saved state and the font cache go to the default folders instead.
func relativeFolderWarnings(_ environment: [String: String]) -> [String] {
    [("XDG_STATE_HOME", "~/.local/state"), ("XDG_CACHE_HOME", "~/.cache")].compactMap { name, fallback in
        guard let value = environment[name], !value.isEmpty, !value.hasPrefix("/") else { return nil }
        return "sliding-tabs: warning: \(name) is not an absolute path (\(quoted(value))): using \(fallback) instead"
    }
}

func main() -> ExitCode {
    StopSignals.unblock()
    // A closed pipe or a file-size limit is reported by write(2) as EPIPE or EFBIG and handled
    // where the write happens, instead of killing the program.
    signal(SIGPIPE, SIG_IGN)
    signal(SIGXFSZ, SIG_IGN)
    // The program's standard error is its own: the C libraries' lines are caught and said in its words.
    StandardErrorCapture.isOn = true
    // Blocks of a megabyte or more (a picture being decoded, its scaled copies) go straight back
    // to the system when freed, instead of staying in the allocator's pools: memory stays at one
    // picture's worth however many are swiped through.
    csdl_return_large_blocks(1 << 20)
    do {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "bench" { return try runBenchmark(Array(arguments.dropFirst())) }
        if arguments.first == "soak" { return try runSoak(Array(arguments.dropFirst())) }
        let options = try Options.parse(arguments)
        if options.showHelp {
            try StandardOutput.print(Options.usage)
            return .success
        }
        if options.showVersion {
            try StandardOutput.print("sliding-tabs \(SlidingTabsVersion.text)")
            return .success
        }
        for line in relativeFolderWarnings(FileSystem.environment(["XDG_STATE_HOME", "XDG_CACHE_HOME"])) { printError(line) }
        let config = try options.configPath.map { try AppConfig.load(path: ShippedConfigs.path(for: $0)) } ?? .showcase
        let script = try options.scriptPath.map(Script.load)
        var headless = options.headless
        /// What the program does instead of opening a window.
        let instead =
            script == nil && options.screenshotPath == nil
            ? "rendering the built-in tour into \(Tour.directory)/ instead"
            : "running headless instead"
        if !headless && !displayAvailable(FileSystem.environment(["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"])) {
            if options.recordPath != nil {
                throw AppError.usage("--record needs a window, and no display was found (DISPLAY is not set); record a session at a desktop")
            }
            try StandardOutput.print("sliding-tabs: no display found (DISPLAY is not set); \(instead)")
            headless = true
        }
        if !headless, let driver = invisibleVideoDriver(FileSystem.environment(["SDL_VIDEODRIVER"])) {
            if options.recordPath != nil {
                throw AppError.usage("--record needs a window, and SDL_VIDEODRIVER=\(driver) shows none; record a session at a desktop")
            }
            try StandardOutput.print("sliding-tabs: SDL_VIDEODRIVER=\(driver) shows no window; \(instead)")
            headless = true
        }
        // Asked for before SDL starts, so the portal answers while the window opens.
        var desktop = headless ? nil : DesktopStart(config: config)
        do {
            try SDLLibrary.start(video: !headless)
        } catch let error as SDLError where !headless {
            // A display named but not there (an SSH session's forwarding gone, a stopped server).
            if options.recordPath != nil { throw AppError.usage("--record needs a window, and there is \(error)") }
            try StandardOutput.print("sliding-tabs: \(error); \(instead)")
            headless = true
            desktop = nil
            try SDLLibrary.start(video: false)
        }
        defer { SDL_Quit() }
        if headless, options.recordPath != nil {
            throw AppError.usage("--record needs a window, and this run is headless; record a session at a desktop")
        }
        let fonts = try locateFonts()
        if let desktop {
            try runWindow(options: options, config: config, script: script, fonts: fonts, desktop: desktop)
        } else {
            try runHeadless(options: options, config: config, script: script, fonts: fonts)
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
