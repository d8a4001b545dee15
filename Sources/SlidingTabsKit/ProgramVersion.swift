/// The program's version: the one place it is written (`--version`, the man page, the desktop
/// entry read it from here).
package enum ProgramVersion {
    /// The version, as `sliding-tabs --version` prints it after the name.
    package static let text = "1.1.0"
}
