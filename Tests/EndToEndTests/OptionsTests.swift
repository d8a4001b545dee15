import EndToEndSupport
import PagerConfig
import Testing

@testable import SlidingTabs
@testable import SlidingTabsKit

@Suite("Command-line options")
struct OptionsTests {
    @Test func optionsParse() throws {
        let options = try Options.parse(["--size", "1024x768", "--headless", "--script", "a", "--screenshot", "b.png"])
        #expect(options.size == PixelSize(width: 1024, height: 768))
        #expect(options.headless && options.scriptPath == "a" && options.screenshotPath == "b.png")
        #expect(try Options.parse([]) == Options())
    }
}
