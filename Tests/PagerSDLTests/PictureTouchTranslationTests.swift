import CSDL2
import PagerCore
import PagerScene
import Testing

@testable import PagerSDL

/// Fingers on a picture as real SDL events through SDL's queue and the adapter: a finger taps
/// the tab bar while another rests on the picture, a pinch below 1x is drawn, and one past 4x
/// springs back as soon as a finger lifts.
@Suite("Picture touches through SDL", .serialized)
struct PictureTouchTranslationTests {
    static let window = TouchTranslationTests.window

    final class Pictures: SceneImageSource {
        func image(at path: String, fitting pixels: PixelBox) -> ImageAvailability {
            .ready(SceneImage(PixelImage(width: 400, height: 300, color: .white), name: path))
        }
        func keepOnly(_ images: [String: Set<PixelBox>]) {}
        var isLoading: Bool { false }
    }

    /// A scene of a colour page and a picture, on the picture (its pages 800x540 under the bar).
    static func pictureScene() -> Scene {
        var scene = Scene(
            content: SceneContent(tabs: [
                TabContent(title: "Colour", page: .colorBlock(.red, Size(width: 1, height: 1))),
                TabContent(title: "Picture", page: .images(ImagePages(paths: ["d.png"]))),
            ]), viewSize: window)
        scene.imageSource = Pictures()
        scene.selectTab(1, animated: false)
        return scene
    }

    /// `frames` of events (each frame's events at once), through SDL's queue and the adapter.
    static func feed(_ frames: [[SDL_Event]], to scene: inout Scene, adapter: inout PagerEventAdapter, from start: Double = 0) -> Double {
        var time = start
        for frame in frames {
            time += 1.0 / 60
            for event in TouchTranslationTests.throughTheQueue(frame) {
                if let input = adapter.translate(event, windowSize: window) { scene.handle(input, time: time) }
            }
            scene.advance(to: time)
        }
        return time
    }

    /// Fingers 1 and 2 either side of (400, 330), `from` to `to` apart over 20 frames.
    static func pinch(from: Double, to: Double) -> [[SDL_Event]] {
        let f = TouchTranslationTests.finger
        return [[f(SDL_FINGERDOWN, 1, 400 - from / 2, 330, 7), f(SDL_FINGERDOWN, 2, 400 + from / 2, 330, 7)]]
            + (1...20).map { step in
                let spread = from + (to - from) * Double(step) / 20
                return [f(SDL_FINGERMOTION, 1, 400 - spread / 2, 330, 7), f(SDL_FINGERMOTION, 2, 400 + spread / 2, 330, 7)]
            }
    }

    @Test func aFingerTapsTheTabBarWhileAnotherRestsOnThePicture() throws {
        var scene = Self.pictureScene(), adapter = PagerEventAdapter(frame: Rect(x: 0, y: 0, width: Self.window.width, height: Self.window.height))
        let tab = try #require(scene.tabCenter(0))
        let f = TouchTranslationTests.finger
        _ = Self.feed(
            [[f(SDL_FINGERDOWN, 1, 400, 330, 7)], [], [f(SDL_FINGERDOWN, 2, tab.x, tab.y, 7)], [f(SDL_FINGERUP, 2, tab.x, tab.y, 7)]]
                + Array(repeating: [], count: 30),
            to: &scene, adapter: &adapter)
        #expect(scene.selectedTab == 0)
    }

    @Test func aPinchBelowOneIsDrawnSmaller() throws {
        var scene = Self.pictureScene(), adapter = PagerEventAdapter(frame: Rect(x: 0, y: 0, width: Self.window.width, height: Self.window.height))
        _ = Self.feed(Self.pinch(from: 300, to: 150), to: &scene, adapter: &adapter)
        let zoom = try #require(scene.pictureZoom)
        var list = DrawList()
        scene.draw(into: &list)
        let drawn = list.commands.compactMap { command -> Rect? in if case .image(_, let rect, nil) = command { return rect } else { return nil } }
        #expect(zoom < 0.95)
        #expect(drawn.contains { abs($0.width - 720 * zoom) < 1 }, "\(drawn) at \(zoom)")
    }

    @Test func aPinchPastFourSpringsBackWhenAFingerLifts() throws {
        var scene = Self.pictureScene(), adapter = PagerEventAdapter(frame: Rect(x: 0, y: 0, width: Self.window.width, height: Self.window.height))
        let f = TouchTranslationTests.finger
        var time = Self.feed(Self.pinch(from: 100, to: 600), to: &scene, adapter: &adapter)
        #expect(try #require(scene.pictureZoom) > 4.05)
        time = Self.feed([[f(SDL_FINGERUP, 2, 700, 330, 7)]] + Array(repeating: [], count: 30), to: &scene, adapter: &adapter, from: time)
        #expect(abs(try #require(scene.pictureZoom) - 4) < 0.01, "finger 1 is still down")
    }
}
