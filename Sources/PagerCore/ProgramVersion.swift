/// The version of SlidingTabs, its program and its libraries: the one place it is written
/// (`--version`, the man page, the desktop entry and AT-SPI2's toolkit version read it from here).
package enum ProgramVersion {
    /// The version, as `sliding-tabs --version` prints it after the name.
    package static let text = "1.2.1"
}
