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
        _ destination: String, _ path: String, _ interface: String, _ member: String, timeout: UInt64 = callTimeout,
        arguments: (BusMessage) -> Void = { _ in }
    ) -> BusMessage? {
        var message: OpaquePointer?
        guard sd_bus_message_new_method_call(raw, &message, destination, path, interface, member) >= 0, let message else { return nil }
        let call = BusMessage(owning: message)
        arguments(call)
        var error = sd_bus_error(name: nil, message: nil, _need_free: 0)
        defer { sd_bus_error_free(&error) }
        var reply: OpaquePointer?
        guard sd_bus_call(raw, call.raw, timeout, &error, &reply) >= 0, let reply else { return nil }
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

    /// The error reply to `call`: the D-Bus error `name`, saying `text`.
    func errorReply(to call: BusMessage, _ name: String, _ text: String) -> BusMessage? {
        var error = sd_bus_error(name: nil, message: nil, _need_free: 0)
        defer { sd_bus_error_free(&error) }
        sd_bus_error_set(&error, name, text)
        var message: OpaquePointer?
        guard sd_bus_message_new_method_error(call.raw, &message, &error) >= 0, let message else { return nil }
        return BusMessage(owning: message)
    }

    /// Queues `message` to be sent. When sd-bus's queue is full (a peer flooding calls faster
    /// than the bus takes the replies), what is queued is written out first, so no reply is lost.
    func send(_ message: BusMessage) {
        if sd_bus_send(raw, message.raw, nil) == -ENOBUFS {
            sd_bus_flush(raw)
            sd_bus_send(raw, message.raw, nil)
        }
    }

    /// Calls `member` of `interface` on `path` at `destination` without waiting: `handler` gets
    /// the reply (nil for an error, or none within `timeout` µs) when `process()` reads it.
    func callAsync(
        _ destination: String, _ path: String, _ interface: String, _ member: String, timeout: UInt64, arguments: (BusMessage) -> Void,
        _ handler: @escaping (BusMessage?) -> Void
    ) {
        var message: OpaquePointer?
        guard sd_bus_message_new_method_call(raw, &message, destination, path, interface, member) >= 0, let message else { return handler(nil) }
        let call = BusMessage(owning: message)
        arguments(call)
        let context = Unmanaged.passRetained(ReplyHandler(handler)).toOpaque()
        let callback: sd_bus_message_handler_t = { reply, userdata, _ in
            guard let userdata else { return 0 }
            let answer = reply.map { BusMessage(borrowing: $0) }
            Unmanaged<ReplyHandler>.fromOpaque(userdata).takeUnretainedValue().handle(answer.flatMap { $0.isError ? nil : $0 })
            return 1
        }
        var slot: OpaquePointer?
        guard sd_bus_call_async(raw, &slot, call.raw, callback, context, timeout) >= 0, let slot else {
            Unmanaged<ReplyHandler>.fromOpaque(context).release()
            return handler(nil)
        }
        // The handler goes with the slot, which the bus keeps until the reply, the timeout, or its end.
        sd_bus_slot_set_destroy_callback(slot) { userdata in
            if let userdata { Unmanaged<ReplyHandler>.fromOpaque(userdata).release() }
        }
        sd_bus_slot_set_floating(slot, 1)
        sd_bus_slot_unref(slot)
    }

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

    /// Handles what has arrived and writes what is queued, without waiting: what the socket does
    /// not take yet is written when `pollRequest` says it can be.
    func process() {
        while sd_bus_process(raw, nil) > 0 {}
    }

    /// Stops serving: the callbacks go, and the connection is closed once its queue is written.
    func close() {
        for slot in slots { sd_bus_slot_unref(slot) }
        slots = []
        handlers = []
        sd_bus_flush(raw)
        sd_bus_close(raw)
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

/// A reply's callback, boxed so sd-bus can hold it as its userdata until the reply comes.
private final class ReplyHandler {
    let handle: (BusMessage?) -> Void
    init(_ handle: @escaping (BusMessage?) -> Void) { self.handle = handle }
}

/// A message callback, boxed so sd-bus can hold it as its userdata.
private final class MessageHandler {
    let handle: (BusMessage) -> Bool
    init(_ handle: @escaping (BusMessage) -> Bool) { self.handle = handle }
}
