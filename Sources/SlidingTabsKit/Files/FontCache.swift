import FoundationEssentials
import PagerConfig
import PagerSDL

#if canImport(Glibc)
    import Glibc
#endif

/// Remembers fontconfig's answer between runs: loading fontconfig's configuration takes about
/// 5 ms at every start. The answer is used again only while every font and fontconfig
/// directory is unchanged (their modification times, as fontconfig itself checks) and every
/// font it names still loads; otherwise fontconfig is asked again and the cache rewritten.
package struct FontCache {
    /// Where the answer is kept.
    package let path: String
    private let home: String
    private let environment: [String: String]

    /// The cache under `$XDG_CACHE_HOME/sliding-tabs/` (default `~/.cache`).
    package init(environment: [String: String] = FileSystem.environment(["HOME", "XDG_CACHE_HOME"] + FontFiles.configurationVariables)) {
        self.environment = environment
        home = FileSystem.homeDirectory(environment: environment)
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.cache"
        path = base + "/sliding-tabs/fonts.txt"
    }

    /// The directories whose changes can change fontconfig's answer, two levels deep
    /// (a font package adds a folder under /usr/share/fonts/truetype, say).
    private var roots: [String] {
        [
            "/etc/fonts", "/var/cache/fontconfig", "/usr/share/fonts", "/usr/local/share/fonts",
            home + "/.local/share/fonts", home + "/.fonts", home + "/.cache/fontconfig", home + "/.config/fontconfig",
        ]
    }

    private var watchedDirectories: [String] {
        var directories: [String] = []
        for root in roots {
            directories.append(root)
            let children = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
            for child in children.sorted() where FileSystem.isDirectory(root + "/" + child) { directories.append(root + "/" + child) }
        }
        return directories
    }

    /// The largest cache file read, in bytes (a real one is under 2 KB).
    package static let maximumFileSize = 1 << 20

    private var fingerprint: [String: Double] {
        var times: [String: Double] = [:]
        for directory in watchedDirectories { times[directory] = FileSystem.modificationTime(directory) ?? 0 }
        return times
    }

    /// Whether the directories of `cached` (a fingerprint) are all unchanged. A folder added to
    /// or removed from one changes its time, so the folders need not be listed again.
    private func isCurrent(_ cached: [String: Double]) -> Bool {
        roots.allSatisfy { cached[$0] != nil } && cached.allSatisfy { (FileSystem.modificationTime($0.key) ?? 0) == $0.value }
    }

    /// The cached answer if still valid, else fontconfig's (which is then cached; a cache that
    /// cannot be read or written, or is not a regular file, is simply not used). With
    /// FONTCONFIG_FILE or FONTCONFIG_PATH set, fontconfig is always asked.
    /// - Parameter warn: told, in one line, when the font configuration is broken and what was
    ///   used instead.
    package func locate(warn: (String) -> Void) throws -> FontFiles {
        // A configuration named in the environment is always loaded: a broken one must be
        // reported and set aside at every start, before a fallback lookup's fontconfig load would
        // print fontconfig's complaints.
        let configured = FontFiles.configurationVariables.contains { environment[$0] != nil }
        var writable = !configured
        if !configured {
            do {
                let bytes = try FileSystem.readRegularFile(path, maximumSize: Self.maximumFileSize)
                let entry = FontCacheEntry(bytes: bytes)
                // A cache of another version is replaced quietly; one of this version that does
                // not parse is corrupt: one line, and it is written anew.
                let olderVersion =
                    bytes.starts(with: Array("sliding-tabs font cache ".utf8)) && !bytes.starts(with: Array(FontCacheEntry.header.utf8))
                if entry == nil, !olderVersion {
                    warn("warning: the font cache \(quoted(file: path)) is corrupt; asking fontconfig again and writing it anew")
                }
                if let entry, isCurrent(entry.fingerprint) {
                    // A font it names that no longer loads (replaced by a FIFO, a text file, a
                    // truncated file): dropped with one line, and fontconfig is asked again.
                    guard let problem = entry.files.paths.lazy.compactMap(FontFiles.problem(with:)).first else { return entry.files }
                    warn("warning: the font cache \(quoted(file: path)) names a font that does not load (\(problem)); asking fontconfig again")
                }
            } catch .notRegular(let kind) {
                // As for a state file: one line, and the thing at the path is left alone.
                warn(
                    "warning: cannot read font cache \(quoted(file: path)): it is \(kind), not a regular file; asking fontconfig and leaving it alone"
                )
                writable = false
            } catch .tooLarge(let size, let limit) {
                warn(
                    "warning: the font cache \(quoted(file: path)) is \(size) bytes, more than the \(limit) allowed; asking fontconfig again and writing it anew"
                )
            } catch {}
        }
        let files = try FontFiles.locate(warn: warn)
        if writable, let text = FontCacheEntry(files: files, fingerprint: fingerprint).text {
            try? FileSystem.writeAtomically(Array(text.utf8), to: path)
        }
        return files
    }
}
