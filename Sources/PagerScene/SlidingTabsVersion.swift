/// The version of SlidingTabs, its program and its libraries: the one place it is written
/// (`--version`, the man page, AT-SPI2's toolkit version, the C library's header and pkg-config
/// file and the Debian packages read it from here).
package enum SlidingTabsVersion {
    /// The version, as `sliding-tabs --version` prints it after the name.
    package static let text = "1.4.0"
}
