import Foundation
import PagerScene
import RenderTestSupport
import Testing

/// The example's executable, as `make test` builds it.
enum EmbeddedExample {
    static let executable = Executable.packageRoot.appendingPathComponent("Examples/EmbeddedPager/.build/debug/embedded-pager")
    static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: executable.path) }
}

/// Examples/EmbeddedPager, an SDL2 program of its own embedding the pager beside its own
/// sidebar: `make test` builds it before the tests run.
@Suite("The embedded-pager example", .enabled(if: EmbeddedExample.isBuilt || ProcessInfo.processInfo.environment["CI"] != nil))
struct EmbeddedExampleTests {

    /// Runs the example headless with `arguments`; its printed state and its screenshot.
    static func run(_ arguments: [String]) throws -> (state: String, shot: PixelImage) {
        let directory = try Executable.workDirectory()
        let process = Process()
        process.executableURL = EmbeddedExample.executable
        process.arguments = ["--headless", "--screenshot", "out.png"] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let state = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "embedded-pager exited \(process.terminationStatus)")
        return (state.trimmingCharacters(in: .whitespacesAndNewlines), try loadPNG(directory.appendingPathComponent("out.png").path))
    }

    @Test func theSidebarIsTheHostsAndThePagerFillsTheRest() throws {
        let (state, shot) = try Self.run([])
        #expect(state == "page=1 sidebar=Inbox")
        #expect(shot.width == 800 && shot.height == 600)
        for (x, y) in [(2, 2), (100, 300), (199, 590), (5, 250)] { #expect(shot.pixel(x: x, y: y) == (0x20, 0x20, 0x20), "(\(x), \(y))") }
        let red = (200..<800).filter { shot.pixel(x: $0, y: 57) == (255, 0, 0) }
        #expect(red.first == 200 && red.count == 100, "the indicator under the first of six tabs: \(red.first ?? -1)...\(red.last ?? -1)")
        #expect(shot.pixel(x: 500, y: 300) == (255, 255, 255))
    }

    /// A drag in the pager turns its page, and keeps going when the pointer leaves the pager;
    /// a click in the sidebar is the host's: each gets its own events.
    @Test(arguments: [
        ("700,300,300,300", "page=2 sidebar=Starred"), ("350,300,60,300", "page=2 sidebar=Starred"),
        ("150,300,20,300", "page=1 sidebar=Starred"),
    ])
    func eachSideGetsItsOwnEvents(drag: String, expected: String) throws {
        let (state, shot) = try Self.run(["--drag", drag, "--click", "100,90"])
        #expect(state == expected)
        let page = expected.hasPrefix("page=2") ? 1 : 0
        let red = (200..<800).filter { shot.pixel(x: $0, y: 57) == (255, 0, 0) }
        #expect(red.first == 200 + page * 100, "\(red.first ?? -1)")
        #expect(shot.pixel(x: 100, y: 80) != shot.pixel(x: 100, y: 30), "the chosen item is highlighted")
    }
}
