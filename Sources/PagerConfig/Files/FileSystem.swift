import FoundationEssentials
import PagerSDL

#if canImport(Glibc)
    import Glibc
#endif

/// File operations with plain, exact error messages (from errno), written against the C
/// library rather than Foundation's NSError-based APIs, which would link all of Foundation
/// (ICU included) into the program: about 3 MB of memory and half a millisecond at start.
///
/// Every file the program reads comes through `readRegularFile` (opened without blocking,
/// checked to be a regular file within its size limit before a byte is read), and every file
/// it writes whole goes through `writeAtomically` (an exclusive temporary file, checked
/// writes, fsync, rename).
package enum FileSystem {
    /// The reason for the last failed C call, as `strerror` words it.
    package static var lastError: String { String(cString: strerror(errno)) }

    /// The user's home directory: $HOME, or the password database's entry.
    package static func homeDirectory(environment: [String: String] = FileSystem.environment(["HOME"])) -> String {
        if let home = environment["HOME"], !home.isEmpty { return home }
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir { return String(cString: directory) }
        return "/"
    }

    /// The environment variables `names` that are set. (Read one by one: Foundation's whole
    /// `ProcessInfo.processInfo.environment` costs a fifth of a millisecond of the first frame.)
    package static func environment(_ names: [String]) -> [String: String] {
        var variables: [String: String] = [:]
        for name in names { variables[name] = getenv(name).map { String(cString: $0) } }
        return variables
    }

    /// The folder part of `path` ("" for a bare file name, "/" for a file at the root).
    package static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Why a file the user named cannot be written at `path` for want of its folder (it does not
    /// exist), or nil. The program never makes a folder the user named: a typo would leave one
    /// anywhere. (A folder that is something else, or cannot be written, fails the write itself.)
    package static func missingFolder(for path: String) -> String? {
        let folder = parentDirectory(of: path)
        var info = stat()
        guard !folder.isEmpty, stat(folder, &info) != 0, errno == ENOENT || errno == ENOTDIR else { return nil }
        return "the folder \(quoted(file: folder)) does not exist"
    }

    /// The last part of `path`.
    package static func fileName(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// `path` with every link followed and no `.` or `..`, if it exists.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` is a directory.
    package static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// When `path` was last modified, in seconds since 1970; nil when it does not exist.
    /// (One `stat`: FileManager's attributes also look up the owner's and group's names.)
    package static func modificationTime(_ path: String) -> Double? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
    }

    /// Creates `path` and its parents as needed.
    /// - Throws: a message naming the folder that could not be made and why.
    package static func makeDirectories(_ path: String) throws(FileError) {
        guard !path.isEmpty, !isDirectory(path) else { return }
        let parent = parentDirectory(of: path)
        if !parent.isEmpty && parent != path { try makeDirectories(parent) }
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw FileError("cannot create directory \(quoted(file: path)): \(lastError)")
        }
        guard isDirectory(path) else {
            throw FileError("cannot create directory \(quoted(file: path)): a file with that name exists")
        }
    }

    /// Calls `operation` again while it fails with EINTR (a signal arrived during it).
    @inline(__always)
    package static func retryingOnInterrupt<Result: BinaryInteger>(_ operation: () -> Result) -> Result {
        while true {
            let result = operation()
            if result < 0 && errno == EINTR { continue }
            return result
        }
    }

    /// The whole content of the regular file at `path`, at most `maximumSize` bytes. The file
    /// is opened without blocking (a FIFO cannot hang the program) and checked on the opened
    /// descriptor, so neither a special file nor an oversized one has a byte read.
    /// - Throws: `ReadFailure` saying what the path is, or why it could not be read.
    package static func readRegularFile(_ path: String, maximumSize: Int) throws(ReadFailure) -> [UInt8] {
        let descriptor = retryingOnInterrupt { open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
        guard descriptor >= 0 else {
            let reason = lastError, number = errno
            // Some things cannot even be opened for reading (a socket: "No such device or
            // address"): say what they are.
            var info = stat()
            if number != ENOENT, stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
                throw .notRegular(FileKind.describe(info.st_mode & S_IFMT))
            }
            throw number == ENOENT ? .missing : .unreadable(reason)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(lastError) }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else { throw .notRegular(FileKind.describe(type)) }
        let declaredSize = Int(info.st_size)
        guard declaredSize <= maximumSize else { throw .tooLarge(size: declaredSize, limit: maximumSize) }
        var bytes = [UInt8](repeating: 0, count: declaredSize + 1)
        var count = 0
        while true {
            if count == bytes.count {
                // The file grew while it was read; read at most one byte past the limit.
                guard count <= maximumSize else { throw .tooLarge(size: count, limit: maximumSize) }
                bytes.append(contentsOf: repeatElement(0, count: min(max(count, 4096), maximumSize + 1 - count)))
            }
            let result = bytes.withUnsafeMutableBytes { buffer in
                retryingOnInterrupt { read(descriptor, buffer.baseAddress! + count, buffer.count - count) }
            }
            guard result >= 0 else { throw .unreadable(lastError) }
            if result == 0 { break }
            count += result
        }
        guard count <= maximumSize else { throw .tooLarge(size: count, limit: maximumSize) }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// Writes `bytes` to `path` whole or not at all: into a temporary file created exclusively
    /// beside it (an unpredictable name, never through a link), every write checked, synced
    /// and closed, then renamed over `path`. On any failure the temporary file is removed and
    /// whatever was at `path` stays as it was. Refuses a destination that exists and is not a
    /// regular file. Temporary files that a killed process left beside `path` are removed first.
    /// - Throws: `FileError` with the path and the reason.
    package static func writeAtomically(_ bytes: [UInt8], to path: String, permissions: mode_t = 0o644) throws(FileError) {
        if let problem = SafeDestination.problem(with: path) { throw FileError("cannot write \(quoted(file: path)): \(problem)") }
        let directory = parentDirectory(of: path)
        try makeDirectories(directory)
        TemporaryFile.removeStale(besides: path)
        let (descriptor, temporary) = try TemporaryFile.create(besides: path, permissions: permissions)
        func fail(_ reason: String) -> FileError {
            unlink(temporary)
            return FileError("cannot write \(quoted(file: path)): \(reason)")
        }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                retryingOnInterrupt { write(descriptor, buffer.baseAddress! + written, buffer.count - written) }
            }
            guard result > 0 else {
                let reason = result < 0 ? lastError : String(cString: strerror(ENOSPC))
                close(descriptor)
                throw fail(reason)
            }
            written += result
        }
        guard retryingOnInterrupt({ fsync(descriptor) }) == 0 || errno == EINVAL else {
            let reason = lastError
            close(descriptor)
            throw fail(reason)
        }
        guard close(descriptor) == 0 else { throw fail(lastError) }
        guard rename(temporary, path) == 0 else { throw fail(lastError) }
    }

    /// Removes temporary files that processes killed in the middle of writing `path` left
    /// beside it (those of running processes stay). `writeAtomically` does this before it writes.
    package static func removeStaleTemporaries(besides path: String) { TemporaryFile.removeStale(besides: path) }

    /// Removes the regular files in `directory` ("" for the current one) whose names `isOurs`
    /// picks; a directory or link of such a name is not ours to remove, and is left.
    package static func removeRegularFiles(in directory: String, where isOurs: (String) -> Bool) {
        guard let handle = opendir(directory.isEmpty ? "." : directory) else { return }
        var picked: [String] = []
        while let entry = readdir(handle) {
            // The name read in place, up to its end: the entry's record may be shorter than `d_name`.
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                guard let start = raw.baseAddress?.assumingMemoryBound(to: CChar.self) else { return "" }
                return String(decoding: UnsafeRawBufferPointer(rebasing: raw[..<strnlen(start, raw.count)]), as: UTF8.self)
            }
            if isOurs(name) { picked.append(name) }
        }
        closedir(handle)
        for name in picked {
            let path = (directory.isEmpty ? "" : directory + "/") + name
            var info = stat()
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG { unlink(path) }
        }
    }

    /// Moves `path` to `destination` only if nothing is there (a hard link, then an unlink), so
    /// an earlier file of that name is never overwritten.
    /// - Returns: false when `destination` exists or the move failed (errno tells why).
    package static func moveWithoutReplacing(_ path: String, to destination: String) -> Bool {
        guard link(path, destination) == 0 else { return false }
        unlink(path)
        return true
    }
}

/// Why a file could not be read.
package enum ReadFailure: Error, Equatable, Sendable {
    /// Nothing is at the path.
    case missing
    /// Something that is not a regular file: "a FIFO", "a directory", ...
    case notRegular(String)
    /// Larger than the limit for its kind.
    case tooLarge(size: Int, limit: Int)
    /// The system refused (the reason, from errno).
    case unreadable(String)

    /// The reason in words, to follow "cannot read PATH: ".
    package var reason: String {
        switch self {
        case .missing: return "no such file"
        case .notRegular(let kind): return "it is \(kind), not a regular file"
        case .tooLarge(let size, let limit): return "the file is \(size) bytes, more than the \(limit) allowed"
        case .unreadable(let reason): return reason
        }
    }
}

/// A file operation that failed, with a one-line message naming the path.
package struct FileError: Error, CustomStringConvertible, Sendable {
    package let description: String
    package init(_ description: String) { self.description = description }
}

/// Checks a path before it is replaced by a temporary file renamed over it: only a regular
/// file (or nothing) may be replaced, never a device, a directory, a socket or a link, which a
/// rename would otherwise swap out (as root, even /dev/null).
package enum SafeDestination {
    /// Nil when `path` may be replaced; otherwise why not.
    package static func problem(with path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let type = info.st_mode & S_IFMT
        return type == S_IFREG ? nil : "\(quoted(file: path)) exists and is not a regular file (it is \(FileKind.describe(type)))"
    }
}
