#!/bin/sh
# Runs the coverage-guided fuzzer on each of the program's readers for SECONDS seconds (make fuzz):
# usage: run.sh FUZZER SECONDS [TARGET...]
#
# Each target starts from its seeds (the test corpus of malformed files, the shipped assets,
# Tools/fuzz/seeds) and the saved corpus (Tools/fuzz/corpus/TARGET); inputs that reach new code
# are merged into the saved corpus, which `make test` replays. A crash, a leak, an input that
# takes over a second or too much memory is a finding: it is written to .build/fuzz/findings/
# and the run fails. Inputs are up to 1 MiB long, so the size limits are reached.
set -u
fuzzer=$1
seconds=$2
shift 2
targets=${*:-config script state fontCache items input capi}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$root/.build/fuzz/work
findings=$root/.build/fuzz/findings
mkdir -p "$findings"
status=0
for target in $targets; do
    seeds=$work/$target
    rm -rf "$seeds" && mkdir -p "$seeds" "$root/Tools/fuzz/corpus/$target"
    case $target in
        config) cp "$root"/Tests/EndToEndTests/Corpus/config/* "$root"/Assets/*.json "$seeds"/ ;;
        script) cp "$root"/Tests/EndToEndTests/Corpus/script/* "$root"/Assets/scripts/* "$seeds"/ ;;
        state) cp "$root"/Tests/EndToEndTests/Corpus/state/* "$seeds"/ ;;
        *) cp "$root"/Tools/fuzz/seeds/"$target"/* "$seeds"/ ;;
    esac
    cp "$root"/Tools/fuzz/corpus/"$target"/* "$seeds"/ 2>/dev/null
    log=$root/.build/fuzz/$target.log
    echo "fuzzing $target for $seconds s ($log)"
    # The libraries' own leaks are suppressed as in make sanitize (fontconfig's, for the C API's fonts).
    LSAN_OPTIONS="suppressions=$root/Tools/sanitize/lsan.supp:print_suppressions=0" \
        "$fuzzer" "$target" "$seeds" -max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 -max_len=1048576 \
        -len_control=1000 -print_final_stats=1 -artifact_prefix="$findings/$target-" > "$log" 2>&1
    result=$?
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')
    speed=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$')
    coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
    found=$(ls "$findings" | grep -c "^$target-")
    echo "$target: ${runs:-?} runs, ${speed:-?} a second, $coverage, $found findings (exit $result)"
    [ "$result" -eq 0 ] && [ "$found" -eq 0 ] || status=1
    # What reached new code joins the saved corpus (its leaks judged as the run's: without the
    # suppressions, fontconfig's would stop the merge's first pass and leave a crash file behind).
    LSAN_OPTIONS="suppressions=$root/Tools/sanitize/lsan.supp:print_suppressions=0" \
        "$fuzzer" "$target" -merge=1 -artifact_prefix="$findings/$target-merge-" "$root/Tools/fuzz/corpus/$target" "$seeds" \
        > "$root/.build/fuzz/$target-merge.log" 2>&1 || { echo "$target: the merge into the saved corpus failed (.build/fuzz/$target-merge.log)"; status=1; }
done
exit $status
