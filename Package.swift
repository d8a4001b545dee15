// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SlidingTabs",
    products: [
        .executable(name: "sliding-tabs", targets: ["SlidingTabs"]),
        .library(name: "PagerCore", targets: ["PagerCore"]),
        .library(name: "PagerScene", targets: ["PagerScene"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "SDL2_ttf",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev", "libfontconfig-dev"])]
        ),
        // Pure Swift: motion, snapping, gestures and tab-strip geometry. No SDL.
        .target(name: "PagerCore"),
        // The scene: content, theme, input handling and layout into a draw list. No SDL.
        .target(name: "PagerScene", dependencies: ["PagerCore"]),
        // The SDL side: executes draw lists, caches text, translates SDL events.
        .target(name: "PagerSDL", dependencies: ["CSDL2", "PagerScene"]),
        .executableTarget(name: "SlidingTabs", dependencies: ["PagerSDL", "PagerScene", "PagerCore"]),
        // Reference-image comparison for the rendering and end-to-end tests.
        .target(name: "RenderTestSupport", dependencies: ["PagerSDL"], path: "Tests/RenderTestSupport"),
        .testTarget(name: "PagerCoreTests", dependencies: ["PagerCore"]),
        .testTarget(name: "PagerSceneTests", dependencies: ["PagerScene"]),
        .testTarget(name: "PagerSDLTests", dependencies: ["PagerSDL", "PagerScene", "CSDL2", "RenderTestSupport"],
                    exclude: ["References"]),
        .testTarget(name: "EndToEndTests", dependencies: ["SlidingTabs", "PagerSDL", "RenderTestSupport"], exclude: ["References", "Tools", "Corpus"]),
    ]
)
