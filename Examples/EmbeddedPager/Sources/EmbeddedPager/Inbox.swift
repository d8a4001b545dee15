// The host's own data: 100 000 messages in an array of its own, shown by the pager through a
// row source that is asked only for the rows coming on screen.
import PagerCore
import PagerScene

/// One message of the host's.
struct Message {
    var subject: String
    var sender: String
    var time: String
    /// Flagged by a tap: the host draws the row itself.
    var flagged = false
}

/// The inbox: the host's messages, newest first, as the pager's row source.
final class Inbox: ListRowSource {
    private(set) var messages: [Message]
    /// How many times the pager asked for a row.
    private(set) var rowsAsked = 0
    private var received = 0

    init(count: Int) {
        let senders = ["Ada", "Grace", "Linus", "Margaret", "Dennis", "Barbara", "Ken", "Frances"]
        let topics = ["Lunch on Friday?", "The build is green", "Slides for Monday", "Re: the pager", "Holiday photos", "Invoice"]
        messages = (0..<count).map { index in
            Message(
                subject: "\(topics[index % topics.count]) #\(count - index)", sender: senders[index % senders.count],
                time: "\(8 + index % 12):\(String(format2: index * 7 % 60))")
        }
    }

    var rowCount: Int { messages.count }

    func row(at index: Int) -> ListRow {
        rowsAsked += 1
        guard messages.indices.contains(index) else { return ListRow(title: "") }
        let message = messages[index]
        return ListRow(title: message.subject, subtitle: message.sender, detail: message.time)
    }

    /// A flagged message's row, drawn by the host itself: the page's colour tinted orange, an
    /// orange bar and the subject in bold in the rows' colour and size, so it follows dark mode
    /// and larger text. Other rows are the pager's to draw.
    func drawRow(_ index: Int, in frame: Rect, theme: Theme, into list: inout DrawList) -> Bool {
        guard messages.indices.contains(index), messages[index].flagged else { return false }
        let tint = Color.lerp(theme.rowColor, Inbox.flagColor, 0.12)
        list.fill(frame, tint)
        list.fill(Rect(x: frame.minX, y: frame.minY, width: 6, height: frame.height), Inbox.flagColor)
        let text = Rect(x: frame.minX + 20, y: frame.minY, width: frame.width - 40, height: frame.height)
        list.text(
            TextRun("⚑ " + messages[index].subject, in: text, fontSize: theme.rowFontSize, weight: .bold, color: theme.rowTextColor, on: tint))
        return true
    }

    /// The colour of a flagged message's bar.
    static let flagColor = Color(255, 149, 0)

    /// Flags message `index`, or takes its flag off.
    func toggleFlag(_ index: Int) {
        guard messages.indices.contains(index) else { return }
        messages[index].flagged.toggle()
    }

    /// New mail: `count` messages at the top.
    func receive(_ count: Int) {
        let new = (0..<count).map { _ -> Message in
            received += 1
            return Message(subject: "New message \(received)", sender: "Ada", time: "now")
        }
        messages.insert(contentsOf: new, at: 0)
    }
}

extension String {
    /// `value` as two digits.
    init(format2 value: Int) { self = value < 10 ? "0\(value)" : "\(value)" }
}
