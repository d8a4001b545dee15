#!/usr/bin/env python3
"""Writes Sources/SlidingTabsKit/Session/AppIcon.swift from Assets/icon.png (`make icon`)."""
import pathlib

root = pathlib.Path(__file__).resolve().parents[2]
data = (root / "Assets/icon.png").read_bytes()
rows = [", ".join(f"0x{b:02x}" for b in data[i:i + 16]) + "," for i in range(0, len(data), 16)]
body = "\n".join("        " + row for row in rows)
(root / "Sources/SlidingTabsKit/Session/AppIcon.swift").write_text(
    "/// The window's icon: the bytes of `Assets/icon.png` (a test keeps the two the same; after\n"
    "/// changing the picture, `make icon` writes this file again).\n"
    "package enum AppIcon {\n"
    "    /// The PNG's bytes.\n"
    "    package static let png: [UInt8] = [\n"
    f"{body}\n"
    "    ]\n"
    "}\n")
