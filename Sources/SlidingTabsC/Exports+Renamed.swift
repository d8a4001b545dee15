import CSlidingTabs

// The 1.3 names of the calls renamed in 1.4 (st_pager_<verb> became st_<verb>_<thing>): each is
// the new call under its old name, exported until 2.0 so that hosts built against 1.3 keep
// running.

@c(st_pager_new_from_json)
package func pagerNewFromJSON(
    _ json: UnsafePointer<CChar>?, _ length: Int, _ name: UnsafePointer<CChar>?, _ pager: UnsafeMutablePointer<OpaquePointer?>?
) -> st_status { newFromJSON(json, length, name, pager) }

@c(st_pager_new_from_file)
package func pagerNewFromFile(_ path: UnsafePointer<CChar>?, _ pager: UnsafeMutablePointer<OpaquePointer?>?) -> st_status {
    newFromFile(path, pager)
}

@c(st_pager_free)
package func pagerFree(_ handle: OpaquePointer?) -> st_status { destroyPager(handle) }

@c(st_pager_set_frame)
package func pagerSetFrame(_ handle: OpaquePointer?, _ x: Float, _ y: Float, _ width: Float, _ height: Float) -> st_status {
    setFrame(handle, x, y, width, height)
}

@c(st_pager_get_frame)
package func pagerGetFrame(
    _ handle: OpaquePointer?, _ x: UnsafeMutablePointer<Float>?, _ y: UnsafeMutablePointer<Float>?, _ width: UnsafeMutablePointer<Float>?,
    _ height: UnsafeMutablePointer<Float>?
) -> st_status { getFrame(handle, x, y, width, height) }

@c(st_pager_set_scale)
package func pagerSetScale(_ handle: OpaquePointer?, _ scale: Float) -> st_status { setScale(handle, scale) }
