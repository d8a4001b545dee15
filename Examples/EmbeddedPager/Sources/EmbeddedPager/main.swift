// embedded-pager: an SDL2 program that owns its window, renderer and event loop, draws a
// sidebar of its own at the left, and embeds the pager (the built-in showcase) in the rest.
//
//   embedded-pager                                  an 800x600 window
//   embedded-pager --headless --screenshot out.png  one frame, no display needed
//   ... --drag X1,Y1,X2,Y2 --click X,Y              input pushed as SDL events first (headless)
//
// On exit it prints the pager's page and the sidebar item chosen, so a test can see that each
// got its own events.
import CSDL2
import FoundationEssentials
import PagerCore
import PagerSDL
import PagerScene

#if canImport(Glibc)
    import Glibc
#endif

let width: Int32 = 800, height: Int32 = 600
let sidebar = SDL_Rect(x: 0, y: 0, w: 200, h: height)
let items = ["Inbox", "Starred", "Archive", "Settings"]
var chosenItem = 0

/// The value after `flag` on the command line.
func argument(_ flag: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

/// Writes `message` as one line on standard error.
func complain(_ message: String) {
    let bytes = Array("embedded-pager: \(message)\n".utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

func fail(_ message: String) -> Never {
    complain(message)
    exit(1)
}

let headless = CommandLine.arguments.contains("--headless")
guard SDL_Init(headless ? SDL_INIT_EVENTS : SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
    fail("cannot start SDL: \(String(cString: SDL_GetError()))")
}

// The host's own window (or offscreen surface) and renderer.
var window: OpaquePointer?
var surface: UnsafeMutablePointer<SDL_Surface>?
let renderer: OpaquePointer?
if headless {
    surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    renderer = surface.flatMap { SDL_CreateSoftwareRenderer($0) }
} else {
    let centred = csdl_windowpos_centered()
    window = SDL_CreateWindow("Embedded pager", centred, centred, width, height, 0)
    renderer = window.flatMap { SDL_CreateRenderer($0, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue) }
}
guard let renderer else { fail("cannot create a renderer: \(String(cString: SDL_GetError()))") }

// The pager: a renderer borrowing ours, an event adapter for its rectangle, and a scene.
let pagerViewport = SDL_Rect(x: sidebar.w, y: 0, w: width - sidebar.w, h: height)
let fonts: FontFiles
let pager: DrawListRenderer
do {
    fonts = try FontFiles.locate(warn: complain)
    pager = try DrawListRenderer(borrowing: renderer, fonts: fonts)
} catch {
    fail("\(error)")
}
var adapter = PagerEventAdapter(frame: Rect(x: Double(pagerViewport.x), y: 0, width: Double(pagerViewport.w), height: Double(height)))
var scene = Scene(
    content: .showcase, viewSize: Size(width: Double(pagerViewport.w), height: Double(height)),
    measure: { pager.measure($0, fontSize: $1) })

/// The sidebar's item rectangles.
func itemFrame(_ index: Int) -> SDL_Rect { SDL_Rect(x: 12, y: Int32(20 + index * 52), w: sidebar.w - 24, h: 40) }

/// The sidebar, drawn by the host as a draw list of its own (any host content can be).
@MainActor
func drawSidebar() {
    var list = DrawList()
    list.reset(clearColor: Color(0x20, 0x20, 0x20))
    for (index, title) in items.enumerated() {
        let item = itemFrame(index)
        let frame = Rect(x: Double(item.x), y: Double(item.y), width: Double(item.w), height: Double(item.h))
        let shade: UInt8 = index == chosenItem ? 0x50 : 0x30
        list.fill(frame, Color(shade, shade, shade), radius: 6)
        list.text(
            TextRun(
                title, in: Rect(x: frame.minX + 12, y: frame.minY, width: frame.width - 24, height: frame.height), fontSize: 15, color: .white,
                alignment: .leading))
    }
    pager.draw(list, in: sidebar)
}

/// Pushes a mouse event as SDL would deliver it (headless input for tests).
@MainActor
func pushMouse(_ type: SDL_EventType, x: Int32, y: Int32) {
    var event = SDL_Event()
    if type == SDL_MOUSEMOTION {
        event.motion = SDL_MouseMotionEvent(
            type: type.rawValue, timestamp: SDL_GetTicks(), windowID: 0, which: 0,
            state: 1 /* the left button held */, x: x, y: y, xrel: 0, yrel: 0)
    } else {
        event.button = SDL_MouseButtonEvent(
            type: type.rawValue, timestamp: SDL_GetTicks(), windowID: 0, which: 0,
            button: UInt8(SDL_BUTTON_LEFT), state: UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED),
            clicks: 1, padding1: 0, x: x, y: y)
    }
    SDL_PushEvent(&event)
}

/// Numbers in a `--drag X1,Y1,X2,Y2` or `--click X,Y` value.
func numbers(_ text: String?) -> [Int32] { text?.split(separator: ",").compactMap { Int32($0) } ?? [] }

// Headless input: a drag, one event a frame, then a click; each frame takes 1/60 s.
var script: [[() -> Void]] = []
let drag = numbers(argument("--drag"))
if drag.count == 4 {
    script.append([{ pushMouse(SDL_MOUSEBUTTONDOWN, x: drag[0], y: drag[1]) }])
    for step in 1...6 {
        let x = drag[0] + (drag[2] - drag[0]) * Int32(step) / 6, y = drag[1] + (drag[3] - drag[1]) * Int32(step) / 6
        script.append([{ pushMouse(SDL_MOUSEMOTION, x: x, y: y) }])
    }
    script.append([{ pushMouse(SDL_MOUSEBUTTONUP, x: drag[2], y: drag[3]) }])
}
let click = numbers(argument("--click"))
if click.count == 2 {
    script.append([{ pushMouse(SDL_MOUSEBUTTONDOWN, x: click[0], y: click[1]) }, { pushMouse(SDL_MOUSEBUTTONUP, x: click[0], y: click[1]) }])
}

var frame = 0
var running = true
let start = SDL_GetTicks64()
while running {
    let time = headless ? Double(frame) / 60 : Double(SDL_GetTicks64() - start) / 1000
    if frame < script.count { script[frame].forEach { $0() } }
    var event = SDL_Event()
    while SDL_PollEvent(&event) != 0 {
        if event.type == SDL_QUIT.rawValue { running = false }
        // The host's own events: a click in the sidebar chooses an item.
        if event.type == SDL_MOUSEBUTTONDOWN.rawValue, event.button.x < sidebar.w {
            chosenItem =
                items.indices.first { index in
                    let item = itemFrame(index)
                    return event.button.y >= item.y && event.button.y < item.y + item.h
                } ?? chosenItem
        }
        // The pager's: whatever the adapter says concerns its rectangle (a drag it started stays its own).
        if let input = adapter.translate(event, windowSize: Size(width: Double(width), height: Double(height))) {
            _ = scene.handle(input, time: time)
        }
    }
    scene.advance(to: time)
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0xFF)
    SDL_RenderClear(renderer)
    drawSidebar()
    pager.draw(scene, in: pagerViewport)
    SDL_RenderPresent(renderer)
    frame += 1
    if headless && frame >= script.count && scene.isAtRest { running = false }
    if !headless && !scene.isAnimating { SDL_Delay(8) }
}

if let path = argument("--screenshot"), let surface {
    let pixels = (0..<Int(height)).flatMap { y in
        (0..<Int(width)).map { x in
            surface.pointee.pixels.load(fromByteOffset: y * Int(surface.pointee.pitch) + x * 4, as: UInt32.self)
        }
    }
    guard let image = PixelImage(width: Int(width), height: Int(height), pixels: pixels),
        let png = try? PNGCodec.encode(image),
        FileManager.default.createFile(atPath: path, contents: Data(png))
    else { fail("cannot write \(path)") }
}
print("page=\(scene.selectedTab + 1) sidebar=\(items[chosenItem])")
SDL_Quit()
