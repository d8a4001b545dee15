import EndToEndSupport
import Foundation
import PagerConfig
import PagerCore
import PagerScene
import RenderTestSupport
import Testing

@testable import SlidingTabsKit

/// `make install` as a user or a packager runs it (Tools/install/install.sh, with DESTDIR): the
/// installed program runs from anywhere and finds its shipped configs by name, the desktop
/// entry is valid, the icons are there at every size, the man page renders, and uninstall leaves
/// nothing behind.
@Suite("Install")
struct InstallTests {
    static let script = Executable.packageRoot.appendingPathComponent("Tools/install/install.sh").path

    /// Installs the tested program into `stage/usr` as `make install DESTDIR=stage PREFIX=/usr` does.
    static func install(into stage: URL) throws -> Executable.Result {
        try Executable.tool(
            [script, "install", stage.path + "/usr", Executable.url.path], in: stage, environment: ["DESTDIR": stage.path])
    }

    static func uninstall(from stage: URL) throws -> Executable.Result {
        try Executable.tool([script, "uninstall", stage.path + "/usr"], in: stage, environment: ["DESTDIR": stage.path])
    }

    /// Every file and folder under `folder`, relative to it, sorted.
    static func contents(of folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
    }

    @Test func anInstalledProgramRunsFromAnywhereAndFindsItsConfigsByName() throws {
        let stage = try Executable.workDirectory()
        let installed = try Self.install(into: stage)
        #expect(installed.status == 0, "\(installed.stderr)")
        let program = stage.appendingPathComponent("usr/bin/sliding-tabs").path
        #expect(FileManager.default.isExecutableFile(atPath: program))

        // Run from a folder that is neither the repository nor the prefix.
        let elsewhere = try Executable.workDirectory()
        let version = try Executable.tool([program, "--version"], in: elsewhere)
        #expect(version.status == 0 && version.stdout == "sliding-tabs \(SlidingTabsVersion.text)\n")
        let shot = elsewhere.appendingPathComponent("toutiao.png").path
        let run = try Executable.tool(
            [program, "--config", "toutiao", "--headless", "--screenshot", shot, "--report", "report.json"], in: elsewhere,
            environment: ["XDG_STATE_HOME": elsewhere.path + "/state", "DISPLAY": "", "SDL_VIDEODRIVER": "dummy"])
        #expect(run.status == 0, "\(run.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: elsewhere.appendingPathComponent("report.json"))) as? [String: Any]
        #expect(report?["tabs"] as? Int == 3, "toutiao.json's three tabs")
        let image = try loadPNG(shot)
        let reference = try loadPNG(Executable.packageRoot.appendingPathComponent("Tests/EndToEndTests/References/toutiao.png").path)
        #expect(image.width == reference.width && image.height == reference.height)

        // Its translations are the installed catalogs (PREFIX/share/locale): a Chinese pull to refresh.
        let pull = try Executable.script(TranslationTests.pull, in: elsewhere)
        let chinese = try Executable.tool(
            [program, "--config", "toutiao", "--headless", "--script", pull], in: elsewhere,
            environment: ["LANG": "zh_CN.UTF-8", "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "DISPLAY": "", "SDL_VIDEODRIVER": "dummy"])
        #expect(chinese.status == 0, "\(chinese.stderr)")
        let header = try loadPNG(elsewhere.appendingPathComponent("shot.png").path)
        let translated = try loadPNG(Executable.packageRoot.appendingPathComponent("Tests/EndToEndTests/References/pull-to-refresh-zh_CN.png").path)
        #expect(header.pixels == translated.pixels, "the installed program's pull to refresh is the Chinese reference")

        // With the .json, too; a path still wins over a shipped name.
        let withSuffix = try Executable.tool([program, "--config", "settings.json", "--headless", "--screenshot", "s.png"], in: elsewhere)
        #expect(withSuffix.status == 0, "\(withSuffix.stderr)")
        try ##"{"tabs": [{"title": "Mine", "page": {"type": "color", "color": "#00ff00"}}]}"##.write(
            toFile: elsewhere.appendingPathComponent("toutiao").path, atomically: true, encoding: .utf8)
        let own = try Executable.tool(
            [program, "--config", "toutiao", "--headless", "--screenshot", "own.png", "--report", "own.json"], in: elsewhere)
        #expect(own.status == 0, "\(own.stderr)")
        let ownReport = try JSONSerialization.jsonObject(with: Data(contentsOf: elsewhere.appendingPathComponent("own.json"))) as? [String: Any]
        #expect(ownReport?["tabs"] as? Int == 1, "the file named toutiao here, not the shipped config")

        // An unknown name: one line that lists the shipped configs, exit 2; a hidden file
        // beside them (an editor's backup) is none of them.
        try "{}".write(toFile: stage.appendingPathComponent("usr/share/sliding-tabs/.draft.json").path, atomically: true, encoding: .utf8)
        let unknown = try Executable.tool([program, "--config", "toutaio", "--headless"], in: elsewhere)
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr
                == "sliding-tabs: cannot read config 'toutaio': no such file, and no shipped config has that name "
                + "(shipped: channels, gallery, grid, jftabview, news, rtl, settings, sidebar, toutiao, world)\n")
    }

    /// Not installed, a build of the repository finds the shipped configs in its Assets/.
    @Test func aBuildFindsTheShippedConfigsByNameToo() throws {
        let directory = try Executable.workDirectory()
        let result = try Executable.run(
            ["--config", "gallery", "--headless", "--screenshot", "shot.png", "--report", "report.json"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("report.json"))) as? [String: Any]
        #expect(report?["tabs"] as? Int == 4, "gallery.json's tabs")
    }

    @Test func theDesktopEntryIconsAndManPageAreWhereTheDesktopLooks() throws {
        let stage = try Executable.workDirectory()
        #expect(try Self.install(into: stage).status == 0)
        let share = stage.appendingPathComponent("usr/share")
        let entry = share.appendingPathComponent("applications/io.github.slidingtabs.SlidingTabs.desktop").path
        let validated = try Executable.tool(["desktop-file-validate", entry], in: stage)
        #expect(validated.status == 0 && validated.stdout.isEmpty && validated.stderr.isEmpty, "\(validated.stdout)\(validated.stderr)")
        let text = try String(contentsOfFile: entry, encoding: .utf8)
        #expect(text.contains("\nExec=sliding-tabs\n") && text.contains("\nIcon=sliding-tabs\n"))

        for size in [16, 32, 48, 64, 128, 256] {
            let icon = try loadPNG(share.appendingPathComponent("icons/hicolor/\(size)x\(size)/apps/sliding-tabs.png").path)
            #expect(icon.width == size && icon.height == size)
            // The selected tab's red indicator is in every size: the icon is the program's.
            let red = (0..<icon.height).contains { y in
                (0..<icon.width).contains { x in
                    let pixel = icon.pixel(x: x, y: y)
                    return pixel.r > 200 && pixel.g < 40 && pixel.b < 40
                }
            }
            #expect(red, "the \(size)-pixel icon shows no red")
        }
        #expect(FileManager.default.fileExists(atPath: share.appendingPathComponent("icons/hicolor/scalable/apps/sliding-tabs.svg").path))

        let page = share.appendingPathComponent("man/man1/sliding-tabs.1").path
        let man = try Executable.tool(["man", "-l", "-P", "cat", page], in: stage, environment: ["MANWIDTH": "100", "LANG": "C.UTF-8"])
        #expect(man.status == 0, "\(man.stderr)")
        #expect(man.stdout.contains("SLIDING-TABS(1)") && man.stdout.contains("sliding-tabs \(SlidingTabsVersion.text)"))
        #expect(man.stdout.contains("EXIT STATUS") && man.stdout.contains("--config toutiao"))
    }

    /// A real install (no DESTDIR) into a prefix of the user's, twice (an upgrade), then one
    /// uninstall: the prefix is exactly as it was, the desktop caches the install made gone too,
    /// and the system's man index was never touched.
    @Test func installingTwiceThenUninstallingLeavesThePrefixAsItWas() throws {
        let stage = try Executable.workDirectory()
        let prefix = stage.appendingPathComponent("home/.local")
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        let before = Self.contents(of: prefix)
        // A mandb that notes it was run, first on the PATH.
        let tools = stage.appendingPathComponent("tools")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        let mandb = tools.appendingPathComponent("mandb")
        try "#!/bin/sh\ntouch \(stage.path)/mandb-ran\n".write(to: mandb, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: mandb.path)
        let environment = ["PATH": tools.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"), "DESTDIR": ""]
        for _ in 0..<2 {
            let installed = try Executable.tool([Self.script, "install", prefix.path, Executable.url.path], in: stage, environment: environment)
            #expect(installed.status == 0, "\(installed.stderr)")
        }
        #expect(Self.contents(of: prefix).contains("share/applications/io.github.slidingtabs.SlidingTabs.desktop"))
        #expect(Self.contents(of: prefix).contains("share/metainfo/io.github.slidingtabs.SlidingTabs.metainfo.xml"))
        let removed = try Executable.tool([Self.script, "uninstall", prefix.path], in: stage, environment: environment)
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(Self.contents(of: prefix) == before, "left behind: \(Set(Self.contents(of: prefix)).subtracting(before).sorted())")
        #expect(!FileManager.default.fileExists(atPath: stage.appendingPathComponent("mandb-ran").path), "mandb ran for a prefix under home")
    }

    @Test func uninstallLeavesNothingBehindAndKeepsWhatWasThere() throws {
        let stage = try Executable.workDirectory()
        #expect(try Self.install(into: stage).status == 0)
        let files = Self.contents(of: stage)
        #expect(files.contains("usr/share/sliding-tabs/toutiao.json") && files.contains("usr/share/sliding-tabs/pictures/city.svg"))
        #expect(files.contains("usr/share/sliding-tabs/news.jsonl") && files.contains("usr/share/sliding-tabs/scripts/swipe-and-click.script"))
        #expect(!files.contains { $0.contains("readme") }, "the README's pictures are not installed")
        let removed = try Self.uninstall(from: stage)
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(Self.contents(of: stage).isEmpty, "left behind: \(Self.contents(of: stage))")

        // A prefix that already holds other programs keeps them and its folders.
        let other = stage.appendingPathComponent("usr/bin/other")
        try FileManager.default.createDirectory(at: stage.appendingPathComponent("usr/share/man/man1"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: other.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "#!/bin/sh\n".write(to: other, atomically: true, encoding: .utf8)
        #expect(try Self.install(into: stage).status == 0)
        #expect(try Self.uninstall(from: stage).status == 0)
        #expect(Self.contents(of: stage) == ["usr", "usr/bin", "usr/bin/other", "usr/share", "usr/share/man", "usr/share/man/man1"])
        // Uninstalling again says so and fails nothing.
        let again = try Self.uninstall(from: stage)
        #expect(again.status == 0 && again.stdout.contains("not installed"))
    }
}
