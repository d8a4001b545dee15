#!/bin/sh
# Installs or uninstalls SlidingTabs (`make install`, `make uninstall`).
#
#   install.sh install ROOT PROGRAM [LIBRARY]   ROOT is DESTDIR + PREFIX, PROGRAM the release build,
#                                              LIBRARY the C library (make lib)
#   install.sh uninstall ROOT
#
# Install puts the program in ROOT/bin, the desktop entry in ROOT/share/applications (and its
# AppStream metainfo in ROOT/share/metainfo, both named io.github.slidingtabs.SlidingTabs), the icon in
# the hicolor theme (16 to 256 pixels, rendered from Assets/icon.svg, and the SVG), the man page
# (made from docs/reference.md by Tools/man/generate.py) and the shipped configs with their pictures and
# scripts in ROOT/share/sliding-tabs; with LIBRARY, the C library in LIBDIR (PREFIX/lib unless
# given: libslidingtabs.so.VERSION, its soname link libslidingtabs.so.1 and the link
# libslidingtabs.so), its header in ROOT/include, its pkg-config file in LIBDIR/pkgconfig and
# LeakSanitizer suppressions for hosts in ROOT/share/slidingtabs/lsan.supp
# (PREFIX, LIBDIR and VERSION come from the environment). It lists every file and every folder it made in
# ROOT/share/sliding-tabs/installed.txt (an upgrade keeps what the earlier install made there,
# and the desktop caches it made); uninstall removes exactly those, so folders that were there
# before (ROOT/bin, ROOT/share/man/man1) stay, and ROOT is left as it was before the first install.
set -eu

action=$1
root=$2
here=$(cd "$(dirname "$0")/../.." && pwd)
manifest="$root/share/sliding-tabs/installed.txt"
icon_sizes="16 32 48 64 128 256"

fail() { echo "sliding-tabs: $*" >&2; exit 1; }

# Makes folder $1 (under ROOT) and its parents, recording those it creates.
make_folder() {
    [ -d "$root/$1" ] && return 0
    parent=$(dirname "$1")
    [ "$parent" = . ] || make_folder "$parent"
    mkdir "$root/$1"
    echo "folder $1" >> "$made"
}

# Copies file $1 to $2 (under ROOT) with mode $3.
put() {
    make_folder "$(dirname "$2")"
    install -m "$3" "$1" "$root/$2"
    echo "file $2" >> "$made"
}

# Makes $2 (under ROOT) a symbolic link to $1.
link() {
    make_folder "$(dirname "$2")"
    ln -sfn "$1" "$root/$2"
    echo "file $2" >> "$made"
}

case $action in
install)
    program=$3
    [ -x "$program" ] || fail "no program at $program: run make build first"
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    made="$work/made.txt"
    : > "$made"
    # An upgrade: what the earlier install made is still this installation's to remove.
    [ -f "$manifest" ] && grep -v '^file share/sliding-tabs/installed.txt$' "$manifest" >> "$made" || true
    [ -d "$root" ] || mkdir -p "$root"
    put "$program" bin/sliding-tabs 755
    if [ -n "${4:-}" ]; then
        library=$4
        [ -f "$library" ] || fail "no library at $library: run make lib first"
        prefix=${PREFIX:-/usr/local}
        libdir=${LIBDIR:-$prefix/lib}
        case $libdir in "$prefix"/*) lib=${libdir#"$prefix"/} ;; *) fail "LIBDIR ($libdir) must be inside PREFIX ($prefix)" ;; esac
        version=${VERSION:?VERSION is not set}
        put "$library" "$lib/libslidingtabs.so.$version" 644
        link "libslidingtabs.so.$version" "$lib/libslidingtabs.so.${version%%.*}"
        link "libslidingtabs.so.${version%%.*}" "$lib/libslidingtabs.so"
        put "$here/Sources/CSlidingTabs/include/slidingtabs.h" include/slidingtabs.h 644
        sed -e "s|@PREFIX@|$prefix|" -e "s|@LIBDIR@|\${prefix}/$lib|" -e "s|@VERSION@|$version|" "$here/Tools/install/slidingtabs.pc.in" > "$work/slidingtabs.pc"
        put "$work/slidingtabs.pc" "$lib/pkgconfig/slidingtabs.pc" 644
        # For a host built with AddressSanitizer: fontconfig's allocations that last the process.
        put "$here/Tools/install/lsan.supp" share/slidingtabs/lsan.supp 644
    fi
    # The desktop entry and the AppStream metainfo, named by the program's reverse-DNS ID.
    id=io.github.slidingtabs.SlidingTabs
    put "$here/Tools/install/$id.desktop" "share/applications/$id.desktop" 644
    python3 "$here/Tools/install/metainfo.py" "$work/$id.metainfo.xml"
    put "$work/$id.metainfo.xml" "share/metainfo/$id.metainfo.xml" 644
    for size in $icon_sizes; do
        rsvg-convert -w "$size" -h "$size" "$here/Assets/icon.svg" -o "$work/icon-$size.png"
        put "$work/icon-$size.png" "share/icons/hicolor/${size}x${size}/apps/sliding-tabs.png" 644
    done
    put "$here/Assets/icon.svg" share/icons/hicolor/scalable/apps/sliding-tabs.svg 644
    python3 "$here/Tools/man/generate.py" "$work/sliding-tabs.1"
    put "$work/sliding-tabs.1" share/man/man1/sliding-tabs.1 644
    # The translations, built from po/ as the build builds them.
    for po in "$here"/po/*.po; do
        language=$(basename "$po" .po)
        msgfmt --check -o "$work/$language.mo" "$po"
        put "$work/$language.mo" "share/locale/$language/LC_MESSAGES/sliding-tabs.mo" 644
    done
    # The shipped configs and what they name, as they are laid out in Assets/.
    (cd "$here/Assets" && find . -path ./readme -prune -o -type f \( -name '*.json' -o -name '*.jsonl' \
        -o -name '*.svg' -o -name '*.png' -o -name '*.script' \) -print | grep -v '^./icon\.' | sort) |
        while read -r file; do put "$here/Assets/$file" "share/sliding-tabs/${file#./}" 644; done
    make_folder share/sliding-tabs
    # Desktop caches, for a real install (a staged one in DESTDIR leaves them to the packager);
    # a cache this install creates is listed, so uninstall removes it. The system's man index is
    # brought up to date only for a system prefix (elsewhere man reads the page without it).
    if [ -z "${DESTDIR:-}" ]; then
        for cache in share/icons/hicolor/icon-theme.cache share/applications/mimeinfo.cache; do
            [ -e "$root/$cache" ] || echo "file $cache" >> "$made"
        done
        command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$root/share/icons/hicolor" 2>/dev/null || true
        command -v update-desktop-database >/dev/null && update-desktop-database -q "$root/share/applications" 2>/dev/null || true
        case $root in /usr | /usr/local) command -v mandb >/dev/null && mandb -q 2>/dev/null || true ;; esac
        # The dynamic linker's cache knows the library (/usr/local/lib is found through it).
        { [ -n "${4:-}" ] && [ "$(id -u)" = 0 ] && command -v ldconfig >/dev/null && ldconfig 2>/dev/null; } || true
    fi
    # The manifest lists itself, then every file and folder made (each once), folders last.
    echo "file share/sliding-tabs/installed.txt" > "$work/manifest.txt"
    grep '^file ' "$made" | sort -u >> "$work/manifest.txt" || true
    grep '^folder ' "$made" | sort -u >> "$work/manifest.txt" || true
    install -m 644 "$work/manifest.txt" "$manifest"
    echo "installed sliding-tabs in $root ($(grep -c '^file ' "$work/manifest.txt") files)"
    ;;
uninstall)
    [ -f "$manifest" ] || { echo "sliding-tabs is not installed in $root (no $manifest)"; exit 0; }
    # Files first (the manifest among them), then the folders install made, deepest first, if
    # nothing else is in them.
    listed=$(cat "$manifest")
    echo "$listed" | grep '^file ' | cut -c6- | while read -r path; do
        case $path in /* | *..*) fail "refusing to remove '$path' listed in $manifest" ;; esac
        rm -f "$root/$path"
    done
    echo "$listed" | grep '^folder ' | cut -c8- | sort -r | while read -r path; do
        case $path in /* | *..*) fail "refusing to remove '$path' listed in $manifest" ;; esac
        rmdir "$root/$path" 2>/dev/null || true
    done
    # Caches that were there before the install stay, brought up to date without this program.
    if [ -z "${DESTDIR:-}" ]; then
        [ -e "$root/share/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null &&
            { gtk-update-icon-cache -q -t "$root/share/icons/hicolor" 2>/dev/null || true; }
        [ -e "$root/share/applications/mimeinfo.cache" ] && command -v update-desktop-database >/dev/null &&
            { update-desktop-database -q "$root/share/applications" 2>/dev/null || true; }
    fi
    # A staged install (DESTDIR) also leaves no empty folder above ROOT inside DESTDIR.
    if [ -n "${DESTDIR:-}" ]; then
        folder=$root
        while [ "$folder" != "${DESTDIR%/}" ] && [ "$folder" != / ] && rmdir "$folder" 2>/dev/null; do
            folder=$(dirname "$folder")
        done
    fi
    echo "uninstalled sliding-tabs from $root"
    ;;
*) fail "usage: install.sh install ROOT PROGRAM [LIBRARY] | uninstall ROOT" ;;
esac
