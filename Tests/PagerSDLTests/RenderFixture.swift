import Foundation
import PagerCore
import PagerScene

@testable import PagerSDL

/// SDL, SDL_ttf and the fonts, started once for every rendering test.
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

    /// A scene of the showcase at 800x600 after `steps` (60 Hz frames between input events).
    static func scene(_ steps: (inout Scene, inout Double) -> Void = { _, _ in }) -> Scene {
        var scene = Scene(content: .showcase, viewSize: Size(width: 800, height: 600))
        var time = 0.0
        steps(&scene, &time)
        return scene
    }
}

extension Scene {
    /// Sends `event` at `time`.
    mutating func send(_ event: InputEvent, at time: Double) { _ = handle(event, time: time) }

    /// Lets `seconds` pass in 60 Hz frames.
    mutating func wait(_ seconds: Double, from time: inout Double) {
        for _ in 0..<Int((seconds * 60).rounded()) {
            time += 1.0 / 60
            advance(to: time)
        }
    }
}
