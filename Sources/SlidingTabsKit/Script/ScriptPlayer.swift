import PagerConfig
import PagerCore
import PagerScene

extension Session {
    /// What a script's tab number past the last is told: "there are only 6 tabs", "there is only 1 tab".
    static func onlyTabs(_ count: Int) -> String { count == 1 ? "there is only 1 tab" : "there are only \(count) tabs" }

    /// Plays `script` at the fixed frame step. With `present`, every frame is shown
    /// (in a window); otherwise frames are drawn only for screenshots.
    /// - Throws: `AppError` for a failed `expect` (exit 3), a bad `tab` number (exit 2)
    ///   or a screenshot that cannot be written (exit 1).
    package func play(_ script: Script, present: Bool) throws {
        for (index, line) in script.lines.enumerated() {
            let location = "\(script.name):\(line.number)"
            try StopSignals.check()
            try run(line.command, at: location, present: present)
            if present { self.present() }
            if quitRequested {
                let skipped = script.lines.count - index - 1
                if skipped > 0 {
                    printError(
                        "sliding-tabs: warning: \(location): the script quit here (Escape or Ctrl+Q); "
                            + "the \(skipped) line\(skipped == 1 ? "" : "s") after it did not run")
                }
                return
            }
        }
    }

    private func run(_ command: ScriptCommand, at location: String, present: Bool) throws {
        switch command {
        case .size(let size): try resize(to: size)
        case .press(let point): send(.pointerDown(point, .mouse))
        case .move(let point): send(.pointerMove(point, .mouse))
        case .leave: send(.pointerLeave)
        case .cancel: send(.pointerCancel)
        case .release(let point): send(.pointerUp(point, .mouse))
        case .click(let point):
            send(.pointerDown(point, .mouse))
            send(.pointerUp(point, .mouse))
        case .tab(let index):
            guard let centre = scene.tabCenter(index) else {
                throw AppError.usage("\(location): tab \(index + 1): \(Self.onlyTabs(scene.content.tabs.count))")
            }
            send(.pointerDown(centre, .mouse))
            send(.pointerUp(centre, .mouse))
        case .drag(let from, let to, let milliseconds, let kind):
            let frames = max(1, Int((milliseconds * 1000 / Double(Session.frameMicroseconds)).rounded()))
            send(.pointerDown(from, kind))
            for frame in 1...frames {
                step()
                let t = Double(frame) / Double(frames)
                send(.pointerMove(Point(x: lerp(from.x, to.x, t), y: lerp(from.y, to.y, t)), kind))
                if present { self.present() }
            }
            send(.pointerUp(to, kind))
        case .key(let press): send(.key(press))
        case .middleClick(let point): send(.middleClick(point))
        case .longPress(let point):
            send(.pointerDown(point, .touch, id: 1))
            try run(.wait(milliseconds: ScriptCommand.longPressMilliseconds), at: location, present: present)
        case .touchPress(let point, let finger): send(.pointerDown(point, .touch, id: finger))
        case .touchMove(let point, let finger): send(.pointerMove(point, .touch, id: finger))
        case .touchRelease(let point, let finger): send(.pointerUp(point, .touch, id: finger))
        case .doubleClick(let point):
            for _ in 0..<2 {
                send(.pointerDown(point, .mouse))
                send(.pointerUp(point, .mouse))
            }
        case .pinch(let center, let from, let to, let milliseconds):
            /// Fingers 1 and 2, `distance` apart, level either side of the centre.
            func fingers(_ distance: Double) -> (Point, Point) {
                (Point(x: center.x - distance / 2, y: center.y), Point(x: center.x + distance / 2, y: center.y))
            }
            let frames = max(1, Int((milliseconds * 1000 / Double(Session.frameMicroseconds)).rounded()))
            let start = fingers(from)
            send(.pointerDown(start.0, .touch, id: 1))
            send(.pointerDown(start.1, .touch, id: 2))
            for frame in 1...frames {
                step()
                let now = fingers(lerp(from, to, Double(frame) / Double(frames)))
                send(.pointerMove(now.0, .touch, id: 1))
                send(.pointerMove(now.1, .touch, id: 2))
                if present { self.present() }
            }
            let end = fingers(to)
            send(.pointerUp(end.1, .touch, id: 2))
            send(.pointerUp(end.0, .touch, id: 1))
        case .magnify(let factor, let point): send(.magnify(factor, at: point))
        case .wheel(let dx, let dy, let point, let shift): send(.wheel(dx: dx, dy: dy, at: point, shift: shift))
        case .wait(let milliseconds):
            // Whole frames, then the rest, so the clock lands exactly where the script says.
            let end = clock + Int64((milliseconds * 1000).rounded())
            while clock < end && !quitRequested {
                try StopSignals.check()
                advance(to: min(clock + Session.frameMicroseconds, end))
                if present { self.present() }
            }
        case .screenshot(let path):
            if let problem = FileSystem.missingFolder(for: path) { throw AppError.usage("\(location): screenshot \(quoted(file: path)): \(problem)") }
            waitForImages()
            do {
                try saveScreenshot(to: path)
            } catch let error as AppError {
                throw AppError.failure("\(location): \(error.description)")
            }
        case .addTab: change { $0.activate(.add) }
        case .removeTab: change { $0.activate(.remove) }
        case .expectPage(let page):
            try expect(
                scene.selectedTab == page, at: location,
                "expected page \(page + 1), but the pager is on page \(scene.selectedTab + 1)")
        case .expectTabCount(let count):
            try expect(
                scene.content.tabs.count == count, at: location,
                "expected \(count) tabs, but there are \(scene.content.tabs.count)")
        case .expectSwitch(let id, let on):
            let actual = scene.switchValue(id)
            try expect(
                actual == on, at: location,
                "expected switch '\(id)' \(on ? "on" : "off"), but it is "
                    + (actual.map { $0 ? "on" : "off" } ?? "not on any table page"))
        case .expectRows(let count):
            let actual = scene.rowCount(ofTab: scene.selectedTab)
            try expect(
                actual == count, at: location,
                "expected \(count) rows, but " + (actual.map { "the list has \($0)" } ?? "page \(scene.selectedTab + 1) is not a list"))
        case .expectZoom(let zoom):
            let actual = scene.pictureZoom
            try expect(
                actual.map { abs($0 - zoom) <= 0.01 } ?? false, at: location,
                "expected zoom \(zoom), but " + (actual.map { "the picture is at \($0)" } ?? "page \(scene.selectedTab + 1) shows no picture"))
        case .badge(let tab, let badge):
            guard scene.content.tabs.indices.contains(tab) else {
                throw AppError.usage("\(location): badge \(tab + 1): \(Self.onlyTabs(scene.content.tabs.count))")
            }
            change { $0.setBadge(badge, forTab: tab) }
        case .setSwitch(let id, let on):
            scene.setSwitch(id, on: on)
            valuesChanged()
        case .setOption(let group, let id):
            scene.setOption(group, id: id)
            valuesChanged()
        case .expectOption(let group, let id):
            let actual = scene.chosenOption(group)
            try expect(
                actual == id, at: location,
                "expected option '\(id)' chosen in '\(group)', but "
                    + (actual.map { "'\($0)' is" } ?? "no option of that group is on any table page"))
        }
    }

    private func expect(_ holds: Bool, at location: String, _ message: @autoclosure () -> String) throws {
        guard holds else { throw AppError(description: "\(location): \(message())", exitCode: .expectationFailed) }
    }
}
