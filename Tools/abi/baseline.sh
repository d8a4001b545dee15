#!/bin/sh
# Renews the C library's ABI baseline once a release is out: `abidw` (Debian's abigail-tools) of the
# library just built (make lib) becomes Tests/CLibrary/abi/libslidingtabs-VERSION.abi, in place of
# the last release's, which make test's abidiff compares against (Tests/CLibrary/run.sh). Start
# the suppressions file anew with it: they list what changed since the baseline.
# Usage: Tools/abi/baseline.sh   (from the project's root, after make lib)
set -eu
library=.build/lib/release/libslidingtabs.so
[ -f "$library" ] || { echo "baseline: no $library: run make lib first" >&2; exit 1; }
version=$(sed -n 's/.*static let text = "\([^"]*\)".*/\1/p' Sources/PagerScene/SlidingTabsVersion.swift)
folder=Tests/CLibrary/abi
rm -f "$folder"/libslidingtabs-*.abi
# Without this checkout's paths, so that the baseline is the same wherever it is made.
abidw --no-corpus-path --no-comp-dir-path "$library" | sed "s|$PWD/||g" >"$folder/libslidingtabs-$version.abi"
echo "baseline: $folder/libslidingtabs-$version.abi"
