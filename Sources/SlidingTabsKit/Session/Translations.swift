import CProgram
import PagerConfig
import PagerScene

#if canImport(Glibc)
    import Glibc
#endif

/// The program's own words in the user's language, from its gettext catalogs (`po/`, built into
/// `sliding-tabs.mo` files: installed in `PREFIX/share/locale`, or `.build/locale` in a build),
/// the language chosen as gettext chooses it: `LANGUAGE`, then `LC_ALL`, `LC_MESSAGES`, `LANG`.
package enum Translations {
    /// The catalogs' gettext domain.
    static let domain = "sliding-tabs"

    /// The folder the catalogs are in, beside the shipped configs.
    static var folder: String? {
        guard let configs = ShippedConfigs.folder else { return nil }
        let parent = FileSystem.parentDirectory(of: configs)
        return configs.hasSuffix("/share/sliding-tabs") ? parent + "/locale" : parent + "/.build/locale"
    }

    /// The scene's words, translated for the user's language (English where no catalog has it).
    package static func sceneStrings() -> SceneStrings {
        guard let folder else { return SceneStrings() }
        chooseLanguage()
        cshims_bind_catalogs(domain, folder)
        // gettext answers with the text it was given when it has no translation: read the answer
        // while that text is still alive.
        func translated(_ english: String) -> String {
            english.withCString { text in cshims_translate(domain, text).map { String(cString: $0) } ?? english }
        }
        var strings = SceneStrings()
        strings.pullToRefresh = translated(strings.pullToRefresh)
        strings.releaseToRefresh = translated(strings.releaseToRefresh)
        strings.refreshing = translated(strings.refreshing)
        strings.loading = translated(strings.loading)
        strings.noMoreRows = translated(strings.noMoreRows)
        strings.back = translated(strings.back)
        return strings
    }

    /// Sets the messages locale from the environment. Where the locale it names is not built on
    /// the machine (Debian builds only C.UTF-8 unless told), gettext would fall back to English;
    /// the language is then given to it as `LANGUAGE` under C.UTF-8, which it reads the same way.
    private static func chooseLanguage() {
        guard setlocale(LC_MESSAGES, "") == nil else { return }
        setlocale(LC_MESSAGES, "C.UTF-8")
        let environment = FileSystem.environment(["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"])
        guard (environment["LANGUAGE"] ?? "").isEmpty,
            let named = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty })
        else { return }
        // zh_CN.UTF-8@modifier: the language and the country are what catalogs are named by.
        let language = String(named.prefix { $0 != "." && $0 != "@" })
        if language != "C" && language != "POSIX" { setenv("LANGUAGE", language, 1) }
    }
}
