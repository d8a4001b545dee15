import CSDL2
import PagerCore
import PagerScene

/// Turns a host's SDL events into input for a pager drawn in a rectangle of its window.
///
/// Give it every event (in window coordinates, as SDL delivers them); it returns the scene input
/// for those that concern the pager, in the pager's own coordinates (origin at the rectangle's
/// top left), and nil for the rest, which are the host's:
/// - a press inside the rectangle starts a gesture, and every move and the release of that
///   gesture are the pager's even when the pointer leaves the rectangle (a drag is never cut);
/// - moves over the rectangle, and wheel turns with the pointer in it, are the pager's;
/// - touch (finger) events are placed by the window size given to `translate(_:windowSize:)`;
///   a finger landing on the pager while another is down joins its gesture;
/// - a gesture never wedges: the mouse's press ends a touch gesture whose lift never came, and
///   so do the window losing the focus and a finger of another touch device (whose first event
///   becomes `InputEvent.pointerCancel`);
/// - the middle button is a middle click, `InputEvent.middleClick`, on its release over the
///   rectangle (it closes a tab that can be closed, as in a browser); it starts no gesture;
/// - key presses are the pager's while `receivesKeys` is set (the host decides where keys go).
/// Window events (resize, close, quit) are left to the host, which lays the pager out anew.
public struct PagerEventAdapter: Sendable {
    /// Where the pager is drawn, in window points.
    public var frame: Rect
    /// Whether key presses go to the pager.
    public var receivesKeys = true
    /// The kind of pointer whose gesture the pager holds, if any.
    public private(set) var capturedPointer: PointerKind?
    /// The pointers of that gesture still down (several fingers of one touch gesture).
    private var capturedIDs = Set<Int>()
    /// Whether the mouse is over the pager (so leaving it is passed on once).
    private var isHovered = false
    /// The touch device whose fingers the captured gesture has.
    private var touchDevice: SDL_TouchID?

    /// An adapter for a pager drawn at `frame` (window points).
    public init(frame: Rect) { self.frame = frame }

    /// The pager's input for `event` in a window of `windowSize` points, or nil when the event
    /// is not the pager's.
    public mutating func translate(_ event: SDL_Event, windowSize: Size) -> InputEvent? {
        guard case .input(let input)? = EventTranslator.translate(event, windowSize: windowSize) else { return nil }
        return route(input, from: event)
    }

    /// `input`, translated already from `event`: a finger's device is `event`'s.
    package mutating func route(_ input: InputEvent, from event: SDL_Event) -> InputEvent? {
        switch input {
        case .pointerDown(_, .touch, _), .pointerMove(_, .touch, _), .pointerUp(_, .touch, _):
            if capturedPointer == nil, case .pointerDown = input { touchDevice = event.tfinger.touchId }
            // Another device's fingers: the gesture's are gone.
            if capturedPointer == .touch, let device = touchDevice, device != event.tfinger.touchId { return route(.pointerCancel) }
        default:
            break
        }
        return route(input)
    }

    /// The same for input already translated to window coordinates.
    public mutating func route(_ input: InputEvent) -> InputEvent? {
        switch input {
        case .pointerDown(let point, let kind, let id):
            // A press in the pager starts its gesture; another finger there joins it; the mouse
            // takes over from fingers (the scene ends their gesture).
            guard frame.contains(point), capturedPointer != .mouse || kind == .mouse else { return nil }
            if capturedPointer != kind { capturedIDs.removeAll() }
            capturedPointer = kind
            capturedIDs.insert(id)
            return .pointerDown(local(point), kind, id: id)
        case .pointerMove(let point, let kind, let id):
            if capturedPointer == nil && !frame.contains(point) {
                // The mouse moving off the pager leaves it, once.
                defer { isHovered = false }
                return kind == .mouse && isHovered ? .pointerLeave : nil
            }
            guard capturedPointer == nil || (capturedPointer == kind && capturedIDs.contains(id)) else { return nil }
            if kind == .mouse { isHovered = true }
            return .pointerMove(local(point), kind, id: id)
        case .pointerCancel:
            capturedPointer = nil
            capturedIDs.removeAll()
            return input
        case .pointerLeave:
            defer { isHovered = false }
            return isHovered ? .pointerLeave : nil
        case .pointerUp(let point, let kind, let id):
            guard capturedPointer == kind, capturedIDs.remove(id) != nil else { return nil }
            if capturedIDs.isEmpty { capturedPointer = nil }
            isHovered = kind == .mouse && frame.contains(point)
            return .pointerUp(local(point), kind, id: id)
        case .magnify(let factor, let point):
            guard frame.contains(point) else { return nil }
            return .magnify(factor, at: local(point))
        case .middleClick(let point):
            guard frame.contains(point), capturedPointer == nil else { return nil }
            return .middleClick(local(point))
        case .wheel(let dx, let dy, let point, let shift):
            guard frame.contains(point) else { return nil }
            return .wheel(dx: dx, dy: dy, at: local(point), shift: shift)
        case .key:
            return receivesKeys ? input : nil
        case .resize:
            return nil
        }
    }

    private func local(_ point: Point) -> Point { Point(x: point.x - frame.minX, y: point.y - frame.minY) }
}
