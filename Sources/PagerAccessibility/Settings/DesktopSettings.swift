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
/// ``start(onChange:)`` reads them before it returns (where no portal runs the bus says so at
/// once and the defaults stay); a thread of its own then listens, and calls `onChange` there on
/// each change: wake the host's loop (an `SDL_PushEvent` is safe from any thread) and read
/// ``preferences`` again.
public final class DesktopSettings: @unchecked Sendable {
    private let shared: Lock<(preferences: DesktopPreferences, stopping: Bool)>
    private let onChange: @Sendable () -> Void
    private var thread = pthread_t()
    private var started = false
    private let wakeRead: Int32
    private let wakeWrite: Int32

    static let portal = "org.freedesktop.portal.Desktop"
    static let path = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.Settings"
    /// How long the reads before the first frame may wait for the portal in all: its first start
    /// by the bus may take a moment (a busy machine longer), and a portal that hangs must not keep
    /// the window from showing for long.
    static let readBudget: UInt64 = 3_000_000  // µs

    /// The settings now.
    public var preferences: DesktopPreferences { shared.withLock { $0.preferences } }

    /// Reads the settings and starts following them; nil where no session bus runs.
    public static func start(onChange: @escaping @Sendable () -> Void) -> DesktopSettings? {
        guard ProcessEnvironment().hasSessionBus, let bus = BusConnection.session() else { return nil }
        var preferences = DesktopPreferences()
        let deadline = monotonicMicroseconds() + readBudget
        for (namespace, key) in DesktopPreferences.keys {
            if let value = read(namespace, key, on: bus, until: deadline) { preferences.apply(namespace, key, value) }
        }
        bus.close()
        return DesktopSettings(preferences: preferences, onChange: onChange)
    }

    /// One setting's value from the portal, nil when it or the portal is not there or `deadline`
    /// (CLOCK_MONOTONIC, µs) has passed.
    static func read(_ namespace: String, _ key: String, on bus: BusConnection, until deadline: UInt64) -> Double? {
        for member in ["ReadOne", "Read"] {
            let now = monotonicMicroseconds()
            guard now < deadline else { return nil }
            let reply = bus.call(portal, path, interface, member, timeout: deadline - now) { call in
                call.append(namespace)
                call.append(key)
            }
            if let value = reply?.readVariantNumber() { return value }
        }
        return nil
    }

    private init?(preferences: DesktopPreferences, onChange: @escaping @Sendable () -> Void) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        wakeRead = ends[0]
        wakeWrite = ends[1]
        shared = Lock((preferences, false))
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
        if !started { Unmanaged<DesktopSettings>.fromOpaque(context).release() }
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

    /// The thread: takes each `SettingChanged` (namespace, key, value) it knows until stopped.
    private func listen() {
        guard let bus = BusConnection.session() else { return }
        bus.watch("type='signal',interface='\(Self.interface)',member='SettingChanged'") { [self] message in
            guard let namespace = message.readString(), let key = message.readString(), let value = message.readVariantNumber() else {
                return false
            }
            let changed = shared.withLock { state -> Bool in
                let before = state.preferences
                state.preferences.apply(namespace, key, value)
                return state.preferences != before
            }
            if changed { onChange() }
            return false
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
}

/// CLOCK_MONOTONIC in microseconds.
func monotonicMicroseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000 + UInt64(now.tv_nsec) / 1_000
}
