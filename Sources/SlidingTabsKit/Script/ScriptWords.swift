/// The words of a script command's arguments: separated by spaces, and a word in double quotes
/// may hold spaces (`expect switch "Push notifications" on`), with `\"` and `\\` inside.
package enum ScriptWords {
    /// The words of `text`, or nil when a quote is not closed.
    package static func split(_ text: String) -> [String]? {
        var words: [String] = []
        var characters = text[...]
        while let first = characters.first {
            if first == " " || first == "\t" {
                characters.removeFirst()
                continue
            }
            guard first == "\"" else {
                let end = characters.firstIndex { $0 == " " || $0 == "\t" } ?? characters.endIndex
                words.append(String(characters[..<end]))
                characters = characters[end...]
                continue
            }
            characters.removeFirst()
            var word = ""
            var closed = false
            while let character = characters.popFirst() {
                if character == "\"" { closed = true; break }
                if character == "\\", let escaped = characters.popFirst() { word.append(escaped); continue }
                word.append(character)
            }
            guard closed else { return nil }
            words.append(word)
        }
        return words
    }

    /// `line` without its comment: from the first `#` outside double quotes to the end.
    package static func withoutComment(_ line: Substring) -> Substring {
        var quoted = false, escaped = false
        for index in line.indices {
            let character = line[index]
            if escaped { escaped = false; continue }
            if quoted && character == "\\" { escaped = true; continue }
            if character == "\"" { quoted.toggle() }
            if character == "#" && !quoted { return line[..<index] }
        }
        return line
    }

    /// `word` as a script writes it: as it is, or in double quotes when it is empty or holds a
    /// space, a quote, a backslash or a `#` (which would start a comment).
    package static func quote(_ word: String) -> String {
        guard word.isEmpty || word.contains(where: { " \t\"\\#".contains($0) }) else { return word }
        return "\"" + word.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }
}
