import CSDBus

/// A D-Bus message (sd-bus's), written or read in order, released when dropped.
final class BusMessage {
    let raw: OpaquePointer

    /// Takes over a reference to `raw`.
    init(owning raw: OpaquePointer) { self.raw = raw }

    /// A new reference to `raw`, a message sd-bus lends a callback.
    init(borrowing raw: OpaquePointer) { self.raw = sd_bus_message_ref(raw) }

    deinit { sd_bus_message_unref(raw) }

    // MARK: what a received message is

    /// The object it is for, the interface and the member it names, and who sent it.
    var path: String { Self.string(sd_bus_message_get_path(raw)) }
    var interface: String { Self.string(sd_bus_message_get_interface(raw)) }
    var member: String { Self.string(sd_bus_message_get_member(raw)) }
    var sender: String { Self.string(sd_bus_message_get_sender(raw)) }

    /// Whether it is an error reply.
    var isError: Bool { sd_bus_message_is_method_error(raw, nil) > 0 }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String { pointer.map { String(cString: $0) } ?? "" }

    // MARK: reading

    /// The next argument as a string (or an object path); nil when it is not one.
    func readString() -> String? {
        var value: UnsafePointer<CChar>?
        guard sd_bus_message_read_basic(raw, Self.type("s"), &value) > 0, let value else { return nil }
        return String(cString: value)
    }

    /// The next argument as a signed 32-bit number.
    func readInt32() -> Int32? {
        var value: Int32 = 0
        return sd_bus_message_read_basic(raw, Self.type("i"), &value) > 0 ? value : nil
    }

    /// The next argument as an unsigned 32-bit number.
    func readUInt32() -> UInt32? {
        var value: UInt32 = 0
        return sd_bus_message_read_basic(raw, Self.type("u"), &value) > 0 ? value : nil
    }

    /// The next argument as a boolean.
    func readBool() -> Bool? {
        var value: Int32 = 0
        return sd_bus_message_read_basic(raw, Self.type("b"), &value) > 0 ? value != 0 : nil
    }

    /// The signed 32-bit number inside the next argument, a variant.
    func readVariantInt32() -> Int32? {
        guard sd_bus_message_enter_container(raw, Self.type("v"), "i") > 0 else { return nil }
        defer { sd_bus_message_exit_container(raw) }
        return readInt32()
    }

    /// The boolean inside the next argument, a variant.
    func readVariantBool() -> Bool? {
        guard sd_bus_message_enter_container(raw, Self.type("v"), "b") > 0 else { return nil }
        var value: Int32 = 0
        let read = sd_bus_message_read_basic(raw, Self.type("b"), &value) > 0
        sd_bus_message_exit_container(raw)
        return read ? value != 0 : nil
    }

    /// A number or a boolean inside the next argument, a variant (variants inside it looked
    /// through, as the Settings portal's Read wraps its answer in one more): a boolean as 0 or 1.
    func readVariantNumber() -> Double? {
        var type: CChar = 0
        var contents: UnsafePointer<CChar>?
        guard sd_bus_message_peek_type(raw, &type, &contents) > 0, type == Self.type("v"), let contents else { return nil }
        let signature = String(cString: contents)
        guard sd_bus_message_enter_container(raw, Self.type("v"), signature) > 0 else { return nil }
        defer { sd_bus_message_exit_container(raw) }
        switch signature {
        case "v": return readVariantNumber()
        case "u": return readUInt32().map(Double.init)
        case "i": return readInt32().map(Double.init)
        case "b": return readBool().map { $0 ? 1 : 0 }
        case "d":
            var value = 0.0
            return sd_bus_message_read_basic(raw, Self.type("d"), &value) > 0 ? value : nil
        default: return nil
        }
    }

    /// Enters the next container (an array, a struct, a dictionary entry) of `contents`;
    /// false when the next argument is not one, or an array is at its end.
    func enter(_ type: Character, _ contents: String) -> Bool { sd_bus_message_enter_container(raw, Self.type(type), contents) > 0 }

    /// Leaves the container entered last.
    func exit() { sd_bus_message_exit_container(raw) }

    // MARK: writing

    func append(_ value: String) { value.withCString { _ = sd_bus_message_append_basic(raw, Self.type("s"), $0) } }
    func appendPath(_ value: String) { value.withCString { _ = sd_bus_message_append_basic(raw, Self.type("o"), $0) } }
    func append(_ value: Int32) { withUnsafePointer(to: value) { _ = sd_bus_message_append_basic(raw, Self.type("i"), $0) } }
    func append(_ value: UInt32) { withUnsafePointer(to: value) { _ = sd_bus_message_append_basic(raw, Self.type("u"), $0) } }
    func append(_ value: Int16) { withUnsafePointer(to: value) { _ = sd_bus_message_append_basic(raw, Self.type("n"), $0) } }
    func append(_ value: Double) { withUnsafePointer(to: value) { _ = sd_bus_message_append_basic(raw, Self.type("d"), $0) } }
    func append(_ value: Bool) {
        let bit: Int32 = value ? 1 : 0
        withUnsafePointer(to: bit) { _ = sd_bus_message_append_basic(raw, Self.type("b"), $0) }
    }

    /// Writes a container of `type` (`a` array, `r` struct, `e` dictionary entry, `v` variant)
    /// holding `contents`, its inside written by `body`.
    func container(_ type: Character, _ contents: String, _ body: () -> Void) {
        sd_bus_message_open_container(raw, Self.type(type), contents)
        body()
        sd_bus_message_close_container(raw)
    }

    /// Writes an object reference: a bus name and an object path, the `(so)` AT-SPI2 passes.
    func appendReference(_ reference: ObjectReference) {
        container("r", "so") {
            append(reference.bus)
            appendPath(reference.path)
        }
    }

    private static func type(_ character: Character) -> CChar { CChar(bitPattern: character.asciiValue ?? 0) }
}

/// An object on a bus: the bus name of its owner and its path.
struct ObjectReference: Sendable, Equatable {
    var bus: String
    var path: String
}
