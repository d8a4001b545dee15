import PagerCore
import PagerScene

/// Answers AT-SPI2's method calls on the program's objects from the latest snapshot: the
/// Accessible, Application, Component and Action interfaces and their properties.
struct AtspiServer {
    /// The program's name on the accessibility bus, and the desktop it is embedded in.
    var busName: String
    var desktop: ObjectReference
    /// The toolkit's name and version, for the Application interface.
    var toolkitVersion: String
    /// The number the registry gave the application when it embedded it (Application's `Id`).
    var applicationID: Int32 = 0

    /// What a call asks of an object: its reply, written; nil for "unknown method".
    mutating func reply(to call: BusMessage, in snapshot: AccessibilitySnapshot, on bus: BusConnection, click: (String) -> Bool) -> BusMessage? {
        guard let object = snapshot[call.path], let reply = bus.reply(to: call) else { return nil }
        let interface = call.interface, member = call.member
        if interface == "org.freedesktop.DBus.Properties" {
            if call.member == "Set" { return set(call, on: object, bus, reply) }
            return properties(call, of: object, reply) ? reply : nil
        }
        let answered: Bool
        switch interface {
        case "org.a11y.atspi.Accessible": answered = accessible(member, call, object, snapshot, reply)
        case "org.a11y.atspi.Component": answered = component(member, call, object, snapshot, reply)
        case "org.a11y.atspi.Action": answered = action(member, call, object, reply, click)
        case "org.a11y.atspi.Application": answered = application(member, reply)
        default: answered = false
        }
        return answered ? reply : nil
    }

    /// The reply to the Cache interface's GetItems: no objects (they are asked for one by one).
    static let cachePath = "/org/a11y/atspi/cache"
    func cacheReply(to call: BusMessage, on bus: BusConnection) -> BusMessage? {
        guard call.interface == "org.a11y.atspi.Cache", call.member == "GetItems", let reply = bus.reply(to: call) else { return nil }
        reply.container("a", "((so)(so)(so)iiassusau)") {}
        return reply
    }

    // MARK: Accessible

    private func accessible(
        _ member: String, _ call: BusMessage, _ object: AccessibleObject, _ snapshot: AccessibilitySnapshot, _ reply: BusMessage
    ) -> Bool {
        switch member {
        case "GetChildAtIndex":
            reply.appendReference(reference(snapshot.child(of: object, at: Int(call.readInt32() ?? -1))?.path))
        case "GetChildren":
            reply.container("a", "(so)") { for child in object.children { reply.appendReference(reference(child)) } }
        case "GetIndexInParent": reply.append(Int32(clamping: object.indexInParent))
        case "GetRelationSet": reply.container("a", "(ua(so))") {}
        case "GetRole": reply.append(AtspiVocabulary.number(of: object.node.role))
        case "GetRoleName", "GetLocalizedRoleName": reply.append(object.node.role.rawValue)
        case "GetState": reply.container("a", "u") { for word in AtspiVocabulary.stateWords(object.states) { reply.append(word) } }
        case "GetAttributes":
            reply.container("a", "{ss}") {
                for (key, value) in object.node.attributes.sorted(by: { $0.key < $1.key }) {
                    reply.container("e", "ss") {
                        reply.append(key)
                        reply.append(value)
                    }
                }
            }
        case "GetApplication": reply.appendReference(reference(AtspiVocabulary.rootPath))
        case "GetInterfaces": reply.container("a", "s") { for name in interfaces(of: object) { reply.append(name) } }
        default: return false
        }
        return true
    }

    /// The interfaces `object` has.
    private func interfaces(of object: AccessibleObject) -> [String] {
        if object.node.role == .application { return ["org.a11y.atspi.Accessible", "org.a11y.atspi.Application"] }
        return ["org.a11y.atspi.Accessible", "org.a11y.atspi.Component"] + (object.node.isClickable ? ["org.a11y.atspi.Action"] : [])
    }

    // MARK: Component

    private func component(
        _ member: String, _ call: BusMessage, _ object: AccessibleObject, _ snapshot: AccessibilitySnapshot, _ reply: BusMessage
    ) -> Bool {
        func pixels(_ value: Double) -> Int32 { Int32(clamping: Int(value.isFinite ? value.rounded() : 0)) }
        switch member {
        case "GetExtents":
            let frame = snapshot.extents(of: object, coordinates: call.readUInt32() ?? 0)
            reply.container("r", "iiii") {
                for value in [frame.minX, frame.minY, frame.width, frame.height] { reply.append(pixels(value)) }
            }
        case "GetPosition":
            let frame = snapshot.extents(of: object, coordinates: call.readUInt32() ?? 0)
            reply.append(pixels(frame.minX))
            reply.append(pixels(frame.minY))
        case "GetSize":
            reply.append(pixels(object.screenFrame.width))
            reply.append(pixels(object.screenFrame.height))
        case "Contains", "GetAccessibleAtPoint":
            let x = Double(call.readInt32() ?? 0), y = Double(call.readInt32() ?? 0), coordinates = call.readUInt32() ?? 0
            let point = snapshot.screenPoint(Point(x: x, y: y), askedOf: object, coordinates: coordinates)
            if member == "Contains" {
                reply.append(object.screenFrame.contains(point))
            } else {
                reply.appendReference(reference(snapshot.descendant(of: object, at: point)?.path))
            }
        case "GetLayer": reply.append(UInt32(object.node.role == .frame ? 7 : 3))  // window, widget
        case "GetMDIZOrder": reply.append(Int16(0))
        case "GetAlpha": reply.append(1.0)
        case "GrabFocus", "ScrollTo", "ScrollToPoint", "SetExtents", "SetPosition", "SetSize": reply.append(false)
        default: return false
        }
        return true
    }

    // MARK: Action

    private func action(_ member: String, _ call: BusMessage, _ object: AccessibleObject, _ reply: BusMessage, _ click: (String) -> Bool) -> Bool {
        guard object.node.isClickable else { return false }
        switch member {
        case "GetName", "GetLocalizedName": reply.append(call.readInt32() == 0 ? "click" : "")
        case "GetDescription": reply.append(call.readInt32() == 0 ? "Does what a click does" : "")
        case "GetKeyBinding": reply.append("")
        case "GetActions":
            reply.container("a", "(sss)") {
                reply.container("r", "sss") {
                    reply.append("click")
                    reply.append("Does what a click does")
                    reply.append("")
                }
            }
        case "DoAction": reply.append(call.readInt32() == 0 && click(object.node.id))
        default: return false
        }
        return true
    }

    // MARK: Application

    private func application(_ member: String, _ reply: BusMessage) -> Bool {
        switch member {
        case "GetLocale", "GetApplicationBusAddress": reply.append("")
        case "RegisterEventListener", "DeregisterEventListener": break
        default: return false
        }
        return true
    }

    // MARK: properties

    /// Properties.Set: the registry numbers the application as it embeds it (Application's `Id`);
    /// every other property is the program's to change, so a known one is refused as read-only,
    /// any other as unknown.
    private mutating func set(_ call: BusMessage, on object: AccessibleObject, _ bus: BusConnection, _ reply: BusMessage) -> BusMessage? {
        let interface = call.readString() ?? "", name = call.readString() ?? ""
        guard properties(of: object, interface).contains(where: { $0.name == name }) else {
            return bus.errorReply(to: call, "org.freedesktop.DBus.Error.UnknownProperty", "No property \(name) on \(interface)")
        }
        if interface == "org.a11y.atspi.Application", name == "Id" {
            guard let id = call.readVariantInt32() else {
                return bus.errorReply(to: call, "org.freedesktop.DBus.Error.InvalidArgs", "Id is a number (i)")
            }
            applicationID = id
            return reply
        }
        return bus.errorReply(to: call, "org.freedesktop.DBus.Error.PropertyReadOnly", "Property \(name) of \(interface) is read-only")
    }

    /// Properties.Get and GetAll.
    private func properties(_ call: BusMessage, of object: AccessibleObject, _ reply: BusMessage) -> Bool {
        switch call.member {
        case "Get":
            guard let interface = call.readString(), let name = call.readString(),
                let value = properties(of: object, interface).first(where: { $0.name == name })
            else { return false }
            value.write(reply)
        case "GetAll":
            let all = properties(of: object, call.readString() ?? "")
            reply.container("a", "{sv}") {
                for property in all {
                    reply.container("e", "sv") {
                        reply.append(property.name)
                        property.write(reply)
                    }
                }
            }
        default: return false
        }
        return true
    }

    /// A property's name and its value, written as a variant.
    private struct Property {
        var name: String
        var signature: String
        var value: (BusMessage) -> Void
        func write(_ message: BusMessage) { message.container("v", signature) { value(message) } }
    }

    private func properties(of object: AccessibleObject, _ interface: String) -> [Property] {
        let node = object.node
        func text(_ name: String, _ value: String) -> Property { Property(name: name, signature: "s") { $0.append(value) } }
        switch interface {
        case "org.a11y.atspi.Accessible":
            let parent = object.parent.isEmpty ? desktop : reference(object.parent)
            return [
                text("Name", node.name), text("Description", node.description), text("Locale", ""), text("AccessibleId", node.id),
                text("HelpText", ""),
                Property(name: "Parent", signature: "(so)") { $0.appendReference(parent) },
                Property(name: "ChildCount", signature: "i") { $0.append(Int32(clamping: object.children.count)) },
            ]
        case "org.a11y.atspi.Application" where node.role == .application:
            return [
                text("ToolkitName", "SlidingTabs"), text("Version", toolkitVersion), text("AtspiVersion", "2.1"),
                Property(name: "Id", signature: "i") { [applicationID] in $0.append(applicationID) },
            ]
        case "org.a11y.atspi.Action" where node.isClickable:
            return [Property(name: "NActions", signature: "i") { $0.append(Int32(1)) }]
        default:
            return []
        }
    }

    /// The reference to this program's object at `path`; the null object for nil.
    private func reference(_ path: String?) -> ObjectReference { ObjectReference(bus: busName, path: path ?? AtspiVocabulary.nullPath) }
}
