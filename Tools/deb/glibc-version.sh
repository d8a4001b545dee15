#!/bin/sh
# The lowest glibc that can load all of the given binaries: the highest GLIBC_ version they
# need, and 2.36 where their relative relocations are packed (GLIBC_ABI_DT_RELR, which glibc 2.36
# brought: dpkg-shlibdeps counts only the functions a binary calls, so it does not see it).
# Usage: glibc-version.sh BINARY...   (prints a version, say 2.36)
set -eu
needs=$(for binary in "$@"; do readelf --version-info --wide "$binary"; done | grep -o 'GLIBC_[0-9A-Z_.]*' | sort -u)
{
    echo "$needs" | sed -n 's/^GLIBC_\([0-9][0-9.]*\)$/\1/p'
    echo "$needs" | grep -qx 'GLIBC_ABI_DT_RELR' && echo 2.36
} | sort -V | tail -1
