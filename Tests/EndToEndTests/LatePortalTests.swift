import EndToEndSupport
import Foundation
import PagerAccessibility
import Testing

/// The desktop's settings read from a stand-in Settings portal on a private bus, headless (no
/// window): what the desktop tests watch in a window, checked in every run. A portal that answers
/// after the first frame's budget is still followed when it answers, and a change after that is
/// followed too.
@Suite("The desktop's settings, headless", .enabled(if: StandInDesktop.toolsInstalled))
struct LatePortalTests {
    /// Counts the calls the settings make when they change.
    final class Changes: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func happened() { lock.withLock { count += 1 } }
        var seen: Int { lock.withLock { count } }
    }

    /// Waits (up to 20 s) until `condition` holds.
    static func wait(until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(20)
        while !condition() && Date() < deadline { usleep(10_000) }
        return condition()
    }

    @Test func aLateAnswerIsTakenWhenItComesAndAChangeAfterIt() throws {
        let desktop = try StandInDesktop([("org.freedesktop.appearance", "color-scheme", "u", "1")], answersAfter: 2)
        let changes = Changes()
        let settings = try #require(DesktopSettings.begin(onBusAt: desktop.address) { changes.happened() })
        defer { settings.stop() }
        settings.waitForAnswers()  // the budget passes before the answer comes
        #expect(!settings.preferences.prefersDark, "the first frame shows what was assumed")
        #expect(Self.wait { settings.preferences.prefersDark }, "the late answer was not taken")
        #expect(changes.seen >= 1, "the host was not told")
        try desktop.set("org.freedesktop.appearance", "color-scheme", "u", "0")
        #expect(Self.wait { !settings.preferences.prefersDark }, "the change after it was not followed")
    }
}
