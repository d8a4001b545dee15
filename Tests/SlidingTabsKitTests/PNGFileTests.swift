import Foundation
import PagerConfig
import PagerCore
import PagerSDL
import PagerScene
import Testing

@testable import SlidingTabsKit

@Suite("PNG files")
struct PNGFileTests {
    /// The icon the window shows is Assets/icon.png (`make icon` embeds it again after a change).
    @Test func theEmbeddedIconIsTheAssetsIcon() throws {
        let asset = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Assets/icon.png")
        #expect(try [UInt8](Data(contentsOf: asset)) == AppIcon.png)
        try SDLLibrary.start(video: false)
        let icon = try PNGCodec.decode(AppIcon.png)
        #expect(icon.width == 64 && icon.height == 64)
    }

    @Test func screenshotsAreWrittenWholeOrNotAtAll() throws {
        try SDLLibrary.start(video: false)
        var image = PixelImage(width: 800, height: 600)
        image.fill(Rect(x: 0, y: 55, width: 133, height: 5), .red)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sliding-tabs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("nested/shot.png").path
        try image.writePNG(to: path)
        let loaded = try PNGCodec.decode(try FileSystem.readRegularFile(path, maximumSize: 1 << 24))
        #expect(loaded == image && loaded.pixel(x: 10, y: 57) == (255, 0, 0))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("nested").path) == ["shot.png"])

        // A file where a directory should be: a clear error naming the path, nothing left behind.
        let blocked = directory.appendingPathComponent("file").path
        #expect(FileManager.default.createFile(atPath: blocked, contents: Data("x".utf8)))
        #expect(throws: FileError.self) { try image.writePNG(to: blocked + "/shot.png") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["file", "nested"])
        let error = #expect(throws: FileError.self) { try image.writePNG(to: "/proc/sliding-tabs/shot.png") }
        #expect(error?.description.contains("/proc/sliding-tabs") == true)
    }
}
