@testable import PagerCore

/// Drives a `Pager` the way a pointer does, one 60 Hz frame at a time.
struct PagerDriver {
    static let frame = 1.0 / 60
    var pager: Pager
    var time = 0.0

    init(pages: Int = 5, width: Double = 800, page: Int = 0, bounces: Bool = false) {
        pager = Pager(pageCount: pages, pageWidth: width, page: page, bounces: bounces)
    }

    /// Presses at `from`, moves linearly to `to` over `duration`, waits `pause`, then releases.
    mutating func drag(from: Double, to: Double, duration: Double, pause: Double = 0) {
        press(at: from)
        move(from: from, to: to, duration: duration)
        time += pause
        pager.release(pointerX: to, time: time)
    }

    mutating func press(at x: Double) {
        _ = pager.press()
        pager.beginDrag(pointerX: x, time: time)
    }

    /// Moves the pressed pointer one frame at a time.
    mutating func move(from: Double, to: Double, duration: Double) {
        let frames = max(1, Int((duration / Self.frame).rounded()))
        for step in 1...frames {
            time += Self.frame
            pager.advance(to: time)
            pager.drag(to: from + (to - from) * Double(step) / Double(frames), time: time)
        }
    }

    /// Advances frames until the pager rests; returns the offsets it passed through.
    @discardableResult
    mutating func runUntilRest(limit: Double = 3) -> [Double] {
        var offsets: [Double] = []
        let end = time + limit
        while pager.isSettling && time < end {
            time += Self.frame
            pager.advance(to: time)
            offsets.append(pager.offset)
        }
        return offsets
    }
}
