import CSDL2

/// Starts the SDL libraries the program uses. Video is optional: headless rendering
/// needs only the software renderer, text and PNG support.
public enum SDLLibrary {
    /// Initialises SDL's video subsystem when `video` is true. Without video nothing is started:
    /// the software renderer, surfaces and SDL_image (loaded when a PNG is first read or written)
    /// need no `SDL_Init`, and SDL_Init, even with no subsystem, reaches for the session bus,
    /// where none runs starting one (`dbus-launch --autolaunch`) that outlives the process.
    ///
    /// With video, the drivers tried are those the environment names a display for (X11 for
    /// `DISPLAY`, Wayland for `WAYLAND_DISPLAY`; `SDL_VIDEODRIVER` when set), never SDL's
    /// offscreen or dummy drivers unless `SDL_VIDEODRIVER` asks for them: a `DISPLAY` where no
    /// server runs is an error, not a window nobody sees. In the program, what the libraries print
    /// to standard error meanwhile is caught and becomes the error's reason.
    /// - Throws: `SDLError` saying why there is no usable display.
    public static func start(video: Bool) throws {
        if video {
            var environment: [String: String] = [:]
            for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] {
                if let value = getenv(name) { environment[name] = String(cString: value) }
            }
            try startVideo(environment: environment)
        }
    }

    /// Where no session bus can be found (no `DBUS_SESSION_BUS_ADDRESS`, no bus socket in
    /// `XDG_RUNTIME_DIR`), sets `DBUS_SESSION_BUS_ADDRESS` to `disabled:`: SDL's video reaches for
    /// the session bus (input methods, the screensaver), and libdbus would otherwise start one
    /// with `dbus-launch --autolaunch`, a daemon that outlives the program. A host starting SDL
    /// itself does the same before `SDL_Init`.
    public static func disableBusAutolaunch() {
        if let address = getenv("DBUS_SESSION_BUS_ADDRESS"), address.pointee != 0 { return }
        if let runtime = getenv("XDG_RUNTIME_DIR"), runtime.pointee != 0 {
            var info = stat()
            if stat(String(cString: runtime) + "/bus", &info) == 0 { return }
        }
        setenv("DBUS_SESSION_BUS_ADDRESS", "disabled:", 1)
    }

    /// The video drivers the environment asks for, in the order SDL should try them.
    static func videoDrivers(environment: [String: String]) -> String? {
        if let chosen = environment["SDL_VIDEODRIVER"], !chosen.isEmpty { return chosen }
        let drivers = [("DISPLAY", "x11"), ("WAYLAND_DISPLAY", "wayland")].filter { !(environment[$0.0] ?? "").isEmpty }.map(\.1)
        return drivers.isEmpty ? nil : drivers.joined(separator: ",")
    }

    private static func startVideo(environment: [String: String]) throws {
        guard let drivers = videoDrivers(environment: environment) else { throw SDLError("no display (DISPLAY is not set)") }
        disableBusAutolaunch()
        // Over the environment: an empty SDL_VIDEODRIVER would have SDL try every driver, offscreen too.
        SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, drivers, SDL_HINT_OVERRIDE)
        let (status, printed) = StandardErrorCapture.capturing { SDL_Init(UInt32(SDL_INIT_VIDEO)) }
        guard status == 0 else {
            // A library's own line, as a clause ("XDG_RUNTIME_DIR is invalid or not set in the environment").
            let library = printed.map { $0.hasSuffix(".") ? String($0.dropLast()) : $0 }
            var reasons = [String(cString: SDL_GetError())] + (library.map { [$0] } ?? [])
            if let display = environment["DISPLAY"], !display.isEmpty { reasons.append("DISPLAY is '\(display)'") }
            throw SDLError("no usable display (\(reasons.joined(separator: "; ")))")
        }
    }
}
