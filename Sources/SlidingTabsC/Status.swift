import CSlidingTabs
import PagerCore

#if canImport(Glibc)
    import Glibc
#endif

/// A call that could not be carried out: its status, and the one-line reason st_last_error gives.
struct CFailure: Error {
    let status: st_status
    let message: String

    init(_ status: st_status, _ message: String) {
        self.status = status
        self.message = message
    }
}

/// The pagers alive, by handle, so that a handle that is not one (freed already, or never made)
/// is refused with a status instead of being followed; and the last failure of a call without a
/// pager (making one, the version check), by thread. A handle is a number, never an address, and
/// never given twice in a process: a freed pager's handle stays refused when a new pager takes
/// its memory.
enum Pagers {
    private static let live = Lock((next: UInt(1), pagers: [UInt: CPager]()))
    private static let creationErrors = Lock([UInt: ContiguousArray<CChar>]())

    static func add(_ pager: CPager) -> OpaquePointer? {
        live.withLock { live in
            let handle = live.next
            live.next += 1
            live.pagers[handle] = pager
            return OpaquePointer(bitPattern: handle)
        }
    }

    /// The pager `handle` names, if it is one alive.
    static func pager(_ handle: OpaquePointer?) -> CPager? {
        guard let handle else { return nil }
        return live.withLock { $0.pagers[UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(handle)))] }
    }

    /// Forgets the pager `handle` names (it ends when no call holds it any more).
    static func remove(_ handle: OpaquePointer) {
        // Released once the lock is let go: ending a pager may take a while (its textures, its bridge).
        _ = live.withLock { $0.pagers.removeValue(forKey: UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(handle)))) }
    }

    /// Where this thread's last failure without a pager is, as C text (valid until the next).
    static var creationErrorPointer: UnsafePointer<CChar>? {
        creationErrors.withLock { errors in
            let key = UInt(bitPattern: Int(bitPattern: pthread_self()))
            if errors[key] == nil { errors[key] = [0] }
            return errors[key]?.withUnsafeBufferPointer { $0.baseAddress }
        }
    }

    /// This thread's last failure without a pager.
    static var creationError: ContiguousArray<CChar> {
        get { creationErrors.withLock { $0[UInt(bitPattern: Int(bitPattern: pthread_self()))] } ?? [0] }
        set { creationErrors.withLock { $0[UInt(bitPattern: Int(bitPattern: pthread_self()))] = newValue } }
    }
}

extension ContiguousArray where Element == CChar {
    /// `text` as a C string, one line, at most 1000 bytes (cut at a character).
    init(message text: String) {
        var line = String(text.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
        while line.utf8.count > 1000 { line.removeLast() }
        self.init(line.utf8CString)
    }
}

/// Runs a call on the pager `handle` points at: refused when it is NULL, not a pager, used
/// from another thread than the one that made it, or called from one of its callbacks; its failure (or a host's callback's problem
/// met meanwhile) becomes the status and the pager's last error.
func call(_ handle: OpaquePointer?, _ body: (CPager) throws -> Void) -> st_status {
    guard let handle else { return failWithoutPager(CFailure(ST_ERROR_NULL, "the pager is NULL")) }
    guard let pager = Pagers.pager(handle) else {
        return failWithoutPager(CFailure(ST_ERROR_INVALID_ARGUMENT, "not a pager (destroyed already, or never made by st_create_pager_*)"))
    }
    guard pthread_equal(pager.thread, pthread_self()) != 0 else {
        let failure = CFailure(ST_ERROR_WRONG_THREAD, "a pager is used from the thread that made it; this call came from another")
        return failWithoutPager(failure)
    }
    // A host's callback (a row, a page drawn, a selection asked about) runs inside a call on
    // the pager, which is then in the middle of a change.
    guard !pager.isInCall else {
        pager.lastError = ContiguousArray(message: "a pager's callback cannot call the pager: answer from its return value, or after")
        return ST_ERROR_STATE
    }
    pager.isInCall = true
    defer { pager.isInCall = false }
    do {
        try body(pager)
        if let problem = pager.problems.first {
            pager.problems.first = nil
            throw CFailure(ST_ERROR_CALLBACK, problem)
        }
        pager.lastError = [0]
        return ST_OK
    } catch let failure as CFailure {
        pager.lastError = ContiguousArray(message: failure.message)
        return failure.status
    } catch {
        pager.lastError = ContiguousArray(message: "\(error)")
        return ST_ERROR_STATE
    }
}

/// Notes a failure of a call without a usable pager (st_last_error(NULL) says it).
func failWithoutPager(_ failure: CFailure) -> st_status {
    Pagers.creationError = ContiguousArray(message: failure.message)
    return failure.status
}

/// Writes `value` through `pointer`, which must not be NULL.
func give<Value>(_ value: Value, to pointer: UnsafeMutablePointer<Value>?, named name: String) throws {
    guard let pointer else { throw CFailure(ST_ERROR_NULL, "\(name) is NULL") }
    pointer.pointee = value
}

/// The UTF-8 text at `pointer` (named `name` in errors): NULL and text that is not UTF-8 are refused.
func text(_ pointer: UnsafePointer<CChar>?, named name: String) throws -> String {
    guard let pointer else { throw CFailure(ST_ERROR_NULL, "\(name) is NULL") }
    return try text(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)), named: name)
}

/// The UTF-8 text in `bytes` (named `name` in errors).
func text(_ bytes: UnsafeRawBufferPointer, named name: String) throws -> String {
    guard let string = String(validating: bytes, as: UTF8.self) else { throw CFailure(ST_ERROR_UTF8, "\(name) is not UTF-8") }
    return string
}

/// Checks that `tab` is one of `pager`'s tabs.
func checkTab(_ tab: Int32, of pager: CPager) throws -> Int {
    let count = pager.scene.content.tabs.count
    guard tab >= 0 && Int(tab) < count else {
        throw CFailure(ST_ERROR_OUT_OF_RANGE, "tab \(tab): there \(count == 1 ? "is 1 tab" : "are \(count) tabs") (0 to \(count - 1))")
    }
    return Int(tab)
}
