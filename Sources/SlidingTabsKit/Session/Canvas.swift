import PagerCore
import PagerSDL
import PagerScene
import PagerWindow

/// Somewhere a session's frames go: an offscreen SDL surface, a window, or memory. The
/// contract holds no SDL type: a snapshot is plain pixels.
package protocol Canvas: AnyObject {
    /// The size in layout units (window points; pixels divided by the scale).
    var size: Size { get }
    /// Draws `list` and shows it.
    func present(_ list: DrawList)
    /// Draws `list` and returns its pixels (a window does not show this frame).
    func snapshot(_ list: DrawList) throws -> PixelImage
    /// Changes the size, in layout units.
    func resize(width: Int, height: Int) throws
    /// The width of `text` on one line at `fontSize`, in layout units.
    func measure(_ text: String, fontSize: Double) -> Double
    /// Pixels a layout unit.
    var pixelScale: Double { get }
    /// Enters or leaves fullscreen (a window; elsewhere nothing happens).
    func toggleFullscreen()
    /// Puts `text` on the clipboard (a window's display's; elsewhere nothing happens).
    func copyToClipboard(_ text: String)
}

extension Canvas {
    package func toggleFullscreen() {}
    package func copyToClipboard(_ text: String) {}
}

extension HeadlessCanvas: Canvas {
    package var pixelScale: Double { Double(scale) }
}
extension WindowCanvas: Canvas {}

/// A canvas in memory, with no SDL: it counts the frames presented, measures text with the
/// scene's estimate, and draws fills (not text) into its snapshots. Sessions and script
/// playback run on it in tests, as swift-nio's embedded channel stands in for a socket.
package final class MemoryCanvas: Canvas {
    package private(set) var size: Size
    /// How many frames were presented.
    package private(set) var framesPresented = 0
    /// The last draw list presented or snapshotted.
    package private(set) var lastList: DrawList?

    package init(width: Int, height: Int) { size = Size(width: Double(width), height: Double(height)) }

    package func present(_ list: DrawList) {
        framesPresented += 1
        lastList = list
    }

    package func snapshot(_ list: DrawList) throws -> PixelImage {
        lastList = list
        var image = PixelImage(width: Int(size.width), height: Int(size.height), color: list.clearColor)
        for command in list.commands {
            switch command {
            case .fill(let rect, let color) where color.a == 255, .roundedFill(let rect, _, let color) where color.a == 255:
                image.fill(rect, color)
            case .fill, .roundedFill, .text, .clip, .image, .callback:
                break
            }
        }
        return image
    }

    package func resize(width: Int, height: Int) throws { size = Size(width: Double(width), height: Double(height)) }

    package func measure(_ text: String, fontSize: Double) -> Double { Scene.estimatedWidth(text, fontSize: fontSize) }

    package var pixelScale: Double { 1 }
}
