import FoundationEssentials
import PagerConfig
import PagerSDL
import PagerScene

#if canImport(Glibc)
    import Glibc
#endif

/// What `--report FILE` writes when the program ends: the state a user would see, so tests
/// can read results from the program instead of guessing.
package struct StateReport: Codable, Equatable {
    /// The page the pager is on or settling to, 1-based.
    package var page: Int
    package var tabs: Int
    /// The horizontal page offset in points, to a thousandth.
    package var pageOffset: Double
    /// Each made page's vertical scroll (its top layer), to a thousandth; null for pages not made.
    package var scroll: [Double?]
    /// Every switch of the table pages with its value (set, or as the content starts it).
    package var switches: [String: Bool]
    /// Every option group of the table pages with its chosen option (chosen, or as the content starts it).
    package var options: [String: String]
    /// How many frames were drawn and shown (in a window; headless runs present none).
    package var framesPresented: Int
    /// The message showing in the window, if any.
    package var message: String?
    /// Each tab's current list's row count; null for pages that are not lists.
    package var rowCounts: [Int?]
    /// Each tab's badge: a count, "dot", or null.
    package var badges: [ReportedBadge?]
    /// The tabs' titles, in order.
    package var titles: [String]
    /// The zoom of the picture on the selected tab's page (1 as it fits), null when it shows none.
    package var zoom: NullableNumber

    /// A number written as null when there is none (not left out, as an optional would be).
    package struct NullableNumber: Codable, Equatable {
        package var value: Double?

        package init(_ value: Double?) { self.value = value }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            value = container.decodeNil() ? nil : try container.decode(Double.self)
        }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            if let value { try container.encode(value) } else { try container.encodeNil() }
        }
    }

    /// A badge as the report writes it: a number or "dot".
    package enum ReportedBadge: Codable, Equatable {
        case count(Int)
        case dot

        package init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let count = try? container.decode(Int.self) { self = .count(count) } else { self = .dot }
        }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .count(let count): try container.encode(count)
            case .dot: try container.encode("dot")
            }
        }
    }

    package init(scene: Scene, framesPresented: Int) {
        self.framesPresented = framesPresented
        message = scene.message?.text
        func thousandths(_ value: Double) -> Double { (value * 1000).rounded() / 1000 + 0 }  // + 0: never -0
        page = scene.selectedTab + 1
        tabs = scene.content.tabs.count
        pageOffset = thousandths(scene.pageOffset)
        scroll = scene.content.tabs.indices.map { scene.scrollOffset(ofTab: $0).map(thousandths) }
        switches = scene.switchValues
        options = scene.chosenOptions
        rowCounts = scene.content.tabs.indices.map { scene.rowCount(ofTab: $0) }
        titles = scene.content.tabs.map(\.title)
        zoom = NullableNumber(scene.pictureZoom.map(thousandths))
        badges = scene.content.tabs.map { tab in
            switch tab.badge {
            case .count(let count)?: return .count(count)
            case .dot?: return .dot
            case nil: return nil
            }
        }
    }

    /// Writes the report as JSON to `path` (temporary file, then rename).
    package func write(to path: String) throws {
        if let problem = SafeDestination.problem(with: path) { throw AppError.failure("cannot write the report: \(problem)") }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try FileSystem.writeAtomically(Array(try encoder.encode(self)), to: path)
        } catch let error as FileError {
            throw AppError.failure("cannot write the report: \(error)")
        }
    }
}
