import Foundation
import PagerConfig
import PagerCore
import PagerSDL
import PagerScene
import Testing

@testable import SlidingTabsKit

@Suite("Image loader")
struct ImageLoaderTests {
    /// Asks until the answer is no longer "loading" (decoding runs in the background, as slowly
    /// as a busy machine lets it: only a decoder that never answers, two minutes on, gives up).
    static func wait(_ loader: ImageLoader, _ path: String, _ box: PixelBox) -> ImageAvailability {
        let deadline = Date().addingTimeInterval(120)
        var answer = loader.image(at: path, fitting: box)
        while answer == .loading && Date() < deadline {
            usleep(5000)
            answer = loader.image(at: path, fitting: box)
        }
        return answer
    }

    @Test func picturesArriveScaledAndBrokenOnesSayWhy() throws {
        try SDLLibrary.start(video: false)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("loader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("good.png").path
        try Data(try PNGCodec.encode(PixelImage(width: 800, height: 400, color: .red))).write(to: URL(fileURLWithPath: good))
        let corrupt = directory.appendingPathComponent("corrupt.png").path
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: corrupt))

        let loader = ImageLoader()
        let box = PixelBox(width: 200, height: 200)
        guard case .ready(let image) = Self.wait(loader, good, box) else {
            Issue.record("the picture did not arrive")
            return
        }
        #expect(image.pixels.width == 200 && image.pixels.height == 100 && image.name == "good.png")
        #expect(Self.wait(loader, corrupt, box) == .failed("not an image SDL2_image reads"))
        #expect(Self.wait(loader, directory.appendingPathComponent("gone.png").path, box) == .failed("no such file"))
        #expect(!loader.isLoading)
        // Released when no longer wanted: asked again, it is decoded anew (from the file as it is
        // now: blue, not the red kept before).
        loader.keepOnly([:])
        try Data(try PNGCodec.encode(PixelImage(width: 800, height: 400, color: Color(0, 0, 255)))).write(to: URL(fileURLWithPath: good))
        guard case .ready(let again) = Self.wait(loader, good, box) else {
            Issue.record("the picture did not arrive again")
            return
        }
        let pixel = again.pixels.pixel(x: 100, y: 50)
        #expect(pixel.b > 200 && pixel.r < 50, "decoded anew: \(pixel)")
    }
}
