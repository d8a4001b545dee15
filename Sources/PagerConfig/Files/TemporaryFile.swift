import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// The temporary files `FileSystem.writeAtomically` writes before renaming them into place:
/// `.NAME.PID.RANDOM.tmp` in the destination's folder, created exclusively and never through a
/// link, so a file or link planted under a guessed name can neither be written through nor
/// take the place of the result.
package enum TemporaryFile {
    /// How many random names are tried before giving up (each collision is a 1 in 2^64 event,
    /// or a name someone planted).
    package static let attempts = 16

    /// Creates a new empty temporary file for `path`; returns its descriptor and path.
    package static func create(besides path: String, permissions: mode_t) throws(FileError) -> (Int32, String) {
        let prefix = namePrefix(for: path)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<attempts {
            let suffix = String(generator.next() as UInt64, radix: 16)
            let candidate = "\(prefix)\(getpid()).\(suffix).tmp"
            let descriptor = FileSystem.retryingOnInterrupt {
                open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, permissions)
            }
            if descriptor >= 0 { return (descriptor, candidate) }
            guard errno == EEXIST else {
                throw FileError("cannot write \(quoted(file: path)): \(FileSystem.lastError)")
            }
        }
        throw FileError("cannot write \(quoted(file: path)): no unused temporary file name beside it")
    }

    /// Removes temporary files for `path` left by processes that no longer run (killed in the
    /// middle of a save). Those of running processes, and everything else, are left alone.
    package static func removeStale(besides path: String) {
        let directory = FileSystem.parentDirectory(of: path)
        let prefix = ".\(FileSystem.fileName(of: path))."
        FileSystem.removeRegularFiles(in: directory) { name in
            guard name.hasPrefix(prefix), name.hasSuffix(".tmp"),
                let pid = name.dropFirst(prefix.count).split(separator: ".").first.flatMap({ pid_t($0) }), pid > 0,
                pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
            else { return false }
            return true
        }
    }

    /// `DIR/.NAME.` for `DIR/NAME`.
    private static func namePrefix(for path: String) -> String {
        let directory = FileSystem.parentDirectory(of: path)
        return (directory.isEmpty ? "" : directory + (directory == "/" ? "" : "/")) + ".\(FileSystem.fileName(of: path))."
    }
}
