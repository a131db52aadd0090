#!/usr/bin/env bash
# usage: lane.sh SECONDS TARGET... ; runs each target in turn with the scripts/fuzz settings,
# logs in .fuzz-logs/TARGET-<time>.log, summary lines in .fuzz-logs/summary.txt
cd /work/wt15
seconds=$1; shift
binary=.build/fuzz/release/hark-fuzz
for target in "$@"; do
    work=".build/fuzz-corpus/$target"; crashes=".build/fuzz-crashes/$target"
    mkdir -p "$work" "$crashes"
    log=".fuzz-logs/$target-$(date +%H%M).log"
    started=$(date +%s)
    echo "$(date -u +%H:%M:%S) start $target ${seconds}s" >> .fuzz-logs/summary.txt
    HARK_FUZZ_TARGET="$target" SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0:quarantine_size_mb=64 \
        nice -n 10 "$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
        -dict="Fuzz/dict/$target.dict" -artifact_prefix="$crashes/" "$work" "Fuzz/corpus/$target" > "$log" 2>&1
    status=$?
    elapsed=$(( $(date +%s) - started ))
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')
    echo "$(date -u +%H:%M:%S) end $target status=$status elapsed=${elapsed}s runs=${runs:-?} log=$log" >> .fuzz-logs/summary.txt
done
