/// The built-in tour: what `make run` renders headless when there is no display, and what
/// `make screenshots` writes. Each screenshot shows one thing the program does. A config of the
/// user's gets a tour made for its tabs (`text(forTabs:)`).
package enum Tour {
    package static let directory = "screenshots"

    package static let text = """
        # The built-in tour, at 800x600.
        size 800x600
        screenshot screenshots/tour-1-news.png
        # Halfway through a drag from page 1 to page 2; the pause before release makes it a slow
        # release just short of half a page, so the pager returns to page 1.
        press 600,300
        wait 17ms
        move 400,300
        wait 17ms
        move 202,300
        screenshot screenshots/tour-2-mid-swipe.png
        wait 100ms
        release 202,300
        wait 600ms
        expect page 1
        # A flick to page 2, then a drag up that scrolls its list with momentum.
        drag 600,300 -> 400,300 in 100ms
        wait 600ms
        expect page 2
        drag 400,500 -> 400,250 in 150ms
        wait 2500ms
        screenshot screenshots/tour-3-scrolled-list.png
        # A tab click animates to the composed page; its button shows a message.
        tab 5
        wait 400ms
        expect page 5
        click 400,238
        wait 100ms
        screenshot screenshots/tour-4-custom-page.png
        # End goes to the last tab: JFTabView's red 300x300 view.
        key End
        wait 400ms
        expect page 6
        screenshot screenshots/tour-5-red-page.png
        """

    /// The tour of a config of `tabs` tabs (the built-in tour is the demo's, whose tabs it
    /// names): its first page, then with two tabs or more halfway through a swipe to the
    /// second and the second page, then with three or more the last page (End). It expects
    /// nothing of the config (swiping may be off, tabs disabled), so every step happens, and a
    /// screenshot is named for what it shows.
    package static func text(forTabs tabs: Int) -> String {
        var lines = ["# The tour of a config, at 800x600.", "size 800x600", "screenshot \(directory)/tour-1-first-page.png"]
        if tabs >= 2 {
            lines += [
                "press 600,300", "wait 17ms", "move 400,300", "wait 17ms", "move 202,300",
                "screenshot \(directory)/tour-2-mid-swipe.png", "wait 100ms", "release 202,300", "wait 600ms",
                "drag 600,300 -> 400,300 in 100ms", "wait 600ms", "screenshot \(directory)/tour-3-after-a-flick.png",
            ]
        }
        if tabs >= 3 { lines += ["key End", "wait 400ms", "screenshot \(directory)/tour-4-last-page.png"] }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The paths the built-in tour writes, in order.
    package static var screenshotPaths: [String] { screenshotPaths(of: text) }

    /// The paths tour `text` writes, in order.
    package static func screenshotPaths(of text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingWhitespace
            return trimmed.hasPrefix("screenshot ") ? String(trimmed.dropFirst("screenshot ".count)) : nil
        }
    }
}
