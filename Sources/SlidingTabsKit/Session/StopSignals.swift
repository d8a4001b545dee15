import FoundationEssentials
import PagerConfig

#if canImport(Glibc)
    import Glibc
#endif

/// SIGINT and SIGTERM during a headless run: the handler only notes the signal; the script
/// player stops at the next frame, writes what it must (the report), and the program exits
/// 130 or 143. (In a window, SDL turns these signals into a quit event and the program exits 0.)
package enum StopSignals {
    /// The signal received, or 0. Written only by the handler, read by the main thread.
    nonisolated(unsafe) private static var received: sig_atomic_t = 0

    /// Unblocks SIGINT and SIGTERM, which a launcher may have left blocked in the mask this
    /// process inherited; otherwise neither SDL's quit nor `install()` would ever see them.
    package static func unblock() {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    package static func install() {
        let handler: @convention(c) (Int32) -> Void = { StopSignals.received = $0 }
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
    }

    /// The process SIGINT and SIGTERM are passed to, or 0.
    nonisolated(unsafe) private static var forwarded: pid_t = 0

    /// Passes SIGINT and SIGTERM on to `child` while it runs (nil: back to their defaults).
    package static func forward(to child: pid_t?) {
        forwarded = child ?? 0
        let handler: @convention(c) (Int32) -> Void = { signal in
            if StopSignals.forwarded > 0 { kill(StopSignals.forwarded, signal) }
        }
        signal(SIGINT, child == nil ? SIG_DFL : handler)
        signal(SIGTERM, child == nil ? SIG_DFL : handler)
    }

    /// Throws the documented exit for a signal that arrived.
    package static func check() throws {
        switch received {
        case 0: return
        case SIGINT: throw AppError(description: "interrupted (SIGINT)", exitCode: .interrupted)
        default: throw AppError(description: "terminated (SIGTERM)", exitCode: .terminated)
        }
    }
}
