// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SlidingTabs",
    products: [
        .executable(name: "sliding-tabs", targets: ["SlidingTabs"]),
        .library(name: "PagerCore", targets: ["PagerCore"]),
        .library(name: "PagerScene", targets: ["PagerScene"]),
        .library(name: "PagerSDL", targets: ["PagerSDL"]),
        .library(name: "SlidingTabsKit", targets: ["SlidingTabsKit"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-image-dev", "libfontconfig-dev"])]
        ),
        // Text: HarfBuzz shaping, FriBidi ordering, FreeType glyphs (colour emoji included).
        .systemLibrary(
            name: "CText",
            pkgConfig: "freetype2",
            providers: [.apt(["libharfbuzz-dev", "libfreetype-dev", "libfribidi-dev", "fonts-noto-color-emoji"])]
        ),
        // The project's C (macros Swift cannot import, a memory SDL_RWops), hardened.
        .target(
            name: "CShims", dependencies: ["CSDL2", "CText"],
            cSettings: [.unsafeFlags(["-O2", "-fstack-protector-strong", "-D_FORTIFY_SOURCE=2"])]),
        // Pure Swift: motion, snapping, gestures and tab-strip geometry. No SDL.
        .target(name: "PagerCore"),
        // The scene: content, theme, input handling and layout into a draw list. No SDL.
        .target(name: "PagerScene", dependencies: ["PagerCore"]),
        // The SDL backend a host embeds: draws scenes into its renderer, adapts its events.
        .target(name: "PagerSDL", dependencies: ["CSDL2", "CText", "CShims", "PagerScene"]),
        // The program's own content: the built-in showcase (not part of the libraries' API).
        .target(name: "PagerDemo", dependencies: ["PagerScene"]),
        // Hosting: sessions, scripts and recordings, configs, saved state, files, bench and soak.
        .target(name: "SlidingTabsKit", dependencies: ["PagerSDL", "PagerScene", "PagerCore", "PagerDemo"]),
        // The program: command line, window loop.
        .executableTarget(name: "SlidingTabs", dependencies: ["SlidingTabsKit", "PagerSDL", "PagerScene", "PagerCore"]),
        // The fuzzer's harness (make fuzz); built plainly it replays saved inputs (make test).
        .target(name: "CFuzz", path: "Tools/fuzz/CFuzz"),
        .executableTarget(name: "sliding-tabs-fuzz", dependencies: ["SlidingTabsKit", "CFuzz"], path: "Tools/fuzz/Sources"),
        // Reference-image comparison for the rendering and end-to-end tests.
        .target(name: "RenderTestSupport", dependencies: ["PagerSDL", "PagerScene"], path: "Tests/RenderTestSupport"),
        // Plays input into a scene at 60 Hz, as scripts do: the scene tests' driver.
        .target(name: "PagerTestSupport", dependencies: ["PagerScene", "PagerDemo"], path: "Tests/PagerTestSupport"),
        .testTarget(name: "PagerCoreTests", dependencies: ["PagerCore"]),
        .testTarget(name: "PagerSceneTests", dependencies: ["PagerScene", "PagerDemo", "PagerTestSupport"]),
        .testTarget(
            name: "PagerSDLTests", dependencies: ["PagerSDL", "PagerScene", "PagerDemo", "PagerTestSupport", "RenderTestSupport"],
            exclude: ["References"]),
        .testTarget(name: "SlidingTabsKitTests", dependencies: ["SlidingTabsKit", "PagerDemo", "RenderTestSupport"]),
        .testTarget(
            name: "EndToEndTests", dependencies: ["SlidingTabs", "SlidingTabsKit", "PagerSDL", "RenderTestSupport"],
            exclude: ["References", "Tools", "Corpus"]),
    ]
)
