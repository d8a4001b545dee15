#!/usr/bin/env python3
"""Mutation pass: applies bug-like changes to the code one at a time (each one a bug a user
would notice), runs the narrowest tests that should catch it, and reports which were killed
(a test failed) and which survived. Not part of `make test`: it rebuilds once per mutation.

    python3 Tools/mutation/mutate.py [--only ID,...] [--list]

It works on a scratch copy of the committed tree (git worktree under $TMPDIR), never on yours,
and prints one line per mutation and the kill rate at the end."""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

# (id, file, text to find, replacement, tests to run (swift test --filter), what a user would see)
MUTATIONS = [
    ("fling-cap", "Sources/PagerCore/ScrollAxis.swift",
     "public static let maxFlingVelocity = 8000.0", "public static let maxFlingVelocity = 80000.0",
     "PagerCoreTests", "a fast flick on a long list coasts three times too far"),
    ("fling-velocity", "Sources/PagerCore/PagingRules.swift",
     "public static let minFlingVelocity = 400.0", "public static let minFlingVelocity = 4000.0",
     "PagerCoreTests", "quick flicks bounce back to the page"),
    ("fling-distance", "Sources/PagerCore/PagingRules.swift",
     "public static let minFlingDistance = 25.0", "public static let minFlingDistance = 250.0",
     "PagerCoreTests", "short flicks bounce back to the page"),
    ("velocity-pause", "Sources/PagerCore/VelocityTracker.swift",
     "public static let stopGap = 0.040", "public static let stopGap = 0.400",
     "PagerCoreTests", "a drag that stopped still flings on release"),
    ("touch-slop", "Sources/PagerCore/GestureArbiter.swift",
     "case .touch: return 18", "case .touch: return 1",
     "PagerCoreTests|PagerSceneTests", "a finger's tap turns into a drag"),
    ("spring", "Sources/PagerCore/Motion.swift",
     "public static let omega = 20.0", "public static let omega = 8.0",
     "PagerCoreTests", "pages settle sluggishly"),
    ("deceleration", "Sources/PagerCore/Motion.swift",
     "public static let decelerationRate = 0.998", "public static let decelerationRate = 0.99",
     "PagerCoreTests", "list momentum stops far too soon"),
    ("cancel-drag-target", "Sources/PagerCore/Pager.swift",
     "settle(to: Int(progress.rounded()), velocity: 0, time: time)", "settle(to: targetPage, velocity: 0, time: time)",
     "PagerCoreTests|PagerSceneTests", "a cancelled drag settles on a page the tabs do not show"),
    ("indicator-jumps", "Sources/PagerCore/TabStripGeometry.swift",
     "let centre = lerp(lowerFrame.midX, upperFrame.midX, t)", "let centre = lerp(lowerFrame.midX, upperFrame.midX, t.rounded())",
     "PagerCoreTests|PagerSceneTests", "the indicator jumps instead of sliding"),
    ("equal-widths", "Sources/PagerCore/StripLayout.swift",
     "let button = width / n", "let button = width / (n + 1)",
     "PagerCoreTests|PagerSceneTests", "equal tabs leave a gap at the right"),
    ("intrinsic-share", "Sources/PagerCore/StripLayout.swift",
     "let share = (barSize.width - naturalTotal) / Double(count)", "let share = 0.0",
     "PagerCoreTests|PagerSceneTests", "intrinsic tabs leave the bar half empty"),
    ("rubber-band", "Sources/PagerCore/ScrollAxis.swift",
     "if raw < minOffset { return minOffset + rubberBand(raw - minOffset, dimension: viewportLength) }",
     "if raw < minOffset { return raw }",
     "PagerCoreTests", "pulling past the top moves 1:1 instead of resisting"),
    ("title-colour-snaps", "Sources/PagerScene/Scene+TabButtons.swift",
     "let color = Color.lerp(theme.titleColor, theme.selectedTitleColor, nearness)",
     "let color = Color.lerp(theme.titleColor, theme.selectedTitleColor, nearness > 0.5 ? 1 : 0)",
     "PagerSceneTests", "title colours snap at half a page instead of blending"),
    ("no-separators", "Sources/PagerScene/Pages/TablePage.swift",
     "                        theme.separatorColor)", "                        Color(0, 0, 0, 0))",
     "PagerSceneTests", "table rows lose their separators"),
    ("wheel-step", "Sources/PagerScene/Scene.swift",
     "public static let wheelStep = 80.0", "public static let wheelStep = 40.0",
     "PagerSceneTests", "a wheel notch scrolls half as far"),
    ("no-neighbour-pages", "Sources/PagerScene/PageHost.swift",
     "let near = max(Int((progress - 1).rounded(.up)), 0)...min(Int((progress + 1).rounded(.down)), pages.count - 1)",
     "let near = max(Int(progress.rounded()), 0)...min(Int(progress.rounded()), pages.count - 1)",
     "PagerSceneTests", "the next page is blank while it slides in"),
    ("switch-not-saved", "Sources/PagerScene/Scene+Pointer.swift",
     "switchFlips[id] = time\n            valuesChanged = true", "switchFlips[id] = time",
     "PagerSceneTests|EndToEndTests.ConfigScenarioTests", "a toggled switch is not saved"),
    ("end-key", "Sources/PagerScene/Scene+Commands.swift",
     "case .lastTab: selectTab(content.tabs.count - 1)", "case .lastTab: selectTab(content.tabs.count - 2)",
     "PagerSceneTests", "End does not reach the last tab"),
    ("no-ellipsis", "Sources/PagerScene/Scene.swift",
     "guard strip.titleWidths[index] > room else { return title }", "return title",
     "PagerSceneTests", "long tab titles run into their neighbours"),
    ("option-ignores-choice", "Sources/PagerScene/TableValues.swift",
     "return chosen == id", "return initial",
     "PagerSceneTests|EndToEndTests.ConfigScenarioTests", "choosing an option does not move the checkmark"),
    ("trailing-as-leading", "Sources/PagerSDL/DrawListRenderer.swift",
     "case .trailing: x = frame.x + frame.w - width", "case .trailing: x = frame.x",
     "PagerSDLTests", "table details and chevrons are drawn over the titles"),
    ("clip-ignored", "Sources/PagerSDL/DrawListRenderer.swift",
     "case .clip(let rect): clip(rect)", "case .clip: break",
     "PagerSDLTests", "list rows draw over the tab bar"),
    ("text-colour", "Sources/PagerSDL/DrawListRenderer.swift",
     "TextCache.Key(request: request, color: run.color,", "TextCache.Key(request: request, color: .black,",
     "PagerSDLTests", "the selected tab's title is not red"),
    ("ink-forgotten", "Sources/PagerSDL/DrawListRenderer.swift",
     "        SDL_RenderCopy(renderer, entry.texture, &source, &visible)\n        inked.add(visible)",
     "        SDL_RenderCopy(renderer, entry.texture, &source, &visible)",
     "PagerSDLTests.FrameReuseTests", "text of an earlier frame stays on screen"),
    ("emoji-tinted", "Sources/PagerSDL/TextCache.swift",
     "key.color == .white && raster.pixels.allSatisfy", "key.color == .white || raster.pixels.allSatisfy",
     "PagerSDLTests.FrameReuseTests", "an emoji in a coloured title is painted over in the title's colour"),
    ("straight-gaps-unfilled", "Sources/PagerSDL/Surface.swift",
     "if !covered { fill(area, with: background) }", "if false { fill(area, with: background) }",
     "PagerSDLTests.DirectTextTests", "text drawn straight into the canvas keeps what was under its spaces"),
    ("straight-clip-ignored", "Sources/PagerSDL/DrawListRenderer.swift",
     "destination.intersection(frame)?.intersection(clipRect)", "destination.intersection(frame)",
     "PagerSDLTests.DirectTextTests", "text drawn straight into the canvas leaves its clip rectangle"),
    ("straight-ink-forgotten", "Sources/PagerSDL/DrawListRenderer.swift",
     "memoryTarget.draw(placement, x: Int(x), y: Int(y), on: background, within: visible)\n        inked.add(visible)",
     "memoryTarget.draw(placement, x: Int(x), y: Int(y), on: background, within: visible)",
     "PagerSDLTests.FrameReuseTests", "a row drawn straight into the canvas stays after it scrolled away"),
    ("placed-unbounded", "Sources/PagerSDL/PlacementCache.swift",
     "if shapeCount >= Self.capacity || placedBytes + bytes > Self.placedBudgetFactor * byteBudget { removeAll() }",
     "if shapeCount >= Self.capacity { removeAll() }",
     "PagerSDLTests.DirectTextTests", "a list of long new rows keeps every word it ever drew in memory"),
    ("ink-rows-short", "Sources/PagerSDL/WordRasters.swift",
     "firstInk..<(lastInk + 1)", "firstInk..<lastInk",
     "PagerSDLTests.DirectTextTests", "the last row of ink of a word drawn straight into the canvas is left out"),
    ("digits-not-filled", "Sources/PagerSDL/WordRasters.swift",
     "            rasters.append(raster)\n", "            rasters.append(zero)\n",
     "PagerSDLTests.DirectTextTests", "every row of a list shows the number of the first row placed"),
    ("whole-digits-shifted", "Sources/PagerSDL/TextEngine.swift",
     "return (raster, indices.map { starts[$0] ?? 0 })", "return (raster, indices.map { (starts[$0] ?? 0) + 1 })",
     "PagerSDLTests.DirectTextTests", "a right-to-left row's number is drawn a pixel off, over the zeros it replaces"),
    ("tint-unrounded", "Sources/PagerSDL/WordRasters.swift",
     "GlyphPainter.divide(UInt32(ink) * coverage)", "UInt32(ink) * coverage / 255",
     "PagerSDLTests.DirectTextTests", "words tinted to a colour are a level darker than laid out"),
    ("newest-evicted", "Sources/PagerSDL/RecencyList.swift",
     "if newest >= 0 { slots[newest]?.newer = position } else { oldest = position }\n        newest = position",
     "if newest >= 0 { slots[newest]?.newer = position } else { oldest = position }\n        newest = position\n        oldest = position",
     "PagerSDLTests.RecencyListTests|PagerSDLTests.FrameReuseTests", "rows on screen are rasterised again every frame"),
    ("duplicate-keys", "Sources/SlidingTabsKit/Config/JSONValue.swift",
     "guard seen.insert(key).inserted else {", "guard seen.insert(key).inserted || true else {",
     "EndToEndTests.BadInputTests", "a config with a key twice silently uses one"),
    ("rows-unbounded", "Sources/SlidingTabsKit/Config/ConfigDecoder+Pages.swift",
     "try page.integer(\"rows\", in: 0...maximumRows)", "try page.integer(\"rows\", in: 0...Int.max)",
     "EndToEndTests.BadInputTests", "a config with a billion rows is accepted"),
    ("tab-off-by-one", "Sources/SlidingTabsKit/Script/Script.swift",
     "return .tab(number - 1)", "return .tab(number)",
     "EndToEndTests.ScriptParserTests|EndToEndTests.CommandLineTests", "`tab 1` clicks the second tab"),
    ("recorder-padding", "Sources/SlidingTabsKit/Script/ScriptRecorder.swift",
     "String(repeating: \"0\", count: 3 - fraction.count) + fraction", "fraction",
     "EndToEndTests.RecorderTests", "a recording replays at the wrong times"),
    ("state-last-writer-wins", "Sources/SlidingTabsKit/State/StateStore.swift",
     "for (id, on) in values.switches where known.switches[id] != on { merged.switches[id] = on }",
     "merged = values",
     "EndToEndTests.NothingLostTests", "two instances lose each other's switches"),
    ("last-change-lost", "Sources/SlidingTabsKit/Session/Session.swift",
     "guard let deadline = saveDeadline, force || clock >= deadline else { return }",
     "guard let deadline = saveDeadline, clock >= deadline else { return }",
     "EndToEndTests.GrowthTests|EndToEndTests.ConfigScenarioTests", "the last toggle before quitting is lost"),
    ("size-limit", "Sources/SlidingTabsKit/Files/TextFile.swift",
     "bytes = try FileSystem.readRegularFile(path, maximumSize: maximumSize)",
     "bytes = try FileSystem.readRegularFile(path, maximumSize: Int.max - 1)",
     "EndToEndTests.SpecialFileTests|EndToEndTests.BadInputTests", "a 200 MB config is read into memory"),
    ("escape-off", "Sources/SlidingTabsKit/Files/Quote.swift",
     "guard text.unicodeScalars.contains(where: isControl) else { return String(text) }", "return String(text)",
     "EndToEndTests.OneLineTests|EndToEndTests.BadInputTests", "a newline in a path splits an error message"),
    ("temporary-left", "Sources/SlidingTabsKit/Files/FileSystem.swift",
     "            unlink(temporary)\n            return FileError(", "            return FileError(",
     "EndToEndTests.NothingLostTests", "a failed save leaves a temporary file behind"),
    ("stdout-unchecked", "Sources/SlidingTabsKit/Files/StandardOutput.swift",
     "throw AppError.failure(\"cannot write to standard output: ", "return; _ = AppError.failure(\"cannot write to standard output: ",
     "EndToEndTests.OneLineTests", "bench > /dev/full exits 0 with the result lost"),
    ("no-eintr-retry", "Sources/SlidingTabsKit/Files/FileSystem.swift",
     "if result < 0 && errno == EINTR { continue }", "if false { continue }",
     "EndToEndTests.InterruptTests", "a read or write interrupted by a signal fails"),
    ("tap-curve-slow-start", "Sources/PagerCore/Motion.swift",
     "let (eased, slope) = Easing.ease(t / duration)", "let (eased, slope) = (pow(t / duration, 3), 3 * pow(t / duration, 2))",
     "PagerCoreTests", "a tab tap barely moves for 80 ms"),
    ("flick-samples-dropped", "Sources/PagerScene/Scene+Pointer.swift",
     "let samples = gesture.samples(.horizontal)\n", "let samples: [PointerSample] = []\n",
     "PagerSceneTests", "a quick two-frame flick bounces back"),
    ("message-see-through", "Sources/PagerScene/Theme.swift",
     "public var messageBackground = Color(32, 32, 32)", "public var messageBackground = Color(32, 32, 32, 220)",
     "PagerSceneTests|PagerSDLTests", "text under a message shows through"),
    ("wheel-notch-slow-page", "Sources/PagerScene/Scene+Commands.swift",
     "selectTab(min(max(base + Int(horizontal), 0), content.tabs.count - 1))", "pager.scroll(by: horizontal * Self.wheelStep, time: time)",
     "PagerSceneTests", "a sideways wheel notch creeps 80 points instead of turning the page"),
    ("pressed-never-shown", "Sources/PagerScene/Scene+Pointer.swift",
     "if !caught { press = pressable(onPage: page, at: point) }", "_ = caught",
     "PagerSceneTests", "a held row gives no feedback"),
    ("no-edge-glow", "Sources/PagerCore/ScrollAxis.swift",
     "overscroll = bounces ? 0 : raw - clamped(raw)", "overscroll = 0",
     "PagerSceneTests", "pulling past the first page shows nothing"),
    ("badge-no-animation", "Sources/PagerScene/Scene+Badges.swift",
     "if badge == nil { badgeChanges[index] = nil } else { badgeChanges[index] = time }", "badgeChanges[index] = nil",
     "PagerSceneTests", "a new badge pops in with no animation"),
    ("refresh-jumps", "Sources/PagerScene/PageState.swift",
     "scroll.jump(to: before + added)", "scroll.jump(to: before)",
     "PagerSceneTests", "refreshed rows push the rows on screen down"),
    ("rtl-not-mirrored", "Sources/PagerScene/Scene+Drawing.swift",
     "if theme.direction == .rightToLeft { list.mirror(width: viewSize.width) }", "",
     "PagerSceneTests", "a right-to-left scene draws left to right"),
    ("no-line-ellipsis", "Sources/PagerSDL/TextLayout.swift",
     "guard whole.width > width || always else { return whole }", "return whole",
     "PagerSDLTests", "a title too long is cut mid-letter with no ellipsis"),
    ("no-font-fallback", "Sources/PagerSDL/FontSet.swift",
     "return fallback(for: first) ?? primary", "return primary",
     "PagerSDLTests", "a character none of the located fonts has is an empty box"),
    ("no-bidi-reordering", "Sources/PagerSDL/TextShaper.swift",
     "order[index..<end].reverse()", "_ = end",
     "PagerSDLTests", "right-to-left words come out in logical order, left to right"),
    ("wrap-never-breaks", "Sources/PagerSDL/TextLayout.swift",
     "lineWidth + advances[index] > width", "false",
     "PagerSDLTests", "a paragraph runs out of its width on one line"),
    ("no-synthetic-bold", "Sources/PagerSDL/SizedFont.swift",
     "FT_Outline_EmboldenXY(&slot.pointee.outline, strength, strength)", "_ = strength",
     "PagerSDLTests", "bold Chinese is drawn regular"),
    ("fifo-blocks", "Sources/SlidingTabsKit/Files/FileSystem.swift",
     "open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)", "open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)",
     "EndToEndTests.SpecialFileTests", "--config on a FIFO hangs"),
]


def run(command, cwd, timeout=None):
    return subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=timeout)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", help="comma-separated mutation ids")
    parser.add_argument("--list", action="store_true", help="list the mutations and exit")
    options = parser.parse_args()
    if options.list:
        for mutation in MUTATIONS:
            print(f"{mutation[0]:24} {mutation[1]}: {mutation[5]}")
        return 0
    chosen = [m for m in MUTATIONS if not options.only or m[0] in options.only.split(",")]
    repo = run(["git", "rev-parse", "--show-toplevel"], cwd=os.path.dirname(os.path.abspath(__file__))).stdout.strip()
    scratch = tempfile.mkdtemp(prefix="sliding-tabs-mutation-")
    run(["git", "worktree", "add", "--detach", scratch, "HEAD"], cwd=repo)
    swift = shutil.which("swift") or "/opt/swift/usr/bin/swift"
    killed, survived = [], []
    try:
        baseline = run([swift, "build", "--build-tests"], cwd=scratch)
        if baseline.returncode != 0:
            print(baseline.stdout[-3000:])
            print("the unmutated tree does not build")
            return 2
        for mutation in chosen:
            identifier, path, find, replace, tests, effect = mutation[:6]
            extra = list(zip(mutation[6::2], mutation[7::2]))
            file = os.path.join(scratch, path)
            original = open(file, encoding="utf-8").read()
            mutated = original
            for old, new in [(find, replace)] + extra:
                if mutated.count(old) != 1:
                    print(f"STALE    {identifier}: the text to change is not in {path} exactly once")
                    survived.append(identifier)
                    break
                mutated = mutated.replace(old, new)
            else:
                open(file, "w", encoding="utf-8").write(mutated)
                try:
                    built = run([swift, "build", "--build-tests"], cwd=scratch)
                    if built.returncode != 0:
                        print(f"NOBUILD  {identifier}: the mutation does not compile (fix the mutation)")
                        survived.append(identifier)
                        continue
                    try:
                        result = run([swift, "test", "--skip-build", "--filter", tests, "--skip", "RealWindowTests"],
                                     cwd=scratch, timeout=900)
                        failed = result.returncode != 0
                    except subprocess.TimeoutExpired:
                        failed = True
                    (killed if failed else survived).append(identifier)
                    print(f"{'KILLED' if failed else 'SURVIVED':8} {identifier}: {effect}", flush=True)
                finally:
                    open(file, "w", encoding="utf-8").write(original)
        total = len(killed) + len(survived)
        rate = 100.0 * len(killed) / total if total else 0
        print(f"\n{len(killed)} killed, {len(survived)} survived of {total}: kill rate {rate:.1f}%")
        if survived:
            print("survivors: " + ", ".join(survived))
        return 0 if not survived else 1
    finally:
        run(["git", "worktree", "remove", "--force", scratch], cwd=repo)
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
