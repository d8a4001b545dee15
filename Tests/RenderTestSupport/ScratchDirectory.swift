import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Fresh directories for tests, all inside one folder of the test run that is removed when the
/// run ends, so no test leaves anything behind in the temporary folder.
public enum ScratchDirectory {
    /// The run's folder (made, and its removal at exit arranged, on first use).
    private static let run: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sliding-tabs-tests-\(getpid())-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { ScratchDirectory.removeRun() }
        return url
    }()

    private static func removeRun() { try? FileManager.default.removeItem(at: run) }

    /// A new empty directory whose name starts with `prefix`.
    public static func make(_ prefix: String) throws -> URL {
        let url = run.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
