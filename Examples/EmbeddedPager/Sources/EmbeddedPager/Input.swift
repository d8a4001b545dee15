// Input the command line gives (--drag, --click, --wait), pushed as SDL events one frame at a
// time, as a user's mouse would deliver them.
import PagerSDL

/// One frame's input: events to push before the frame is drawn.
typealias Frame = [SDL_Event]

/// The inputs the command line asks for, in the order given, each as its frames: a drag is a
/// press, a move each frame for 300 ms at 60 frames a second, and a release where it ends; a
/// click is a press and a release.
func scriptedInputs(_ arguments: [String]) throws -> [[Frame]] {
    var inputs: [[Frame]] = []
    var index = 0
    while index < arguments.count {
        let flag = arguments[index]
        guard flag == "--drag" || flag == "--click" else {
            index += 1
            continue
        }
        guard index + 1 < arguments.count else { throw UsageError(message: "\(flag) needs a value") }
        let numbers = arguments[index + 1].split(separator: ",", omittingEmptySubsequences: false).map { Int32($0) }
        if flag == "--drag" {
            guard numbers.count == 4, let x1 = numbers[0], let y1 = numbers[1], let x2 = numbers[2], let y2 = numbers[3] else {
                throw UsageError(message: "--drag takes X1,Y1,X2,Y2 (whole numbers), got '\(arguments[index + 1])'")
            }
            let steps: Int32 = 18  // 300 ms at 60 frames a second
            var frames = [[mouseEvent(SDL_MOUSEBUTTONDOWN, x: x1, y: y1)]]
            for step in 1...steps {
                var frame = [mouseEvent(SDL_MOUSEMOTION, x: x1 + (x2 - x1) * step / steps, y: y1 + (y2 - y1) * step / steps)]
                if step == steps { frame.append(mouseEvent(SDL_MOUSEBUTTONUP, x: x2, y: y2)) }
                frames.append(frame)
            }
            inputs.append(frames)
        } else {
            guard numbers.count == 2, let x = numbers[0], let y = numbers[1] else {
                throw UsageError(message: "--click takes X,Y (whole numbers), got '\(arguments[index + 1])'")
            }
            inputs.append([[mouseEvent(SDL_MOUSEBUTTONDOWN, x: x, y: y), mouseEvent(SDL_MOUSEBUTTONUP, x: x, y: y)]])
        }
        index += 2
    }
    return inputs
}

/// Plays inputs frame by frame, each once what the one before set moving has come to rest (at
/// most a second later, as a person would wait), then lets `wait` frames pass.
struct InputPlayer {
    private var inputs: [[Frame]]
    private var frame = 0
    private var restFrames = 0
    private var waitFrames: Int

    init(_ inputs: [[Frame]], waitFrames: Int) {
        self.inputs = inputs
        self.waitFrames = waitFrames
    }

    /// The events for the next frame, and whether everything was played and waited for.
    mutating func next(atRest: Bool) -> (events: Frame, done: Bool) {
        guard let current = inputs.first else {
            waitFrames -= 1
            return ([], waitFrames < 0)
        }
        if frame == 0 && restFrames > 0 && !atRest && restFrames < 60 {
            restFrames += 1
            return ([], false)
        }
        let events = current[frame]
        frame += 1
        if frame == current.count {
            inputs.removeFirst()
            frame = 0
            restFrames = 1
        }
        return (events, false)
    }
}

/// A mouse event as SDL delivers one for the left button.
func mouseEvent(_ type: SDL_EventType, x: Int32, y: Int32) -> SDL_Event {
    var event = SDL_Event()
    if type == SDL_MOUSEMOTION {
        event.motion = SDL_MouseMotionEvent(
            type: type.rawValue, timestamp: SDL_GetTicks(), windowID: 0, which: 0, state: 1 /* the left button held */, x: x, y: y,
            xrel: 0, yrel: 0)
    } else {
        event.button = SDL_MouseButtonEvent(
            type: type.rawValue, timestamp: SDL_GetTicks(), windowID: 0, which: 0, button: UInt8(SDL_BUTTON_LEFT),
            state: UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED), clicks: 1, padding1: 0, x: x, y: y)
    }
    return event
}

/// A command line the program cannot use.
struct UsageError: Error {
    var message: String
}
