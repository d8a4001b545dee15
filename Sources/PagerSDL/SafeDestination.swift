import Foundation

/// Checks a path before it is replaced by a temporary file renamed over it: only a regular
/// file (or nothing) may be replaced, never a device, a directory or a socket, which a
/// rename would otherwise swap out (as root, even /dev/null).
public enum SafeDestination {
    /// Nil when `path` may be replaced; otherwise why not.
    public static func problem(with path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let type = attributes[.type] as? FileAttributeType else { return nil }
        return type == .typeRegular ? nil : "\(path) exists and is not a regular file"
    }
}
