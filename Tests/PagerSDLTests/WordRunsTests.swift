import Testing

@testable import PagerSDL

/// How a one-line string is cut into the pieces it is put together from.
@Suite("Word runs")
struct WordRunsTests {
    @Test func wordsDigitsAndSpacesAreCutApart() {
        let runs = WordRasters.runs(of: "I am the 120th data").map(String.init)
        #expect(runs == ["I", "", "am", "", "the", "", "1", "2", "0", "th", "", "data"])
        #expect(WordRasters.runs(of: " a  b ").map(String.init) == ["", "a", "", "", "b", ""])
    }

    /// Outside ASCII the cuts fall between characters: a digit with a mark on it stays whole,
    /// and Chinese runs keep together.
    @Test func charactersStayWhole() {
        #expect(WordRasters.runs(of: "第12条 news").map(String.init) == ["第", "1", "2", "条", "", "news"])
        #expect(WordRasters.runs(of: "x1\u{0308}y 2").map(String.init) == ["x1\u{0308}y", "", "2"])
    }
}
