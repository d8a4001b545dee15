import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Prints `value` as one line of JSON with sorted keys.
package func printJSONLine<Value: Encodable>(_ value: Value) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try StandardOutput.print(String(decoding: try encoder.encode(value), as: UTF8.self))
}
