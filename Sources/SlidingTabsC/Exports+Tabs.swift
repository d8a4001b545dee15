import CSlidingTabs
import PagerConfig
import PagerCore
import PagerScene

// Tabs: how many, which is selected, selecting, inserting, removing, moving, titles, badges.

@c(st_tab_count)
package func tabCount(_ handle: OpaquePointer?, _ count: UnsafeMutablePointer<Int32>?) -> st_status {
    call(handle) { pager in try give(Int32(pager.scene.content.tabs.count), to: count, named: "the pointer to set") }
}

@c(st_selected_tab)
package func selectedTab(_ handle: OpaquePointer?, _ tab: UnsafeMutablePointer<Int32>?) -> st_status {
    call(handle) { pager in try give(Int32(pager.scene.selectedTab), to: tab, named: "the pointer to set") }
}

@c(st_set_page_offset)
package func setPageOffset(_ handle: OpaquePointer?, _ offset: Double) -> st_status {
    call(handle) { pager in
        guard offset.isFinite else { throw CFailure(ST_ERROR_INVALID_ARGUMENT, "an offset of \(offset) points") }
        pager.scene.setPageOffset(offset)
        pager.collectEvents()
    }
}

@c(st_set_scroll_offset)
package func setScrollOffset(_ handle: OpaquePointer?, _ tab: Int32, _ offset: Double) -> st_status {
    call(handle) { pager in
        guard offset.isFinite else { throw CFailure(ST_ERROR_INVALID_ARGUMENT, "an offset of \(offset) points") }
        pager.scene.setScrollOffset(offset, ofTab: try checkTab(tab, of: pager))
        pager.collectEvents()
    }
}

@c(st_select_tab)
package func selectTab(_ handle: OpaquePointer?, _ tab: Int32, _ animated: Int32) -> st_status {
    call(handle) { pager in
        pager.scene.selectTab(try checkTab(tab, of: pager), animated: animated != 0)
        pager.collectEvents()
    }
}

@c(st_insert_tab)
package func insertTab(_ handle: OpaquePointer?, _ index: Int32, _ id: UnsafePointer<CChar>?, _ title: UnsafePointer<CChar>?) -> st_status {
    call(handle) { pager in
        let count = pager.scene.content.tabs.count
        guard index >= 0, Int(index) <= count else { throw CFailure(ST_ERROR_OUT_OF_RANGE, "index \(index): 0 to \(count)") }
        let tab = TabContent(
            id: id == nil ? nil : try text(id, named: "the tab's id"), title: try text(title, named: "the tab's title"),
            page: .list(ListContent(items: [])))
        guard pager.scene.insertTab(tab, at: Int(index)) else {
            throw CFailure(ST_ERROR_STATE, tab.id.map { "a tab's id is \(quoted($0)) already" } ?? "the pager holds as many tabs as it can")
        }
        pager.collectEvents()
    }
}

@c(st_remove_tab)
package func removeTab(_ handle: OpaquePointer?, _ tab: Int32) -> st_status {
    call(handle) { pager in
        guard pager.scene.removeTab(at: try checkTab(tab, of: pager)) else { throw CFailure(ST_ERROR_STATE, "the only tab cannot be removed") }
        pager.collectEvents()
    }
}

@c(st_move_tab)
package func moveTab(_ handle: OpaquePointer?, _ from: Int32, _ to: Int32) -> st_status {
    call(handle) { pager in
        pager.scene.moveTab(from: try checkTab(from, of: pager), to: try checkTab(to, of: pager))
        pager.collectEvents()
    }
}

@c(st_set_tab_title)
package func setTabTitle(_ handle: OpaquePointer?, _ tab: Int32, _ title: UnsafePointer<CChar>?) -> st_status {
    call(handle) { pager in pager.scene.setTitle(try text(title, named: "the title"), forTab: try checkTab(tab, of: pager)) }
}

@c(st_set_badge)
package func setBadge(_ handle: OpaquePointer?, _ tab: Int32, _ badge: Int32) -> st_status {
    call(handle) { pager in
        let index = try checkTab(tab, of: pager)
        guard badge >= ST_BADGE_NONE.rawValue else { throw CFailure(ST_ERROR_INVALID_ARGUMENT, "a badge of \(badge): -1, 0 or a count") }
        pager.scene.setBadge(badge == ST_BADGE_NONE.rawValue ? nil : badge == ST_BADGE_DOT.rawValue ? .dot : .count(Int(badge)), forTab: index)
    }
}

@c(st_set_tab_enabled)
package func setTabEnabled(_ handle: OpaquePointer?, _ tab: Int32, _ enabled: Int32) -> st_status {
    call(handle) { pager in pager.scene.setEnabled(enabled != 0, forTab: try checkTab(tab, of: pager)) }
}
