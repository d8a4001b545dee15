import PagerCore
import PagerDemo
import PagerScene
import PagerTestSupport
import Testing

@testable import PagerSDL

/// Pictures and icons in pixels: scaled into their rectangle, tinted by their shape, decoded
/// at the size they are shown.
@Suite("Images in pixels")
struct ImageDrawingTests {
    @Test func imagesFillTheirRectangleAndTintsFollowTheirShape() throws {
        try SDLLibrary.start(video: false)
        let canvas = try HeadlessCanvas(width: 100, height: 40, scale: 2, fonts: RenderFixture.fonts)
        // A 4x4 picture: its left half opaque black, its right half clear.
        let pixels = (0..<16).map { $0 % 4 < 2 ? UInt32(0xFF00_0000) : 0 }
        let picture = SceneImage(try #require(PixelImage(width: 4, height: 4, pixels: pixels)), name: "half")
        let solid = SceneImage(PixelImage(width: 2, height: 2, color: .red), name: "red")
        var list = DrawList()
        list.reset(clearColor: .white)
        list.image(solid, in: Rect(x: 0, y: 0, width: 40, height: 40))
        list.image(picture, in: Rect(x: 50, y: 0, width: 40, height: 40), tint: Color(0, 0, 255))
        let shot = try canvas.snapshot(list)
        #expect(shot.pixel(x: 40, y: 40) == (255, 0, 0))  // scaled to the rectangle at 2 pixels a point
        #expect(shot.pixel(x: 79, y: 79) == (255, 0, 0))
        #expect(shot.pixel(x: 81, y: 40) == (255, 255, 255))
        #expect(shot.pixel(x: 110, y: 40) == (0, 0, 255))  // the shape's opaque half, in the tint
        #expect(shot.pixel(x: 170, y: 40) == (255, 255, 255))  // its clear half shows the page
    }

    /// A picture larger than where it shows is decoded down to that size, keeping its shape;
    /// a smaller one keeps its own.
    @Test func picturesAreDecodedAtTheSizeTheyShow() throws {
        try SDLLibrary.start(video: false)
        var large = PixelImage(width: 400, height: 300, color: .red)
        large.fill(Rect(x: 200, y: 0, width: 200, height: 300), Color(0, 0, 255))
        let bytes = try PNGCodec.encode(large)
        let fitted = try ImageDecoder.decode(bytes, fitting: (100, 100))
        #expect(fitted.width == 100 && fitted.height == 75)
        #expect(fitted.pixel(x: 10, y: 40) == (255, 0, 0) && fitted.pixel(x: 90, y: 40) == (0, 0, 255))
        let small = try ImageDecoder.decode(bytes, fitting: (1000, 1000))
        #expect(small == large)
        #expect(throws: SDLError.self) { try ImageDecoder.decode(Array("not a picture".utf8), fitting: (10, 10)) }
    }
}
