import CText

#if canImport(Glibc)
    import Glibc
#endif

/// A font file opened as every file the program reads is: without blocking, checked on the
/// opened descriptor (a regular file within `maximumSize`), then mapped read-only for FreeType,
/// which is given the bytes and never opens the path itself. The mapping lives as long as the
/// faces made from it.
final class FontFile {
    /// The largest font file read (the largest Noto CJK collections are about 60 MB).
    static let maximumSize = 128 << 20

    let bytes: UnsafeRawPointer
    let count: Int

    /// - Throws: `SDLError` saying why the file cannot be a font: what it is when it is no
    ///   regular file, its size past the limit, or the system's reason.
    init(path: String) throws {
        var descriptor: Int32
        repeat { descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { throw SDLError("cannot read font '\(path)': \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw SDLError("cannot read font '\(path)': \(String(cString: strerror(errno)))") }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else { throw SDLError("cannot read font '\(path)': it is \(FileKind.describe(type)), not a regular file") }
        let size = Int(info.st_size)
        guard size > 0 else { throw SDLError("cannot read font '\(path)': the file is empty") }
        guard size <= Self.maximumSize else {
            throw SDLError("cannot read font '\(path)': the file is \(size) bytes, more than the \(Self.maximumSize) allowed")
        }
        guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != MAP_FAILED else {
            throw SDLError("cannot read font '\(path)': \(String(cString: strerror(errno)))")
        }
        bytes = UnsafeRawPointer(mapped)
        count = size
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: bytes), count) }
}
