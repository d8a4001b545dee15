import Foundation
import PagerScene
import PagerSDL

/// Keeps table values (switches, options) in
/// `$XDG_STATE_HOME/sliding-tabs/NAME.json` (default `~/.local/state`), one file per config.
/// Writes go to a temporary file that is then renamed, so a crash never leaves half a file;
/// a corrupt file is moved aside, never silently overwritten.
final class StateStore {
    struct Contents: Codable {
        var version: Int
        var switches: [String: Bool]
        var options: [String: String]
    }

    static let version = 1
    /// The largest state file read, in bytes.
    static let maximumFileSize = 4 << 20

    let url: URL
    /// False after the file could not be read (it is then left alone, not overwritten).
    private(set) var canSave = true

    init(url: URL) { self.url = url }

    /// The store for config `name` under the user's state directory.
    convenience init(name: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let base: URL
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = URL(fileURLWithPath: state)
        } else {
            base = URL(fileURLWithPath: FileSystem.homeDirectory(environment: environment)).appendingPathComponent(".local/state")
        }
        self.init(url: base.appendingPathComponent("sliding-tabs/\(name).json"))
    }

    /// The saved values, or empty ones. A corrupt file is moved aside and an unreadable one
    /// left alone; either way the returned warning says so in one line.
    func load() -> (values: TableValues, warning: String?) {
        guard FileManager.default.fileExists(atPath: url.path) else { return (TableValues(), nil) }
        let data: Data
        do {
            let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            guard size <= Self.maximumFileSize else { return moveAside(reason: "it is \(size) bytes, more than a state file can be") }
            data = Data(try FileSystem.read(url.path))
        } catch {
            canSave = false
            return (TableValues(), "\(error); using defaults and leaving it alone")
        }
        guard let contents = try? JSONDecoder().decode(Contents.self, from: data) else {
            return moveAside(reason: "it is not a valid state file")
        }
        guard contents.version == Self.version else {
            return moveAside(reason: "it has version \(contents.version), this program writes version \(Self.version)")
        }
        return (TableValues(switches: contents.switches, options: contents.options), nil)
    }

    /// Writes `values` to a temporary file beside the state file, then renames it into place.
    func save(_ values: TableValues) throws {
        guard canSave else { return }
        let directory = url.deletingLastPathComponent()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(Contents(version: Self.version, switches: values.switches, options: values.options))
        do {
            try FileSystem.writeAtomically(Array(data), to: url.path)
        } catch let error as FileError {
            throw AppError.failure("cannot save state: \(error)")
        }
    }

    private func moveAside(reason: String) -> (values: TableValues, warning: String?) {
        let aside = url.path + ".corrupt-" + Timestamp.string()
        guard rename(url.path, aside) == 0 else {
            canSave = false
            return (TableValues(), "state file \(url.path) is unusable (\(reason)) and could not be moved aside; using defaults and leaving it alone")
        }
        return (TableValues(), "state file \(url.path) is unusable (\(reason)); moved it to \(aside) and using defaults")
    }
}
