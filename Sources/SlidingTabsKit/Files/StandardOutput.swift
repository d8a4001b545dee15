import FoundationEssentials
import PagerConfig
import PagerSDL

#if canImport(Glibc)
    import Glibc
#endif

/// Standard output, written with checked write(2) calls instead of `print`, whose buffered
/// writes fail silently at exit: a result that cannot be written (`bench > /dev/full`) must
/// fail the run, not vanish.
package enum StandardOutput {
    /// Thrown when the reader went away (`sliding-tabs --help | head -1`): the program ends
    /// quietly, as command-line tools do, instead of dying of SIGPIPE.
    package struct ReaderGone: Error {}

    /// Writes `text` and a newline.
    /// - Throws: `ReaderGone` on a closed pipe, `AppError.failure` (exit 1) on any other failure.
    package static func print(_ text: String) throws {
        let bytes = Array((text + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                FileSystem.retryingOnInterrupt { write(STDOUT_FILENO, buffer.baseAddress! + written, buffer.count - written) }
            }
            if result < 0 && errno == EPIPE { throw ReaderGone() }
            guard result > 0 else {
                throw AppError.failure("cannot write to standard output: \(result < 0 ? FileSystem.lastError : "nothing was written")")
            }
            written += result
        }
    }
}
