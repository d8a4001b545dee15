#ifndef SLIDING_TABS_CWAYLAND_SHIM_H
#define SLIDING_TABS_CWAYLAND_SHIM_H

// libwayland-client (Debian's libwayland-dev, which libsdl2-dev brings): a window's frames shown
// as shared-memory buffers on the wl_surface SDL made.
#include <wayland-client.h>

/// Binds the compositor's wl_shm global `name` at `version`. (wl_registry_bind needs the address
/// of libwayland's wl_shm_interface, which Swift would pass a copy of.)
static inline struct wl_shm *cwayland_bind_shm(struct wl_registry *registry, uint32_t name, uint32_t version) {
    return (struct wl_shm *)wl_registry_bind(registry, name, &wl_shm_interface, version);
}

/// Whether `interface` (a registry global's name) is wl_shm's.
static inline int cwayland_is_shm(const char *interface) {
    const char *own = wl_shm_interface.name;
    while (*interface && *interface == *own) { interface++; own++; }
    return *interface == *own;
}

#endif
