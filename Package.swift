// swift-tools-version:6.0
import PackageDescription

// SlidingTabs is MIT-licensed (LICENSE): the program and the libraries PagerCore, PagerScene and
// PagerSDL may be used, changed and shipped in other programs, keeping the copyright notice.
let package = Package(
    name: "SlidingTabs",
    products: [
        .executable(name: "sliding-tabs", targets: ["SlidingTabs"]),
        .library(name: "PagerCore", targets: ["PagerCore"]),
        .library(name: "PagerScene", targets: ["PagerScene"]),
        .library(name: "PagerSDL", targets: ["PagerSDL"]),
        .library(name: "PagerAccessibility", targets: ["PagerAccessibility"]),
        .library(name: "SlidingTabsKit", targets: ["SlidingTabsKit"]),
        // The C library (libslidingtabs.so; make lib names it libslidingtabs.so.1 and adds the
        // header and pkg-config file): the C API, with the Swift runtime linked in.
        .library(name: "slidingtabs", type: .dynamic, targets: ["SlidingTabsC"]),
    ],
    targets: [
        // SDL2 and fontconfig (Debian's libsdl2-dev, libsdl2-image-dev and libfontconfig-dev;
        // `make deps` installs them). Their headers are included as <SDL2/SDL.h> from the
        // system's include folder, so no pkg-config flags are needed: sdl2.pc's `-D_REENTRANT`,
        // which SwiftPM would warn about at every build, does nothing on glibc anyway.
        .systemLibrary(name: "CSDL2"),
        // Text: HarfBuzz shaping, FriBidi ordering, FreeType glyphs (colour emoji included),
        // libunibreak's line breaks (UAX #14) and libthai's Thai words.
        .systemLibrary(
            name: "CText",
            pkgConfig: "freetype2",
            providers: [
                .apt(["libharfbuzz-dev", "libfreetype-dev", "libfribidi-dev", "libunibreak-dev", "libthai-dev", "fonts-noto-color-emoji"])
            ]
        ),
        // Pixman (Debian's libpixman-1-dev, cairo's pixel library): pictures scaled down by
        // area averaging.
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        // libwayland-client (Debian's libwayland-dev, which libsdl2-dev brings): the program's
        // Wayland window's frames shown as shared-memory buffers.
        .systemLibrary(name: "CWayland", pkgConfig: "wayland-client", providers: [.apt(["libwayland-dev"])]),
        // The libraries' C (macros Swift cannot import, a memory SDL_RWops, the text libraries'
        // enumerations), hardened.
        .target(
            name: "CShims", dependencies: ["CSDL2", "CText"],
            cSettings: [.unsafeFlags(["-O2", "-fstack-protector-strong", "-D_FORTIFY_SOURCE=2"])]),
        // The program's own C (Xft.dpi, startup notification, Wayland's shared memory, gettext,
        // the process's memory), hardened. Xlib: libx11-dev comes with libsdl2-dev.
        .target(
            name: "CProgram", dependencies: ["CSDL2"],
            cSettings: [.unsafeFlags(["-O2", "-fstack-protector-strong", "-D_FORTIFY_SOURCE=2"])],
            linkerSettings: [.linkedLibrary("X11")]),
        // Pure Swift: motion, snapping, gestures and tab-strip geometry. No SDL.
        .target(name: "PagerCore"),
        // The scene: content, theme, input handling and layout into a draw list. No SDL.
        .target(name: "PagerScene", dependencies: ["PagerCore"]),
        // The SDL backend a host embeds: draws scenes into its renderer, adapts its events.
        .target(name: "PagerSDL", dependencies: ["CSDL2", "CText", "CPixman", "CShims", "PagerScene"]),
        // The program's own window (only the program uses it): its canvas, Wayland's shared-memory
        // buffers, full screen, the clipboard, startup notification and the desktop's scale.
        .target(name: "PagerWindow", dependencies: ["CSDL2", "CWayland", "CProgram", "PagerSDL", "PagerScene", "PagerCore"]),
        // sd-bus (libsystemd's, Debian's libsystemd-dev): the accessibility bus's D-Bus.
        .systemLibrary(name: "CSDBus", pkgConfig: "libsystemd", providers: [.apt(["libsystemd-dev"])]),
        // Screen readers told of a scene over AT-SPI2. No SDL.
        .target(name: "PagerAccessibility", dependencies: ["CSDBus", "PagerScene", "PagerCore"]),
        // The program's own content and input: the built-in showcase, and the random input the soak,
        // the fuzzer and the tests play (not part of the libraries' API).
        .target(name: "PagerDemo", dependencies: ["PagerScene", "PagerCore"]),
        // The program's config format (a JSON parser keeping line and column, a checked decoder),
        // the lists and pictures a config names, the checked file reader and the one atomic
        // writer: what the program and the C library read configs with.
        .target(name: "PagerConfig", dependencies: ["PagerSDL", "PagerScene", "PagerCore"]),
        // The C API's header, slidingtabs.h (C99: standard headers and SDL.h only), and its
        // implementation over the Swift libraries; only st_* leaves the library (slidingtabs.map).
        .target(name: "CSlidingTabs", dependencies: ["CSDL2"], cSettings: [.unsafeFlags(["-I/usr/include/SDL2"])]),
        .target(
            name: "SlidingTabsC",
            dependencies: ["CSDL2", "CSlidingTabs", "CShims", "PagerConfig", "PagerSDL", "PagerAccessibility", "PagerScene", "PagerCore"],
            exclude: ["slidingtabs.map"], swiftSettings: [.unsafeFlags(["-Xcc", "-I/usr/include/SDL2"])]),
        // Hosting: sessions, scripts and recordings, saved state, the program's words, bench and soak.
        .target(
            name: "SlidingTabsKit",
            dependencies: ["PagerConfig", "PagerSDL", "PagerWindow", "PagerAccessibility", "CProgram", "PagerScene", "PagerCore", "PagerDemo"]),
        // The program: command line, window loop.
        .executableTarget(
            name: "SlidingTabs",
            dependencies: ["SlidingTabsKit", "PagerSDL", "PagerWindow", "CProgram", "PagerScene", "PagerCore", "PagerAccessibility"]),
        // The fuzzer's harness (make fuzz); built plainly it replays saved inputs (make test).
        .target(name: "CFuzz", path: "Tools/fuzz/CFuzz"),
        // The fuzz target `capi`: the C API driven through its header, as a C host calls it.
        .target(
            name: "CAPIFuzz", dependencies: ["CSlidingTabs", "CSDL2"], path: "Tools/fuzz/CAPIFuzz",
            cSettings: [.unsafeFlags(["-I/usr/include/SDL2"])]),
        .executableTarget(
            name: "sliding-tabs-fuzz", dependencies: ["SlidingTabsKit", "CFuzz", "CAPIFuzz", "SlidingTabsC"], path: "Tools/fuzz/Sources"),
        // Reference-image comparison for the rendering and end-to-end tests.
        .target(name: "RenderTestSupport", dependencies: ["PagerSDL", "PagerScene"], path: "Tests/RenderTestSupport"),
        // Plays input into a scene at 60 Hz, as scripts do: the scene tests' driver.
        .target(name: "PagerTestSupport", dependencies: ["PagerScene", "PagerDemo"], path: "Tests/PagerTestSupport"),
        .testTarget(name: "PagerCoreTests", dependencies: ["PagerCore"]),
        .testTarget(name: "PagerSceneTests", dependencies: ["PagerScene", "PagerDemo", "PagerTestSupport"]),
        .testTarget(
            name: "PagerSDLTests", dependencies: ["PagerSDL", "PagerScene", "PagerDemo", "PagerTestSupport", "RenderTestSupport"],
            exclude: ["References"]),
        .testTarget(name: "PagerAccessibilityTests", dependencies: ["PagerAccessibility", "PagerScene", "PagerCore"]),
        .testTarget(
            name: "SlidingTabsKitTests", dependencies: ["SlidingTabsKit", "PagerAccessibility", "PagerDemo", "PagerTestSupport", "RenderTestSupport"]),
        // Running the built program as a user does: its files, a real X11 window, the screen
        // reader's tools (the helpers of both end-to-end targets).
        .target(
            name: "EndToEndSupport", dependencies: ["PagerSDL", "PagerScene", "RenderTestSupport"], path: "Tests/EndToEndSupport", exclude: ["Tools"]),
        // The program end to end without a display: scripts, configs, files, reference screenshots.
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["SlidingTabs", "SlidingTabsKit", "PagerSDL", "PagerAccessibility", "RenderTestSupport", "EndToEndSupport"],
            exclude: ["References", "Corpus"]),
        // The program on a desktop: real windows under Xvfb, Orca, the accessibility bus, weston,
        // a window manager. Run on its own, one test at a time (make test).
        .testTarget(
            name: "DesktopTests", dependencies: ["SlidingTabs", "SlidingTabsKit", "PagerSDL", "RenderTestSupport", "EndToEndSupport"]),
    ]
)
