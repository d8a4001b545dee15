#!/usr/bin/env python3
"""Writes the man page sliding-tabs.1 from docs/reference.md (`make man`, `make install`).

The page is made from the same text as `--help` and the reference: the command line block, the
key, flag, script-command, config-key, report-field, exit-code and limit tables, the sections on
touch and zoom, screen readers (docs/accessibility.md) and trust (SECURITY.md), so it cannot say
something the documentation does not (the drift test renders it with `man -l` and checks every
flag, command, key and exit code is there). The version comes from
Sources/PagerScene/SlidingTabsVersion.swift.

usage: generate.py OUTPUT
"""
import re
import sys
from pathlib import Path

root = Path(__file__).resolve().parents[2]
reference = (root / "docs/reference.md").read_text(encoding="utf-8").split("\n")
accessibility = (root / "docs/accessibility.md").read_text(encoding="utf-8").split("\n")
security = (root / "SECURITY.md").read_text(encoding="utf-8").split("\n")
version_source = (root / "Sources/PagerScene/SlidingTabsVersion.swift").read_text(encoding="utf-8")
version = re.search(r'static let text = "([^"]+)"', version_source).group(1)


def roff(text):
    """Markdown inline text as roff: code and bold in bold, links as their text, escapes kept."""
    text = text.replace("\\|", "|").replace("\\", "\\e")
    text = re.sub(r"!\[[^\]]*\]\([^)]*\)", "", text)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = text.replace("-", "\\-")
    text = re.sub(r"`([^`]*)`", r"\\fB\1\\fR", text)
    text = re.sub(r"\*\*([^*]*)\*\*", r"\\fB\1\\fR", text)
    return "".join(c if ord(c) < 128 else "\\[u%04X]" % ord(c) for c in text)


def line(text):
    """One roff text line: a leading dot or quote would be read as a request."""
    return "\\&" + text if text[:1] in (".", "'") else text


def table(header, document=reference):
    """The rows (lists of cells) of the document's table whose header starts with `| header |`."""
    start = next(i for i, text in enumerate(document) if text.startswith(f"| {header} |"))
    rows = []
    for text in document[start + 2:]:
        if not text.startswith("|"):
            break
        cells = re.split(r"(?<!\\)\|", text.strip())[1:-1]
        rows.append([cell.strip() for cell in cells])
    return rows


def section(title, document=reference, whole=False):
    """The paragraphs of the document's section `# title` (any level) up to its first table or
    code block (with `whole`, up to its next heading, tables skipped), as roff paragraphs."""
    start = next(i for i, text in enumerate(document) if re.fullmatch(rf"#+ {re.escape(title)}", text))
    paragraphs, current = [], []
    for text in document[start + 1:]:
        if whole and text.startswith(("|", "```")):
            continue
        if text.startswith(("#", "|", "```")):
            break
        if text.strip():
            current.append(text.strip())
        elif current:
            paragraphs.append(" ".join(current))
            current = []
    if current:
        paragraphs.append(" ".join(current))
    return [".PP\n" + line(roff(paragraph)) for paragraph in paragraphs]


def tagged(rows):
    """A table as tagged paragraphs: the first cell the tag, the second the text, a third (the
    config reference's default) after it."""
    out = []
    for row in rows:
        text = row[1] + (f"; default: {row[2]}" if len(row) > 2 and row[2] else "")
        out += [".TP", line(roff(row[0])), line(roff(text))]
    return out


def usage_block():
    """The command line block of the reference (what `--help` prints), as literal text."""
    start = reference.index("## Command line")
    first = reference.index("```", start)
    last = reference.index("```", first + 1)
    return [".nf"] + [line(roff(text.replace("`", "'"))) for text in reference[first + 1:last]] + [".fi"]


page = [
    '.TH SLIDING\\-TABS 1 "" "sliding\\-tabs %s" "User Commands"' % version,
    ".nh",
    ".ad l",
    ".SH NAME",
    "sliding\\-tabs \\- a tab pager for the desktop: tab buttons over pages that swipe",
    ".SH SYNOPSIS",
    *usage_block(),
    ".SH DESCRIPTION",
    *section("Using it"),
    ".SH KEYS",
    *tagged(table("key / input")),
    ".SH TOUCH AND ZOOM",
    *section("Touch and zoom", whole=True),
    ".SH OPTIONS",
    *tagged(table("flag")),
    ".SH SCRIPTS",
    *section("Scripts"),
    *tagged(table("command")),
    ".SH REPORT",
    *section("The report"),
    *tagged(table("field")),
    ".SH CONFIG FILES",
    *section("Config files"),
    ".PP",
    "A config named without a path (\\fB\\-\\-config toutiao\\fR) is one of the shipped configs, "
    "installed in \\fIPREFIX\\fR/share/sliding\\-tabs; a path always wins.",
    *section("Config reference"),
    *tagged(table("key")),
    ".SH EXIT STATUS",
    *tagged(table("exit code")),
    ".SH LIMITS",
    *section("Limits and errors"),
    *tagged(table("limit")),
    ".SH SCREEN READERS",
    *section("Screen readers", accessibility),
    *tagged(table("element", accessibility)),
    ".SH TRUST",
    *section("The threat model", security),
    *tagged(table("bound", security)),
    ".SH REPORTING BUGS",
    *section("Reporting a vulnerability", security),
    ".SH FILES",
    ".TP",
    "\\fIPREFIX\\fR/share/sliding\\-tabs/",
    "the shipped configs, their pictures and example scripts",
    ".TP",
    "\\fB$XDG_STATE_HOME\\fR/sliding\\-tabs/\\fINAME\\fR.json",
    "the switch and option values of config \\fINAME\\fR (default \\fI~/.local/state\\fR)",
    ".TP",
    "\\fB$XDG_CACHE_HOME\\fR/sliding\\-tabs/fonts.txt",
    "fontconfig's answer, cached (default \\fI~/.cache\\fR)",
    ".SH LICENSE",
    "MIT; see the LICENSE file of the source.",
]

output = Path(sys.argv[1])
output.parent.mkdir(parents=True, exist_ok=True)
temporary = output.with_name("." + output.name + ".tmp")
temporary.write_text("\n".join(page) + "\n", encoding="utf-8")
temporary.replace(output)
