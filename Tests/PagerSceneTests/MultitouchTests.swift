import PagerCore
import PagerScene
import PagerTestSupport
import Testing

/// Several fingers on a touch screen, as phone pagers take them (physics.md, rule 10): the pages
/// never jump when a finger lands or lifts, and the release is one finger's.
@Suite("Several fingers")
struct MultitouchTests {
    static var content: SceneContent {
        SceneContent(
            tabs: (1...5).map { TabContent(title: "Page \($0)", page: .colorBlock(Color(UInt8($0 * 40), 0, 0), Size(width: 1, height: 1))) })
    }

    static func driver(_ strategy: MultitouchStrategy) -> SceneDriver {
        var theme = Theme()
        theme.multitouch = strategy
        return SceneDriver(content: content, theme: theme)
    }

    /// One frame later, sends `events` (all at the new time).
    static func frame(_ driver: inout SceneDriver, _ events: [InputEvent]) {
        driver.wait(SceneDriver.frame)
        for event in events { driver.send(event) }
    }

    enum Phase { case down, move, up }

    /// Finger `finger` going down, moving or lifting at `x` (300 points down).
    static func touch(_ phase: Phase, _ x: Double, finger: Int) -> InputEvent {
        let point = Point(x: x, y: 300)
        switch phase {
        case .down: return .pointerDown(point, .touch, id: finger)
        case .move: return .pointerMove(point, .touch, id: finger)
        case .up: return .pointerUp(point, .touch, id: finger)
        }
    }

    /// Finger 1 dragging left from 600 to 520, then finger 2 landing at 300; the offset then.
    static func secondFingerLanded(_ strategy: MultitouchStrategy) -> (driver: SceneDriver, landed: Double) {
        var driver = Self.driver(strategy)
        driver.send(Self.touch(.down, 600, finger: 1))
        for x in stride(from: 590.0, through: 520, by: -10) { Self.frame(&driver, [Self.touch(.move, x, finger: 1)]) }
        Self.frame(&driver, [Self.touch(.down, 300, finger: 2)])
        return (driver, driver.scene.pageOffset)
    }

    /// A second finger lands mid-swipe: no frame moves the pages further than a finger moved in
    /// it, and the landing frame moves them not at all.
    @Test(arguments: MultitouchStrategy.allCases)
    func aSecondFingerLandingMidSwipeDoesNotMakeThePagesJump(_ strategy: MultitouchStrategy) {
        var driver = Self.driver(strategy)
        driver.send(Self.touch(.down, 600, finger: 1))
        var first = 600.0
        for _ in 0..<8 {
            first -= 10
            Self.frame(&driver, [Self.touch(.move, first, finger: 1)])
        }
        #expect(driver.scene.scrollState == .dragging)
        let before = driver.scene.pageOffset
        Self.frame(&driver, [Self.touch(.down, 200, finger: 2)])
        #expect(driver.scene.pageOffset == before, "the landing finger moved the pages")
        var second = 200.0
        for _ in 0..<8 {
            let offset = driver.scene.pageOffset
            first -= 10
            second -= 10
            Self.frame(&driver, [Self.touch(.move, first, finger: 1), Self.touch(.move, second, finger: 2)])
            #expect(abs(driver.scene.pageOffset - offset - 10) < 0.001, "both fingers moved 10: the pages moved \(driver.scene.pageOffset - offset)")
        }
    }

    /// Android's rule: the newest finger drives; when it lifts, the one left takes over from
    /// where it is, without a jump, and moving the other alone moved nothing.
    @Test func theNewestFingerDrivesAndTheDragGoesOnWhenItLifts() {
        var (driver, landed) = Self.secondFingerLanded(.latest)
        // Finger 1 alone moving does nothing now; finger 2 drives.
        Self.frame(&driver, [Self.touch(.move, 400, finger: 1)])
        #expect(driver.scene.pageOffset == landed)
        Self.frame(&driver, [Self.touch(.move, 280, finger: 2)])
        #expect(abs(driver.scene.pageOffset - landed - 20) < 0.001)
        // Finger 2 lifts: finger 1 drives again, from where it is.
        let lifted = driver.scene.pageOffset
        Self.frame(&driver, [Self.touch(.up, 280, finger: 2)])
        #expect(driver.scene.pageOffset == lifted && driver.scene.scrollState == .dragging)
        Self.frame(&driver, [Self.touch(.move, 370, finger: 1)])
        #expect(abs(driver.scene.pageOffset - lifted - 30) < 0.001)
    }

    /// iOS's rule: fingers moving together move the pages once; fingers pinching apart cancel out.
    @Test func theAverageRuleTakesTheLargestTravelEachWay() {
        var (driver, landed) = Self.secondFingerLanded(.average)
        Self.frame(&driver, [Self.touch(.move, 510, finger: 1), Self.touch(.move, 310, finger: 2)])
        #expect(driver.scene.pageOffset == landed, "opposite travels cancel out")
        Self.frame(&driver, [Self.touch(.move, 490, finger: 1), Self.touch(.move, 295, finger: 2)])
        #expect(abs(driver.scene.pageOffset - landed - 20) < 0.001, "the largest leftward travel, 20, and no rightward one")
    }

    /// A flick made with two fingers, the second taking over, ends on the page a one-finger
    /// flick along the same path ends on, at the same offsets frame by frame.
    @Test(arguments: MultitouchStrategy.allCases)
    func theReleaseIsOneFingers(_ strategy: MultitouchStrategy) {
        // One finger: from 700 left by 10 a frame for 6 frames, then 40 a frame for 3.
        var one = Self.driver(strategy)
        one.send(Self.touch(.down, 700, finger: 1))
        var path: [Double] = []
        var x = 700.0
        for step in 0..<9 {
            x -= step < 6 ? 10 : 40
            path.append(x)
        }
        var offsets: [Double] = []
        for x in path {
            Self.frame(&one, [Self.touch(.move, x, finger: 1)])
            offsets.append(one.scene.pageOffset)
        }
        Self.frame(&one, [Self.touch(.up, path[8], finger: 1)])
        one.wait(1)
        // Two fingers: the second lands after six frames, 300 points left of the first, and
        // drives the rest (the first stays still, then lifts before the release).
        var two = Self.driver(strategy)
        two.send(Self.touch(.down, 700, finger: 1))
        var twoOffsets: [Double] = []
        for (index, x) in path.enumerated() {
            if index < 6 {
                Self.frame(&two, [Self.touch(.move, x, finger: 1)])
            } else {
                if index == 6 { two.send(Self.touch(.down, path[5] - 300, finger: 2)) }
                Self.frame(&two, [Self.touch(.move, x - 300, finger: 2)])
            }
            twoOffsets.append(two.scene.pageOffset)
        }
        two.send(Self.touch(.up, path[5], finger: 1))
        Self.frame(&two, [Self.touch(.up, path[8] - 300, finger: 2)])
        two.wait(1)
        #expect(twoOffsets == offsets)
        #expect(two.scene.selectedTab == one.scene.selectedTab && one.scene.selectedTab == 1, "a flick turns one page")
        #expect(two.scene.pageOffset == one.scene.pageOffset)
    }

    /// Random streams of up to three fingers landing, moving and lifting: while the pages are
    /// dragged no frame moves them further than the farthest a finger moved in it, and once the
    /// last finger lifts they come to rest on a whole page, the selected one.
    @Test(arguments: MultitouchStrategy.allCases)
    func randomFingersKeepEveryRule(_ strategy: MultitouchStrategy) {
        var random = SeededGenerator(seed: strategy == .latest ? 11 : 12)
        for _ in 0..<40 {
            var driver = Self.driver(strategy)
            var down: [Int: Point] = [:]
            for _ in 0..<120 {
                let before = driver.scene.pageOffset, wasDragging = driver.scene.scrollState == .dragging
                var events: [InputEvent] = []
                var travel = 0.0
                for finger in 1...3 {
                    let roll = Double.random(in: 0..<1, using: &random)
                    if let point = down[finger] {
                        if roll < 0.08 {
                            events.append(.pointerUp(point, .touch, id: finger))
                            down[finger] = nil
                        } else if roll < 0.9 {
                            let moved = Point(
                                x: point.x + Double.random(in: -40...40, using: &random), y: point.y + Double.random(in: -8...8, using: &random))
                            travel = max(travel, abs(moved.x - point.x))
                            events.append(.pointerMove(moved, .touch, id: finger))
                            down[finger] = moved
                        }
                    } else if roll < 0.1 {
                        let point = Point(x: Double.random(in: 50...750, using: &random), y: Double.random(in: 100...550, using: &random))
                        events.append(.pointerDown(point, .touch, id: finger))
                        down[finger] = point
                    }
                }
                Self.frame(&driver, events)
                if wasDragging && driver.scene.scrollState == .dragging {
                    #expect(
                        abs(driver.scene.pageOffset - before) <= travel + 0.001,
                        "a frame moved the pages \(driver.scene.pageOffset - before), the fingers \(travel)")
                }
            }
            for (finger, point) in down { driver.send(.pointerUp(point, .touch, id: finger)) }
            driver.wait(3)
            let page = driver.scene.pageOffset / 800
            #expect(page == page.rounded() && Int(page) == driver.scene.selectedTab, "at rest at \(driver.scene.pageOffset)")
        }
    }
}
