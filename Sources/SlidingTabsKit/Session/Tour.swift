/// The built-in tour: what `make run` renders headless when there is no display, and what
/// `make screenshots` writes. Each screenshot shows one thing the program does.
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

    /// The paths the tour writes, in order.
    package static var screenshotPaths: [String] {
        text.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingWhitespace
            return trimmed.hasPrefix("screenshot ") ? String(trimmed.dropFirst("screenshot ".count)) : nil
        }
    }
}
