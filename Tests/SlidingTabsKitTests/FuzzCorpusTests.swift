import Foundation
import Testing

@testable import SlidingTabsKit

/// The inputs the fuzzer kept (Tools/fuzz/corpus: each reaches code no other does), what it
/// found (Tools/fuzz/findings, each fixed), its seeds and the test corpus of malformed files, fed
/// again to each reader as `make fuzz` feeds them: none may crash.
@Suite("The fuzzer's saved inputs")
struct FuzzCorpusTests {
    static let root = Fixtures.packageRoot

    /// The files of folder `path` (relative to the package), if it exists.
    static func files(_ path: String) -> [URL] {
        let folder = root.appendingPathComponent(path)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test(arguments: FuzzTarget.allCases)
    func everySavedInputIsReadWithoutACrash(target: FuzzTarget) throws {
        var inputs =
            Self.files("Tools/fuzz/corpus/\(target.rawValue)") + Self.files("Tools/fuzz/seeds/\(target.rawValue)")
            + Self.files("Tools/fuzz/findings").filter { $0.lastPathComponent.hasPrefix(target.rawValue + "-") }
        switch target {
        case .config: inputs += Self.files("Tests/EndToEndTests/Corpus/config")
        case .script: inputs += Self.files("Tests/EndToEndTests/Corpus/script")
        case .state: inputs += Self.files("Tests/EndToEndTests/Corpus/state")
        case .fontCache, .items, .input: break
        }
        #expect(!inputs.isEmpty, "no saved inputs for \(target.rawValue)")
        for input in inputs { target.run(Array(try Data(contentsOf: input))) }
    }
}
