import CProgram
import CSDL2
import FoundationEssentials
import PagerAccessibility
import PagerConfig
import PagerSDL
import PagerWindow
import SlidingTabsKit

#if canImport(Glibc)
    import Glibc
#endif

/// `sliding-tabs bench ...`: the benchmark, timed from process start.
func runBenchmark(_ arguments: [String]) throws -> ExitCode {
    let options = try Benchmark.Options.parse(arguments)
    if options.showHelp {
        try StandardOutput.print(Benchmark.Options.usage)
        return .success
    }
    if options.suite {
        try Benchmark.runSuite()
        return .success
    }
    guard getenv(Benchmark.spawnVariable) != nil else {
        let (status, output) = try Benchmark.relaunchTimed(arguments: ["bench"] + arguments)
        if !output.isEmpty { try StandardOutput.print(String(output.dropLast(output.hasSuffix("\n") ? 1 : 0))) }
        return ExitCode(rawValue: status) ?? .failure
    }
    // The timed child: it ends with its launcher (killed, it would leave the window drawing).
    _ = cshims_end_with_parent()
    let benchmark = Benchmark(options: options)
    defer { SDL_Quit() }
    guard options.window else {
        let canvas = try HeadlessCanvas(width: options.size.width, height: options.size.height, fonts: try startHeadlessRendering())
        try printJSONLine(try benchmark.run(on: canvas, renderer: "software"))
        return .success
    }
    // The program's start as a desktop user has it: the desktop's settings asked for as it starts
    // and applied to the first frame, the accessibility bridge started after it.
    let desktop = DesktopSettings.begin(onChange: {})
    defer { desktop?.stop() }
    do {
        try SDLLibrary.start(video: true)
    } catch {
        throw AppError.failure("bench --window: \(error)")
    }
    let fonts = try locateFonts(), (width, height) = (options.size.width, options.size.height)
    let (canvas, renderer, hasVSync): (any Canvas, String, Bool)
    if options.embedded {
        let embedded = try EmbeddedCanvas(width: width, height: height, fonts: fonts, vsync: options.vsync)
        (canvas, renderer, hasVSync) = (embedded, embedded.rendererName, embedded.hasVSync)
    } else {
        let window = try WindowCanvas(
            title: "sliding-tabs bench", width: width, height: height, minimumSize: WindowApp.minimumSize, fonts: fonts, vsync: options.vsync)
        (canvas, renderer, hasVSync) = (window, window.rendererName, window.hasVSync)
    }
    desktop?.waitForAnswers()
    var bridge: AccessibilityBridge?
    let result = try benchmark.run(
        on: canvas, renderer: renderer, pacesItself: options.vsync && !hasVSync,
        styled: { desktop?.preferences.theme(from: $0) ?? $0 },
        afterFirstFrame: { bridge = AccessibilityBridge.start(applicationName: "sliding-tabs", windowTitle: "sliding-tabs bench") {} })
    withExtendedLifetime(bridge) {}
    try printJSONLine(result)
    return .success
}

/// `sliding-tabs soak ...`: a long random run; fails (exit 1) if memory grows 0.25 MB or more
/// after warm-up or a texture leaks.
func runSoak(_ arguments: [String]) throws -> ExitCode {
    let options = try Soak.Options.parse(arguments)
    if options.showHelp {
        try StandardOutput.print(Soak.Options.usage)
        return .success
    }
    let fonts = try startHeadlessRendering()
    defer { SDL_Quit() }
    let result = try Soak(options: options).run(fonts: fonts)
    try printJSONLine(result)
    guard result.rss_growth_mb < Soak.growthLimitMegabytes, result.live_textures == result.cached_textures else {
        throw AppError.failure(
            "soak: memory grew \(result.rss_growth_mb) MB after warm-up, or textures leaked "
                + "(\(result.live_textures) alive, \(result.cached_textures) cached)")
    }
    return .success
}

/// Starts SDL without video and finds the fonts (through the cache of fontconfig's answer).
func startHeadlessRendering() throws -> FontFiles {
    try SDLLibrary.start(video: false)
    return try locateFonts()
}

/// The fonts, through the cache of fontconfig's answer, its warnings on standard error.
func locateFonts() throws -> FontFiles {
    try FontCache().locate(warn: { printError("sliding-tabs: \($0)") })
}
