// swift-foundation's Data(contentsOf:) leaks the 4096-byte buffer it allocates for an empty file:
// `swiftc -sanitize=address foundation-empty-file.swift && ./foundation-empty-file` reports 16384
// bytes in 4 allocations from readBytesFromFile, with no code of the project's. Only the tests
// read files this way; the program reads through its checked reader.
import Foundation

let empty = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("foundation-empty-file")
FileManager.default.createFile(atPath: empty.path, contents: Data())
for _ in 0..<4 { _ = try? Data(contentsOf: empty) }
try? FileManager.default.removeItem(at: empty)
