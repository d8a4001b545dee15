import CSlidingTabs
import PagerConfig
import PagerCore
import PagerScene

#if canImport(Glibc)
    import Glibc
#endif

// The version, making and ending a pager, its last error, its frame and scale.
//
// The C API's functions (here and in the other Exports files) are `package`: a C export that is
// not visible outside its module is dropped by the optimizer, and they are no Swift API.

/// The library's version as C text, made once.
private let versionText = ContiguousArray(SlidingTabsVersion.text.utf8CString)

/// The version's numbers.
private var libraryVersion: (major: Int32, minor: Int32, patch: Int32) {
    let parts = SlidingTabsVersion.text.split(separator: ".").compactMap { Int32($0) }
    return (parts.count > 0 ? parts[0] : 0, parts.count > 1 ? parts[1] : 0, parts.count > 2 ? parts[2] : 0)
}

@c(st_check_version)
package func checkVersion(_ major: Int32, _ minor: Int32, _ patch: Int32, _ eventSize: Int, _ rowSize: Int, _ drawContextSize: Int) -> st_status {
    let library = libraryVersion
    let header = "\(major).\(minor).\(patch)"
    guard major == library.major, minor <= library.minor, minor >= 0, patch >= 0 else {
        let newer = major == library.major && minor > library.minor ? " (a newer minor version: build against the library's header)" : ""
        return failWithoutPager(
            CFailure(
                ST_ERROR_VERSION, "the program was built with slidingtabs.h \(header), the library is \(SlidingTabsVersion.text)\(newer)"))
    }
    let sizes = [
        ("st_event", eventSize, HostStructs.eventSizes), ("st_row", rowSize, HostStructs.rowSizes),
        ("st_draw_context", drawContextSize, HostStructs.drawContextSizes),
    ]
    for (name, given, known) in sizes where !known.contains(given) {
        let sizes = known.map(String.init).joined(separator: " or ")
        return failWithoutPager(
            CFailure(ST_ERROR_VERSION, "\(name) is \(given) bytes in the program's slidingtabs.h \(header), \(sizes) in the library's 1.x headers"))
    }
    HostStructs.eventSize = eventSize
    return ST_OK
}

@c(st_version)
package func version() -> UnsafePointer<CChar>? { versionText.withUnsafeBufferPointer { $0.baseAddress } }

@c(st_create_pager_from_json)
package func newFromJSON(
    _ json: UnsafePointer<CChar>?, _ length: Int, _ name: UnsafePointer<CChar>?, _ pager: UnsafeMutablePointer<OpaquePointer?>?
) -> st_status {
    make(pager) {
        guard let json else { throw CFailure(ST_ERROR_NULL, "the config text is NULL") }
        guard length >= 0, length <= AppConfig.maximumFileSize else {
            throw CFailure(ST_ERROR_INVALID_ARGUMENT, "a config of \(length) bytes: at most \(AppConfig.maximumFileSize)")
        }
        let label = name == nil ? "config" : try text(name, named: "the config's name")
        let bytes = Array(UnsafeRawBufferPointer(start: json, count: length))
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw CFailure(ST_ERROR_UTF8, "\(label):\(TextFile.firstInvalidPosition(in: bytes)): the config is not UTF-8 text")
        }
        return try AppConfig.parse(bytes, path: label)
    }
}

@c(st_create_pager_from_file)
package func newFromFile(_ path: UnsafePointer<CChar>?, _ pager: UnsafeMutablePointer<OpaquePointer?>?) -> st_status {
    make(pager) { try AppConfig.load(path: try text(path, named: "the config's path")) }
}

/// Makes a pager from the config `read` gives, into `*out`.
private func make(_ out: UnsafeMutablePointer<OpaquePointer?>?, _ read: () throws -> AppConfig) -> st_status {
    guard let out else { return failWithoutPager(CFailure(ST_ERROR_NULL, "the pointer to set to the new pager is NULL")) }
    out.pointee = nil
    do {
        let config: AppConfig
        do {
            config = try read()
        } catch let error as AppError {
            let message = error.description
            let status =
                message.hasPrefix("cannot read") ? ST_ERROR_FILE : message.hasSuffix("not valid UTF-8 text") ? ST_ERROR_UTF8 : ST_ERROR_CONFIG
            throw CFailure(status, message)
        }
        let pager = try CPager(config: config)
        out.pointee = Pagers.add(pager)
        Pagers.creationError = [0]
        return ST_OK
    } catch let failure as CFailure {
        return failWithoutPager(failure)
    } catch {
        return failWithoutPager(CFailure(ST_ERROR_SDL, "\(error)"))
    }
}

@c(st_destroy_pager)
package func destroyPager(_ handle: OpaquePointer?) -> st_status {
    let status = call(handle) { pager in pager.accessibility = nil }
    if status == ST_OK, let handle { Pagers.remove(handle) }
    return status
}

@c(st_last_error)
package func lastError(_ handle: OpaquePointer?) -> UnsafePointer<CChar>? {
    // A call refused for want of a usable pager (NULL, freed, another thread's) left its reason
    // with the thread, as making one does.
    guard let pager = Pagers.pager(handle), pthread_equal(pager.thread, pthread_self()) != 0 else { return Pagers.creationErrorPointer }
    return pager.lastError.withUnsafeBufferPointer { $0.baseAddress }
}

@c(st_set_frame)
package func setFrame(_ handle: OpaquePointer?, _ x: Float, _ y: Float, _ width: Float, _ height: Float) -> st_status {
    call(handle) { pager in
        guard [x, y].allSatisfy({ $0.isFinite && abs($0) <= 1e6 }), [width, height].allSatisfy({ $0.isFinite && $0 >= 1 && $0 <= 32767 })
        else { throw CFailure(ST_ERROR_INVALID_ARGUMENT, "a frame of \(width)x\(height) at \(x),\(y): each side 1 to 32767 points") }
        pager.setFrame(Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)))
    }
}

@c(st_get_frame)
package func getFrame(
    _ handle: OpaquePointer?, _ x: UnsafeMutablePointer<Float>?, _ y: UnsafeMutablePointer<Float>?, _ width: UnsafeMutablePointer<Float>?,
    _ height: UnsafeMutablePointer<Float>?
) -> st_status {
    call(handle) { pager in
        x?.pointee = Float(pager.frame.minX)
        y?.pointee = Float(pager.frame.minY)
        width?.pointee = Float(pager.frame.width)
        height?.pointee = Float(pager.frame.height)
    }
}

@c(st_set_scale)
package func setScale(_ handle: OpaquePointer?, _ scale: Float) -> st_status {
    call(handle) { pager in
        guard scale.isFinite, scale >= 1, scale <= 8 else { throw CFailure(ST_ERROR_INVALID_ARGUMENT, "a scale of \(scale): 1 to 8 pixels a point") }
        pager.setScale(Double(scale))
    }
}
