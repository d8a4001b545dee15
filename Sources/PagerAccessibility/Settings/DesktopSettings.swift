import CSDBus
import PagerCore

#if canImport(Glibc)
    import Glibc
#endif

/// The desktop's appearance and accessibility settings (``DesktopPreferences``), read from the
/// Settings portal on the session bus (`org.freedesktop.portal.Desktop`,
/// `org.freedesktop.portal.Settings.ReadOne`, or `Read` on a portal before version 2) and
/// followed as its `SettingChanged` signal tells of changes.
///
/// ``start(assuming:onChange:)`` asks for them on a thread of its own and returns once the portal
/// has answered, or ``answerBudget`` after it asked: where no portal runs and none can be started
/// the bus says so at once, and the defaults stay. Settings answered later (a portal being started
/// by the bus, a stalled one) are taken when they come, as changes are; until then
/// ``preferences`` holds what the host assumed (the desktop's settings on its last run). The
/// thread calls `onChange` on each change after `start` returned: wake the host's loop (an
/// `SDL_PushEvent` is safe from any thread) and read ``preferences`` again.
///
/// To overlap the wait with opening a window, call ``begin(assuming:onChange:)`` first and
/// ``waitForAnswers()`` when the first frame is about to be drawn.
public final class DesktopSettings: @unchecked Sendable {
    /// What the thread and the host share: the settings, how many of the reads asked at start
    /// are unanswered, and whether the host is still waiting for them (no `onChange` then).
    private struct Shared {
        var preferences: DesktopPreferences
        var unanswered = DesktopPreferences.keys.count
        var hostWaiting = true
        var stopping = false
    }

    private let shared: Lock<Shared>
    private let onChange: @Sendable () -> Void
    private let askedAt = monotonicMicroseconds()
    private let busAddress: String?
    private var thread = pthread_t()
    private var started = false
    private let wakeRead: Int32
    private let wakeWrite: Int32

    static let portal = "org.freedesktop.portal.Desktop"
    static let path = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.Settings"
    /// How long the first frame waits for the portal's answers at most, from when they were
    /// asked for: a running portal answers all of them within a few milliseconds; one the bus
    /// is starting (a third of a second), or one that hangs, is not waited for.
    public static let answerBudget: UInt64 = 100_000  // µs
    /// How long a setting's answer is waited for at most (D-Bus's usual 25 s): one that misses the
    /// budget before the first frame is still taken when it comes.
    static let answerWait: UInt64 = 25_000_000  // µs

    /// The settings now.
    public var preferences: DesktopPreferences { shared.withLock { $0.preferences } }

    /// Asks for the settings and waits for the answers (``waitForAnswers()``); nil where no
    /// session bus runs. `remembered` is shown for settings not answered within ``answerBudget``
    /// (the defaults, if the host keeps nothing) until their answers come.
    public static func start(
        assuming remembered: DesktopPreferences = DesktopPreferences(), onChange: @escaping @Sendable () -> Void
    ) -> DesktopSettings? {
        let settings = begin(assuming: remembered, onChange: onChange)
        settings?.waitForAnswers()
        return settings
    }

    /// Asks for the settings and starts following them without waiting for the answers; nil
    /// where no session bus runs. Call ``waitForAnswers()`` before reading ``preferences`` for the
    /// first frame.
    public static func begin(
        assuming remembered: DesktopPreferences = DesktopPreferences(), onChange: @escaping @Sendable () -> Void
    ) -> DesktopSettings? {
        guard ProcessEnvironment().hasSessionBus else { return nil }
        return DesktopSettings(busAddress: nil, assuming: remembered, onChange: onChange)
    }

    /// As ``begin(assuming:onChange:)``, on the bus at `address` instead of the session's (a
    /// test's private bus, beside the process's own).
    package static func begin(
        onBusAt address: String, assuming remembered: DesktopPreferences = DesktopPreferences(), onChange: @escaping @Sendable () -> Void
    ) -> DesktopSettings? {
        DesktopSettings(busAddress: address, assuming: remembered, onChange: onChange)
    }

    /// Waits until every setting asked for is answered, or until ``answerBudget`` has passed
    /// since they were asked for; from then on, each change calls `onChange`.
    public func waitForAnswers() {
        let deadline = askedAt + Self.answerBudget
        let left = deadline - min(monotonicMicroseconds(), deadline)
        _ = shared.wait(milliseconds: Int((left + 999) / 1000)) { $0.unanswered == 0 ? true : nil }
        shared.withLock { $0.hostWaiting = false }
    }

    /// Starts the thread that asks for the settings and follows them, from `remembered`, on the
    /// bus at `busAddress` (nil: the session's).
    private init?(busAddress: String?, assuming remembered: DesktopPreferences, onChange: @escaping @Sendable () -> Void) {
        self.busAddress = busAddress
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        wakeRead = ends[0]
        wakeWrite = ends[1]
        shared = Lock(Shared(preferences: remembered))
        self.onChange = onChange
        let context = Unmanaged.passRetained(self).toOpaque()
        started =
            pthread_create(
                &thread, nil,
                { context in
                    guard let context else { return nil }
                    _ = csdbus_name_thread("desktop-settings")
                    Unmanaged<DesktopSettings>.fromOpaque(context).takeRetainedValue().listen()
                    return nil
                }, context) == 0
        if !started {
            Unmanaged<DesktopSettings>.fromOpaque(context).release()
            shared.change { $0.unanswered = 0 }
        }
    }

    deinit {
        close(wakeRead)
        close(wakeWrite)
    }

    /// Stops listening and waits for the thread to end.
    public func stop() {
        guard started else { return }
        shared.withLock { $0.stopping = true }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
        pthread_join(thread, nil)
        started = false
    }

    /// The thread: asks for every setting, then takes their answers and each `SettingChanged`
    /// (namespace, key, value) it knows until stopped.
    private func listen() {
        guard let bus = busAddress.map({ BusConnection.connect(to: $0) }) ?? BusConnection.session() else {
            shared.change { $0.unanswered = 0 }
            return
        }
        bus.watch("type='signal',interface='\(Self.interface)',member='SettingChanged'") { [self] message in
            guard let namespace = message.readString(), let key = message.readString(), let value = message.readVariantNumber() else {
                return false
            }
            take(namespace, key, value, answering: false)
            return false
        }
        // Watched first, so that no change between an answer and the watch is missed.
        for (namespace, key) in DesktopPreferences.keys {
            Self.read(namespace, key, on: bus) { [self] value in take(namespace, key, value, answering: true) }
        }
        while !shared.withLock({ $0.stopping }) {
            bus.process()
            let request = bus.pollRequest
            var descriptors = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0), request.descriptor]
            _ = poll(&descriptors, nfds_t(descriptors.count), request.timeout)
            var drain = [UInt8](repeating: 0, count: 16)
            while Glibc.read(wakeRead, &drain, drain.count) > 0 {}
        }
        bus.close()
    }

    /// Asks the portal for one setting: `done` gets its value, or nil when it or the portal is not
    /// there (a portal before version 2 is asked with `Read`). Nothing is called once the bus is
    /// closed, and nothing waiting for an answer keeps the bus open.
    static func read(_ namespace: String, _ key: String, on bus: BusConnection, _ done: @escaping (Double?) -> Void) {
        ask(namespace, key, with: ["ReadOne", "Read"], on: bus, done)
    }

    private static func ask(
        _ namespace: String, _ key: String, with members: ArraySlice<String>, on bus: BusConnection, _ done: @escaping (Double?) -> Void
    ) {
        guard let member = members.first else { return done(nil) }
        bus.callAsync(
            portal, path, interface, member, timeout: answerWait,
            arguments: { call in
                call.append(namespace)
                call.append(key)
            }
        ) { [weak bus] reply in
            if let value = reply?.readVariantNumber() {
                done(value)
            } else if let bus {
                ask(namespace, key, with: members.dropFirst(), on: bus, done)
            }
        }
    }
}

extension DesktopSettings {
    /// Takes setting `key` of `namespace` as `value` (its default when the portal has none), one
    /// of the answers asked for at start when `answering`, and tells the host when it changed
    /// anything once it no longer waits for the answers.
    private func take(_ namespace: String, _ key: String, _ value: Double?, answering: Bool) {
        let changed = shared.change { state -> Bool in
            let before = state.preferences
            if let value {
                state.preferences.apply(namespace, key, value)
            } else {
                state.preferences.take(namespace, key, from: DesktopPreferences())
            }
            if answering { state.unanswered -= 1 }
            return !state.hostWaiting && state.preferences != before
        }
        if changed { onChange() }
    }
}

/// CLOCK_MONOTONIC in microseconds.
func monotonicMicroseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000 + UInt64(now.tv_nsec) / 1_000
}
