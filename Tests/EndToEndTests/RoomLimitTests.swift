import EndToEndSupport
import Foundation
import RenderTestSupport
import Testing

/// `make check-rules` keeps the rooms small (Tools/rules/check.py): the tree as it is passes, and
/// a Scene grown past its limit, or a file past 400 lines, in a scratch copy fails, naming it.
@Suite("Rooms that stay small")
struct RoomLimitTests {
    static let checker = Executable.packageRoot.appendingPathComponent("Tools/rules/check.py").path

    /// A copy of what the rules read: the scene's sources, the renderer front and the README.
    static func scratchCopy() throws -> URL {
        let copy = try ScratchDirectory.make("rules")
        for path in ["Sources/PagerScene", "Sources/PagerSDL/Rendering", "README.md"] {
            let target = copy.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Executable.packageRoot.appendingPathComponent(path), to: target)
        }
        return copy
    }

    @Test func theTreeKeepsItsLimits() throws {
        let result = try Executable.tool(["python3", Self.checker, Executable.packageRoot.path], in: Executable.packageRoot)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func aSceneExtensionPaddedByAHundredLinesFails() throws {
        let copy = try Self.scratchCopy()
        let keys = copy.appendingPathComponent("Sources/PagerScene/Scene/Scene+Keys.swift")
        var text = try String(contentsOf: keys, encoding: .utf8)
        let end = try #require(text.range(of: "}", options: .backwards))
        let padding = (1...100).map { "    var padding\($0): Int { \($0) }" }.joined(separator: "\n")
        text.replaceSubrange(end, with: padding + "\n}")
        try text.write(to: keys, atomically: true, encoding: .utf8)
        let result = try Executable.tool(["python3", Self.checker, copy.path], in: copy)
        #expect(result.status == 1)
        #expect(result.stderr.contains("the Scene type is"), "\(result.stderr)")
        #expect(result.stderr.hasPrefix("sliding-tabs rules: "))
    }

    @Test func aLongFileAndALongReadmeAreNamed() throws {
        let copy = try Self.scratchCopy()
        let long = copy.appendingPathComponent("Sources/PagerScene/Long.swift")
        try String(repeating: "// a line\n", count: 401).write(to: long, atomically: true, encoding: .utf8)
        try String(repeating: "a line\n", count: 251).write(to: copy.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        let result = try Executable.tool(["python3", Self.checker, copy.path], in: copy)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Sources/PagerScene/Long.swift is 401 lines, over 400"), "\(result.stderr)")
        #expect(result.stderr.contains("README.md is 251 lines, over 250"), "\(result.stderr)")
    }
}
