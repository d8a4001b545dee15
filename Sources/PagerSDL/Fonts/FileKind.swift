#if canImport(Glibc)
    import Glibc
#endif

/// Words for the kinds of things a path can name.
package enum FileKind {
    /// "a directory", "a FIFO (named pipe)"... for a file type of `stat`'s `st_mode`.
    package static func describe(_ type: mode_t) -> String {
        switch type {
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "a special file"
        }
    }
}
