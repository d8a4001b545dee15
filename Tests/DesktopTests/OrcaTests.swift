import EndToEndSupport
import Foundation
import Testing

/// A blind user's walk with the real screen reader: Debian's Orca in a private session, what it
/// says read from its debug log (Tools/orca-walk.py), keys pressed as a keyboard does.
@Suite(
    "Orca", .serialized,
    .enabled(if: (RealWindow.toolsInstalled && RealWindow.orcaInstalled) || ProcessInfo.processInfo.environment["CI"] != nil))
struct OrcaTests {
    /// Orca received every key (its press and its release) before the program acted on it.
    static func expectEveryKeyHeard(_ walk: OrcaWalk, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(walk.orcaStarted, "\(walk)", sourceLocation: sourceLocation)
        for step in walk.steps { #expect(step.keyEvents >= 2, "\(step.key): \(walk)", sourceLocation: sourceLocation) }
    }

    /// The news tabs: the window and its selected tab at start, Right and Left before any Tab,
    /// Tab into a list and Down row by row, Where Am I with the row's place, a badge, and the
    /// changes nothing focused shows (a tab added and removed, a refresh done).
    @Test func theNewsTabsAreHeardTabByTabAndRowByRow() throws {
        let keys = ["Right", "Right", "Left", "Tab", "Down", "Down", "KP_Enter", "ctrl+t", "ctrl+w", "F5"]
        let walk = try RealWindow().orcaWalk(keys, arguments: ["--config", Executable.asset("toutiao.json")])
        let start = walk.start.joined(separator: " ")
        #expect(start.contains("SlideTabBarView frame") && start.contains("Button1 page tab"), "\(walk)")
        #expect(walk.said(0).contains("Button2 page tab") && walk.said(0).contains("new"), "\(walk)")
        #expect(walk.said(1).contains("Button3 page tab") && walk.said(1).contains("12 new"), "\(walk)")
        #expect(walk.said(2).contains("Button2 page tab"), "\(walk)")
        #expect(walk.said(3).contains("List with 20 items") && walk.said(3).contains("I am the 1th data in the 2th TableView"), "\(walk)")
        #expect(walk.said(4).contains("I am the 2th data") && walk.said(5).contains("I am the 3th data"), "\(walk)")
        // Where Am I is Orca's (the program does not open the row): the row and its place.
        #expect(walk.said(6).contains("I am the 3th data") && walk.said(6).contains("3 of 20"), "\(walk)")
        #expect(walk.said(7).contains("Button4 tab added") && walk.said(8).contains("Button4 tab removed"), "\(walk)")
        #expect(walk.said(9).contains("Refreshing") && walk.said(9).contains("Refreshed"), "\(walk)")
        Self.expectEveryKeyHeard(walk)
    }

    /// A settings table: its rows as buttons, switches and options; Space on a switch, Enter on a
    /// disclosure row and back, Enter on an option.
    @Test func aSettingsTableIsHeardRowByRow() throws {
        let keys = ["Tab", "Down", "Down", "space", "Down", "Down", "Return", "BackSpace", "Right", "Tab", "Down", "Down", "Return", "KP_Enter"]
        let walk = try RealWindow().orcaWalk(keys, arguments: ["--config", Executable.asset("settings.json")])
        let start = walk.start.joined(separator: " ")
        #expect(start.contains("Personal center frame") && start.contains("Me page tab"), "\(walk)")
        #expect(walk.said(0).contains("Jeffrey push button") && walk.said(0).contains("Account: jeffrey@example.com"), "\(walk)")
        #expect(walk.said(2).contains("Sound toggle button not pressed"), "\(walk)")
        #expect(walk.said(3).contains("pressed") && !walk.said(3).contains("not pressed"), "\(walk)")
        #expect(walk.said(5).contains("Privacy push button"), "\(walk)")
        #expect(walk.said(6).contains("Private profile toggle button"), "\(walk)")  // the detail page's first row
        #expect(walk.said(7).contains("Privacy push button"), "\(walk)")  // back on the row it opened
        #expect(walk.said(8).contains("General page tab"), "\(walk)")
        #expect(walk.said(9).contains("Small") && walk.said(9).contains("radio button"), "\(walk)")
        #expect(walk.said(11).contains("Large"), "\(walk)")
        #expect(walk.said(12).contains("Large, chosen"), "\(walk)")
        #expect(walk.said(13).contains("Large") && walk.said(13).contains("radio button"), "\(walk)")
        Self.expectEveryKeyHeard(walk)
    }

    /// The built-in showcase: Home, End and the digits are heard as Right and Left are; a list of
    /// a hundred rows says its size and a row's place; a button's message is heard.
    @Test func theShowcaseIsHeardToItsLastTab() throws {
        let keys = ["End", "Home", "4", "Tab", "Down", "KP_Enter", "5", "Tab", "Return"]
        let walk = try RealWindow().orcaWalk(keys, arguments: [])
        #expect(walk.start.joined(separator: " ").contains("News page tab"), "\(walk)")
        #expect(walk.said(0).contains("Red page tab") && walk.said(1).contains("News page tab"), "\(walk)")
        #expect(walk.said(2).contains("Numbers page tab"), "\(walk)")
        #expect(walk.said(3).contains("List with 100 items"), "\(walk)")
        #expect(walk.said(5).contains("2 of 100"), "\(walk)")
        #expect(walk.said(6).contains("Custom page tab") && walk.said(7).contains("Press me push button"), "\(walk)")
        #expect(walk.said(8).contains("The button on the Custom page was pressed"), "\(walk)")
        Self.expectEveryKeyHeard(walk)
    }

    /// The channel editor (closable, reorderable tabs): a tab moved with Ctrl+Shift+Right and the
    /// selected tab closed with Ctrl+W are heard, and where the selection went.
    @Test func aTabMovedAndATabClosedAreHeard() throws {
        let keys = ["ctrl+shift+Right", "ctrl+w", "Right"]
        let walk = try RealWindow().orcaWalk(keys, arguments: ["--config", Executable.asset("channels.json")])
        #expect(walk.start.joined(separator: " ").contains("Recommended page tab"), "\(walk)")
        #expect(walk.said(0).contains("Recommended moved to position 2 of 20"), "\(walk)")
        #expect(walk.said(1).contains("Recommended tab closed"), "\(walk)")
        #expect(walk.said(2).contains("page tab"), "\(walk)")
        Self.expectEveryKeyHeard(walk)
    }

    /// The channel editor's tab menu: Ctrl+Shift+A opens it on the selected channel, Down moves
    /// through its items, Return chooses one: heard as Orca says a GTK menu (the menu's name and
    /// role, then each item's name), and then the tab chosen.
    @Test func theTabMenuIsHeardAsAMenu() throws {
        let keys = ["ctrl+shift+a", "Down", "Return"]
        let walk = try RealWindow().orcaWalk(keys, arguments: ["--config", Executable.asset("channels.json")])
        #expect(walk.said(0).contains("All tabs menu") && walk.said(0).contains("Recommended"), "\(walk)")
        #expect(walk.said(1).contains("Hot") && !walk.said(1).contains("page tab"), "\(walk)")
        #expect(walk.said(2).contains("Hot page tab"), "\(walk)")
        Self.expectEveryKeyHeard(walk)
    }
}
