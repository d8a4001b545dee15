// embedded-pager: an SDL2 program that owns its window, renderer and event loop, with a sidebar
// and a status bar of its own, and the pager beside them showing the host's own pages and data:
// an inbox of 100 000 messages from its own array, a chart it draws itself, a settings table.
//
//   embedded-pager                                        an 800x600 window
//   embedded-pager --headless --screenshot out.png        no display needed
//   ... --drag X1,Y1,X2,Y2 --click X,Y (repeatable, in order) --wait MS --print-events
//
// Input given on the command line is pushed as SDL events, a frame at a time at 60 frames a
// second, each input once what the one before set moving has come to rest (at most a second);
// MS milliseconds (1000 by default) pass after it, then the program prints the pager's page, the
// inbox's row count and how many rows the pager asked for, and exits.
import FoundationEssentials
import PagerAccessibility
import PagerCore
import PagerSDL
import PagerScene

#if canImport(Glibc)
    import Glibc
#endif

let width: Int32 = 800, height: Int32 = 600
let statusHeight: Int32 = 24
let sidebar = SDL_Rect(x: 0, y: 0, w: 200, h: height - statusHeight)
let statusBar = SDL_Rect(x: 0, y: height - statusHeight, w: width, h: statusHeight)
let pagerViewport = SDL_Rect(x: sidebar.w, y: 0, w: width - sidebar.w, h: height - statusHeight)
let items = ["Inbox", "Chart", "Settings"]

/// Writes `message` as one line on standard error.
func complain(_ message: String) {
    let bytes = Array("embedded-pager: \(message)\n".utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

func fail(_ message: String, code: Int32 = 1) -> Never {
    complain(message)
    exit(code)
}

// The command line.
let arguments = Array(CommandLine.arguments.dropFirst())
let known = ["--headless", "--print-events", "--screenshot", "--drag", "--click", "--wait"]
for (index, argument) in arguments.enumerated() where argument.hasPrefix("-") {
    let takesValue = index > 0 && ["--screenshot", "--drag", "--click", "--wait"].contains(arguments[index - 1])
    if !takesValue && !known.contains(argument) { fail("unknown argument '\(argument)'", code: 2) }
}
func value(after flag: String) -> String? {
    guard let index = arguments.lastIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
let headless = arguments.contains("--headless")
let printsEvents = arguments.contains("--print-events")
let screenshotPath = value(after: "--screenshot")
let input: [[Frame]]
do {
    input = try scriptedInputs(arguments)
} catch let error as UsageError {
    fail(error.message, code: 2)
}
guard let waitMilliseconds = value(after: "--wait").map({ Double($0) }) ?? 1000, waitMilliseconds >= 0, waitMilliseconds <= 600_000 else {
    fail("--wait takes milliseconds from 0 to 600000", code: 2)
}
let scripted = !input.isEmpty || screenshotPath != nil || arguments.contains("--wait") || headless

// The host's own window (or offscreen surface) and renderer. Where no session bus runs, SDL's
// video must not have libdbus start one that outlives the program.
SDLLibrary.disableBusAutolaunch()
// The desktop's settings (the Settings portal, where a session bus runs): dark colours, high
// contrast, larger text and reduced motion, asked for now so the portal answers while the window
// opens, applied to the first frame and followed live; a change wakes the loop.
let settingsWake = SDL_RegisterEvents(1)
let desktop =
    headless || settingsWake == UInt32.max
    ? nil
    : DesktopSettings.begin {
        var event = SDL_Event()
        event.type = settingsWake
        SDL_PushEvent(&event)
    }
guard SDL_Init(headless ? SDL_INIT_EVENTS : SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
    fail("cannot start SDL: \(String(cString: SDL_GetError()))")
}
var window: OpaquePointer?
var surface: UnsafeMutablePointer<SDL_Surface>?
let renderer: OpaquePointer?
if headless {
    surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    renderer = surface.flatMap { SDL_CreateSoftwareRenderer($0) }
} else {
    let centred = Int32(SDL_WINDOWPOS_CENTERED_MASK)
    window = SDL_CreateWindow("Embedded pager", centred, centred, width, height, 0)
    // OpenGL where there is a GPU, SDL's software renderer where there is none (as the program's own windows).
    renderer = window.flatMap { WindowRenderer.create(for: $0, vsync: true) }
}
guard let renderer else { fail("cannot create a renderer: \(String(cString: SDL_GetError()))") }

// Screen readers: where a session bus runs, the host's window with its sidebar, its status bar
// and the pager's own tree inside, told over AT-SPI2; their clicks wake the loop.
let accessibilityWake = SDL_RegisterEvents(1)
let accessibility =
    headless || accessibilityWake == UInt32.max
    ? nil
    : AccessibilityBridge.start(applicationName: "embedded-pager", windowTitle: "Embedded pager") {
        var event = SDL_Event()
        event.type = accessibilityWake
        SDL_PushEvent(&event)
    }

// The pager: a renderer borrowing ours, an event adapter for its rectangle, and a scene of the
// host's own pages.
let pager: DrawListRenderer
do {
    pager = try DrawListRenderer(borrowing: renderer, fonts: try FontFiles.locate(warn: complain))
} catch {
    fail("\(error)")
}
// The sidebar, the status bar and the pager tile the window and nothing else draws in them, so
// where the window keeps its pixels (SDL's software renderer) each frame erases only what changed.
pager.viewportIsLeftAlone = true
var adapter = PagerEventAdapter(
    frame: Rect(x: Double(pagerViewport.x), y: Double(pagerViewport.y), width: Double(pagerViewport.w), height: Double(pagerViewport.h)))
let inbox = Inbox(count: 100_000)
let chart = Chart()
var status = "Pull the inbox down to check for mail"
chart.onChoose = { status = $0 }
var inboxList = ListContent(source: inbox, rowHeight: 64)
inboxList.refreshes = true
let settings = TableContent(sections: [
    TableSection(
        header: "MAIL",
        rows: [
            TableRow(.toggle(id: "notify", title: "Notify me of new mail", detail: nil, initiallyOn: true)),
            TableRow(.option(group: "check", id: "5", title: "Check every 5 minutes", initiallySelected: true)),
            TableRow(.option(group: "check", id: "60", title: "Check every hour", initiallySelected: false)),
        ])
])
/// The pages sit 8 points apart, and the page leaving lifts a little as it goes (a transform of
/// the host's own: scale, fade and move by the page's place in pages from the middle). Tabs have
/// close buttons (the host decides what closes), can be dragged into another order, and are
/// all listed in the menu behind the button at the bar's end.
var look = Theme()
look.tabsClosable = true
look.tabsReorderable = true
look.showsTabMenu = true
look.pageSpacing = 8
look.pageTransform = PageTransform(name: "lift") { position, _ in
    PageTransformation(scale: 1 - min(abs(position), 1) * 0.06, alpha: 1 - min(abs(position), 1) * 0.3)
}

// The desktop's answers, waited for (100 ms at most) now that the window is open.
desktop?.waitForAnswers()
var scene = Scene(
    content: SceneContent(tabs: [
        TabContent(id: "inbox", title: "Inbox", page: .list(inboxList)),
        TabContent(id: "chart", title: "Chart", page: .custom(chart)),
        TabContent(id: "settings", title: "Settings", page: .table(settings)),
    ]), theme: desktop.map { $0.preferences.theme(from: look) } ?? look,
    viewSize: Size(width: Double(pagerViewport.w), height: Double(pagerViewport.h)), measure: { pager.measure($0, fontSize: $1) })
/// The host's veto: the Settings tab is the user's to reach by tapping it, not by swiping past
/// the chart. It reads what it needs from the request (the scene itself is busy while it asks).
scene.shouldSelectTab = { request in
    request.cause != .swipe || request.scene.tabID(at: request.to) != "settings"
}
/// When new mail the user asked for arrives.
var mailDue: Double?
var drafts = 0

/// The sidebar's item rectangles.
func itemFrame(_ index: Int) -> Rect { Rect(x: 12, y: Double(20 + index * 52), width: Double(sidebar.w) - 24, height: 40) }

/// What the window shows: the host's sidebar and status bar as draw lists of its own, and the
/// pager's scene laid out, each for its own rectangle.
struct WindowLists {
    var sidebar = DrawList(), status = DrawList(), pager = DrawList()

    /// Whether `other` shows exactly the same window.
    func drawsSame(as other: WindowLists) -> Bool {
        sidebar.drawsSame(as: other.sidebar) && status.drawsSame(as: other.status) && pager.drawsSame(as: other.pager)
    }
}

/// Lays out the window's parts as they are now into `lists`.
@MainActor
func layOutWindow(into lists: inout WindowLists) {
    lists.sidebar.reset(clearColor: Color(0x20, 0x20, 0x20))
    for (index, title) in items.enumerated() {
        let frame = itemFrame(index)
        let shade: UInt8 = index == scene.selectedTab ? 0x50 : 0x30
        lists.sidebar.fill(frame, Color(shade, shade, shade), radius: 6)
        lists.sidebar.text(
            TextRun(title, in: frame.insetBy(dx: 12, dy: 0), fontSize: 15, color: .white, on: Color(shade, shade, shade)))
    }
    let statusColor = Color(0x30, 0x30, 0x38)
    lists.status.reset(clearColor: statusColor)
    lists.status.text(
        TextRun(status, in: Rect(x: 12, y: 0, width: Double(width) - 24, height: Double(statusHeight)), fontSize: 13, color: .white, on: statusColor))
    scene.draw(into: &lists.pager)
}

/// Draws `lists` into their rectangles (each draws its background: no clear first, which with
/// SDL's software renderer would be a pass over every pixel).
@MainActor
func drawWindow(_ lists: WindowLists) {
    pager.draw(lists.sidebar, in: sidebar)
    pager.draw(lists.status, in: statusBar)
    pager.draw(lists.pager, in: pagerViewport)
}

/// Does what the pager's events ask of the host, printing each with `--print-events`.
@MainActor
func handlePagerEvents(at time: Double) {
    for event in scene.takeEvents() {
        if printsEvents { print("event: \(event)") }
        switch event {
        case .rowTapped(0, 0, let row) where inbox.messages.indices.contains(row):
            status = inbox.messages[row].subject
            scene.setBadge(nil, forTab: 0)
            inbox.toggleFlag(row)
            scene.reloadRows(ofTab: 0, [row])  // just that row is asked for and drawn again
        case .refreshRequested(0):
            mailDue = time + 0.3  // the host's own fetch takes 300 ms
        case .switchChanged(let id, let isOn):
            status = "\(id) \(isOn ? "on" : "off")"
        case .tabSelectionRefused(let tab, _):
            status = "Tap \(scene.title(ofTab: tab) ?? "the tab") to open it"
        case .tabCloseRequested(let tab):
            // The host's choice: drafts close, the inbox, chart and settings stay.
            if let id = scene.tabID(at: tab), id.hasPrefix("draft-"), scene.removeTab(at: tab) {
                status = "Closed \(id)"
            } else {
                status = "\(scene.title(ofTab: tab) ?? "That tab") stays open"
            }
        case .tabMoved(let from, let to):
            status = "Moved \(scene.title(ofTab: to) ?? "a tab") from place \(from + 1) to \(to + 1)"
        case .requested(.copy(let text)):
            SDL_SetClipboardText(text)  // Ctrl+C: the host owns the clipboard
            status = "Copied \(text)"
        default:
            break
        }
    }
    if let due = mailDue, time >= due {
        mailDue = nil
        inbox.receive(3)
        scene.endRefresh(ofTab: 0, insertedRows: 3)
        scene.setBadge(.count(3), forTab: 0)
        status = "3 new messages"
    }
}

/// The host's own handling of `event`: the sidebar chooses what the pager shows, Ctrl+N adds a
/// draft tab after the selected one. True when the event was the host's alone.
@MainActor
func handleHostEvent(_ event: SDL_Event) -> Bool {
    if event.type == SDL_MOUSEBUTTONDOWN.rawValue, event.button.x < sidebar.w, event.button.y < sidebar.h {
        let point = Point(x: Double(event.button.x), y: Double(event.button.y))
        if let index = items.indices.first(where: { itemFrame($0).contains(point) }) { scene.selectTab(index) }
        return true
    }
    if event.type == SDL_KEYDOWN.rawValue, event.key.keysym.sym == SDLK_n.rawValue,
        UInt32(event.key.keysym.mod) & KMOD_CTRL.rawValue != 0
    {
        drafts += 1
        let draft = TabContent(
            id: "draft-\(drafts)", title: "Draft \(drafts)",
            page: .composed([.heading("Draft \(drafts)"), .paragraph("A tab the host inserted.", height: 40)]))
        if scene.insertTab(draft, at: scene.selectedTab + 1) { scene.selectTab(scene.selectedTab + 1) }
        return true
    }
    return false
}

/// The window as a screen reader hears it: the sidebar's items, the pager where it is drawn,
/// the status bar.
@MainActor
func accessibleWindow() -> [AccessibleNode] {
    let sidebarItems = items.enumerated().map { index, title in
        AccessibleNode(
            id: "host:item:\(index)", role: .pushButton, name: title, states: index == scene.selectedTab ? .selected : [],
            frame: itemFrame(index), isClickable: true)
    }
    let pagerFrame = Rect(x: Double(pagerViewport.x), y: Double(pagerViewport.y), width: Double(pagerViewport.w), height: Double(pagerViewport.h))
    return [
        AccessibleNode(
            id: "host:sidebar", role: .panel, name: "Folders", frame: Rect(x: 0, y: 0, width: Double(sidebar.w), height: Double(sidebar.h)),
            children: sidebarItems),
        AccessibleNode(
            id: "host:pager", role: .panel, name: "Mail", frame: pagerFrame,
            children: scene.accessibilityTree().map { $0.offsetBy(dx: pagerFrame.minX, dy: pagerFrame.minY) }),
        AccessibleNode(
            id: "host:status", role: .label, name: status,
            frame: Rect(x: 0, y: Double(statusBar.y), width: Double(width), height: Double(statusHeight))),
    ]
}

/// Does what screen readers clicked: the host's own items, or the pager's elements.
@MainActor
func performAccessibleClicks() {
    for id in accessibility?.takeClicks() ?? [] {
        if id.hasPrefix("host:item:"), let index = Int(id.dropFirst("host:item:".count)) {
            scene.selectTab(index)
        } else {
            scene.performAccessibleAction(id)
        }
    }
}

/// Writes the frame on screen to `path` as a PNG.
func saveScreenshot(to path: String) {
    var pixels = [UInt32](repeating: 0, count: Int(width) * Int(height))
    let read = pixels.withUnsafeMutableBytes {
        SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, width * 4)
    }
    // A frame is opaque, whatever blending left in its alpha.
    guard read == 0, let image = PixelImage(width: Int(width), height: Int(height), pixels: pixels.map { $0 | 0xFF00_0000 }),
        let png = try? PNGCodec.encode(image), FileManager.default.createFile(atPath: path, contents: Data(png))
    else { fail("cannot write \(path)") }
}

// Presenting waits for the display's refresh where the renderer can (SDL's software renderer
// cannot): otherwise the loop waits out the rest of a 60 Hz frame itself while the pager moves.
let presentWaits = headless || WindowRenderer.presentWaitsForDisplay(renderer)

let windowSize = Size(width: Double(width), height: Double(height))
var player = InputPlayer(input, waitFrames: Int((waitMilliseconds * 60 / 1000).rounded()))
var frame = 0
var running = true
/// The window as laid out this frame, and as on screen.
var lists = WindowLists(), shownLists = WindowLists()
/// Whether the next frame must be shown even if it is the one on screen (the window was shown,
/// exposed or resized).
var mustShow = true
let start = SDL_GetTicks64()
while running {
    let frameStart = SDL_GetTicks64()
    let time = headless ? Double(frame) / 60 : Double(SDL_GetTicks64() - start) / 1000
    let (events, played) = player.next(atRest: scene.isAtRest && mailDue == nil)
    for var event in events { SDL_PushEvent(&event) }
    var event = SDL_Event()
    while SDL_PollEvent(&event) != 0 {
        if event.type == SDL_QUIT.rawValue { running = false }
        if event.type == SDL_WINDOWEVENT.rawValue { mustShow = true }
        if event.type == accessibilityWake {
            performAccessibleClicks()
            continue
        }
        if event.type == settingsWake, let desktop {
            scene.setTheme(desktop.preferences.theme(from: look))
            continue
        }
        // Every key is offered to the screen reader first: one it takes (an Orca command) is its own.
        if let accessibility, let key = AccessibleKeyEvent(event), accessibility.consumes(key) { continue }
        if handleHostEvent(event) { continue }
        // The pager's: whatever the adapter says concerns its rectangle (a drag it started stays its own).
        if let input = adapter.translate(event, windowSize: windowSize) { scene.handle(input, time: time) }
    }
    scene.advance(to: time)
    handlePagerEvents(at: time)
    // A frame is drawn and shown only when it differs from the one on screen, as the program's
    // own window does (or the window lost its pixels, or this is the last frame).
    layOutWindow(into: &lists)
    let last = scripted && played
    let presented = mustShow || last || !lists.drawsSame(as: shownLists)
    if presented {
        drawWindow(lists)
        if last, let screenshotPath { saveScreenshot(to: screenshotPath) }
        SDL_RenderPresent(renderer)
        swap(&lists, &shownLists)
        mustShow = false
    }
    if last { running = false }
    if let accessibility, accessibility.isListening, let window {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        accessibility.publish(accessibleWindow(), window: Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)))
    }
    frame += 1
    // Idle in a window: sleep until the next event, or the next moment the pager changes on its own.
    if !headless && !scripted && !scene.isAnimating && mailDue == nil {
        let wait = scene.nextDeadline.map { Int32(clamping: Int(max(($0 - time) * 1000, 0).rounded(.up))) } ?? 1000
        SDL_WaitEventTimeout(nil, wait)
    } else if !headless && (!presented || !presentWaits) {
        let spent = SDL_GetTicks64() - frameStart
        if spent < 16 { SDL_Delay(UInt32(16 - spent)) }
    }
}
print("page: \(scene.selectedTab + 1)")
print("inbox rows: \(inbox.messages.count)")
print("rows asked: \(inbox.rowsAsked)")
SDL_Quit()
