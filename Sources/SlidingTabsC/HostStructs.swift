import CSlidingTabs
import PagerCore

/// The structs of the header the host was built with, as ST_CHECK_VERSION tells them: a host
/// built against an older 1.x header has smaller ones, and the library writes only as much of
/// each as the host's holds.
enum HostStructs {
    /// st_event: 56 bytes in the 1.3 header, 128 (with room to grow) since 1.4.
    static let eventSizes = [56, MemoryLayout<st_event>.size]
    /// st_row and st_draw_context have not grown since 1.3.
    static let rowSizes = [MemoryLayout<st_row>.size]
    static let drawContextSizes = [MemoryLayout<st_draw_context>.size]

    /// The host's st_event size: 1.3's until the host says otherwise, which every host can take.
    private static let hostEventSize = Lock(56)
    static var eventSize: Int {
        get { hostEventSize.withLock { $0 } }
        set { hostEventSize.withLock { $0 = newValue } }
    }

    /// Writes `event` to `destination`, only as much of it as the host's st_event holds.
    static func write(_ event: st_event, to destination: UnsafeMutablePointer<st_event>) {
        var event = event
        let size = min(eventSize, MemoryLayout<st_event>.size)
        withUnsafeBytes(of: &event) { bytes in
            UnsafeMutableRawBufferPointer(start: destination, count: size).copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[..<size]))
        }
    }
}
