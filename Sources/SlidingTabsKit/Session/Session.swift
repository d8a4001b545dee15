import FoundationEssentials
import PagerAccessibility
import PagerConfig
import PagerCore
import PagerSDL
import PagerScene

#if canImport(Glibc)
    import Glibc
#endif

/// A scene on a canvas with the clock that drives it: the part of the program shared by
/// the window, scripts and the headless tour.
package final class Session {
    /// The fixed time step of scripts: 1/60 s, in microseconds.
    package static let frameMicroseconds: Int64 = 16_667
    /// The longest a settle may run before `settle()` gives up, in microseconds.
    package static let settleLimit: Int64 = 30_000_000

    package var scene: Scene
    package let canvas: any Canvas
    /// Where table values are kept; nil keeps them in memory only.
    package let store: StateStore?
    /// Where live input is written as a script, if recording.
    package var recorder: ScriptRecorder?
    /// Where F12 and Ctrl+S screenshots go.
    package let screenshotDirectory: String
    /// Set when the scene asked to quit (Esc, Ctrl+Q).
    package private(set) var quitRequested = false
    /// The clock in whole microseconds, so recorded times replay exactly.
    package private(set) var clock: Int64 = 0
    /// How many frames `present()` has drawn and shown.
    package private(set) var framesPresented = 0
    /// The shortest time between two writes of the state file, in microseconds: a burst of
    /// toggles is one write, however large the file.
    package static let saveInterval: Int64 = 250_000
    /// When values first changed since the last write; nil when all are saved.
    private var unsavedSince: Int64?
    /// When values were last written.
    private var lastSave: Int64?
    /// The program's answers to its lists' requests for rows.
    private var feeder = ListFeeder()
    private var drawList = DrawList()
    /// The frame shown last (for `presentIfChanged`).
    private var shownList = DrawList()

    package init(scene: Scene, canvas: any Canvas, store: StateStore? = nil, screenshotDirectory: String = "screenshots") {
        self.scene = scene
        self.canvas = canvas
        self.store = store
        self.screenshotDirectory = screenshotDirectory
    }

    /// The clock in seconds.
    package var time: Double { Double(clock) / 1_000_000 }

    /// Sends `event` to the scene at `microseconds` (the clock never goes back): the window's
    /// live input, which moves the scene's clock as it comes.
    package func send(_ event: InputEvent, at microseconds: Int64) {
        clock = max(clock, microseconds)
        send(event)
    }

    /// Sends `event` to the scene at the current time, records it, and carries out what it asks.
    package func send(_ event: InputEvent) {
        recorder?.record(event, at: clock)
        reportRecordingFailure()
        scene.handle(event, time: time)
        handleEvents()
    }

    /// Says, in the window and on stderr, that recording stopped, if it did (a full disk), and
    /// lets the session go on without it.
    package func reportRecordingFailure() {
        guard let failure = recorder?.failure else { return }
        scene.showMessage(failure)
        printError("sliding-tabs: \(failure)")
        recorder = nil
    }

    /// Does what the scene's events ask of the program: quitting, a screenshot, saving changed
    /// values (at once when a detail page opens), the rows its lists ask for.
    private func handleEvents() {
        var forceSave = false
        repeat {
            for event in scene.takeEvents() {
                switch event {
                case .requested(.quit): quitRequested = true
                case .requested(.screenshot): saveTimestampedScreenshot()
                case .requested(.toggleFullscreen): canvas.toggleFullscreen()
                case .requested(.copy(let text)): canvas.copyToClipboard(text)
                case .switchChanged, .optionChosen: valuesChanged()
                case .detailOpened: forceSave = true
                case .tabCloseRequested(let tab):
                    // The program closes what the user asks to, the next tab taking its place.
                    if let title = scene.title(ofTab: tab), scene.removeTab(at: tab) { scene.announce("\(title) tab closed") }
                default: break
                }
                feeder.handle(event, in: &scene, at: clock)
            }
            for failure in feeder.deliver(in: &scene, at: clock) { printError("sliding-tabs: warning: \(failure)") }
        } while scene.hasEvents
        saveValues(force: forceSave || quitRequested)
    }

    /// Notes that switch or option values changed and are to be saved.
    package func valuesChanged() { unsavedSince = unsavedSince ?? clock }

    /// Changes the scene as `body` does (a script's `add tab`, `badge`, `set`), then does what
    /// its events ask.
    package func change(_ body: (inout Scene) -> Void) {
        body(&scene)
        handleEvents()
    }

    /// The earliest moment unsaved values must be written (at most one write per
    /// `saveInterval`) or a list's rows are due; nil when nothing waits.
    package var nextDeadline: Int64? {
        let save = unsavedSince.map { max($0, (lastSave ?? .min / 2) + Self.saveInterval) }
        return [save, feeder.nextDeadline].compactMap { $0 }.min()
    }

    /// Writes changed switch and option values: at once when the last write was at least
    /// `saveInterval` ago or `force` is set (the program is ending, a detail page opens), else
    /// when `nextDeadline` comes. Says in the window if it cannot.
    package func saveValues(force: Bool = false) {
        guard let since = unsavedSince, force || clock >= max(since, (lastSave ?? .min / 2) + Self.saveInterval) else { return }
        unsavedSince = nil
        lastSave = clock
        guard let store else { return }
        do {
            try store.save(scene.values)
        } catch {
            scene.showMessage("Settings not saved: \(error)")
            printError("sliding-tabs: warning: \(error)")  // the run goes on, and ends with 0
        }
    }

    /// Writes the window's size as the user left it (when it had one of its own) and the desktop's
    /// settings as it last showed them, with the values, so the config's next window opens so
    /// (nothing when values are not kept: a replay without `--save-state`).
    package func saveWindow(_ window: WindowGeometry?, desktop: DesktopPreferences?) {
        guard let store, window.map({ store.window != $0 }) == true || desktop.map({ store.desktop != $0 }) == true else { return }
        do {
            try store.save(scene.values, window: window, desktop: desktop)
            unsavedSince = nil
        } catch {
            printError("sliding-tabs: warning: \(error)")  // the run goes on, and ends with 0
        }
    }

    /// Moves the clock to `microseconds` (never backwards), advances the scene, and writes
    /// values whose save was deferred.
    package func advance(to microseconds: Int64) {
        clock = max(clock, microseconds)
        scene.advance(to: time)
        handleEvents()
    }

    /// Advances one fixed frame.
    package func step() { advance(to: clock + Self.frameMicroseconds) }

    /// Advances fixed frames until nothing moves (at most `settleLimit`), each once the pictures
    /// asked for are decoded: a picture decoded shows its shape and may ask for another size, so
    /// the frames shown are the same however long the decoding takes.
    package func settle(present: Bool) {
        let limit = clock + Self.settleLimit
        while clock < limit {
            waitForImages()
            guard !scene.isAtRest else { return }
            step()
            if present { self.present() }
        }
    }

    /// The longest a screenshot waits for pictures being decoded, in wall-clock seconds.
    package static let imageWaitLimit = 30.0

    /// Waits (in wall-clock time, the session's clock standing still) until the pictures asked
    /// for are decoded, so a scripted screenshot shows them whatever the machine's speed.
    package func waitForImages() {
        guard let source = scene.imageSource else { return }
        var waited = 0.0
        while source.isLoading && waited < Self.imageWaitLimit {
            usleep(2000)
            waited += 0.002
        }
    }

    /// Draws the current state and shows it.
    package func present() { presentIfChanged(force: true) }

    /// Draws the current state and shows it only if it differs from the frame shown last (or
    /// `force`, after the window was exposed or its scale changed): a pointer moving over a still
    /// page costs no frame.
    /// - Returns: whether a frame was shown.
    @discardableResult
    package func presentIfChanged(force: Bool) -> Bool {
        scene.draw(into: &drawList)
        guard force || !drawList.drawsSame(as: shownList) else { return false }
        canvas.present(drawList)
        framesPresented += 1
        swap(&drawList, &shownList)
        return true
    }

    /// Resizes the canvas (and so the window) and the scene.
    package func resize(to size: PixelSize) throws {
        try canvas.resize(width: size.width, height: size.height)
        send(.resize(canvas.size))
    }

    /// Writes exactly the current frame to `path` as a PNG.
    /// - Throws: `AppError.failure` naming the path and the reason.
    package func saveScreenshot(to path: String) throws {
        scene.draw(into: &drawList)
        do {
            try canvas.snapshot(drawList).writePNG(to: path)
        } catch let error as AppError {
            throw error
        } catch {
            throw AppError.failure("\(error)")
        }
    }

    /// Saves `screenshots/sliding-tabs-YYYYMMDD-HHMMSS.png` (with a suffix if taken) and
    /// says in the window where it went, or why it failed.
    package func saveTimestampedScreenshot() {
        let path = ScreenshotName.next(in: screenshotDirectory, date: Date())
        do {
            try saveScreenshot(to: path)
            scene.showMessage("Saved \(path)")
        } catch {
            scene.showMessage("Screenshot not saved: \(error)")
        }
    }
}

/// Names for screenshots taken with F12 or Ctrl+S.
package enum ScreenshotName {
    /// `directory/sliding-tabs-YYYYMMDD-HHMMSS.png`, or with `-2`, `-3`... when that exists.
    package static func next(in directory: String, date: Date) -> String {
        let stem = "\(directory)/sliding-tabs-\(Timestamp.string(for: date))"
        var path = stem + ".png"
        var counter = 2
        while FileManager.default.fileExists(atPath: path) {
            path = "\(stem)-\(counter).png"
            counter += 1
        }
        return path
    }
}
