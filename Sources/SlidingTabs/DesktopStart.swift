import CSDL2
import PagerAccessibility
import PagerConfig
import SlidingTabsKit

/// The desktop's settings for a window's run, asked for as the program starts, so the portal
/// answers while SDL and the window start: the first frame waits for them at most
/// `DesktopSettings.answerBudget` from then, and shows the settings the config's last window
/// saw for those that have not come yet. They are followed while the window is open: their
/// thread posts `changedEvent`.
final class DesktopStart {
    /// What the config's state file keeps: the window's size and the desktop's settings last seen.
    let remembered: StateFileFormat.Contents?
    let settings: DesktopSettings?
    let changedEvent: UInt32

    init(config: AppConfig) {
        remembered = StateStore(name: config.stateName).peek()
        let event = SDL_RegisterEvents(1)
        changedEvent = event
        settings =
            event == UInt32.max
            ? nil
            : DesktopSettings.begin(assuming: remembered?.desktop ?? DesktopPreferences()) {
                var changed = SDL_Event()
                changed.type = event
                SDL_PushEvent(&changed)
            }
    }

    /// The settings for the first frame, once answered or no longer waited for.
    func preferencesForTheFirstFrame() -> DesktopPreferences {
        settings?.waitForAnswers()
        return settings?.preferences ?? DesktopPreferences()
    }

    deinit { settings?.stop() }
}
