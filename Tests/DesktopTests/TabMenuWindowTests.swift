import EndToEndSupport
import Foundation
import Testing

/// The tab menu of channels.json in a real window under Xvfb, clicked through xdotool.
@Suite("The tab menu in a real window", .enabled(if: RealWindow.toolsInstalled || ProcessInfo.processInfo.environment["CI"] != nil))
struct TabMenuWindowTests {
    /// In a real window: xdotool's click opens the menu (its first row, the selected channel,
    /// tinted over the page's white), and a click on a row chooses it.
    @Test func inARealWindowTheButtonOpensTheMenuAndARowChoosesIt() throws {
        let window = try RealWindow()
        try window.launch(["--config", Executable.asset("channels.json")])
        try window.click(778, 24)
        try window.key("F12")
        let shot = try window.firstScreenshot()
        // The popup's outline under the button, its first row (the selected channel) tinted.
        let row = shot.pixel(x: 760, y: 75), page = shot.pixel(x: 300, y: 75)
        #expect(page == (255, 255, 255) && row.r < 240 && row.r == row.g, "row \(row), page \(page); \(window.evidence)")
        try window.click(680, 58 + 18 + 36 * 3)  // Local
        let report = try window.quitAndReport()
        #expect(report["page"] as? Int == 4, "\(report) \(window.evidence)")
    }
}
