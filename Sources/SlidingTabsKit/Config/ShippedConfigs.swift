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

    /// The shipped configs' names (their files less `.json`), sorted.
    package static var names: [String] {
        guard let folder, let files = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The path `--config NAME` reads: `name` itself when something is there (a path always
    /// wins), else the shipped config of that name (with or without `.json`).
    /// - Throws: `AppError.usage` listing the shipped configs when there is neither.
    package static func path(for name: String) throws -> String {
        var info = stat()
        if lstat(name, &info) == 0 || name.contains("/") { return name }
        let file = name.hasSuffix(".json") ? name : name + ".json"
        if let folder, FileManager.default.fileExists(atPath: folder + "/" + file) { return folder + "/" + file }
        let shipped = names.isEmpty ? "none are installed" : "shipped: " + names.joined(separator: ", ")
        throw AppError.usage("cannot read config \(quoted(name)): no such file, and no shipped config has that name (\(shipped))")
    }
}
