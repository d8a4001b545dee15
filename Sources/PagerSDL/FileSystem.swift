import Foundation

/// File operations with plain, exact error messages (from errno), written against the C
/// library rather than Foundation's NSError-based APIs, which would link all of Foundation
/// (ICU included) into the program: about 3 MB of memory and half a millisecond at start.
public enum FileSystem {
    /// The reason for the last failed C call, as `strerror` words it.
    public static var lastError: String { String(cString: strerror(errno)) }

    /// The user's home directory: $HOME, or the password database's entry.
    public static func homeDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let home = environment["HOME"], !home.isEmpty { return home }
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir { return String(cString: directory) }
        return "/"
    }

    /// The folder part of `path` ("" for a bare file name, "/" for a file at the root).
    public static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last part of `path`.
    public static func fileName(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// Whether `path` is a directory.
    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Creates `path` and its parents as needed.
    /// - Throws: a message naming the folder that could not be made and why.
    public static func makeDirectories(_ path: String) throws {
        guard !path.isEmpty, !isDirectory(path) else { return }
        let parent = parentDirectory(of: path)
        if !parent.isEmpty && parent != path { try makeDirectories(parent) }
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw FileError("cannot create directory \(path): \(lastError)")
        }
        guard isDirectory(path) else { throw FileError("cannot create directory \(path): a file with that name exists") }
    }

    /// The whole content of `path`.
    /// - Throws: `FileError` with the path and the reason.
    public static func read(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError("cannot read \(path): \(lastError)") }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw FileError("cannot read \(path): \(lastError)") }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }

    /// Writes `bytes` to `path` whole or not at all: into a temporary file beside it, then
    /// renamed over it. Refuses a destination that exists and is not a regular file.
    /// - Throws: `FileError` with the path and the reason.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        if let problem = SafeDestination.problem(with: path) { throw FileError("cannot write \(path): \(problem)") }
        let directory = parentDirectory(of: path)
        try makeDirectories(directory.isEmpty ? "." : directory)
        let temporary = (directory.isEmpty ? "" : directory + "/") + ".\(fileName(of: path)).\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileError("cannot write \(path): \(lastError)") }
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else {
                let reason = result < 0 ? lastError : "nothing written"
                close(descriptor)
                unlink(temporary)
                throw FileError("cannot write \(path): \(reason)")
            }
            written += result
        }
        guard fsync(descriptor) == 0 || errno == EINVAL, close(descriptor) == 0 else {
            let reason = lastError
            unlink(temporary)
            throw FileError("cannot write \(path): \(reason)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = lastError
            unlink(temporary)
            throw FileError("cannot write \(path): \(reason)")
        }
    }
}

/// A file operation that failed, with a one-line message naming the path.
public struct FileError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// Checks a path before it is replaced by a temporary file renamed over it: only a regular
/// file (or nothing) may be replaced, never a device, a directory or a socket, which a
/// rename would otherwise swap out (as root, even /dev/null).
public enum SafeDestination {
    /// Nil when `path` may be replaced; otherwise why not.
    public static func problem(with path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT) == S_IFREG ? nil : "\(path) exists and is not a regular file"
    }
}
