import FoundationEssentials
import PagerAccessibility
import PagerConfig
import PagerSDL
import PagerScene

#if canImport(Glibc)
    import Glibc
#endif

/// Keeps table values (switches, options) and the window's size in
/// `$XDG_STATE_HOME/sliding-tabs/NAME.json` (default `~/.local/state`), one file per config.
///
/// - Writes go through `FileSystem.writeAtomically`, so a crash never leaves half a file.
/// - Two instances of one config share the file: each save takes an advisory lock on the
///   folder, re-reads the file, applies only this instance's own changes and writes the
///   result, so neither instance loses the other's changes.
/// - A corrupt file is moved aside under a name no earlier one has; a file that cannot be read
///   (or is not a regular file) is left alone and never written.
package final class StateStore {
    package static let version = 1
    /// The largest state file read, in bytes.
    package static let maximumFileSize = 4 << 20

    package let path: String
    /// False after the file could not be read (it is then left alone, not overwritten).
    package private(set) var canSave = true
    /// The values as this instance last read or wrote them: a save writes what differs from these.
    private var known = TableValues()
    /// What this instance last wrote, and the file it wrote: while the file is still that one,
    /// a save need not read it again.
    private var lastWritten: (contents: StateFileFormat.Contents, identity: FileIdentity)?
    /// The window's size as the file gave it when loaded.
    package private(set) var window: WindowGeometry?
    /// The desktop's settings as the file gave them when loaded.
    package private(set) var desktop: DesktopPreferences?

    package init(path: String) { self.path = path }

    /// The store for config `name` under the user's state directory.
    package convenience init(name: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let base: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = state
        } else {
            base = FileSystem.homeDirectory(environment: environment) + "/.local/state"
        }
        self.init(path: base + "/sliding-tabs/\(name).json")
    }

    /// The saved values, or empty ones. A corrupt file is moved aside and an unreadable one
    /// left alone; either way the returned warning says so in one line.
    package func load() -> (values: TableValues, warning: String?) {
        FileSystem.removeStaleTemporaries(besides: path)
        switch read() {
        case .contents(let contents):
            known = contents.values
            window = contents.window
            desktop = contents.desktop
            return (contents.values, nil)
        case .missing:
            return (TableValues(), nil)
        case .unreadable(let reason):
            canSave = false
            return (TableValues(), "cannot read state file \(quoted(file: path)): \(reason); using defaults and leaving it alone")
        case .corrupt(let reason):
            return moveAside(reason: reason)
        }
    }

    /// What the file at `path` holds (the window's size, the desktop's settings), if it is there
    /// and sound; nothing is moved or reported (``load()`` does that).
    package func peek() -> StateFileFormat.Contents? {
        if case .contents(let contents) = read() { return contents }
        return nil
    }

    /// Saves `values` (and `window` and `desktop`, when given): under the folder's lock, the file
    /// as it is now with this instance's changes since its last load or save applied, written
    /// atomically.
    /// - Throws: `AppError.failure` when the file cannot be written (the old one stays).
    package func save(_ values: TableValues, window: WindowGeometry? = nil, desktop: DesktopPreferences? = nil) throws {
        guard canSave else { return }
        let directory = FileSystem.parentDirectory(of: path)
        do {
            try FileSystem.makeDirectories(directory)
        } catch {
            throw AppError.failure("cannot save state: \(error)")
        }
        let lock = FolderLock(directory.isEmpty ? "." : directory)
        defer { lock.release() }
        var merged = StateFileFormat.Contents(values: values, window: self.window, desktop: self.desktop)
        if let lastWritten, lastWritten.identity == FileIdentity(path) {
            merged = lastWritten.contents
        } else if case .contents(let onDisk) = read() {
            merged = onDisk
        }
        for (id, on) in values.switches where known.switches[id] != on { merged.values.switches[id] = on }
        for (group, id) in values.options where known.options[group] != id { merged.values.options[group] = id }
        if let window { merged.window = window }
        if let desktop { merged.desktop = desktop }
        do {
            try FileSystem.writeAtomically(Array(StateFileFormat.encode(merged, version: Self.version).utf8), to: path)
        } catch {
            throw AppError.failure("cannot save state: \(error)")
        }
        known = values
        self.window = merged.window
        self.desktop = merged.desktop
        lastWritten = FileIdentity(path).map { (merged, $0) }
    }

    private enum ReadResult {
        case contents(StateFileFormat.Contents)
        case missing
        case unreadable(String)
        case corrupt(String)
    }

    private func read() -> ReadResult {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readRegularFile(path, maximumSize: Self.maximumFileSize)
        } catch .missing {
            return .missing
        } catch .tooLarge(let size, _) {
            return .corrupt("it is \(size) bytes, more than a state file can be (\(Self.maximumFileSize))")
        } catch {
            return .unreadable(error.reason)
        }
        do {
            return .contents(try StateFileFormat.decode(bytes, version: Self.version))
        } catch {
            return .corrupt(error.description)
        }
    }

    /// Moves the file to `NAME.json.corrupt-TIMESTAMP` (`-2`, `-3`... when that name is taken).
    private func moveAside(reason: String) -> (values: TableValues, warning: String?) {
        let stem = path + ".corrupt-" + Timestamp.string()
        var aside = stem
        var counter = 1
        while !FileSystem.moveWithoutReplacing(path, to: aside) {
            guard errno == EEXIST, counter < 1000 else {
                canSave = false
                return (
                    TableValues(),
                    "state file \(quoted(file: path)) is unusable (\(reason)) and could not be moved aside; "
                        + "using defaults and leaving it alone"
                )
            }
            counter += 1
            aside = "\(stem)-\(counter)"
        }
        return (TableValues(), "state file \(quoted(file: path)) is unusable (\(reason)); moved it to \(quoted(file: aside)) and using defaults")
    }
}

/// Which file is at a path, as far as telling whether another process replaced it goes: every
/// save renames a new file (a new inode) into place.
package struct FileIdentity: Equatable {
    private let device: UInt64
    private let inode: UInt64
    private let size: Int64
    private let modified: timespec

    package init?(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = info.st_mtim
    }

    package static func == (a: FileIdentity, b: FileIdentity) -> Bool {
        a.device == b.device && a.inode == b.inode && a.size == b.size
            && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
    }
}

/// An advisory lock (flock) on a folder, held from creation until `release()`; other
/// instances saving into the same folder wait for it. A folder that cannot be opened or
/// locked is simply not locked.
package struct FolderLock {
    private let descriptor: Int32

    package init(_ directory: String) {
        descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor >= 0 { _ = FileSystem.retryingOnInterrupt { flock(descriptor, LOCK_EX) } }
    }

    package func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
