import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// The configs that come with the program: installed in `PREFIX/share/sliding-tabs/` beside
/// `PREFIX/bin/sliding-tabs`, or, run from a build of the repository, its `Assets/`. So
/// `--config toutiao` finds the shipped `toutiao.json` wherever the program is.
package enum ShippedConfigs {
    /// The folder the shipped configs are in, if the program has one.
    package static let folder: String? = {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let program = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let bin = FileSystem.parentDirectory(of: program)
        // Installed: PREFIX/bin/../share/sliding-tabs. A build:
        // REPOSITORY/.build/[SCRATCH/][TRIPLE/]CONFIGURATION, so the repository's Assets are two
        // to four folders up.
        let build = FileSystem.parentDirectory(of: bin)
        var candidates = [build + "/share/sliding-tabs"]
        var folder = build
        for _ in 0..<3 {
            folder = FileSystem.parentDirectory(of: folder)
            candidates.append(folder + "/Assets")
        }
        return candidates.first(where: holdsShippedConfigs)
    }()

    /// Whether `folder` is one the shipped configs are in.
    private static func holdsShippedConfigs(_ folder: String) -> Bool {
        FileSystem.isDirectory(folder) && FileManager.default.fileExists(atPath: folder + "/toutiao.json")
    }

    /// The name of the state file kept for the config at `path`: a shipped config's name, or,
    /// for any other, its file's name and a hash of where it is, so two configs of one name
    /// (yours and a shipped one, or two in different folders) keep their own values.
    package static func stateName(forConfigAt path: String) -> String {
        let name = configName(of: path), absolute = FileSystem.realPath(path) ?? path
        if let folder, let shipped = FileSystem.realPath(folder), absolute == shipped + "/" + FileSystem.fileName(of: path) {
            return name.isEmpty ? "config" : name
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a, 64 bits
        for byte in absolute.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return (name.isEmpty ? "config" : name) + "-" + String(String(hash, radix: 16).suffix(8))
    }

    /// The config file's name less `.json`.
    private static func configName(of path: String) -> String {
        let file = FileSystem.fileName(of: path)
        return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
    }

    /// The state name an earlier version kept the config at `path`'s values under (its file's
    /// name), when no shipped config shares it.
    package static func legacyStateName(forConfigAt path: String) -> String? {
        let name = configName(of: path)
        guard !name.isEmpty, !names.contains(name), stateName(forConfigAt: path) != name else { return nil }
        return name
    }

    /// The shipped configs' names (their files less `.json`, hidden files left out), sorted.
    package static var names: [String] {
        guard let folder, let files = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return files.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The path `--config NAME` reads: a path (with a `/`) as it is; else `name`, or `name.json`,
    /// in the current folder when it is there and no folder; else the shipped config of that
    /// name (with or without `.json`).
    /// - Throws: `AppError.usage` listing the shipped configs when there is none of them.
    package static func path(for name: String) throws -> String {
        if name.contains("/") { return name }
        let file = name.hasSuffix(".json") ? name : name + ".json"
        for local in [name, file] where !FileSystem.isDirectory(local) {
            var info = stat()
            if lstat(local, &info) == 0 { return local }  // a FIFO or a device is refused when read
        }
        if let folder, FileManager.default.fileExists(atPath: folder + "/" + file) { return folder + "/" + file }
        if FileSystem.isDirectory(name) { throw AppError.usage("cannot read config \(quoted(file: name)): it is a directory, not a regular file") }
        let shipped = names.isEmpty ? "none are installed" : "shipped: " + names.joined(separator: ", ")
        throw AppError.usage("cannot read config \(quoted(file: name)): no such file, and no shipped config has that name (\(shipped))")
    }
}
