// swift-foundation's Process.run() leaks the side table of a weak reference it forms on each run:
// `swiftc -sanitize=address foundation-process-run.swift && ./foundation-process-run` reports 32
// bytes in one allocation from swift_weakAssign in Process.run(), with no code of the project's. Only
// the tests start processes so; the program starts none.
import Foundation

for _ in 0..<2 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try? process.run()
    process.waitUntilExit()
}
