import CProgram
import CWayland
import PagerSDL

#if canImport(Glibc)
    import Glibc
#endif

/// One frame's pixels shared with the Wayland compositor: an anonymous file mapped here and
/// handed to the compositor as a `wl_buffer` (XRGB8888, the memory layout of SDL's ARGB8888).
/// It is busy from being shown until the compositor releases it, and is not drawn on meanwhile.
final class SharedMemoryBuffer {
    let width: Int
    let height: Int
    var pitch: Int { width * 4 }
    /// The pixels, `pitch` bytes a row.
    let pixels: UnsafeMutableRawPointer
    /// Which buffer this is among a window's, old and new: what was drawn on it is kept by it.
    let number: Int
    /// The compositor may be reading it (attached, not yet released).
    fileprivate(set) var isBusy = false
    /// Nothing has been drawn on it yet.
    var isNew = true
    private let bytes: Int
    private let proxy: OpaquePointer

    /// A buffer of `width` x `height` pixels from the compositor's `shm`; nil when the memory
    /// cannot be had or the size is none a window has (each side 1 to 32767 pixels).
    init?(shm: OpaquePointer, width: Int, height: Int, number: Int) {
        guard width > 0, height > 0, width < 1 << 15, height < 1 << 15 else { return nil }
        bytes = width * height * 4
        let file = cshims_shared_memory_file(bytes)
        guard file >= 0 else { return nil }
        defer { close(file) }
        guard let address = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, file, 0), address != MAP_FAILED else { return nil }
        guard let pool = wl_shm_create_pool(shm, file, Int32(bytes)) else {
            munmap(address, bytes)
            return nil
        }
        defer { wl_shm_pool_destroy(pool) }
        guard
            let buffer = wl_shm_pool_create_buffer(
                pool, 0, Int32(width), Int32(height), Int32(width * 4), WL_SHM_FORMAT_XRGB8888.rawValue)
        else {
            munmap(address, bytes)
            return nil
        }
        (self.width, self.height, self.number, pixels, proxy) = (width, height, number, address, buffer)
        wl_buffer_add_listener(buffer, Self.listener, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        // A buffer the compositor still shows may be destroyed: it keeps its own mapping.
        wl_buffer_destroy(proxy)
        munmap(pixels, bytes)
    }

    /// Attaches it to `surface` (the next commit shows it); busy until released.
    func attach(to surface: OpaquePointer) {
        wl_surface_attach(surface, proxy, 0, 0)
        isBusy = true
    }

    /// The compositor's word that it no longer reads the buffer. (Events stop at `deinit`, which
    /// destroys the proxy, so the pointer it is given is alive whenever one arrives.)
    nonisolated(unsafe) private static let listener: UnsafeMutablePointer<wl_buffer_listener> = {
        let listener = UnsafeMutablePointer<wl_buffer_listener>.allocate(capacity: 1)
        listener.initialize(
            to: wl_buffer_listener(release: { data, _ in
                guard let data else { return }
                Unmanaged<SharedMemoryBuffer>.fromOpaque(data).takeUnretainedValue().isBusy = false
            }))
        return listener
    }()
}
