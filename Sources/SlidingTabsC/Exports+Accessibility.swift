import CSDL2
import CSlidingTabs
import PagerAccessibility
import PagerCore
import PagerScene

// Screen readers: the pager told over AT-SPI2, its clicks carried out.

@c(st_set_accessibility)
package func setAccessibility(
    _ handle: OpaquePointer?, _ enabled: Int32, _ applicationName: UnsafePointer<CChar>?, _ windowTitle: UnsafePointer<CChar>?
) -> st_status {
    call(handle) { pager in
        guard enabled != 0 else { return pager.accessibility = nil }
        let name = try text(applicationName, named: "the application's name"), title = try text(windowTitle, named: "the window's title")
        if pager.accessibilityWake == 0 {
            let registered = SDL_RegisterEvents(1)
            pager.accessibilityWake = registered == UInt32.max ? 0 : registered
        }
        let wake = pager.accessibilityWake
        pager.accessibility = AccessibilityBridge.start(applicationName: name, windowTitle: title) {
            guard wake != 0 else { return }
            var event = SDL_Event()
            event.type = wake
            SDL_PushEvent(&event)
        }
    }
}

extension CPager {
    /// Does what screen readers clicked.
    func performAccessibleClicks() {
        for id in accessibility?.takeClicks() ?? [] { scene.performAccessibleAction(id) }
        collectEvents()
    }

    /// Tells screen readers of the pager as it is now, when one listens (the pager's frame in
    /// its window, the window where SDL says it is).
    func publishToScreenReaders() {
        guard let bridge = accessibility, bridge.isListening else { return }
        performAccessibleClicks()
        var window = Rect(x: 0, y: 0, width: frame.maxX, height: frame.maxY)
        if let renderer = sdlRenderer?.renderer, let sdlWindow = SDL_RenderGetWindow(renderer) {
            var x: Int32 = 0, y: Int32 = 0, width: Int32 = 0, height: Int32 = 0
            SDL_GetWindowPosition(sdlWindow, &x, &y)
            SDL_GetWindowSize(sdlWindow, &width, &height)
            window = Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
        }
        bridge.publish(scene.accessibilityTree().map { $0.offsetBy(dx: frame.minX, dy: frame.minY) }, window: window)
    }
}
