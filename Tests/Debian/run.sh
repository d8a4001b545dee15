#!/bin/sh
# The Debian packages as a user and a packager meet them (make test): `make deb` builds them and
# lintian passes them (no error or warning); the AppStream metainfo and the desktop entry in the
# package validate; CHANGELOG.md, debian/changelog and the program agree on the version; the
# packages install into a throw-away root with `dpkg --root` (never into this machine's /usr),
# where the installed program prints its version and draws a shipped config as the build's program
# does, a C host builds against the installed -dev with pkg-config and draws the same pixels
# through the installed library, and the installed Python package (python3-slidingtabs) draws
# them into a pygame Surface; purging them leaves the root exactly as it was.
# Usage: Tests/Debian/run.sh PATH-TO-sliding-tabs   (from the project's root; make test runs it)
set -eu
app=$1
out=.build/debian-test
rm -rf "$out"
mkdir -p "$out"
fail() {
    echo "debian: $*" >&2
    exit 1
}
export SDL_VIDEODRIVER=dummy

echo "debian: the versions agree"
version=$("$app" --version | sed -n 's/^sliding-tabs \([^ ]*\).*/\1/p')
changelog=$(sed -n 's/^## \[\([0-9][^]]*\)\].*/\1/p' CHANGELOG.md | head -1)
package=$(dpkg-parsechangelog -S Version)
[ "$changelog" = "$version" ] || fail "CHANGELOG.md's newest version is $changelog, the program's $version"
[ "${package%-*}" = "$version" ] || fail "debian/changelog's version is $package, the program's $version"

echo "debian: make deb (dpkg-buildpackage, then lintian)"
make --no-print-directory deb >"$out/deb.log" 2>&1 || { tail -40 "$out/deb.log"; fail "make deb failed"; }
arch=$(dpkg --print-architecture)
for name in sliding-tabs libslidingtabs1 libslidingtabs-dev; do
    [ -f ".build/deb/${name}_${package}_$arch.deb" ] || fail "make deb made no ${name}_${package}_$arch.deb"
done
[ -f ".build/deb/python3-slidingtabs_${package}_all.deb" ] || fail "make deb made no python3-slidingtabs_${package}_all.deb"
debs="$(for name in sliding-tabs libslidingtabs1 libslidingtabs-dev; do echo ".build/deb/${name}_${package}_$arch.deb"; done)
.build/deb/python3-slidingtabs_${package}_all.deb"
# Depends were computed (dpkg-shlibdeps), the library's too.
dpkg-deb -f ".build/deb/sliding-tabs_${package}_$arch.deb" Depends | grep -q 'libsdl2-2.0-0' || fail "the program's Depends lack SDL2"
dpkg-deb -f ".build/deb/libslidingtabs1_${package}_$arch.deb" Depends | grep -q 'libfontconfig1' || fail "the library's Depends lack fontconfig"
# Each package with binaries asks for a glibc that can load them: the highest GLIBC_ version they
# need (2.36 for their packed relocations), not dpkg-shlibdeps' count of the functions they call.
for name in sliding-tabs libslidingtabs1; do
    mkdir -p "$out/binaries-$name"
    dpkg-deb -x ".build/deb/${name}_${package}_$arch.deb" "$out/binaries-$name"
    needed=$(Tools/deb/glibc-version.sh $(find "$out/binaries-$name" -type f \( -name sliding-tabs -o -name 'libslidingtabs.so*' \)))
    asked=$(dpkg-deb -f ".build/deb/${name}_${package}_$arch.deb" Depends | tr ',' '\n' | sed -n 's/^ *libc6 (>= \([0-9.]*\)).*/\1/p' | sort -V | tail -1)
    [ -n "$asked" ] && dpkg --compare-versions "$asked" ge "$needed" ||
        fail "$name depends on libc6 (>= ${asked:-nothing}), its binaries need glibc $needed"
done

echo "debian: the metainfo and the desktop entry"
mkdir -p "$out/contents"
dpkg-deb -x ".build/deb/sliding-tabs_${package}_$arch.deb" "$out/contents"
id=io.github.slidingtabs.SlidingTabs
appstreamcli validate --no-net "$out/contents/usr/share/metainfo/$id.metainfo.xml" >"$out/appstream.txt" 2>&1 ||
    { cat "$out/appstream.txt"; fail "appstreamcli validate failed"; }
grep -qE '^(E|W):' "$out/appstream.txt" && { cat "$out/appstream.txt"; fail "appstreamcli has errors or warnings"; }
grep -q "<release version=\"$version\"" "$out/contents/usr/share/metainfo/$id.metainfo.xml" || fail "the metainfo has no release $version"
desktop-file-validate "$out/contents/usr/share/applications/$id.desktop" || fail "desktop-file-validate failed"

echo "debian: installed into a throw-away root, run, then purged"
root=$PWD/$out/root
mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates" "$root/var/lib/dpkg/triggers"
: >"$root/var/lib/dpkg/status"
: >"$root/var/lib/dpkg/available"
listing() { (cd "$root" && find . | LC_ALL=C sort); }
listing >"$out/before.txt"
# The root has no libc or SDL of its own to satisfy the Depends: the machine's serve when it runs.
# shellcheck disable=SC2086 # one word a package
dpkg --root="$root" --force-depends --force-script-chrootless -i $debs >"$out/install.log" 2>&1 ||
    { cat "$out/install.log"; fail "dpkg --root -i failed"; }
for file in usr/bin/sliding-tabs usr/share/applications/$id.desktop usr/share/metainfo/$id.metainfo.xml usr/share/man/man1/sliding-tabs.1.gz \
    usr/share/sliding-tabs/settings.json "usr/lib/$(dpkg-architecture -qDEB_HOST_MULTIARCH)/libslidingtabs.so.1" usr/include/slidingtabs.h; do
    [ -e "$root/$file" ] || fail "the packages installed no /$file"
done
installed=$("$root/usr/bin/sliding-tabs" --version) || fail "the installed program does not run"
[ "$installed" = "$("$app" --version)" ] || fail "the installed program says '$installed'"
# The installed program finds the shipped configs beside it, and draws as the build's does.
(cd "$out" && "$root/usr/bin/sliding-tabs" --headless --config settings --screenshot installed.png >/dev/null) ||
    fail "the installed program cannot draw its shipped settings config"
"$app" --headless --config Assets/settings.json --screenshot "$out/built.png" >/dev/null
Tests/CLibrary/same_pixels.py "$out/built.png" "$out/installed.png" || fail "the installed program draws settings.json otherwise"

# A C host built against the installed -dev with pkg-config (the root as its sysroot; SDL, which
# the root lacks, from the machine), run on the installed library.
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
installed_pc() {
    PKG_CONFIG_SYSROOT_DIR="$root" PKG_CONFIG_LIBDIR="$root/usr/lib/$multiarch/pkgconfig:/usr/lib/$multiarch/pkgconfig:/usr/share/pkgconfig" \
        pkg-config "$@" slidingtabs
}
installed_pc --exists || fail "pkg-config does not find the installed slidingtabs.pc"
[ "$(installed_pc --modversion)" = "$version" ] || fail "the installed slidingtabs.pc says version $(installed_pc --modversion)"
# shellcheck disable=SC2046 # pkg-config's words are separate flags
gcc -std=c99 -Wall -Wextra -pedantic -Werror $(installed_pc --cflags) $(pkg-config --cflags sdl2 SDL2_image) Examples/CHost/host.c \
    $(installed_pc --libs) $(pkg-config --libs SDL2_image) -o "$out/c-host" || fail "the C host does not build against the installed -dev"
readelf -d "$out/c-host" | grep -q 'NEEDED.*libslidingtabs\.so\.1' || fail "the C host does not link libslidingtabs.so.1"
LD_LIBRARY_PATH="$root/usr/lib/$multiarch" "$out/c-host" --config Assets/toutiao.json --screenshot "$out/c-host.png" ||
    fail "the C host fails on the installed library"
"$app" --headless --config Assets/toutiao.json --screenshot "$out/program.png" >/dev/null
Tests/CLibrary/same_pixels.py "$out/program.png" "$out/c-host.png" || fail "the C host on the installed library draws otherwise"

# The Python package from python3-slidingtabs, on the installed library, into a pygame Surface.
PYTHONPATH="$root/usr/lib/python3/dist-packages" LD_LIBRARY_PATH="$root/usr/lib/$multiarch" \
    /usr/bin/python3 Tests/CLibrary/python_draws.py "$root/usr/lib/python3/dist-packages" Assets/toutiao.json "$out/python.png" ||
    fail "the installed Python package cannot draw toutiao.json"
Tests/CLibrary/same_pixels.py "$out/program.png" "$out/python.png" || fail "the installed Python package draws toutiao.json otherwise"

dpkg --root="$root" --force-depends --force-script-chrootless --purge sliding-tabs libslidingtabs-dev python3-slidingtabs libslidingtabs1 >"$out/purge.log" 2>&1 ||
    { cat "$out/purge.log"; fail "dpkg --root --purge failed"; }
# dpkg's own records of what it did (its log, the database's backups) are not what the packages left.
listing | grep -vE '^\./var/(log/dpkg\.log|lib/dpkg/(status-old|available-old|lock.*|info/format|triggers/.*))$' >"$out/after.txt"
diff -u "$out/before.txt" "$out/after.txt" >"$out/left.diff" || { cat "$out/left.diff"; fail "purging left the root otherwise"; }
echo "debian: $(echo "$debs" | wc -l) packages built, lintian clean, installed, run and purged"
