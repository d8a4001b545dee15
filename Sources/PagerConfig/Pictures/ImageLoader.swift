import Dispatch
import PagerCore
import PagerSDL
import PagerScene

/// Decodes image pages' pictures on a background queue, one at a time, the picture asked for
/// last first (the one on screen is asked for at every frame, after the neighbours it
/// prefetches). Each is scaled down to the pixels it is shown at as it is decoded, so the full-size
/// pixels live only while one picture decodes; pictures the scene no longer needs are released,
/// and so are the sizes of a picture it no longer shows (a zoom it left).
package final class ImageLoader: SceneImageSource, Sendable {
    /// The largest picture file read.
    package static let maximumFileSize = 256 << 20

    private struct Key: Hashable {
        var path: String
        var box: PixelBox
    }

    private struct State {
        var done: [Key: ImageAvailability] = [:]
        /// Waiting to be decoded, the next one last.
        var waiting: [Key] = []
        var decoding: Key?
    }

    private let state = Lock(State())
    private let queue = DispatchQueue(label: "sliding-tabs.images", qos: .userInitiated)

    package init() {}

    package func image(at path: String, fitting pixels: PixelBox) -> ImageAvailability {
        let key = Key(path: path, box: pixels)
        let start = state.withLock { state -> Bool in
            if let done = state.done[key] { return done == .loading }
            if state.decoding == key { return false }
            state.waiting.removeAll { $0 == key }
            state.waiting.append(key)
            return state.waiting.count == 1 && state.decoding == nil
        }
        if start { queue.async { self.work() } }
        return state.withLock { $0.done[key] ?? .loading }
    }

    package func keepOnly(_ images: [String: Set<PixelBox>]) {
        func kept(_ key: Key) -> Bool { images[key.path]?.contains(key.box) == true }
        state.withLock { state in
            state.done = state.done.filter { kept($0.key) }
            state.waiting.removeAll { !kept($0) }
        }
    }

    package var isLoading: Bool { state.withLock { $0.decoding != nil || !$0.waiting.isEmpty } }

    /// Decodes waiting pictures until none wait.
    private func work() {
        while let key = state.withLock({ state -> Key? in
            guard state.decoding == nil, let next = state.waiting.popLast() else { return nil }
            state.decoding = next
            return next
        }) {
            let result = Self.decode(key)
            state.withLock { state in
                state.decoding = nil
                state.done[key] = result
            }
        }
    }

    private static func decode(_ key: Key) -> ImageAvailability {
        let name = key.path.split(separator: "/").last.map(String.init) ?? key.path
        do {
            let bytes = try FileSystem.readRegularFile(key.path, maximumSize: maximumFileSize)
            let pixels = try ImageDecoder.decode(bytes, fitting: (key.box.width, key.box.height))
            return .ready(SceneImage(pixels, name: name))
        } catch let failure as ReadFailure {
            return .failed(failure.reason)
        } catch {
            return .failed("not an image SDL2_image reads")
        }
    }
}
