import EndToEndSupport
import Foundation
import PagerSDL
import RenderTestSupport
import Testing

/// The program's own words in the user's language, chosen as gettext chooses (`LANGUAGE`, then
/// `LC_ALL`, `LC_MESSAGES`, `LANG`), on a machine that builds no locale but C.UTF-8; a config's
/// `strings` wins over the translation. Reference pictures of a Chinese and an Arabic pull to refresh.
@Suite("Translations")
struct TranslationTests {
    /// A pull of the first list far enough to refresh, photographed before the release.
    static let pull = "press 400,200\nmove 400,260\nmove 400,330\nmove 400,420\nscreenshot shot.png\nrelease 400,420\n"

    static func pullShot(config: String, environment: [String: String]) throws -> URL {
        let directory = try Executable.workDirectory()
        let script = try Executable.script(Self.pull, in: directory)
        var clean = ["LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": ""]
        clean.merge(environment) { $1 }
        let result = try Executable.run(["--headless", "--config", config, "--script", script], in: directory, environment: clean)
        try #require(result.status == 0, "\(result.stderr)")
        return directory
    }

    @Test func aChinesePullToRefreshReadsInChinese() throws {
        let directory = try Self.pullShot(config: Executable.asset("toutiao.json"), environment: ["LANG": "zh_CN.UTF-8"])
        #expect(try Executable.shotMismatch(in: directory, against: "pull-to-refresh-zh_CN") == nil)
    }

    @Test func anArabicPullToRefreshReadsInArabic() throws {
        let directory = try Self.pullShot(config: Executable.asset("rtl.json"), environment: ["LANG": "ar_EG.UTF-8"])
        #expect(try Executable.shotMismatch(in: directory, against: "pull-to-refresh-ar") == nil)
    }

    /// The same pull in English, German via LANGUAGE over LANG, and LC_ALL over LANG draw
    /// differently from each other and as their catalogs say: the Chinese picture is only Chinese's.
    @Test func theLanguageIsChosenAsGettextChoosesIt() throws {
        func shot(_ environment: [String: String]) throws -> Data {
            try Data(
                contentsOf: try Self.pullShot(config: Executable.asset("toutiao.json"), environment: environment).appendingPathComponent("shot.png"))
        }
        let english = try shot([:]), chinese = try shot(["LANG": "zh_CN.UTF-8"])
        #expect(english != chinese)
        #expect(try shot(["LANG": "C"]) == english)
        #expect(try shot(["LANG": "xx_YY.UTF-8"]) == english)  // no catalog: English
        #expect(try shot(["LANGUAGE": "zh_CN", "LANG": "de_DE.UTF-8"]) == chinese)
        #expect(try shot(["LC_ALL": "zh_CN.UTF-8", "LANG": "de_DE.UTF-8"]) == chinese)
        #expect(try shot(["LANG": "de_DE.UTF-8"]) != english)
    }

    /// As gettext has it, `LANGUAGE` only orders the languages of a locale that is set: alone, or
    /// under `LANG=C`, it leaves the words English; `LANG` or `LC_ALL` naming Arabic gives Arabic.
    @Test func languageAloneUnderTheCLocaleIsEnglish() throws {
        func shot(_ environment: [String: String]) throws -> Data {
            try Data(
                contentsOf: try Self.pullShot(config: Executable.asset("toutiao.json"), environment: environment).appendingPathComponent("shot.png"))
        }
        let english = try shot([:]), arabic = try shot(["LANG": "ar_EG.UTF-8"])
        #expect(arabic != english)
        #expect(try shot(["LANGUAGE": "ar"]) == english)
        #expect(try shot(["LANGUAGE": "ar", "LANG": "C"]) == english)
        #expect(try shot(["LC_ALL": "ar_EG.UTF-8"]) == arabic)
    }

    /// `LC_MESSAGES` wins over `LANG`, as gettext has it, whether the locale it names is built on
    /// the machine (here in a folder of the test's own, through `LOCPATH`) or not (gettext would
    /// then fall back to English, and the program chooses the catalog itself).
    @Test(arguments: [false, true]) func messagesWinOverLang(built: Bool) throws {
        var environment: [String: String] = [:]
        if built {
            let locales = try Executable.workDirectory()
            for (name, source) in [("zh_CN.UTF-8", "zh_CN"), ("de_DE.UTF-8", "de_DE")] {
                let made = try Executable.tool(
                    ["localedef", "-i", source, "-f", "UTF-8", locales.appendingPathComponent(name).path], in: locales)
                try #require(made.status == 0, "localedef \(name): \(made.stderr)")
            }
            environment["LOCPATH"] = locales.path
        }
        func shot(_ more: [String: String]) throws -> Data {
            try Data(
                contentsOf: try Self.pullShot(config: Executable.asset("toutiao.json"), environment: environment.merging(more) { $1 })
                    .appendingPathComponent("shot.png"))
        }
        let chinese = try shot(["LANG": "zh_CN.UTF-8"]), german = try shot(["LANG": "de_DE.UTF-8"])
        #expect(chinese != german)
        #expect(try shot(["LC_MESSAGES": "zh_CN.UTF-8", "LANG": "de_DE.UTF-8"]) == chinese)
        #expect(try shot(["LC_MESSAGES": "de_DE.UTF-8", "LANG": "zh_CN.UTF-8"]) == german)
        #expect(try shot(["LC_ALL": "zh_CN.UTF-8", "LC_MESSAGES": "de_DE.UTF-8"]) == chinese)
    }

    /// In Arabic, the back control's chevron sits at the layout's outer edge and points back as
    /// the layout runs, whatever way the words read: at the left pointing left in a left-to-right
    /// config ("‹ رجوع"; it once read "رجوع ›", the chevron mirrored to the words' far side), at
    /// the right pointing right in a right-to-left one.
    @Test(arguments: [false, true]) func anArabicBackControlPointsBackAtTheOuterEdge(rightToLeft: Bool) throws {
        let directory = try Executable.workDirectory()
        var text = try String(contentsOfFile: Executable.asset("settings.json"), encoding: .utf8)
        if rightToLeft { text = "{\n  \"direction\": \"rtl\"," + text.dropFirst() }
        try text.write(to: directory.appendingPathComponent("settings.json"), atomically: true, encoding: .utf8)
        let script = try Executable.script("click 400,417\nwait 800ms\nscreenshot shot.png\n", in: directory)
        let result = try Executable.run(
            ["--headless", "--config", "settings.json", "--script", script], in: directory,
            environment: ["LANG": "ar_EG.UTF-8", "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""])
        try #require(result.status == 0, "\(result.stderr)")
        try SDLLibrary.start(video: false)
        let shot = try loadPNG(directory.appendingPathComponent("shot.png").path)
        // The navigation bar's red ink (60-104), in runs of columns apart by more than 3 points.
        let band = 62..<102
        func inked(_ x: Int, _ y: Int) -> Bool { let p = shot.pixel(x: x, y: y); return Int(p.r) - Int(p.g) > 60 }
        var runs: [[Int]] = []
        for x in 0..<shot.width where band.contains(where: { inked(x, $0) }) {
            if let last = runs.last?.last, x - last <= 3 { runs[runs.count - 1].append(x) } else { runs.append([x]) }
        }
        let chevron = try #require(rightToLeft ? runs.last : runs.first, "no back control drawn")
        #expect(rightToLeft ? chevron[0] > 760 : chevron[chevron.count - 1] < 40, "at the outer edge: \(chevron) of \(runs)")
        #expect(chevron.count <= 8, "the chevron alone, not a letter: \(chevron)")
        let rows = band.filter { y in chevron.contains { inked($0, y) } }
        func middleX(_ y: Int) -> Double {
            let xs = chevron.filter { inked($0, y) }
            return Double(xs.reduce(0, +)) / Double(max(xs.count, 1))
        }
        let tip = middleX((rows[0] + rows[rows.count - 1]) / 2), arm = middleX(rows[0])
        #expect(rightToLeft ? tip > arm : tip < arm, "pointing \(rightToLeft ? "right" : "left"): tip at \(tip), arm's end at \(arm)")
    }

    /// A config's `strings` wins over the translation.
    @Test func aConfigsStringsWinOverTheTranslation() throws {
        let directory = try Executable.workDirectory()
        var text = try String(contentsOfFile: Executable.asset("toutiao.json"), encoding: .utf8)
        text = text.replacingOccurrences(of: "\"tabs\":", with: "\"strings\": { \"releaseToRefresh\": \"Release to refresh\" },\n  \"tabs\":")
        let config = directory.appendingPathComponent("mine.json")
        try text.write(to: config, atomically: true, encoding: .utf8)
        let given = try Self.pullShot(config: config.path, environment: ["LANG": "zh_CN.UTF-8"])
        let english = try Self.pullShot(config: Executable.asset("toutiao.json"), environment: [:])
        #expect(try Data(contentsOf: given.appendingPathComponent("shot.png")) == Data(contentsOf: english.appendingPathComponent("shot.png")))
        // A key that is not one of the words is an error.
        let bad = text.replacingOccurrences(of: "\"releaseToRefresh\"", with: "\"release\"")
        try bad.write(to: config, atomically: true, encoding: .utf8)
        let result = try Executable.run(["--headless", "--config", config.path, "--screenshot", "x.png"], in: directory)
        #expect(result.status == 2 && result.stderr.contains("release"), "\(result.stderr)")
    }
}
