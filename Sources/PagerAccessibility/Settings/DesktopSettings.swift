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
    /// Whether the thread reads the settings again as it starts listening.
    private let readingAgain: Bool

    static let portal = "org.freedesktop.portal.Desktop"
    static let path = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.Settings"
    /// How long the reads before the first frame may wait for the portal in all: its first start
    /// by the bus may take a moment (a busy machine longer), and a portal that hangs must not keep
    /// the window from showing for long.
    static let readBudget: UInt64 = 3_000_000  // µs
    /// How long a setting's answer is waited for at most (D-Bus's usual 25 s): one that misses the
    /// budget before the first frame is still taken when it comes.
    static let answerWait: UInt64 = 25_000_000  // µs

    /// The settings now.
    public var preferences: DesktopPreferences { shared.withLock { $0.preferences } }

    /// Reads the settings and starts following them; nil where no session bus runs. The
    /// settings are asked for all at once, and answered within ``readBudget`` or not: those the
    /// portal answers later (a busy machine, a portal starting) are taken when they come, as
    /// changes are.
    public static func start(onChange: @escaping @Sendable () -> Void) -> DesktopSettings? {
        guard ProcessEnvironment().hasSessionBus, let bus = BusConnection.session() else { return nil }
        let reads = Lock((preferences: DesktopPreferences(), unanswered: DesktopPreferences.keys.count))
        for (namespace, key) in DesktopPreferences.keys {
            read(namespace, key, on: bus) { value in
                reads.withLock { reads in
                    if let value { reads.preferences.apply(namespace, key, value) }
                    reads.unanswered -= 1
                }
            }
        }
        let deadline = monotonicMicroseconds() + readBudget
        while reads.withLock({ $0.unanswered > 0 }) && monotonicMicroseconds() < deadline {
            bus.process()
            let request = bus.pollRequest, left = Int32(clamping: (deadline - min(monotonicMicroseconds(), deadline) + 999) / 1000)
            var descriptor = request.descriptor
            _ = poll(&descriptor, 1, request.timeout < 0 ? left : min(request.timeout, left))
        }
        bus.process()
        let (preferences, late) = reads.withLock { ($0.preferences, $0.unanswered > 0) }
        bus.close()
        return DesktopSettings(preferences: preferences, readingAgain: late, onChange: onChange)
    }

    /// Asks the portal for one setting: `done` gets its value, or nil when it or the portal is not
    /// there (a portal before version 2 is asked with `Read`).
    static func read(_ namespace: String, _ key: String, on bus: BusConnection, _ done: @escaping (Double?) -> Void) {
        func ask(_ members: ArraySlice<String>) {
            guard let member = members.first else { return done(nil) }
            bus.callAsync(
                portal, path, interface, member, timeout: answerWait,
                arguments: { call in
                    call.append(namespace)
                    call.append(key)
                }
            ) { reply in
                if let value = reply?.readVariantNumber() { done(value) } else { ask(members.dropFirst()) }
            }
        }
        ask(["ReadOne", "Read"])
    }

    /// Starts following the settings from `preferences`, reading them all again first when
    /// `readingAgain` (some were not answered before the first frame).
    private init?(preferences: DesktopPreferences, readingAgain: Bool, onChange: @escaping @Sendable () -> Void) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        wakeRead = ends[0]
        wakeWrite = ends[1]
        self.readingAgain = readingAgain
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

    /// The thread: takes each `SettingChanged` (namespace, key, value) it knows until stopped,
    /// and the answers to reads the budget before the first frame cut short.
    private func listen() {
        guard let bus = BusConnection.session() else { return }
        bus.watch("type='signal',interface='\(Self.interface)',member='SettingChanged'") { [self] message in
            guard let namespace = message.readString(), let key = message.readString(), let value = message.readVariantNumber() else {
                return false
            }
            take(namespace, key, value)
            return false
        }
        // Watched first, so that no change between the answer and the watch is missed.
        if readingAgain {
            for (namespace, key) in DesktopPreferences.keys {
                Self.read(namespace, key, on: bus) { [self] value in value.map { take(namespace, key, $0) } }
            }
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

extension DesktopSettings {
    /// Takes setting `key` of `namespace` as `value`, telling the host when it changed anything.
    private func take(_ namespace: String, _ key: String, _ value: Double) {
        let changed = shared.withLock { state -> Bool in
            let before = state.preferences
            state.preferences.apply(namespace, key, value)
            return state.preferences != before
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
