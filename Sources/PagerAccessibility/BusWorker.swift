import CSDBus
import PagerCore
import PagerScene

#if canImport(Glibc)
    import Glibc
#endif

/// The bridge's thread: it finds the accessibility bus through the session bus, registers while
/// accessibility is enabled, answers screen readers from the latest snapshot and sends the
/// events the host's thread queued. sd-bus is used on this thread only.
final class BusWorker: @unchecked Sendable {
    /// The thread's name, as `ps` and /proc show it.
    static let threadName = "atspi-bridge"
    private static let statusPath = "/org/a11y/bus"
    private static let statusInterface = "org.a11y.Status"

    private let shared: Lock<BridgeState>
    private let fixedAddress: String?
    /// Registers whatever the status says (`GNOME_ACCESSIBILITY=1`).
    private let alwaysOn: Bool
    private let onRequest: @Sendable () -> Void
    /// A pipe the host's thread writes to, to wake this one.
    private let wakeRead: Int32
    private let wakeWrite: Int32

    // Only the bridge's thread touches these.
    private var session: BusConnection?
    private var accessibility: BusConnection?
    private var server: AtspiServer?
    private var statusChanged = true

    init?(
        shared: Lock<BridgeState>, accessibilityBus: String?, alwaysOn: Bool, onRequest: @escaping @Sendable () -> Void
    ) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        self.shared = shared
        fixedAddress = accessibilityBus
        self.alwaysOn = alwaysOn
        self.onRequest = onRequest
        wakeRead = ends[0]
        wakeWrite = ends[1]
    }

    deinit {
        close(wakeRead)
        close(wakeWrite)
    }

    /// Asks the thread to look at the shared state again.
    func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    /// Asks the thread to unregister and end.
    func stop() {
        shared.withLock { $0.stopping = true }
        wake()
    }

    /// The thread's loop: until stopped, follows whether accessibility is enabled, and serves.
    func run() {
        if fixedAddress == nil {
            guard let session = BusConnection.session() else { return }
            session.watch(
                "type='signal',interface='org.freedesktop.DBus.Properties',member='PropertiesChanged',path='\(Self.statusPath)'"
            ) { [unowned self] _ in
                statusChanged = true
                return false
            }
            self.session = session
        }
        while !shared.withLock({ $0.stopping }) {
            session?.process()
            if statusChanged {
                statusChanged = false
                follow(enabled: fixedAddress != nil || alwaysOn || isEnabled())
            }
            sendQueuedSignals()
            offerQueuedKeys()
            accessibility?.process()
            waitForWork()
        }
        unregister()
    }

    /// Whether the accessibility bus's status says a screen reader or assistive technology wants the
    /// program's tree.
    private func isEnabled() -> Bool {
        guard let session else { return false }
        return ["IsEnabled", "ScreenReaderEnabled"].contains { name in
            session.call("org.a11y.Bus", Self.statusPath, "org.freedesktop.DBus.Properties", "Get") { call in
                call.append(Self.statusInterface)
                call.append(name)
            }?.readVariantBool() == true
        }
    }

    private func follow(enabled: Bool) {
        if enabled && accessibility == nil { register() } else if !enabled && accessibility != nil { unregister() }
    }

    /// Connects to the accessibility bus, serves the program's objects there, and embeds the
    /// application in the desktop of the registry.
    private func register() {
        let address =
            fixedAddress
            ?? session?.call("org.a11y.Bus", Self.statusPath, "org.a11y.Bus", "GetAddress")?.readString()
        guard let address, let bus = BusConnection.connect(to: address) else { return }
        let name = bus.uniqueName
        // The handlers hold the connection weakly: it is closed and freed when accessibility goes off.
        bus.serve(under: AtspiVocabulary.objectPrefix) { [unowned self, unowned bus] call in answer(call, on: bus) }
        bus.serve(under: AtspiServer.cachePath) { [unowned self, unowned bus] call in
            guard let reply = server?.cacheReply(to: call, on: bus) else { return false }
            bus.send(reply)
            return true
        }
        let embedded = bus.call("org.a11y.atspi.Registry", AtspiVocabulary.rootPath, "org.a11y.atspi.Socket", "Embed") { call in
            call.appendReference(ObjectReference(bus: name, path: AtspiVocabulary.rootPath))
        }
        var desktop = ObjectReference(bus: "org.a11y.atspi.Registry", path: AtspiVocabulary.rootPath)
        if let embedded, !embedded.isError, embedded.enter("r", "so"), let owner = embedded.readString(), let path = embedded.readString() {
            desktop = ObjectReference(bus: owner, path: path)
        }
        server = AtspiServer(busName: name, desktop: desktop, toolkitVersion: SlidingTabsVersion.text)
        accessibility = bus
        shared.withLock { $0.listening = true }
        onRequest()  // the host publishes its tree
    }

    /// Leaves the desktop and the accessibility bus.
    private func unregister() {
        guard let bus = accessibility else { return }
        let name = bus.uniqueName
        _ = bus.call("org.a11y.atspi.Registry", AtspiVocabulary.rootPath, "org.a11y.atspi.Socket", "Unembed") { call in
            call.appendReference(ObjectReference(bus: name, path: AtspiVocabulary.rootPath))
        }
        bus.close()
        accessibility = nil
        server = nil
        shared.change { state in
            state.listening = false
            state.snapshot = nil
            state.signals = []
            state.keys = []
            // The key the host waits for is its own: no screen reader is there to take it.
            if let key = state.awaitedKey { state.keyAnswer = (key, false) }
        }
    }

    /// Answers a call on one of the program's objects from the latest snapshot.
    private func answer(_ call: BusMessage, on bus: BusConnection) -> Bool {
        guard server != nil, let snapshot = shared.withLock({ $0.snapshot }) else { return false }
        let reply = server?.reply(to: call, in: snapshot, on: bus) { [shared, onRequest] id in
            shared.withLock { $0.clicks.append(id) }
            onRequest()
            return true
        }
        guard let reply else { return false }
        bus.send(reply)
        return true
    }

    /// Sends the events the host's thread queued.
    private func sendQueuedSignals() {
        let signals = shared.withLock { state in
            defer { state.signals = [] }
            return state.signals
        }
        guard let bus = accessibility, let name = server?.busName else { return }
        for event in signals {
            guard let message = bus.signal(event.path, event.interface, event.member) else { continue }
            message.append(event.detail)
            message.append(event.detail1)
            message.append(event.detail2)
            switch event.payload {
            case .number(let value): message.container("v", "i") { message.append(value) }
            case .text(let value): message.container("v", "s") { message.append(value) }
            case .object(let path): message.container("v", "(so)") { message.appendReference(ObjectReference(bus: name, path: path)) }
            }
            message.container("a", "{sv}") {}
            bus.send(message)
        }
    }

    /// Offers the keys the host's thread queued to the screen readers: the registry passes each to
    /// those listening for keys and answers whether one consumed it.
    private func offerQueuedKeys() {
        let keys = shared.withLock { state in
            defer { state.keys = [] }
            return state.keys
        }
        for key in keys {
            let answer: @Sendable (Bool) -> Void = { [shared] consumed in
                shared.change { state in if state.awaitedKey == key.id { state.keyAnswer = (key.id, consumed) } }
            }
            guard let bus = accessibility else {
                answer(false)
                continue
            }
            bus.callAsync(
                "org.a11y.atspi.Registry", "/org/a11y/atspi/registry/deviceeventcontroller", "org.a11y.atspi.DeviceEventController",
                "NotifyListenersSync", timeout: UInt64(AccessibilityBridge.keyAnswerTimeout) * 1000
            ) { call in
                let event = key.event
                // The registry reads (type, keysym, keycode, modifiers, time, text, is text) as (uiiiisb).
                call.container("r", "uiiiisb") {
                    call.append(UInt32(event.isPress ? 0 : 1))
                    call.append(Int32(bitPattern: event.keysym))
                    call.append(Int32(bitPattern: event.keycode))
                    call.append(Int32(bitPattern: event.modifiers.rawValue))
                    call.append(Int32(bitPattern: event.timestamp))
                    call.append(event.text)
                    call.append(event.isText)
                }
            } _: { reply in
                answer(reply?.readBool() ?? false)
            }
        }
    }

    /// Sleeps until a bus has something, the host's thread wakes it, or a bus's timeout comes.
    private func waitForWork() {
        var descriptors = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
        var timeout: Int32 = -1
        for bus in [session, accessibility].compactMap({ $0 }) {
            let request = bus.pollRequest
            descriptors.append(request.descriptor)
            if request.timeout >= 0 { timeout = timeout < 0 ? request.timeout : min(timeout, request.timeout) }
        }
        _ = poll(&descriptors, nfds_t(descriptors.count), timeout)
        var drain = [UInt8](repeating: 0, count: 64)
        while read(wakeRead, &drain, drain.count) > 0 {}
    }
}
