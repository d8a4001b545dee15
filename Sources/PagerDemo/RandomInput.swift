import PagerCore
import PagerScene

/// Random input for a scene: presses without releases, the mouse and fingers interleaved, wheel
/// storms, keys mid-animation, tabs added and removed mid-swipe, resizes. What `sliding-tabs
/// soak`, the fuzzer's `input` target and the random-stream test play, each with its own source
/// of randomness (a seed, or the fuzzer's bytes).
package struct RandomInput<Source: RandomNumberGenerator> {
    /// One thing to do to the scene.
    package enum Step: Equatable {
        case input(InputEvent)
        /// A tab added (Ctrl+T, +), or the last one removed (−).
        case addTab
        case removeTab
        /// Time passes.
        case wait
    }

    /// Where the randomness comes from.
    package var source: Source
    /// The sizes a resize picks from.
    private let sizes: (inout Source) -> Size
    /// The keys pressed.
    private static var keys: [Key] { [.left, .right, .up, .down, .pageUp, .pageDown, .home, .end, .digit(2), .digit(7), .backspace, .tab, .enter] }

    /// Input drawn from `source`, resizing to what `sizes` picks.
    package init(source: Source, sizes: @escaping (inout Source) -> Size) {
        self.source = source
        self.sizes = sizes
    }

    /// The next thing to do to a scene of `viewSize`: a pointer somewhere in it (or just outside).
    package mutating func next(in viewSize: Size) -> Step {
        let point = Point(
            x: .random(in: -20...viewSize.width + 20, using: &source), y: .random(in: -20...viewSize.height + 20, using: &source))
        let kind: PointerKind = Bool.random(using: &source) ? .mouse : .touch
        let finger = Int.random(in: 0...2, using: &source)
        switch Int.random(in: 0..<100, using: &source) {
        case 0..<15: return .input(.pointerDown(point, kind, id: kind == .touch ? finger : 0))
        case 15..<50: return .input(.pointerMove(point, kind, id: kind == .touch ? finger : 0))
        case 50..<65: return .input(.pointerUp(point, kind, id: kind == .touch ? finger : 0))
        case 65..<72:
            return .input(
                .wheel(
                    dx: .random(in: -3...3, using: &source), dy: .random(in: -3...3, using: &source), at: point, shift: Bool.random(using: &source)))
        case 72..<74: return .input(.magnify(.random(in: 0.5...2, using: &source), at: point))
        case 74..<86: return .input(.key(KeyPress(Self.keys.randomElement(using: &source) ?? .left)))
        case 86..<89: return .addTab
        case 89..<92: return .removeTab
        case 92..<94: return .input(.resize(sizes(&source)))
        case 94..<95: return .input(.pointerCancel)
        default: return .wait
        }
    }
}

/// A source of randomness that reads its numbers from bytes (a fuzzer's input), eight a number,
/// then goes on as a generator seeded with their count: the same bytes play the same input, and
/// it never runs dry (the standard library's bounded numbers reject some draws and draw again).
package struct ByteSource: RandomNumberGenerator {
    private let bytes: [UInt8]
    private var offset = 0
    private var after: SeededGenerator

    /// Numbers read from `bytes`.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        after = SeededGenerator(seed: UInt64(bytes.count))
    }

    /// Whether every byte has been read.
    package var isSpent: Bool { offset >= bytes.count }

    package mutating func next() -> UInt64 {
        guard !isSpent else { return after.next() }
        var value: UInt64 = 0
        for _ in 0..<8 {
            value = value << 8 | UInt64(offset < bytes.count ? bytes[offset] : 0)
            offset += 1
        }
        return value
    }
}
