import FoundationEssentials
import PagerConfig
import PagerCore
import PagerSDL
import PagerScene

#if canImport(Glibc)
    import Glibc
#endif

/// Writes live input as a script that `--script` replays: each event on its own line, with
/// the exact time since the previous one as a `wait`. Lines go straight to the file, so a
/// crash or a kill keeps everything recorded up to that moment.
package final class ScriptRecorder {
    /// The file, written with write(2) directly: each line reaches the kernel at once, and
    /// every failure (a full disk) is seen.
    private let descriptor: Int32
    package let path: String
    private var lastClock: Int64?
    /// The bytes of the whole lines written so far: a line cut short (a full disk) is taken back,
    /// so a recording always ends at a line's end.
    private var length: off_t = 0
    /// Why recording stopped (a write failed, say on a full disk); nil while it goes on.
    package private(set) var failure: String?
    /// The fingers down, by the number the recording gives each (the lowest free from 1), so
    /// a replay's fingers are the recorded ones whatever ids the touch screen used.
    private var fingers: [Int: Int] = [:]

    /// Creates `path` anew (a regular file there is replaced: `replacesFile` says so) and writes
    /// a header naming how to replay it. A link or a special file at `path` is refused, never
    /// written through or waited on (a FIFO); the file is created exclusively, so one that
    /// appears meanwhile is refused too.
    /// - Throws: `AppError.failure` when the file cannot be created.
    /// `values` are the switch and option values the session begins with (every one of the
    /// config's, defaults included): they are written as `set` lines, so a replay starts from
    /// them, not from whatever is saved by then.
    package convenience init(path: String, size: Size, configPath: String?, values: TableValues = TableValues()) throws {
        if let problem = SafeDestination.problem(with: path) { throw AppError.failure("cannot record to \(problem)") }
        let replaces = unlink(path) == 0
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw AppError.failure("cannot record to \(quoted(file: path)): \(String(cString: strerror(errno)))")
        }
        self.init(descriptor: descriptor, path: path, size: size, configPath: configPath, values: values)
        replacesFile = replaces
    }

    /// Whether a file was at the path and the recording replaced it.
    package private(set) var replacesFile = false

    /// Records into `descriptor`, open for writing (and closed with the recorder), named `path`.
    package init(descriptor: Int32, path: String, size: Size, configPath: String?, values: TableValues = TableValues()) {
        self.descriptor = descriptor
        self.path = path
        let replay = (configPath.map { "--config \(ScriptWords.quote($0)) " } ?? "") + "--script \(ScriptWords.quote(path))"
        write("# Recorded by sliding-tabs. Replay with: sliding-tabs \(replay)")
        write("size \(Self.number(size.width))x\(Self.number(size.height))")
        for (id, on) in values.switches.sorted(by: { $0.key < $1.key }) {
            write("set switch \(ScriptWords.quote(id)) \(on ? "on" : "off")")
        }
        for (group, id) in values.options.sorted(by: { $0.key < $1.key }) {
            write("set option \(ScriptWords.quote(group)) \(ScriptWords.quote(id))")
        }
    }

    deinit { close(descriptor) }

    /// Records `event`, which happened at `clock` microseconds.
    package func record(_ event: InputEvent, at clock: Int64) {
        // A finger not down (its press came before a cancel) moves nothing: a replay would refuse it.
        guard failure == nil, let finger = finger(for: event) else { return }
        if let lastClock, clock > lastClock {
            write("wait \(Self.milliseconds(clock - lastClock))ms")
        }
        lastClock = clock
        write(Self.line(for: event, finger: finger))
    }

    /// The number a recording writes for `event`'s finger (1 for anything else); nil for a
    /// finger that is not down.
    private func finger(for event: InputEvent) -> Int? {
        switch event {
        case .pointerDown(_, .touch, let id):
            let number = fingers[id] ?? (1...).first { number in !fingers.values.contains(number) } ?? 1
            fingers[id] = number
            return number
        case .pointerMove(_, .touch, let id): return fingers[id]
        case .pointerUp(_, .touch, let id): return fingers.removeValue(forKey: id)
        case .pointerCancel:
            fingers.removeAll()
            return 1
        default: return 1
        }
    }

    /// Writes one line; on the first failure recording stops and `failure` says why.
    private func write(_ line: String) {
        guard failure == nil else { return }
        let bytes = Array((line + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else {
                failure = "recording to \(quoted(file: path)) stopped: \(String(cString: strerror(result < 0 ? errno : ENOSPC)))"
                if written > 0 { _ = ftruncate(descriptor, length) }
                return
            }
            written += result
        }
        length += off_t(bytes.count)
    }

    /// The script line for `event`, a finger's numbered `finger` (written when not 1).
    package static func line(for event: InputEvent, finger: Int = 1) -> String {
        func point(_ p: Point) -> String { "\(number(p.x)),\(number(p.y))" }
        let named = finger == 1 ? "" : " finger \(finger)"
        switch event {
        case .pointerDown(let p, .mouse, _): return "press \(point(p))"
        case .pointerMove(let p, .mouse, _): return "move \(point(p))"
        case .pointerUp(let p, .mouse, _): return "release \(point(p))"
        case .pointerDown(let p, .touch, _): return "touch-press \(point(p))" + named
        case .pointerMove(let p, .touch, _): return "touch-move \(point(p))" + named
        case .pointerUp(let p, .touch, _): return "touch-release \(point(p))" + named
        case .magnify(let factor, let at): return "magnify \(factor) at \(point(at))"
        case .wheel(let dx, let dy, let at, let shift):
            return "wheel \(number(dx)),\(number(dy)) at \(point(at))" + (shift ? " shift" : "")
        case .key(let press):
            return "key " + (press.ctrl ? "ctrl+" : "") + (press.shift ? "shift+" : "") + (press.alt ? "alt+" : "")
                + KeyTable.name(of: press.key)
        case .pointerLeave: return "leave"
        case .middleClick(let p): return "middle-click \(point(p))"
        case .pointerCancel: return "cancel"
        case .resize(let size): return "size \(number(size.width))x\(number(size.height))"
        }
    }

    /// A number as it round-trips: whole numbers without a fraction.
    package static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// Microseconds as milliseconds with three decimals (exact).
    package static func milliseconds(_ microseconds: Int64) -> String {
        let fraction = String(microseconds % 1000)
        return "\(microseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
