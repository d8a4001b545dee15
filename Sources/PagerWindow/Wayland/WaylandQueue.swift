import CProgram
import CWayland
import PagerSDL

#if canImport(Glibc)
    import Glibc
#endif

/// The window's Wayland connection (SDL's) with an event queue of the pager's own, so that the
/// compositor's answers to the pager's requests (buffer releases, frame callbacks) are handled
/// here, not in SDL's event pump: the `wl_shm` global bound on it, and SDL's `wl_surface`
/// wrapped to deliver to it.
final class WaylandQueue {
    let display: OpaquePointer
    /// SDL's wl_surface, its events (frame callbacks) delivered to this queue.
    let surface: OpaquePointer
    /// The compositor's shared-memory factory.
    private(set) var shm: OpaquePointer?
    private let queue: OpaquePointer
    private let displayWrapper: OpaquePointer

    /// The queue for `window`'s connection; nil when it is no Wayland window or the compositor
    /// offers no shared memory.
    init?(window: OpaquePointer) {
        var display: OpaquePointer?, surface: OpaquePointer?
        guard cshims_wayland_window(window, &display, &surface) == 0, let display, let surface,
            let queue = wl_display_create_queue(display)
        else { return nil }
        guard let displayWrapper = wl_proxy_create_wrapper(UnsafeMutableRawPointer(display)).map(OpaquePointer.init) else {
            wl_event_queue_destroy(queue)
            return nil
        }
        guard let surfaceWrapper = wl_proxy_create_wrapper(UnsafeMutableRawPointer(surface)).map(OpaquePointer.init) else {
            wl_proxy_wrapper_destroy(UnsafeMutableRawPointer(displayWrapper))
            wl_event_queue_destroy(queue)
            return nil
        }
        wl_proxy_set_queue(displayWrapper, queue)
        wl_proxy_set_queue(surfaceWrapper, queue)
        (self.display, self.queue, self.displayWrapper, self.surface) = (display, queue, displayWrapper, surfaceWrapper)
        guard let registry = wl_display_get_registry(displayWrapper) else { return nil }
        defer { wl_registry_destroy(registry) }
        wl_registry_add_listener(registry, Self.registryListener, Unmanaged.passUnretained(self).toOpaque())
        guard wl_display_roundtrip_queue(display, queue) >= 0, shm != nil else { return nil }
    }

    deinit {
        if let shm { wl_shm_destroy(shm) }
        wl_proxy_wrapper_destroy(UnsafeMutableRawPointer(surface))
        wl_proxy_wrapper_destroy(UnsafeMutableRawPointer(displayWrapper))
        wl_event_queue_destroy(queue)
    }

    /// Whether the connection has failed (the compositor went, or a protocol error).
    var hasFailed: Bool { wl_display_get_error(display) != 0 }

    /// Sends what was asked of the compositor.
    func flush() { wl_display_flush(display) }

    /// Handles what the compositor has sent this queue, first waiting up to `milliseconds` for
    /// something to arrive when nothing has (0: no waiting). False when the connection failed.
    @discardableResult
    func dispatch(waitingUpTo milliseconds: Int32) -> Bool {
        // Events SDL's pump read for this queue are handled first; then the socket is read, as
        // libwayland asks several readers of one connection to.
        while wl_display_prepare_read_queue(display, queue) != 0 {
            guard wl_display_dispatch_queue_pending(display, queue) >= 0 else { return false }
        }
        wl_display_flush(display)
        var socket = pollfd(fd: wl_display_get_fd(display), events: Int16(POLLIN), revents: 0)
        if poll(&socket, 1, milliseconds) > 0 {
            guard wl_display_read_events(display) >= 0 else { return false }
        } else {
            wl_display_cancel_read(display)
        }
        return wl_display_dispatch_queue_pending(display, queue) >= 0
    }

    /// Waits (up to `milliseconds` in all) until `done` holds, handling what arrives.
    func wait(upTo milliseconds: Int, until done: () -> Bool) {
        var timer = timespec()
        clock_gettime(CLOCK_MONOTONIC, &timer)
        let start = Int(timer.tv_sec) * 1000 + Int(timer.tv_nsec) / 1_000_000
        while !done() {
            clock_gettime(CLOCK_MONOTONIC, &timer)
            let left = start + milliseconds - (Int(timer.tv_sec) * 1000 + Int(timer.tv_nsec) / 1_000_000)
            guard left > 0, dispatch(waitingUpTo: Int32(left)) else { return }
        }
    }

    nonisolated(unsafe) private static let registryListener: UnsafeMutablePointer<wl_registry_listener> = {
        let listener = UnsafeMutablePointer<wl_registry_listener>.allocate(capacity: 1)
        listener.initialize(
            to: wl_registry_listener(
                global: { data, registry, name, interface, _ in
                    guard let data, let registry, let interface, cwayland_is_shm(interface) != 0 else { return }
                    let queue = Unmanaged<WaylandQueue>.fromOpaque(data).takeUnretainedValue()
                    if queue.shm == nil { queue.shm = cwayland_bind_shm(registry, name, 1) }
                },
                global_remove: { _, _, _ in }))
        return listener
    }()
}
