#!/usr/bin/env python3
"""Writes the man page sliding-tabs.1 from docs/reference.md (`make man`, `make install`).

The page is the whole reference, in its order and under its headings (a `##` heading is a
section, a `###` one a subsection), followed by the screen readers' page (docs/accessibility.md)
and the threat model (SECURITY.md): its paragraphs, its tables (each row a tagged paragraph, a
third cell, the config reference's default, after the text) and its code blocks. So it cannot
say something the documentation does not, nor leave out what the documentation says (the drift
test renders it with `man -l` and checks every heading, flag, command, key and exit code is
there). The version comes from Sources/PagerScene/SlidingTabsVersion.swift.

usage: generate.py OUTPUT
"""
import re
import sys
from pathlib import Path

root = Path(__file__).resolve().parents[2]
version_source = (root / "Sources/PagerScene/SlidingTabsVersion.swift").read_text(encoding="utf-8")
version = re.search(r'static let text = "([^"]+)"', version_source).group(1)


def lines_of(name):
    return (root / name).read_text(encoding="utf-8").split("\n")


def roff(text):
    """Markdown inline text as roff: code and bold in bold, links as their text, escapes kept."""
    text = text.replace("\\|", "|").replace("\\", "\\e")
    text = re.sub(r"!\[[^\]]*\]\([^)]*\)", "", text)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = text.replace("-", "\\-")
    text = re.sub(r"`([^`]*)`", r"\\fB\1\\fR", text)
    text = re.sub(r"\*\*([^*]*)\*\*", r"\\fB\1\\fR", text)
    return "".join(c if ord(c) < 128 else character(c) for c in text)


# Characters a typesetter's fonts lack (CJK, full-width forms), by code point: on a terminal
# (nroff, as man shows the page) the character itself, in print its code point.
wide = set()


def character(c):
    """A character outside ASCII as roff writes it."""
    if ord(c) < 0x3000:
        return "\\[u%04X]" % ord(c)
    wide.add(ord(c))
    return "\\*[u%04X]" % ord(c)


def wide_strings():
    """The strings that write the wide characters used."""
    return [f".ie n .ds u{code:04X} \\[u{code:04X}]\n.el .ds u{code:04X} U+{code:04X}" for code in sorted(wide)]


def line(text):
    """One roff text line: a leading dot or quote would be read as a request."""
    return "\\&" + text if text[:1] in (".", "'") else text


def heading(request, text):
    """A section or subsection heading, its words as the document writes them."""
    return [f'{request} "{roff(text)}"']


def cells(text):
    """The cells of a Markdown table row (a `\\|` inside a cell is a bar, not a border)."""
    return [cell.strip() for cell in re.split(r"(?<!\\)\|", text.strip())[1:-1]]


def convert(document, top_level):
    """The document's body as roff: headings of level `top_level` are sections, deeper ones
    subsections; paragraphs, tables and code blocks under them. What comes before the first
    such heading (a title, a list of contents) is left out."""
    out, paragraph = [], []

    def flush():
        if paragraph:
            out.extend([".PP", line(roff(" ".join(paragraph)))])
            paragraph.clear()

    started, index = False, 0
    while index < len(document):
        text = document[index]
        match = re.fullmatch(r"(#+) (.*)", text)
        if match:
            flush()
            level = len(match.group(1))
            started = started or level == top_level
            if started and level >= top_level:
                out += heading(".SH" if level == top_level else ".SS", match.group(2))
            index += 1
            continue
        if not started:
            index += 1
            continue
        if text.startswith("```"):
            flush()
            end = document.index("```", index + 1)
            out += [".PP", ".nf", ".RS 4"] + [line(roff(code.replace("`", "'"))) for code in document[index + 1:end]] + [".RE", ".fi"]
            index = end + 1
            continue
        if text.startswith("|"):
            flush()
            index += 2  # the header and its rule
            while index < len(document) and document[index].startswith("|"):
                row = cells(document[index])
                body = row[1] + (f"; default: {row[2]}" if len(row) > 2 and row[2] else "")
                out += [".TP", line(roff(row[0])), line(roff(body))]
                index += 1
            continue
        if text.strip():
            paragraph.append(text.strip())
        else:
            flush()
        index += 1
    flush()
    return out


def usage_block():
    """The command line block of the reference (what `--help` prints), as literal text."""
    reference = lines_of("docs/reference.md")
    first = reference.index("```", reference.index("## Command line"))
    last = reference.index("```", first + 1)
    return [".nf"] + [line(roff(text.replace("`", "'"))) for text in reference[first + 1:last]] + [".fi"]


def introduction():
    """The reference's opening paragraph: what the program is, and what this page holds."""
    reference = lines_of("docs/reference.md")
    start = reference.index("# Reference") + 1
    end = next(i for i in range(start + 1, len(reference)) if not reference[i].strip())
    return [".PP", line(roff(" ".join(text.strip() for text in reference[start:end] if text.strip())))]


def exit_codes():
    """The exit-code table of the reference again, where a man page's reader looks for it."""
    reference = lines_of("docs/reference.md")
    start = next(i for i, text in enumerate(reference) if text.startswith("| exit code |"))
    end = next(i for i in range(start, len(reference)) if not reference[i].startswith("|"))
    return convert(["## Exit status"] + reference[start:end], 2)[1:]


page = [
    '.TH SLIDING\\-TABS 1 "" "sliding\\-tabs %s" "User Commands"' % version,
    ".nh",
    ".ad l",
    ".SH NAME",
    "sliding\\-tabs \\- a tab pager for the desktop: tab buttons over pages that swipe",
    ".SH SYNOPSIS",
    *usage_block(),
    ".SH DESCRIPTION",
    *introduction(),
    *convert(lines_of("docs/reference.md"), 2),
    *convert(lines_of("docs/accessibility.md"), 1),
    *convert(lines_of("SECURITY.md"), 2),
    ".SH EXIT STATUS",
    *exit_codes(),
    ".SH FILES",
    ".TP",
    "\\fIPREFIX\\fR/share/sliding\\-tabs/",
    "the shipped configs, their pictures and example scripts",
    ".TP",
    "\\fB$XDG_STATE_HOME\\fR/sliding\\-tabs/\\fINAME\\fR.json",
    "the switch and option values of a config and the size its window was left at (and whether "
    "it was maximized) (default \\fI~/.local/state\\fR); \\fINAME\\fR is a shipped config's name "
    "(\\fItoutiao\\fR), \\fIshowcase\\fR for the built\\-in content, or for any other config its "
    "file's name and a hash of where it is (\\fImine\\-1a2b3c4d\\fR), so two configs of one name "
    "keep their own",
    ".TP",
    "\\fB$XDG_CACHE_HOME\\fR/sliding\\-tabs/fonts.txt",
    "fontconfig's answer, cached (default \\fI~/.cache\\fR)",
    ".SH SEE ALSO",
    "The Reference this page is made from (docs/reference.md), the library's documentation "
    "(docs/library.md, docs/c\\-api.md) and the README, in the source or at the project's home.",
    ".SH LICENSE",
    "MIT; see the LICENSE file of the source.",
]

page[1:1] = wide_strings()
output = Path(sys.argv[1])
output.parent.mkdir(parents=True, exist_ok=True)
temporary = output.with_name("." + output.name + ".tmp")
temporary.write_text("\n".join(page) + "\n", encoding="utf-8")
temporary.replace(output)
