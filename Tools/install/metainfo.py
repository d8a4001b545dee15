#!/usr/bin/env python3
"""Writes the AppStream metainfo of SlidingTabs (`make install`, so the Debian package too).

What software centres list: the summary and description, the README's screenshots, every release
of CHANGELOG.md (version, date and what changed, so the two cannot disagree), the content rating,
the licences, what launches it (the desktop entry of the same ID) and what it provides (the
program and the C library). `appstreamcli validate --no-net` checks it (Tests/Debian/run.sh).

usage: metainfo.py OUTPUT
"""
import re
import sys
from pathlib import Path
from xml.sax.saxutils import escape

ID = "io.github.slidingtabs.SlidingTabs"
HOMEPAGE = "https://github.com/slidingtabs/slidingtabs"
# The README's own pictures, as the repository serves them.
PICTURES = HOMEPAGE.replace("github.com", "raw.githubusercontent.com") + "/main/"

root = Path(__file__).resolve().parents[2]


def plain(text):
    """Markdown inline text as plain text: code marks and links dropped, white space folded."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    return " ".join(text.replace("`", "").replace("**", "").split())


def screenshots():
    """The README's pictures, each with its caption (its alt text), the first the default."""
    readme = (root / "README.md").read_text(encoding="utf-8")
    seen = []
    for caption, path in re.findall(r"!\[([^\]]+)\]\(([^)]+\.png)\)", readme):
        if path not in (p for _, p in seen):
            seen.append((caption, path))
    lines = []
    for index, (caption, path) in enumerate(seen):
        kind = ' type="default"' if index == 0 else ""
        lines += [
            f"    <screenshot{kind}>",
            f"      <caption>{escape(caption)}</caption>",
            f"      <image>{escape(PICTURES + path)}</image>",
            "    </screenshot>",
        ]
    return lines


def releases():
    """CHANGELOG.md's releases, newest first: each one's items as a list."""
    changelog = (root / "CHANGELOG.md").read_text(encoding="utf-8")
    lines = []
    for version, date, body in re.findall(r"^## \[([^\]]+)\] - (\d{4}-\d{2}-\d{2})\n(.*?)(?=^## |\Z)", changelog, re.M | re.S):
        items = [plain(item) for item in re.findall(r"^- (.*?)(?=^- |^#|\Z)", body, re.M | re.S)]
        lines.append(f'    <release version="{version}" date="{date}">')
        if items:
            lines += ["      <description>", "        <ul>"]
            lines += [f"          <li>{escape(item)}</li>" for item in items]
            lines += ["        </ul>", "      </description>"]
        lines.append("    </release>")
    if not lines:
        sys.exit("metainfo.py: CHANGELOG.md has no release (## [VERSION] - YYYY-MM-DD)")
    return lines


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: metainfo.py OUTPUT")
    text = "\n".join(
        [
            '<?xml version="1.0" encoding="UTF-8"?>',
            "<!-- Written by Tools/install/metainfo.py from README.md and CHANGELOG.md. -->",
            '<component type="desktop-application">',
            f"  <id>{ID}</id>",
            "  <name>SlidingTabs</name>",
            "  <summary>Swipe between pages under a bar of tabs</summary>",
            "  <developer_name>The SlidingTabs authors</developer_name>",
            "  <metadata_license>MIT</metadata_license>",
            "  <project_license>MIT</project_license>",
            "  <description>",
            "    <p>",
            "      Tab buttons over horizontally paged pages, with a red indicator that slides under the tabs",
            "      as the pages move. Drag the pages with the mouse or a finger and they follow, let go and they",
            "      settle on a whole page; lists scroll with momentum, refresh when pulled and load more at",
            "      their end; pictures pinch, double-tap and pan; tables hold switches and options.",
            "    </p>",
            "    <p>",
            "      Text in any script is shaped and broken into lines, the window follows the desktop's scale,",
            "      dark style, text size and language, and a screen reader hears every tab, row and control.",
            "      Any SDL program, in C, C++, Python or Swift, can embed the pager through its C library.",
            "    </p>",
            "  </description>",
            f'  <launchable type="desktop-id">{ID}.desktop</launchable>',
            '  <url type="homepage">' + HOMEPAGE + "</url>",
            '  <url type="bugtracker">' + HOMEPAGE + "/issues</url>",
            "  <provides>",
            "    <binary>sliding-tabs</binary>",
            "    <library>libslidingtabs.so.1</library>",
            "  </provides>",
            "  <categories>",
            "    <category>Utility</category>",
            "  </categories>",
            "  <keywords>",
            "    <keyword>tabs</keyword>",
            "    <keyword>pager</keyword>",
            "    <keyword>swipe</keyword>",
            "  </keywords>",
            '  <content_rating type="oars-1.1"/>',
            "  <screenshots>",
            *screenshots(),
            "  </screenshots>",
            "  <releases>",
            *releases(),
            "  </releases>",
            "</component>",
            "",
        ]
    )
    Path(sys.argv[1]).write_text(text, encoding="utf-8")


main()
