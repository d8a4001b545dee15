import CShims
import PagerCore
import PagerSDL

/// The fonts every pager of the process draws with, found through fontconfig once: loading
/// fontconfig's configuration takes 26-41 ms, which a second pager does not pay again. The
/// configuration loaded stays fontconfig's current one for the process (docs/c-api.md, "What the
/// library does to your process").
enum SharedFonts {
    private static let found = Lock<FontFiles?>(nil)

    /// The fonts, found the first time (a failure is not kept: fonts installed meanwhile are
    /// found by the next pager).
    static func files() throws -> FontFiles {
        try found.withLock { found in
            if let files = found { return files }
            let files = try FontFiles.locate { problem in csdl_log_warning("sliding-tabs: \(problem)") }
            found = files
            return files
        }
    }
}
