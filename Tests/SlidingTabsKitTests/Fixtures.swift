import Foundation
import RenderTestSupport

/// Files the hosting tests work with.
enum Fixtures {
    /// The package's root, for shipped assets.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A shipped asset's path.
    static func asset(_ name: String) -> String { packageRoot.appendingPathComponent("Assets/\(name)").path }

    /// A fresh empty directory for one test.
    static func workDirectory() throws -> URL { try ScratchDirectory.make("kit") }
}
