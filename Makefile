# SlidingTabs: `make run` opens the demo, `make test` runs every test. Both install what
# they need from Debian first (apt-get, as root or through sudo).
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
APP := .build/release/sliding-tabs
# Release builds link the Swift runtime statically (about 6 MB less memory than loading it) and
# are hardened as Debian builds programs: position-independent (the code's addresses are
# randomised), full RELRO and BIND_NOW (the relocated data read-only before main runs), a
# non-executable stack; the project's C (Sources/CShims) is compiled with the stack protector and
# _FORTIFY_SOURCE (Package.swift). lld (the Swift toolchain's) places the functions that run at
# start and while drawing together (about 2200 of them; 1.9 MB less memory at W1's peak, 20.4
# against 22.3 MB): the build lists them (Tools/link/order.sh, callgrind on a copy without debug
# info, which valgrind 3.19 cannot read here) from the program it has just linked, links again
# when the list changed (so it is never stale: the linker's warnings would only name the few
# functions it merged away), and stops when the list comes out nearly empty.
HARDENING := -Xlinker -pie -Xlinker -z -Xlinker relro -Xlinker -z -Xlinker now -Xlinker -z -Xlinker noexecstack
# Relative relocations packed (DT_RELR, read by glibc 2.36 and later): the 40,000 that place Swift's
# metadata take 12 kB instead of the 960 kB the loader read at every start (1.0 MB less at W1's
# peak, 19.2 against 20.3 MB).
PACKED := -Xlinker -z -Xlinker pack-relative-relocs
# The toolchain links a static Swift runtime with -export-dynamic, which lists the program's 4,156
# Swift functions as if libraries were to call them (0.3 MB of names loaded at start): none does.
UNEXPORTED := -Xlinker --no-export-dynamic
ORDER := .build/link/symbol-order.txt
RELEASE_FLAGS := -c release --static-swift-stdlib $(HARDENING) $(PACKED) $(UNEXPORTED) -Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections \
                 -Xlinker --symbol-ordering-file=$(CURDIR)/$(ORDER) -Xlinker --no-warn-symbol-ordering
ARGS ?=
# The version, from the one place it is written.
VERSION := $(shell sed -n 's/.*static let text = "\([^"]*\)".*/\1/p' Sources/PagerScene/SlidingTabsVersion.swift)
# The C library (libslidingtabs.so.1): the C API over the Swift libraries, the Swift runtime linked
# in statically (a host needs no Swift), hardened as the program is (a shared library is not a
# PIE: it is position-independent code), exporting only the C API's st_* functions (a version
# script) under its soname. Built in a folder of its own, where every module is compiled for
# static linking into a shared library.
LIB := .build/lib/release/libslidingtabs.so
LIB_FLAGS := -c release --product slidingtabs --scratch-path .build/lib -Xswiftc -static-stdlib -Xswiftc -use-ld=lld \
             -Xlinker -z -Xlinker relro -Xlinker -z -Xlinker now -Xlinker -z -Xlinker noexecstack $(PACKED) \
             -Xlinker --version-script=$(CURDIR)/Sources/SlidingTabsC/slidingtabs.map -Xlinker -soname=libslidingtabs.so.$(firstword $(subst ., ,$(VERSION)))

# C libraries and fonts the program needs at build and run time, and what the build lists the
# functions to order with (valgrind, and binutils' objcopy), and what builds the translations
# (gettext's msgfmt).
RUNTIME_PACKAGES := valgrind binutils gettext libsdl2-dev libsdl2-image-dev libfontconfig-dev fontconfig \
                    libharfbuzz-dev libfreetype-dev libfribidi-dev libunibreak-dev libthai-dev libpixman-1-dev libsystemd-dev \
                    fonts-dejavu-core fonts-wqy-microhei fonts-noto-color-emoji fonts-tlwg-garuda-ttf
# What `make install` renders the icons and writes the man page with.
INSTALL_PACKAGES := librsvg2-bin python3
# What the real-window tests drive the program with, what wrapped text is compared with
# (pango-view), what checks an install, what a screen reader's client walks the program with (a
# private D-Bus session, the accessibility bus, pyatspi), the screen reader itself (Orca),
# what would autolaunch a session bus where none runs (dbus-x11's dbus-launch), a window
# manager that does what desktops' do with fullscreen (openbox), a Wayland compositor (weston,
# with the libdecor plugin SDL 2.26 needs to draw a window's decorations there), and what the C
# library's hosts are built and run with (gcc, g++, pkg-config, pygame; its Python package installed
# offline by pip into a virtual environment, with the system's setuptools), the locales' sources
# (locales) a test builds a Chinese and a German locale from, as a machine that has them does,
# and the session a desktop runs (the real xdg-desktop-portal with its gtk backend, dconf behind
# gsettings, gdbus), and what compares the C library's ABI with the last release's (abigail-tools'
# abidiff).
DESKTOP_PACKAGES := xdg-desktop-portal xdg-desktop-portal-gtk dconf-service dconf-gsettings-backend gsettings-desktop-schemas libglib2.0-bin
TEST_PACKAGES := xvfb xauth xdotool python3-xlib time binutils strace pango1.0-tools locales $(INSTALL_PACKAGES) desktop-file-utils man-db groff-base \
                 dbus-daemon dbus-bin dbus-x11 at-spi2-core python3-pyatspi python3-gi orca x11-xkb-utils openbox \
                 weston libdecor-0-plugin-1-cairo gcc g++ pkg-config python3-pygame python3-venv python3-pip python3-setuptools \
                 abigail-tools $(DESKTOP_PACKAGES)
# What `make deb` builds and checks the Debian packages with (make test builds and installs them).
DEB_PACKAGES := debhelper dpkg-dev lintian appstream desktop-file-utils

# Where `make install` puts the program (PREFIX/bin), its desktop entry, icons, man page and the
# shipped configs (PREFIX/share/sliding-tabs); DESTDIR stages it for a package.
PREFIX ?= /usr/local
DESTDIR ?=
# Where the C library goes (PREFIX/lib; a Debian package gives its multiarch folder).
LIBDIR ?= $(PREFIX)/lib

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps test-deps build lib run test check-rules format example docs screenshots bench soak clean

all: build

deps:
	@$(MAKE) --no-print-directory install-packages PACKAGES="$(RUNTIME_PACKAGES)"

test-deps:
	@$(MAKE) --no-print-directory install-packages PACKAGES="$(RUNTIME_PACKAGES) $(TEST_PACKAGES) $(DEB_PACKAGES)"

.PHONY: install-packages
install-packages:
	@if ! command -v dpkg-query >/dev/null; then \
		echo "not a Debian system: install SDL2, SDL2_image, HarfBuzz, FreeType, FriBidi, libunibreak, libthai, pixman, libsystemd (sd-bus), fontconfig and the DejaVu, WenQuanYi, Noto Color Emoji and TLWG Garuda (Thai) fonts yourself, and valgrind if the build is to order the program's functions"; \
	else \
		missing=$$(for p in $(PACKAGES); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed' || echo $$p; done); \
		if [ -n "$$missing" ]; then \
			echo "Installing from Debian:" $$missing; \
			$(SUDO) apt-get update -qq && \
			DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing >/dev/null || \
			{ echo "could not install:" $$missing; exit 1; }; \
		fi; \
	fi

# The list of functions to order is made from the program as linked (empty the first time),
# only when the program is newer than it.
build: deps locale
	@mkdir -p $(dir $(ORDER)) && touch -a $(ORDER)
	$(SWIFT) build $(RELEASE_FLAGS) --product sliding-tabs
	@if [ $(APP) -nt $(ORDER) ]; then \
		listed=$$(Tools/link/order.sh $(CURDIR)/$(APP) $(ORDER)) || exit 1; \
		if [ "$$listed" = changed ]; then \
			echo "Linking again with $$(wc -l < $(ORDER)) functions ordered"; \
			rm -f $(APP) && $(SWIFT) build $(RELEASE_FLAGS) --product sliding-tabs; \
		fi; \
	fi
	@touch $(ORDER)

# The C library (see LIB above): .build/lib/release/libslidingtabs.so, its header in
# Sources/CSlidingTabs/include/slidingtabs.h; make install puts them with a pkg-config file.
lib: deps
	$(SWIFT) build $(LIB_FLAGS)

# The program's translations: each po/LANG.po built into .build/locale/LANG/LC_MESSAGES, where a
# build of the program finds them (an install copies them to PREFIX/share/locale).
CATALOGS := $(patsubst po/%.po,.build/locale/%/LC_MESSAGES/sliding-tabs.mo,$(wildcard po/*.po))
.PHONY: locale
locale: $(CATALOGS)
.build/locale/%/LC_MESSAGES/sliding-tabs.mo: po/%.po
	@mkdir -p $(dir $@)
	msgfmt --check -o $@ $<

run: build
	$(APP) $(ARGS)

# The build rules are checked first, then the example is built (its tests run with the rest).
# The tests without a display run in parallel; then the C library's (its hosts in C, C++ and
# Python, bad input: Tests/CLibrary/run.sh); the Debian packages' (built, lintian, installed in a
# throw-away root, run and purged: Tests/Debian/run.sh); then the desktop's (real windows under Xvfb, Orca,
# the accessibility bus, weston, openbox: Tests/DesktopTests), one at a time, since they time
# real gestures and share the machine's X and D-Bus servers.
test: test-deps check-rules check-api example check-hardening
	$(SWIFT) test --skip-build --skip DesktopTests
	Tests/CLibrary/run.sh $(APP)
	Tests/Debian/run.sh $(APP)
	$(SWIFT) test --skip-build --filter DesktopTests --no-parallel

# The public Swift API only grows within a major version (SemVer, CHANGELOG.md): swift package
# diagnose-api-breaking-changes against the last release's commit (1.3.0) fails on what would
# stop a host's code compiling, but for what Tools/abi/swift-api-allowed.txt lists under its
# reason (the tool reads the bare messages: the reasons are left out for it).
SWIFT_API_BASELINE := 45439517667170282e5010ac206f5f20ce5da732
SWIFT_PRODUCTS := PagerCore PagerScene PagerSDL PagerAccessibility
.PHONY: check-api
check-api:
	@git cat-file -e $(SWIFT_API_BASELINE)^{commit} 2>/dev/null || \
		{ echo "check-api: no commit $(SWIFT_API_BASELINE) (1.3.0) in this clone: a shallow one? git fetch --unshallow"; exit 1; }
	@mkdir -p .build && grep '^API breakage: ' Tools/abi/swift-api-allowed.txt > .build/swift-api-allowed.txt
	@$(SWIFT) package diagnose-api-breaking-changes $(SWIFT_API_BASELINE) --products $(SWIFT_PRODUCTS) \
		--breakage-allowlist-path .build/swift-api-allowed.txt > .build/check-api.log 2>&1 || \
		{ grep -E 'breaking change|API breakage|error' .build/check-api.log; echo "check-api: the public Swift API broke against 1.3.0"; exit 1; }

# The release program, the C library and the example are hardened: position-independent,
# BIND_NOW, RELRO, no executable stack.
.PHONY: check-hardening
check-hardening: build lib example
	@Tools/hardening/check.sh $(APP) $(LIB) Examples/EmbeddedPager/.build/debug/embedded-pager

# Rules the build enforces: the rooms stay small (the Scene type at most 600 lines of code, the renderer's
# front 150, the README 250, any source file 400: Tools/rules/check.py names what is over), the
# code is formatted as .swift-format says, no module imports all of Foundation (ICU would come
# back unnoticed), and the project's own code compiles without a warning (a clean build shows
# every warning).
FORMATTED := Package.swift Sources Tests Examples/EmbeddedPager/Package.swift Examples/EmbeddedPager/Sources
check-rules:
	@python3 Tools/rules/check.py
	@$(SWIFT) format lint --strict --recursive $(FORMATTED) || { echo "run: make format"; exit 1; }
	@if grep -rn '^import Foundation$$' Sources Examples/*/Sources; then \
		echo "import FoundationEssentials (and Glibc) instead of Foundation"; exit 1; fi
	@mkdir -p .build
	@$(SWIFT) build --build-tests > .build/build-tests.log 2>&1 || { cat .build/build-tests.log; exit 1; }
	@if grep -E '^/.*\.swift:[0-9]+:[0-9]+: warning:' .build/build-tests.log > .build/warnings.txt; then \
		sort -u .build/warnings.txt; echo "the project's code must compile without warnings"; exit 1; fi

# Formats the code as .swift-format says.
format:
	$(SWIFT) format format -i --recursive $(FORMATTED)

# Examples/EmbeddedPager: an SDL2 program of its own that embeds the pager (see README).
example: deps
	@cd Examples/EmbeddedPager && $(SWIFT) build $(HARDENING) > .build-log.txt 2>&1 || { cat .build-log.txt; exit 1; }
	@if grep -E '^/.*\.swift:[0-9]+:[0-9]+: warning:' Examples/EmbeddedPager/.build-log.txt; then \
		echo "the example must compile without warnings"; exit 1; fi
	@rm -f Examples/EmbeddedPager/.build-log.txt

# DocC documentation of the library products, with the article "Embedding the pager in your SDL
# program", into .build/docs/MODULE.doccarchive.
DOC_MODULES := PagerCore PagerScene PagerSDL PagerAccessibility
docs: deps
	@rm -rf .build/symbol-graphs .build/docs && mkdir -p .build/symbol-graphs .build/docs
	$(SWIFT) package dump-symbol-graph --minimum-access-level public > .build/symbol-graphs/log.txt 2>&1 || { cat .build/symbol-graphs/log.txt; exit 1; }
	@for module in $(DOC_MODULES); do \
		mkdir -p .build/symbol-graphs/$$module && cp .build/$$($(SWIFT) -print-target-info | sed -n 's/.*"unversionedTriple": "\(.*\)".*/\1/p' | head -1)/symbolgraph/$$module.symbols.json .build/symbol-graphs/$$module/ && \
		$$(dirname $(SWIFT))/docc convert Sources/$$module/$$module.docc \
			--additional-symbol-graph-dir .build/symbol-graphs/$$module --fallback-display-name $$module \
			--fallback-bundle-identifier org.slidingtabs.$$module --output-path .build/docs/$$module.doccarchive || exit 1; \
	done
	@echo "Documentation: .build/docs/{$$(echo $(DOC_MODULES) | tr ' ' ',')}.doccarchive"

# Installs the release program with its desktop entry, icons, man page and shipped configs in
# DESTDIR/PREFIX; uninstall removes exactly what install put there (Tools/install/install.sh).
# The Debian packages (sliding-tabs, libslidingtabs1, libslidingtabs-dev and their -dbgsym) into
# .build/deb, built by dpkg-buildpackage from debian/ (debhelper, with this Makefile's build and
# install; the tree is cleaned after), then checked by lintian: a warning or an error fails it.
DEB_NAME = sliding-tabs_$$(dpkg-parsechangelog -S Version)_$$(dpkg --print-architecture)
.PHONY: deb
deb: deps
	@$(MAKE) --no-print-directory install-packages PACKAGES="$(INSTALL_PACKAGES) $(DEB_PACKAGES)"
	@rm -rf .build/deb && mkdir -p .build/deb
	dpkg-buildpackage -b -us -uc --buildinfo-option=-u.build/deb --changes-option=-u.build/deb \
		--buildinfo-file=.build/deb/$(DEB_NAME).buildinfo --changes-file=.build/deb/$(DEB_NAME).changes
	@debian/rules clean >/dev/null
	lintian --fail-on error,warning .build/deb/$(DEB_NAME).changes
	@ls -l .build/deb/*.deb

.PHONY: install uninstall man
install: build lib
	@$(MAKE) --no-print-directory install-packages PACKAGES="$(INSTALL_PACKAGES)"
	@DESTDIR="$(DESTDIR)" PREFIX="$(PREFIX)" LIBDIR="$(LIBDIR)" VERSION="$(VERSION)" \
		Tools/install/install.sh install "$(DESTDIR)$(PREFIX)" $(APP) $(LIB)

uninstall:
	@DESTDIR="$(DESTDIR)" Tools/install/install.sh uninstall "$(DESTDIR)$(PREFIX)"

# The man page, made from the whole of docs/reference.md (then docs/accessibility.md and SECURITY.md), into .build/man/sliding-tabs.1 (`man -l` reads it).
man:
	python3 Tools/man/generate.py .build/man/sliding-tabs.1

screenshots: build
	$(APP) --headless

# Coverage-guided fuzzing of the program's readers (config, script, state, font cache, items), its
# random input (input) and the C API (capi: random calls through slidingtabs.h), FUZZ_SECONDS each
# (default 600), with AddressSanitizer and LeakSanitizer; see Tools/fuzz/run.sh.
FUZZ_SECONDS ?= 600
FUZZ_BUILD := -c release --product sliding-tabs-fuzz --scratch-path .build/fuzz \
              -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld
.PHONY: fuzz
fuzz: deps
	$(SWIFT) build $(FUZZ_BUILD)
	Tools/fuzz/run.sh .build/fuzz/release/sliding-tabs-fuzz $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# The unit and end-to-end suites under AddressSanitizer (with LeakSanitizer; UBSan for the C,
# which is all Swift's compiler leaves it: Swift checks its own arithmetic and bounds), then under
# ThreadSanitizer, each in a build folder of its own. Reports that are the libraries' own are
# suppressed with a reproduction beside each (Tools/sanitize); the real-window suite runs plainly.
# The test harness's own process also has SDL's per-thread memory of its worker threads
# suppressed (lsan-test-threads.supp); the program it runs is held to lsan.supp alone.
SANITIZE_TESTS := --skip-build --skip RealWindowTests
ASAN_FLAGS := --sanitize=address -Xcc -fsanitize=undefined -Xswiftc -Xclang-linker -Xswiftc -fsanitize=undefined \
              --scratch-path .build/asan
.PHONY: sanitize
sanitize: test-deps example locale
	$(SWIFT) build --build-tests $(ASAN_FLAGS)
	cat Tools/sanitize/lsan.supp Tools/sanitize/lsan-test-threads.supp > .build/asan/lsan-tests.supp
	SLIDING_TABS_SANITIZER=address LSAN_OPTIONS=suppressions=$(CURDIR)/.build/asan/lsan-tests.supp:print_suppressions=0 \
		SLIDING_TABS_PROGRAM_LSAN_OPTIONS=suppressions=$(CURDIR)/Tools/sanitize/lsan.supp:print_suppressions=0 \
		UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
		$(SWIFT) test $(SANITIZE_TESTS) $(ASAN_FLAGS)
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan
	SLIDING_TABS_SANITIZER=thread TSAN_OPTIONS=halt_on_error=1 \
		$(SWIFT) test $(SANITIZE_TESTS) --sanitize=thread --scratch-path .build/tsan

# 1000000 frames of random input headless: prints memory after warm-up and at the end, and live
# textures; fails if memory grows 0.25 MB or more or a texture leaks.
soak: build
	$(APP) soak --frames 1000000

# W1 at 20, 10000 and 1000000 rows and W2 (1000 tabs): JSON lines, then a table of medians;
# then W1 in a real window when there is a display (one line saying it was skipped otherwise),
# drawn by the program, by a Swift host and by a C host through the C library (Tools/bench/c-host.c,
# its SDL path and its pixel path); then the program's start in the sessions desktops run (no bus,
# a bare bus, a desktop with the real portal, the same with it stopped), beside a GTK3 notebook's
# and, when IMGUI_W1 names its build (shared/peers/imgui-w1), Dear ImGui's (Tools/bench/sessions.py).
C_HOST_BENCH := .build/bench/c-host-bench
IMGUI_W1 ?= /tmp/imgui-w1-build/imgui-w1
bench: build lib
	@$(MAKE) --no-print-directory install-packages PACKAGES="gcc pkg-config xvfb python3-xlib python3-gi gir1.2-gtk-3.0 dbus-daemon dbus-bin at-spi2-core $(DESKTOP_PACKAGES)"
	@mkdir -p $(dir $(C_HOST_BENCH)) && ln -sfn libslidingtabs.so $(dir $(LIB))libslidingtabs.so.1
	cc -std=c99 -O2 -Wall -Wextra -pedantic -Werror -ISources/CSlidingTabs/include $$(pkg-config --cflags sdl2) Tools/bench/c-host.c \
		-L$(dir $(LIB)) -lslidingtabs $$(pkg-config --libs sdl2) -Wl,-rpath,$(CURDIR)/$(dir $(LIB)) -o $(C_HOST_BENCH)
	$(APP) bench --suite
	Tools/bench/window.sh $(APP) $(C_HOST_BENCH)
	Tools/bench/gallery.sh $(APP)
	Tools/bench/sessions.py $(APP) $$([ -x $(IMGUI_W1) ] && echo --imgui $(IMGUI_W1))

clean:
	rm -rf .build screenshots Examples/EmbeddedPager/.build

.PHONY: readme-images
readme-images: build example
	cd $$(mktemp -d) && $(CURDIR)/$(APP) --headless >/dev/null && \
		cp screenshots/tour-1-news.png $(CURDIR)/Assets/readme/news.png && \
		cp screenshots/tour-2-mid-swipe.png $(CURDIR)/Assets/readme/mid-swipe.png && \
		cp screenshots/tour-4-custom-page.png $(CURDIR)/Assets/readme/custom-page.png
	$(APP) --headless --config Assets/gallery.json --script Assets/scripts/zoom.script --screenshot Assets/readme/zoomed.png
	Examples/EmbeddedPager/.build/debug/embedded-pager --headless --click 500,400 --screenshot Assets/readme/embedded.png >/dev/null

# After changing Tools/news/generate.py: write Assets/news.jsonl and its thumbnails again (a test
# checks they are the script's output).
.PHONY: news
news:
	python3 Tools/news/generate.py

# After changing Assets/icon.svg: render Assets/icon.png (the window's icon) from it and embed
# that in the program again (a test checks they match).
.PHONY: icon
icon:
	rsvg-convert -w 64 -h 64 Assets/icon.svg -o Assets/icon.png
	python3 Tools/icon/embed.py
