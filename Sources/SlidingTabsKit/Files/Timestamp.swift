import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Local-time stamps like `20261130-141407` for file names, from the C library (Foundation's
/// date formatting loads ICU, over 10 MB, for this one string).
package enum Timestamp {
    package static func string(for date: Date = Date()) -> String {
        var seconds = time_t(date.timeIntervalSince1970)
        var parts = tm()
        localtime_r(&seconds, &parts)
        var buffer = [CChar](repeating: 0, count: 32)
        let length = strftime(&buffer, buffer.count, "%Y%m%d-%H%M%S", &parts)
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
