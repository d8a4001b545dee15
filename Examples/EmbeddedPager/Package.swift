// swift-tools-version:6.0
import PackageDescription

// An SDL2 program of its own that embeds the pager: depends on the SlidingTabs package by path.
let package = Package(
    name: "EmbeddedPager",
    dependencies: [.package(name: "SlidingTabs", path: "../..")],
    targets: [
        .executableTarget(
            name: "embedded-pager",
            dependencies: [
                .product(name: "PagerSDL", package: "SlidingTabs"),
                .product(name: "PagerScene", package: "SlidingTabs"),
                .product(name: "PagerCore", package: "SlidingTabs"),
                .product(name: "PagerAccessibility", package: "SlidingTabs"),
            ],
            path: "Sources/EmbeddedPager"
        )
    ]
)
