import Foundation
import PagerCore
import PagerDemo
import PagerScene
import PagerTestSupport

@testable import PagerSDL

/// SDL and the fonts, started once for every rendering test.
enum RenderFixture {
    static let fonts: FontFiles = {
        do {
            try SDLLibrary.start(video: false)
            return try FontFiles.locate(warn: { _ in })
        } catch {
            fatalError("rendering tests need SDL and fonts (make test installs them): \(error)")
        }
    }()

    /// Renders `scene` on a fresh headless canvas of its size.
    static func render(_ scene: Scene, scale: Int = 1) throws -> PixelImage {
        let canvas = try HeadlessCanvas(
            width: Int(scene.viewSize.width), height: Int(scene.viewSize.height),
            scale: scale, fonts: fonts)
        var list = DrawList()
        scene.draw(into: &list)
        return try canvas.snapshot(list)
    }

    /// How many pixels of `drawn` differ from `expected` (images of one size).
    static func differingPixels(_ drawn: PixelImage, _ expected: PixelImage) -> Int {
        zip(drawn.pixels, expected.pixels).filter { $0 != $1 }.count
    }

    /// A scene of the showcase at 800x600 after `steps`, played by the shared test driver.
    static func scene(_ steps: (inout SceneDriver) -> Void = { _ in }) -> Scene {
        var driver = SceneDriver()
        steps(&driver)
        return driver.scene
    }
}
