import PagerCore
import PagerScene

/// One object of the tree as the bus serves it, with its path, its parent's and its children's.
struct AccessibleObject: Sendable, Equatable {
    /// The element (its children are in `children`, by path).
    var node: AccessibleNode
    var path: String
    /// The parent's path; empty for the application, whose parent is the desktop.
    var parent: String
    /// Its children's paths: all it has (a list's, the rows it tells of; each says its place in
    /// the whole list in its `posinset` and `setsize`).
    var children: [String]
    var indexInParent: Int
    /// Where it is on the screen and in the window, in pixels.
    var screenFrame: Rect
    var windowFrame: Rect
    /// Its AT-SPI2 states: the node's, and enabled and sensitive (unless disabled), visible, and
    /// showing when in the window.
    var states: [AtspiVocabulary.State]
}

/// The tree as the bus serves it: every object by path, the application at the root.
struct AccessibilitySnapshot: Sendable, Equatable {
    private(set) var objects: [String: AccessibleObject] = [:]
    /// The window's frame on the screen, in pixels.
    let window: Rect

    /// The tree under the application `name`: a frame titled `windowTitle` at `window` (screen
    /// pixels) holding `nodes`, whose view units are `scale` pixels each. Each node keeps the
    /// number `numbers` gave its id before; new ones get new numbers, gone ones lose theirs.
    init(application name: String, windowTitle: String, window: Rect, scale: Double, nodes: [AccessibleNode], numbers: inout PathNumbers) {
        self.window = window
        let scale = max(scale, 0.01)
        let frame = AccessibleNode(
            id: PathNumbers.frameID, role: .frame, name: windowTitle,
            frame: Rect(x: 0, y: 0, width: window.width / scale, height: window.height / scale), children: nodes)
        let application = AccessibleNode(id: "application", role: .application, name: name, frame: .none, children: [frame])
        var kept = PathNumbers(next: numbers.next)
        var pending = [(node: application, path: AtspiVocabulary.rootPath, parent: "", index: 0)]
        // Breadth first, without recursion: a host's tree may be deep.
        while let (node, path, parent, index) = pending.popLast() {
            let childPaths = node.children.map { child in "\(AtspiVocabulary.objectPrefix)/\(kept.keep(child.id, from: numbers))" }
            let inWindow = Rect(
                x: node.frame.minX * scale, y: node.frame.minY * scale, width: node.frame.width * scale, height: node.frame.height * scale)
            var states: [AtspiVocabulary.State] = []
            if node.role != .application {
                states = AtspiVocabulary.states(node.states) + (node.states.contains(.disabled) ? [.visible] : [.enabled, .sensitive, .visible])
                if node.role == .frame { states += [.active, .resizable] }
                if inWindow.intersects(Rect(x: 0, y: 0, width: window.width, height: window.height)) { states.append(.showing) }
            }
            var element = node
            element.children = []
            objects[path] = AccessibleObject(
                node: element, path: path, parent: parent, children: childPaths, indexInParent: index,
                screenFrame: node.role == .application ? Rect.none : inWindow.offsetBy(dx: window.minX, dy: window.minY),
                windowFrame: inWindow, states: states)
            for (offset, (child, childPath)) in zip(node.children, childPaths).enumerated().reversed() {
                pending.append((child, childPath, path, offset))
            }
        }
        numbers = kept
    }

    /// The object at `path`.
    subscript(path: String) -> AccessibleObject? { objects[path] }

    /// The object that has the focus, if one has.
    var focused: AccessibleObject? { objects.values.first { $0.states.contains(.focused) } }

    /// `object`'s child at `index`; nil where it has none there.
    func child(of object: AccessibleObject, at index: Int) -> AccessibleObject? {
        object.children.indices.contains(index) ? objects[object.children[index]] : nil
    }

    /// `object`'s frame for AT-SPI2's coordinate type: 0 the screen, 1 the window, 2 its parent.
    func extents(of object: AccessibleObject, coordinates: UInt32) -> Rect {
        switch coordinates {
        case 1: return object.windowFrame
        case 2:
            let parent = objects[object.parent]?.screenFrame ?? Rect.none
            return object.screenFrame.offsetBy(dx: -parent.minX, dy: -parent.minY)
        default: return object.screenFrame
        }
    }

    /// `point`, given in coordinates of type `coordinates` as asked of `object`, on the screen.
    func screenPoint(_ point: Point, askedOf object: AccessibleObject, coordinates: UInt32) -> Point {
        switch coordinates {
        case 1: return Point(x: point.x + window.minX, y: point.y + window.minY)
        case 2:
            let origin = objects[object.parent]?.screenFrame ?? Rect.none
            return Point(x: point.x + origin.minX, y: point.y + origin.minY)
        default: return point
        }
    }

    /// The deepest descendant of `object` under screen point `point`, the last drawn of equals.
    /// Every descendant is looked at: a tab's page is inside the tab, not within its frame.
    func descendant(of object: AccessibleObject, at point: Point) -> AccessibleObject? {
        var found: (object: AccessibleObject, depth: Int)?
        var pending = object.children.map { ($0, 1) }
        while let (path, depth) = pending.popLast() {
            guard let child = objects[path] else { continue }
            if child.screenFrame.contains(point), depth >= found?.depth ?? 0 { found = (child, depth) }
            pending.append(contentsOf: child.children.reversed().map { ($0, depth + 1) })
        }
        return found?.object
    }
}

/// The object-path number of each element id, so an element keeps its path while it exists.
struct PathNumbers: Sendable, Equatable {
    /// The window's frame's id: no element of a scene has an empty one. It is always number 0.
    static let frameID = ""

    private(set) var numbers: [String: Int] = [frameID: 0]
    /// The number the next new element gets.
    private(set) var next = 1

    init(next: Int = 1) { self.next = next }

    /// Keeps `id`'s number from `earlier`, or gives it the next one; returns it.
    mutating func keep(_ id: String, from earlier: PathNumbers) -> Int {
        if let number = numbers[id] ?? earlier.numbers[id] {
            numbers[id] = number
            return number
        }
        numbers[id] = next
        next += 1
        return next - 1
    }
}

extension Rect {
    /// No area, at the origin: the application's frame.
    static let none = Rect(x: 0, y: 0, width: 0, height: 0)
}
