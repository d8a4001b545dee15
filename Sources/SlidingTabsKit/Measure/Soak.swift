import FoundationEssentials
import PagerConfig
import PagerCore
import PagerDemo
import PagerSDL
import PagerScene

#if canImport(Glibc)
    import Glibc
#endif

/// `sliding-tabs soak`: renders many frames headless while seeded random input plays (every
/// kind of page, tabs added and removed, resizes), and reports memory and live textures, so
/// a leak shows as growth.
package struct Soak {
    /// The most memory may grow from the first half's peak to the second's (after warm-up): a
    /// program left open for days must not grow.
    package static let growthLimitMegabytes = 0.25

    package struct Options {
        package var frames = 1_000_000
        package var seed: UInt64 = 1
        package var showHelp = false

        package static let synopsis = "sliding-tabs soak [--frames N] [--seed S]"
        package static let usage = """
            usage: \(synopsis)

              --frames N   frames to render (default 1000000, 100-100000000)
              --seed S     the random input's seed (default 1)
              -h, --help   show this help

            Prints one JSON line with the memory peaks of each half after warm-up and the live
            textures; exits 1 if memory grew 0.25 MB or more or a texture leaked.
            """

        package static func parse(_ arguments: [String]) throws -> Options {
            var options = Options()
            var reader = FlagReader(arguments, command: "soak")
            while let argument = reader.next() {
                switch argument {
                case "--frames": options.frames = try reader.integer(for: argument, in: 100...100_000_000)
                case "--seed": options.seed = UInt64(try reader.integer(for: argument, in: 0...Int.max))
                case "-h", "--help": options.showHelp = true
                default: throw reader.unknown(argument, help: "see sliding-tabs soak --help")
                }
            }
            return options
        }
    }

    package struct Result: Codable {
        package var frames: Int
        package var events: Int
        /// The highest resident memory in each half of the run after warm-up, and the difference.
        package var rss_first_half_peak_mb: Double
        package var rss_second_half_peak_mb: Double
        package var rss_growth_mb: Double
        /// Textures alive at the end, and how many the caches account for (equal: nothing leaked).
        package var live_textures: Int
        package var cached_textures: Int
        package var seconds: Double
    }

    package let options: Options

    package init(options: Options) { self.options = options }

    /// The showcase plus a settings table (switches, a disclosure, options), with + and -.
    package static var content: SceneContent {
        var content = SceneContent.showcase
        content.tabs.append(
            TabContent(
                title: "Me",
                page: .table(
                    TableContent(sections: [
                        TableSection(
                            header: "SETTINGS", headerHeight: 36,
                            rows: [
                                TableRow(.profile(name: "Soak", subtitle: "a long run", avatarColor: Color(90, 140, 230))),
                                TableRow(.toggle(id: "a", title: "Switch", detail: "detail", initiallyOn: false)),
                                TableRow(
                                    .disclosure(
                                        title: "More", detail: "1",
                                        page: .list(
                                            ListContent(
                                                rowCount: 500, rowHeight: 44,
                                                template: "Detail row {row}")))),
                                TableRow(.option(group: "g", id: "x", title: "Option X", initiallySelected: true)),
                                TableRow(.option(group: "g", id: "y", title: "Option Y", initiallySelected: false)),
                            ])
                    ]))))
        return content
    }

    package func run(fonts: FontFiles) throws -> Result {
        let canvas = try HeadlessCanvas(width: 800, height: 600, fonts: fonts)
        var theme = Theme()
        theme.showsAddRemove = true
        let scene = Scene(
            content: Self.content, theme: theme, viewSize: canvas.size, measure: { canvas.measure($0, fontSize: $1) },
            keyBindings: .program)
        let session = Session(scene: scene, canvas: canvas)
        var input = RandomInput(source: SeededGenerator(seed: options.seed)) { random in
            [Size(width: 800, height: 600), Size(width: 320, height: 200), Size(width: 1024, height: 700), Size(width: 240, height: 160)]
                .randomElement(using: &random) ?? Size(width: 800, height: 600)
        }
        var events = 0
        // Resident memory moves with the canvas size and cache fill; a leak raises its peaks, so
        // the peak after warm-up (the first tenth) in the first half is compared with the second half's.
        let warmUp = options.frames / 10, halfway = warmUp + (options.frames - warmUp) / 2
        let start = Date()
        let firstHalf = warmUp..<halfway, secondHalf = halfway..<options.frames
        let measured = try FrameHarness.run(frames: options.frames, sampleEvery: 100, windows: [firstHalf, secondHalf]) { _ in
            for _ in 0..<Int.random(in: 0...3, using: &input.source) {
                events += 1
                switch input.next(in: session.scene.viewSize) {
                case .input(.resize(let size)):
                    if let pixels = PixelSize(width: Int(size.width), height: Int(size.height)) { try session.resize(to: pixels) }
                case .input(let event): session.send(event)
                case .addTab: session.send(.key(KeyPress(.letter("t"), ctrl: true)))
                case .removeTab: session.send(.key(KeyPress(.letter("w"), ctrl: true)))
                case .wait: break
                }
            }
            session.step()
            session.present()
        }
        let firstHalfPeak = measured.residentPeak(in: firstHalf)
        let secondHalfPeak = measured.residentPeak(in: secondHalf)
        let round = FrameHarness.round
        return Result(
            frames: options.frames, events: events, rss_first_half_peak_mb: round(firstHalfPeak),
            rss_second_half_peak_mb: round(secondHalfPeak), rss_growth_mb: round(secondHalfPeak - firstHalfPeak),
            live_textures: canvas.drawListRenderer.liveTextureCount,
            cached_textures: canvas.drawListRenderer.cachedTextureCount,
            seconds: round(Date().timeIntervalSince(start)))
    }
}
