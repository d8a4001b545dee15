import PagerAccessibility
import PagerScene
import SlidingTabsKit
import Testing

/// The state file keeps the window's size and the desktop's settings the window last showed beside
/// the values: written and read back as they were, and a member that is not one is refused with
/// where and why.
@Suite("The state file's window")
struct StateFileTests {
    @Test func aWindowsSizeAndMaximizedStateGoThereAndBack() throws {
        let contents = StateFileFormat.Contents(
            values: TableValues(switches: ["push": false], options: ["size": "large"]),
            window: WindowGeometry(width: 700, height: 500, maximized: true))
        let text = StateFileFormat.encode(contents, version: 1)
        #expect(text.contains(#""window" : {"#))
        #expect(try StateFileFormat.decode(Array(text.utf8), version: 1) == contents)
        // Without one, the file is as it always was.
        let plain = StateFileFormat.encode(StateFileFormat.Contents(values: contents.values), version: 1)
        #expect(!plain.contains("window"))
        #expect(try StateFileFormat.decode(Array(plain.utf8), version: 1).window == nil)
    }

    static var darkReducedAndLarge: DesktopPreferences {
        var preferences = DesktopPreferences()
        preferences.prefersDark = true
        preferences.reducesMotion = true
        preferences.textScale = 1.5
        return preferences
    }

    @Test func theDesktopsSettingsGoThereAndBack() throws {
        let contents = StateFileFormat.Contents(
            window: WindowGeometry(width: 700, height: 500, maximized: false),
            desktop: Self.darkReducedAndLarge)
        let text = StateFileFormat.encode(contents, version: 1)
        #expect(text.contains(#""dark" : true"#) && text.contains(#""textScale" : 1.5"#))
        #expect(try StateFileFormat.decode(Array(text.utf8), version: 1) == contents)
        #expect(!StateFileFormat.encode(StateFileFormat.Contents(), version: 1).contains("desktop"))
    }

    @Test(arguments: [
        (#"{"version": 1, "desktop": {"dark": 1}}"#, "1:36: desktop.dark: expected a boolean, got a number"),
        (#"{"version": 1, "desktop": {"textScale": 9}}"#, "1:41: desktop.textScale: expected a number from 0.5 to 3"),
        (#"{"version": 1, "desktop": {"theme": "dark"}}"#, "1:28: desktop: unknown key 'theme'"),
        (#"{"version": 1, "desktop": true}"#, "1:27: desktop: expected an object, got a boolean"),
    ])
    func desktopSettingsThatAreNotSoAreRefused(text: String, problem: String) {
        do {
            _ = try StateFileFormat.decode(Array(text.utf8), version: 1)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.description == problem)
        }
    }

    @Test(arguments: [
        (#"{"version": 1, "window": {"width": 0, "height": 500}}"#, "1:36: window.width: expected a whole number from 1 to 8192"),
        (#"{"version": 1, "window": {"width": 700.5, "height": 500}}"#, "1:36: window.width: expected a whole number from 1 to 8192"),
        (#"{"version": 1, "window": {"width": 700}}"#, "window: expected a width and a height"),
        (#"{"version": 1, "window": {"width": 700, "height": 500, "x": 3}}"#, "1:56: window: unknown key 'x'"),
        (#"{"version": 1, "window": [700, 500]}"#, "1:26: window: expected an object, got an array"),
    ])
    func aWindowThatIsNotOneIsRefused(text: String, problem: String) {
        #expect(throws: StateFileFormat.Problem.self) { try StateFileFormat.decode(Array(text.utf8), version: 1) }
        do {
            _ = try StateFileFormat.decode(Array(text.utf8), version: 1)
        } catch {
            #expect(error.description == problem)
        }
    }
}
