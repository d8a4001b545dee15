import PagerCore

#if canImport(Glibc)
    import Glibc
#endif

/// Runs C code whose library prints to standard error by itself (fontconfig's
/// "Fontconfig error: ..." lines, Wayland's "error: XDG_RUNTIME_DIR ...") with those lines caught
/// instead, so the program's stderr keeps to its own one-line, prefixed messages.
///
/// Only where the process is the program's own: a library inside a host's process never points
/// the host's file descriptor 2 elsewhere (a host thread writing meanwhile would lose its
/// lines), so until the program turns it on (`isOn`), `capturing` just runs its body.
package enum StandardErrorCapture {
    /// The most of the caught text kept for a message.
    static let maximumLength = 200

    /// Whether standard error is caught: set once by the program before anything else runs.
    private static let on = Lock(false)
    package static var isOn: Bool {
        get { on.withLock { $0 } }
        set { on.withLock { $0 = newValue } }
    }

    /// Calls `body` with file descriptor 2 pointing at a pipe (when `isOn`); returns its result
    /// and the first line written there (prefix "Fontconfig error: " and such dropped), or nil
    /// when nothing was. The pipe's writing end does not block: past the pipe's 64 KiB the rest
    /// is dropped, never waited for.
    package static func capturing<Result>(_ body: () -> Result) -> (Result, String?) {
        guard isOn else { return (body(), nil) }
        fflush(nil)
        var ends: [Int32] = [0, 0]
        let saved = dup(STDERR_FILENO)
        guard saved >= 0, pipe(&ends) == 0 else {
            if saved >= 0 { close(saved) }
            return (body(), nil)
        }
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        dup2(ends[1], STDERR_FILENO)
        close(ends[1])
        let result = body()
        fflush(nil)
        dup2(saved, STDERR_FILENO)
        close(saved)
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = max(read(ends[0], &buffer, buffer.count), 0)
        close(ends[0])
        let text = String(decoding: buffer[..<count], as: UTF8.self)
        guard let line = text.split(whereSeparator: \.isNewline).first(where: { $0.contains { !$0.isWhitespace } }) else {
            return (result, nil)
        }
        // "Fontconfig error: Cannot load config file ..." -> "Cannot load config file ..."
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        let start = words.firstIndex { $0.hasSuffix(":") }.map { $0 + 1 } ?? 0
        let message = words[min(start, words.count - 1)...].joined(separator: " ")
        return (result, String(message.prefix(maximumLength)))
    }
}
