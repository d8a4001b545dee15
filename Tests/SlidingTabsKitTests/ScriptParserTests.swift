import PagerConfig
import PagerCore
import PagerSDL
import PagerScene
import Testing

@testable import SlidingTabsKit

@Suite("Script parser")
struct ScriptParserTests {
    @Test func everyCommandParses() throws {
        let script = try Script(
            parsing: """
                size 640x480   # a comment
                press 1,2
                move 3.5,4
                release 5,6
                drag 1,2 -> 3,4 in 100ms
                touch 1,2->3,4 in 50ms
                click 7,8
                tab 2
                key ctrl+S
                key 5
                wheel 0,-1.5 at 10,20
                wait 250ms
                screenshot out/a b.png
                expect page 3
                """, name: "t")
        #expect(
            script.lines.map(\.command) == [
                .size(PixelSize(width: 640, height: 480)!), .press(Point(x: 1, y: 2)), .move(Point(x: 3.5, y: 4)),
                .release(Point(x: 5, y: 6)),
                .drag(from: Point(x: 1, y: 2), to: Point(x: 3, y: 4), milliseconds: 100, kind: .mouse),
                .drag(from: Point(x: 1, y: 2), to: Point(x: 3, y: 4), milliseconds: 50, kind: .touch),
                .click(Point(x: 7, y: 8)), .tab(1), .key(KeyPress(.letter("s"), ctrl: true)), .key(KeyPress(.digit(5))),
                .wheel(dx: 0, dy: -1.5, at: Point(x: 10, y: 20), shift: false), .wait(milliseconds: 250),
                .screenshot(path: "out/a b.png"), .expectPage(2),
            ])
        #expect(script.lines.map(\.number) == Array(1...14))
    }

    @Test func windowsLineEndingsWork() throws {
        let script = try Script(parsing: "wait 10ms\r\nexpect page 1\r\n\r\nclick 1,2\r\n", name: "crlf")
        #expect(script.lines.map(\.number) == [1, 2, 4])
        #expect(throws: AppError.self) { try Script(parsing: "wait 10ms\r\nbogus\r\n", name: "crlf") }
        do { _ = try Script(parsing: "wait 10ms\r\nbogus\r\n", name: "crlf") } catch let error as AppError {
            #expect(error.description.hasPrefix("crlf:2: unknown command 'bogus'"))
        }
    }

    @Test func theTourParses() throws {
        let tour = try Script(parsing: Tour.text, name: "tour")
        #expect(tour.lines.count > 10)
        #expect(Tour.screenshotPaths.count == 5)
    }

    @Test(arguments: ["wait -5ms", "wait 99999999ms", "press 1e9,0", "press inf,0", "tab 0", "key", "size 9000x10"])
    func outOfRangeValuesAreRejected(line: String) {
        #expect(throws: AppError.self) { try Script(parsing: line, name: "t") }
    }
}

/// The `key` command's names: every name the window's keys have parses, and the error for an
/// unknown one lists them all (F5, Esc and Return among them).
@Suite("Script key names")
struct ScriptKeyNameTests {
    @Test func everyKeyNameParsesAndTheErrorListsThemAll() throws {
        let names = PagerSDL.KeyTable.entries.flatMap(\.names)
        for name in names {
            let script = try Script(parsing: "key \(name)\n", name: "t")
            #expect(script.lines.first.map(\.command) == .key(KeyPress(try #require(PagerSDL.KeyTable.key(named: name)))), "\(name)")
        }
        #expect(try Script(parsing: "key =\nkey equals\n", name: "t").lines.map(\.command) == [.key(KeyPress(.plus)), .key(KeyPress(.plus))])
        do {
            _ = try Script(parsing: "key hyper\n", name: "t")
            Issue.record("an unknown key was accepted")
        } catch let error as AppError {
            let listed = error.description.lowercased()
            for name in names + ["f5", "esc", "return"] { #expect(listed.contains(name), "\(name) missing: \(error.description)") }
        }
    }
}
