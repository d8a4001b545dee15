import PagerConfig
import PagerScene

/// The built-in tour: what `make run` renders headless when there is no display, and what
/// `make screenshots` writes. Each screenshot shows one thing the program does. A config of the
/// user's gets a tour made for its tabs (`steps(forTabs:)`).
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

    /// One step of a config's tour: what it does (script lines), the screenshot it is for, and
    /// whether it happened, told the page the pager was on before it and the scene after.
    package struct Step {
        package let name: String
        package let script: String
        package let happened: (_ pageBefore: Int, _ scene: Scene) -> Bool
    }

    /// The tour of a config of `tabs` tabs (the built-in tour is the demo's, whose tabs it
    /// names): its first page, then with two tabs or more halfway through a swipe to the second
    /// and after a flick, then with three or more the last page (End). It expects nothing of the
    /// config: a step the config does not let happen (swiping off, a tab disabled, a page that
    /// swipes inside itself) takes no screenshot, so none shows what did not happen. Right to
    /// left, the swipes go the other way, towards the second page.
    package static func steps(forTabs tabs: Int, rightToLeft: Bool = false) -> [Step] {
        var steps = [Step(name: "tour-1-first-page", script: "size 800x600") { _, _ in true }]
        if tabs >= 2 {
            // The x of a point along the swipe, from the side the next page comes in at.
            func x(_ fromRight: Int) -> Int { rightToLeft ? 800 - fromRight : fromRight }
            let swipe = "press \(x(600)),300\nwait 17ms\nmove \(x(400)),300\nwait 17ms\nmove \(x(202)),300"
            let flick = "wait 100ms\nrelease \(x(202)),300\nwait 600ms\ndrag \(x(600)),300 -> \(x(400)),300 in 100ms\nwait 600ms"
            steps += [
                Step(name: "tour-2-mid-swipe", script: swipe) { before, scene in abs(scene.pagePosition - Double(before)) > 0.1 },
                Step(name: "tour-3-after-a-flick", script: flick) { _, scene in
                    scene.selectedTab != 0 && scene.pagePosition == Double(scene.selectedTab)
                },
            ]
        }
        if tabs >= 3 {
            steps.append(Step(name: "tour-4-last-page", script: "key End\nwait 400ms") { before, scene in scene.selectedTab != before })
        }
        return steps
    }

    /// Removes the tour's screenshots of an earlier run from `directory` (`tour-N-....png`), so
    /// what is there afterwards is this run's alone.
    package static func clearEarlierScreenshots(in directory: String) {
        FileSystem.removeRegularFiles(in: directory) { name in
            let parts = name.split(separator: "-", maxSplits: 2)
            return parts.count == 3 && parts[0] == "tour" && Int(parts[1]) != nil && name.hasSuffix(".png")
        }
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

extension Session {
    /// Plays the tour `steps`, a screenshot into `directory` after each that happened.
    /// - Returns: the screenshots written, in order.
    package func playTour(_ steps: [Tour.Step], into directory: String) throws -> [String] {
        var written: [String] = []
        for step in steps {
            let before = scene.selectedTab
            try play(Script(parsing: step.script + "\n", name: "the tour"), present: false)
            guard step.happened(before, scene) else { continue }
            let path = "\(directory)/\(step.name).png"
            waitForImages()
            try saveScreenshot(to: path)
            written.append(path)
        }
        return written
    }
}
