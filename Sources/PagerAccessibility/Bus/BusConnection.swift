import CSDBus

#if canImport(Glibc)
    import Glibc
#endif

/// A connection to a D-Bus bus through sd-bus (libsystemd's), used from one thread only.
final class BusConnection {
    /// How long a call waits for its reply.
    static let callTimeout: UInt64 = 2_000_000  // µs

    let raw: OpaquePointer
    /// The callbacks registered, kept alive with the connection.
    private var handlers: [MessageHandler] = []
    private var slots: [OpaquePointer] = []

    private init(raw: OpaquePointer) { self.raw = raw }

    deinit {
        for slot in slots { sd_bus_slot_unref(slot) }
        sd_bus_flush_close_unref(raw)
    }

    /// The user's session bus; nil when none is reachable.
    static func session() -> BusConnection? {
        var bus: OpaquePointer?
        guard sd_bus_open_user(&bus) >= 0, let bus else { return nil }
        return BusConnection(raw: bus)
    }

    /// The bus at `address` (the accessibility bus); nil when it cannot be reached.
    static func connect(to address: String) -> BusConnection? {
        var bus: OpaquePointer?
        guard sd_bus_new(&bus) >= 0, let bus else { return nil }
        let connection = BusConnection(raw: bus)
        guard sd_bus_set_address(bus, address) >= 0, sd_bus_set_bus_client(bus, 1) >= 0, sd_bus_start(bus) >= 0 else { return nil }
        return connection
    }

    /// The connection's unique name on the bus (`:1.42`).
    var uniqueName: String {
        var name: UnsafePointer<CChar>?
        guard sd_bus_get_unique_name(raw, &name) >= 0, let name else { return "" }
        return String(cString: name)
    }

    /// Calls `member` of `interface` on `path` at `destination`, its arguments written by
    /// `arguments`, and waits for the reply; nil when the call fails.
    func call(
        _ destination: String, _ path: String, _ interface: String, _ member: String, arguments: (BusMessage) -> Void = { _ in }
    ) -> BusMessage? {
        var message: OpaquePointer?
        guard sd_bus_message_new_method_call(raw, &message, destination, path, interface, member) >= 0, let message else { return nil }
        let call = BusMessage(owning: message)
        arguments(call)
        var error = sd_bus_error(name: nil, message: nil, _need_free: 0)
        defer { sd_bus_error_free(&error) }
        var reply: OpaquePointer?
        guard sd_bus_call(raw, call.raw, Self.callTimeout, &error, &reply) >= 0, let reply else { return nil }
        return BusMessage(owning: reply)
    }

    /// A signal from `path`, to be written and sent.
    func signal(_ path: String, _ interface: String, _ member: String) -> BusMessage? {
        var message: OpaquePointer?
        guard sd_bus_message_new_signal(raw, &message, path, interface, member) >= 0, let message else { return nil }
        return BusMessage(owning: message)
    }

    /// The reply to `call`, to be written and sent.
    func reply(to call: BusMessage) -> BusMessage? {
        var message: OpaquePointer?
        guard sd_bus_message_new_method_return(call.raw, &message) >= 0, let message else { return nil }
        return BusMessage(owning: message)
    }

    /// Replies to `call` with the D-Bus error `name`.
    func replyError(to call: BusMessage, _ name: String, _ text: String) {
        var error = sd_bus_error(name: nil, message: nil, _need_free: 0)
        defer { sd_bus_error_free(&error) }
        sd_bus_error_set(&error, name, text)
        sd_bus_reply_method_error(call.raw, &error)
    }

    /// Queues `message` to be sent.
    func send(_ message: BusMessage) { sd_bus_send(raw, message.raw, nil) }

    /// Hands every method call to `path` or below it to `handler`, which replies (true) or
    /// leaves it to sd-bus (false: "unknown object").
    func serve(under path: String, _ handler: @escaping (BusMessage) -> Bool) {
        register(handler) { bus, slot, callback, box in sd_bus_add_fallback(bus, &slot, path, callback, box) }
    }

    /// Hands every message matching `rule` to `handler`.
    func watch(_ rule: String, _ handler: @escaping (BusMessage) -> Bool) {
        register(handler) { bus, slot, callback, box in sd_bus_add_match(bus, &slot, rule, callback, box) }
    }

    private func register(
        _ handler: @escaping (BusMessage) -> Bool,
        _ add: (OpaquePointer, inout OpaquePointer?, sd_bus_message_handler_t, UnsafeMutableRawPointer) -> Int32
    ) {
        let box = MessageHandler(handler)
        var slot: OpaquePointer?
        let callback: sd_bus_message_handler_t = { message, userdata, _ in
            guard let message, let userdata else { return 0 }
            let box = Unmanaged<MessageHandler>.fromOpaque(userdata).takeUnretainedValue()
            return box.handle(BusMessage(borrowing: message)) ? 1 : 0
        }
        guard add(raw, &slot, callback, Unmanaged.passUnretained(box).toOpaque()) >= 0, let slot else { return }
        handlers.append(box)
        slots.append(slot)
    }

    /// Handles what has arrived and sends what is queued, without waiting.
    func process() {
        while sd_bus_process(raw, nil) > 0 {}
        sd_bus_flush(raw)
    }

    /// What to wait on for this connection, and how long at most (ms; -1 for no limit).
    var pollRequest: (descriptor: pollfd, timeout: Int32) {
        let events = sd_bus_get_events(raw)
        var deadline: UInt64 = 0
        var timeout: Int32 = -1
        if sd_bus_get_timeout(raw, &deadline) > 0, deadline != UInt64.max {
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            let current = UInt64(now.tv_sec) * 1_000_000 + UInt64(now.tv_nsec) / 1000
            timeout = Int32(clamping: deadline > current ? (deadline - current + 999) / 1000 : 0)
        }
        return (pollfd(fd: sd_bus_get_fd(raw), events: Int16(clamping: max(events, 0)), revents: 0), timeout)
    }
}

/// A message callback, boxed so sd-bus can hold it as its userdata.
private final class MessageHandler {
    let handle: (BusMessage) -> Bool
    init(_ handle: @escaping (BusMessage) -> Bool) { self.handle = handle }
}
