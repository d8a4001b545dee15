/// How many SDL textures this program has made and not yet destroyed, so long runs can show
/// that none leak. SDL is used from the main thread only.
public enum TextureCount {
    nonisolated(unsafe) public private(set) static var live = 0

    static func created() { live += 1 }
    static func destroyed() { live -= 1 }
}
