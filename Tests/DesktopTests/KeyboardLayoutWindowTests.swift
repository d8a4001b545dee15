import EndToEndSupport
import Foundation
import Testing

/// Under a Russian keyboard layout (`setxkbmap ru`), real X key presses of the keys where T and
/// Q are on a US keyboard (which make "е" and "й" there) still add a tab and quit, as in GTK
/// and Chromium.
@Suite("A Russian keyboard layout", .enabled(if: RealWindow.toolsInstalled && FileManager.default.isExecutableFile(atPath: "/usr/bin/setxkbmap")))
struct KeyboardLayoutWindowTests {
    @Test func ctrlTAndCtrlQWorkUnderARussianLayout() throws {
        let window = try RealWindow()
        let layout = Process()
        layout.executableURL = URL(fileURLWithPath: "/usr/bin/setxkbmap")
        layout.arguments = ["-layout", "ru"]
        layout.environment = window.environment
        try layout.run()
        layout.waitUntilExit()
        try #require(layout.terminationStatus == 0, "setxkbmap failed")
        try window.launch(["--config", Executable.asset("toutiao.json")])
        let before = try window.waitUntilStill()
        try window.key("ctrl+Cyrillic_ie")  // the T key
        try window.waitUntilStill(changedFrom: before)  // the new tab's button grew in
        try window.key("ctrl+Cyrillic_shorti")  // the Q key
        #expect(window.waitForExit() == 0, "\(window.evidence)")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: window.path("report.json")))) as? [String: Any]
        #expect(report?["tabs"] as? Int == 4, "Ctrl+T added a tab: \(report ?? [:])")
    }
}
