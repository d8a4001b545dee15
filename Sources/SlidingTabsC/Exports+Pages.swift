import CSlidingTabs
import PagerConfig
import PagerCore
import PagerScene

// Pages: the host's rows, pages it draws, its answers to refreshes and loads, table values.

@c(st_set_rows)
package func setRows(
    _ handle: OpaquePointer?, _ tab: Int32, _ count: Int, _ rowHeight: Float, _ flags: UInt32, _ row: st_row_fn?, _ user: UnsafeMutableRawPointer?
) -> st_status {
    call(handle) { pager in
        let index = try checkTab(tab, of: pager)
        guard let row else { throw CFailure(ST_ERROR_NULL, "the row callback is NULL") }
        try checkRowCount(count)
        let known = UInt32(ST_ROWS_REFRESH.rawValue | ST_ROWS_LOAD_MORE.rawValue)
        guard flags & ~known == 0 else {
            throw CFailure(ST_ERROR_INVALID_ARGUMENT, "flags \(flags): ST_ROWS_REFRESH and ST_ROWS_LOAD_MORE or'ed together")
        }
        guard rowHeight.isFinite, rowHeight >= 1, rowHeight <= 2000 else {
            throw CFailure(ST_ERROR_INVALID_ARGUMENT, "a row height of \(rowHeight): 1 to 2000 points")
        }
        let source = CRowSource(count: count, row: row, user: user, problems: pager.problems)
        var list = ListContent(source: source, rowHeight: Double(rowHeight))
        list.refreshes = flags & UInt32(ST_ROWS_REFRESH.rawValue) != 0
        list.loadsMore = flags & UInt32(ST_ROWS_LOAD_MORE.rawValue) != 0
        pager.scene.replacePage(ofTab: index, with: .list(list))
        pager.collectEvents()
    }
}

/// Checks a count of the host's rows.
private func checkRowCount(_ count: Int) throws {
    guard count >= 0, count <= 100_000_000 else { throw CFailure(ST_ERROR_INVALID_ARGUMENT, "\(count) rows: at most 100000000") }
}

/// The host's rows tab `tab` shows.
private func hostRows(_ tab: Int32, of pager: CPager) throws -> (index: Int, source: CRowSource) {
    let index = try checkTab(tab, of: pager)
    guard let source = pager.scene.listContent(ofTab: index)?.source as? CRowSource else {
        throw CFailure(ST_ERROR_STATE, "tab \(tab) shows no rows of the host's (st_set_rows gives it some)")
    }
    return (index, source)
}

@c(st_reload_row)
package func reloadRow(_ handle: OpaquePointer?, _ tab: Int32, _ row: Int) -> st_status {
    call(handle) { pager in
        let (index, source) = try hostRows(tab, of: pager)
        guard row >= 0, row < source.rowCount else { throw CFailure(ST_ERROR_OUT_OF_RANGE, "row \(row): tab \(tab) has \(source.rowCount) rows") }
        pager.scene.reloadRows(ofTab: index, [row])
    }
}

@c(st_reload_rows)
package func reloadRows(_ handle: OpaquePointer?, _ tab: Int32, _ count: Int) -> st_status {
    call(handle) { pager in
        let (index, source) = try hostRows(tab, of: pager)
        try checkRowCount(count)
        source.rowCount = count
        pager.scene.reloadRows(ofTab: index)
        pager.collectEvents()
    }
}

@c(st_set_page_drawer)
package func setPageDrawer(_ handle: OpaquePointer?, _ tab: Int32, _ draw: st_draw_fn?, _ user: UnsafeMutableRawPointer?) -> st_status {
    call(handle) { pager in
        let index = try checkTab(tab, of: pager)
        guard let draw else { throw CFailure(ST_ERROR_NULL, "the draw callback is NULL") }
        pager.scene.replacePage(ofTab: index, with: .custom(CDrawnPage(draw: draw, user: user)))
        pager.collectEvents()
    }
}

@c(st_end_refresh)
package func endRefresh(_ handle: OpaquePointer?, _ tab: Int32, _ inserted: Int32) -> st_status {
    call(handle) { pager in
        let (index, source) = try hostRows(tab, of: pager)
        guard inserted >= 0 else { throw CFailure(ST_ERROR_INVALID_ARGUMENT, "\(inserted) rows inserted") }
        source.rowCount += Int(inserted)
        pager.scene.endRefresh(ofTab: index, insertedRows: Int(inserted))
        pager.collectEvents()
    }
}

@c(st_fail_refresh)
package func failRefresh(_ handle: OpaquePointer?, _ tab: Int32, _ message: UnsafePointer<CChar>?) -> st_status {
    call(handle) { pager in
        let (index, _) = try hostRows(tab, of: pager)
        pager.scene.failRefresh(ofTab: index, message: message == nil ? "" : try text(message, named: "the message"))
        pager.collectEvents()
    }
}

@c(st_end_loading_more)
package func endLoadingMore(_ handle: OpaquePointer?, _ tab: Int32, _ appended: Int32, _ hasMore: Int32) -> st_status {
    call(handle) { pager in
        let (index, source) = try hostRows(tab, of: pager)
        guard appended >= 0 else { throw CFailure(ST_ERROR_INVALID_ARGUMENT, "\(appended) rows appended") }
        source.rowCount += Int(appended)
        pager.scene.endLoadingMore(ofTab: index, appendedRows: Int(appended), hasMore: hasMore != 0)
        pager.collectEvents()
    }
}

@c(st_set_switch)
package func setSwitch(_ handle: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ on: Int32) -> st_status {
    call(handle) { pager in pager.scene.setSwitch(try text(id, named: "the switch's id"), on: on != 0) }
}

@c(st_set_option)
package func setOption(_ handle: OpaquePointer?, _ group: UnsafePointer<CChar>?, _ id: UnsafePointer<CChar>?) -> st_status {
    call(handle) { pager in pager.scene.setOption(try text(group, named: "the group"), id: try text(id, named: "the option's id")) }
}
