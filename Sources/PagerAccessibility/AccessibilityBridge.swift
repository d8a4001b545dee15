import CSDBus
import PagerCore
import PagerScene

#if canImport(Glibc)
    import Glibc
#endif

/// Tells screen readers of a pager over the Linux accessibility bus (AT-SPI2, as Orca listens):
/// the application, its window, and the elements a host gives it, usually a scene's
/// `Scene.accessibilityTree()` beside the host's own.
///
/// Start one with ``start(applicationName:windowTitle:onRequest:)`` as the window opens. Where
/// no session bus runs it returns nil and nothing is done. Otherwise a thread of its own finds
/// the accessibility bus and registers there while `org.a11y.Status.IsEnabled` (or
/// `ScreenReaderEnabled`) is true, following it as it changes (`GNOME_ACCESSIBILITY=1`
/// registers whatever they say, `NO_AT_BRIDGE=1` never). While ``isListening``, publish the
/// tree after each change with ``publish(_:window:scale:)``; when `onRequest` is called, from the
/// bridge's thread, wake the loop and carry out ``takeClicks()``.
public final class AccessibilityBridge {
    private let shared: Lock<BridgeState>
    private let worker: BusWorker
    private var thread = pthread_t()
    private var numbers = PathNumbers()
    private let applicationName: String
    /// The window's title, the frame's name.
    public var windowTitle: String

    /// A bridge for the application `applicationName` and its window titled `windowTitle`;
    /// nil when there is no session bus to find the accessibility bus on, or `NO_AT_BRIDGE=1`.
    /// `onRequest` is called on the bridge's thread when a screen reader clicks an element
    /// or first listens: a host's loop then wakes (an `SDL_PushEvent` is safe from any thread).
    public static func start(applicationName: String, windowTitle: String, onRequest: @escaping @Sendable () -> Void) -> AccessibilityBridge? {
        let environment = ProcessEnvironment()
        guard environment["NO_AT_BRIDGE"] != "1", environment.hasSessionBus || environment["AT_SPI_BUS_ADDRESS"] != nil else { return nil }
        return AccessibilityBridge(
            applicationName: applicationName, windowTitle: windowTitle, accessibilityBus: environment["AT_SPI_BUS_ADDRESS"],
            alwaysOn: environment["GNOME_ACCESSIBILITY"] == "1", onRequest: onRequest)
    }

    private init?(
        applicationName: String, windowTitle: String, accessibilityBus: String?, alwaysOn: Bool, onRequest: @escaping @Sendable () -> Void
    ) {
        self.applicationName = applicationName
        self.windowTitle = windowTitle
        shared = Lock(BridgeState())
        guard let worker = BusWorker(shared: shared, accessibilityBus: accessibilityBus, alwaysOn: alwaysOn, onRequest: onRequest)
        else { return nil }
        self.worker = worker
        let context = Unmanaged.passRetained(worker).toOpaque()
        let started = pthread_create(
            &thread, nil,
            { context in
                guard let context else { return nil }
                _ = csdbus_name_thread(BusWorker.threadName)
                Unmanaged<BusWorker>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
        guard started == 0 else {
            Unmanaged<BusWorker>.fromOpaque(context).release()
            return nil
        }
    }

    deinit {
        worker.stop()
        pthread_join(thread, nil)
    }

    /// Whether a screen reader may be listening: the bridge is registered on the accessibility
    /// bus. Publishing while it is not does nothing.
    public var isListening: Bool { shared.withLock { $0.listening } }

    /// Tells the bus of `nodes`, the window's contents, in view units of `scale` pixels each,
    /// the window's frame on the screen being `window` (pixels): what changed since the last
    /// tree is sent as events (states, names, children), by each node's id.
    public func publish(_ nodes: [AccessibleNode], window: Rect, scale: Double = 1) {
        guard isListening else { return }
        let snapshot = AccessibilitySnapshot(
            application: applicationName, windowTitle: windowTitle, window: window, scale: scale, nodes: nodes, numbers: &numbers)
        let title = windowTitle
        let changed = shared.withLock { state -> Bool in
            guard state.snapshot != snapshot else { return false }
            if let old = state.snapshot {
                state.signals += AccessibilitySignal.changes(from: old, to: snapshot)
            } else {
                // The window is there: screen readers follow the focus of the active window.
                state.signals += AccessibilitySignal.opening(snapshot, title: title)
            }
            state.snapshot = snapshot
            return true
        }
        if changed { worker.wake() }
    }

    /// How long ``consumes(_:)`` waits for the screen readers' answer before the key is the
    /// program's after all, in milliseconds.
    public static let keyAnswerTimeout = 500

    /// Whether a screen reader takes `key` for itself: offer every key going down and up here
    /// before acting on it, as toolkits do (Orca's commands, Where Am I and flat review, are keys
    /// it takes; and it hears which key caused what follows). When true, ignore the key. Waits for
    /// the answer, at most ``keyAnswerTimeout``; false at once while not ``isListening``.
    public func consumes(_ key: AccessibleKeyEvent) -> Bool {
        guard isListening else { return false }
        let id = shared.withLock { state in
            state.keySerial += 1
            state.keys.append(PendingKey(id: state.keySerial, event: key))
            state.awaitedKey = state.keySerial
            return state.keySerial
        }
        worker.wake()
        let consumed = shared.wait(milliseconds: Self.keyAnswerTimeout) { state -> Bool? in
            guard let answer = state.keyAnswer, answer.id == id else { return nil }
            return answer.consumed
        }
        shared.withLock { state in
            state.awaitedKey = nil
            state.keyAnswer = nil
        }
        return consumed ?? false
    }

    /// The ids of the elements screen readers clicked since the last call, in order: carry each
    /// out (`Scene.performAccessibleAction(_:)` for a scene's).
    public func takeClicks() -> [String] {
        shared.withLock { state in
            defer { state.clicks = [] }
            return state.clicks
        }
    }
}

/// What the host's thread and the bridge's share.
struct BridgeState {
    /// Registered on the accessibility bus.
    var listening = false
    var snapshot: AccessibilitySnapshot?
    /// Events not sent yet.
    var signals: [AccessibilitySignal] = []
    /// Element ids clicked, not taken yet.
    var clicks: [String] = []
    /// Keys to offer the screen readers, the last one offered, the one the host waits for, and
    /// its answer once it came.
    var keys: [PendingKey] = []
    var keySerial = 0
    var awaitedKey: Int?
    var keyAnswer: (id: Int, consumed: Bool)?
    var stopping = false
}

/// A key the host offers the screen readers, numbered so a late answer is told from the awaited one.
struct PendingKey {
    var id: Int
    var event: AccessibleKeyEvent
}

/// The process's environment, read once.
struct ProcessEnvironment {
    subscript(name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }

    /// Whether a session bus can be found: its address given (and not `disabled:`, which
    /// `SDLLibrary` sets where there is none), or the user's bus socket there.
    var hasSessionBus: Bool {
        if let address = self["DBUS_SESSION_BUS_ADDRESS"] { return address != "disabled:" }
        guard let runtime = self["XDG_RUNTIME_DIR"] else { return false }
        var info = stat()
        return stat(runtime + "/bus", &info) == 0
    }
}
