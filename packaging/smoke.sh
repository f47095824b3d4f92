#!/usr/bin/env bash
# Smoke test of the frozen Linux app: build the PyInstaller bundle if needed, play one whole
# game with computer players from the bundle, open a record with it (as the file manager does,
# and handed over to a running copy), check its version, licence files and size, and measure
# its start-up to a playable table against a bare PySide6 window started the same way.
#
#   packaging/smoke.sh            build only if a source or packaging file is newer than the bundle
#   packaging/smoke.sh --rebuild  always rebuild the bundle first
#   packaging/smoke.sh --source   only the start-up measurement, from the source venv
#                                 (`python -m deberts_desktop` against `python packaging/entry.py`
#                                 with DEBERTS_BARE_WINDOW=1); no bundle
#
# Environment: PYTHON (default .venv/bin/python) builds the bundle and runs the measurement
# (and --source's starts); MAX_MB (default 125: 123.4 MB since the modules are plain .pyc
# files, packaging/README.md, Notes) is the largest unpacked bundle accepted;
# MAX_PLAYABLE_RATIO (default 3; the goal is 1.5) the start-up ratio that fails, when measured
# twice running (each the median of STARTUP_RUNS interleaved rounds) — far beyond noise (the
# figures, quiet and with both cores kept busy by `yes` twice, are in packaging/README.md);
# STARTUP_RUNS (default 7) rounds of interleaved starts;
# STARTUP_SPEEDS (default off,normal) the deal animation speeds measured ("off" always, the
# one that counts); SMOKE_XVFB=0 skips the measurement on a real X server (Xvfb) even where
# Xvfb exists.
#
# What it checks (exit status 1 if any fails):
#  1. `deberts-desktop --autoplay --seed 1` from the bundle, QT_QPA_PLATFORM=offscreen,
#     exits 0 and prints "Winner: ..."; its computer players think in a worker process (the
#     same executable started with --deberts-worker, packaging/entry.py), which loads no Qt
#     library (its memory maps looked at while the game runs). Then the arena with
#     `--jobs 2` (multiprocessing's spawn children and its resource tracker, all started from
#     the executable: in the bundle they work only through PyInstaller's multiprocessing
#     patches, which packaging/hooks/ applies when multiprocessing is first imported) exits 0
#     and prints its JSON; and once these and the starts of 2. have ended, no process started
#     from them is left running (they are told by a tag in their environment; each may take
#     up to 10 s to go).
#  2. A record opened as the file manager does (`Exec=deberts-desktop %f`): the bundle started
#     with deberts_desktop/examples/example.record.json (offscreen, fresh settings/data/log
#     folders, DEBERTS_EXIT_AFTER_OPEN=1: the app quits with 0 once the record is on the
#     replay table, 3 if it refused it) exits 0; then handed over: a first copy runs on a
#     data folder, a second start with the record hands it to it and exits 0, and the first
#     shows it and exits 0 (the local socket, QtNetwork, works in the bundle).
#  3. `deberts-desktop --version` prints the version of deberts_desktop/__init__.py; the
#     bundle carries LICENSE.txt and THIRD-PARTY-NOTICES.txt (with the LGPL's full text).
#  4. The bundle is at most MAX_MB megabytes (10^6 bytes) unpacked.
#  5. Start-up to a playable table (benchmarks/startup_playable.py, which says how): the
#     median time from just before the start until the person could act (the hand and the
#     bidding bar drawn and a key posted on the bar taken: DEBERTS_EXIT_WHEN_PLAYABLE=1),
#     with the deal animation off, divided by the median for a bare PySide6 main window
#     (the same executable with DEBERTS_BARE_WINDOW=1, see packaging/entry.py: its first
#     frame drawn and a posted key handled); runs interleaved, so both see the same load.
#     Printed with the animation on too, and the first frame's ratio; a failure only when
#     the ratio is above MAX_PLAYABLE_RATIO in the measurement and in one more made at once
#     (no timed gate that a busy machine fails: the figures are for reading).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PYTHON=${PYTHON:-.venv/bin/python}
MAX_MB=${MAX_MB:-125}
MAX_PLAYABLE_RATIO=${MAX_PLAYABLE_RATIO:-3}
STARTUP_RUNS=${STARTUP_RUNS:-7}
STARTUP_SPEEDS=${STARTUP_SPEEDS:-off,normal}
BUNDLE=packaging/dist/deberts-desktop
EXE=$BUNDLE/deberts-desktop
LOGS=$(mktemp -d)
XVFB_PID=""
failures=0
MODE=frozen
rebuild=0
case "${1:-}" in
  --rebuild) rebuild=1 ;;
  --source) MODE=source ;;
  "") ;;
  *) echo "usage: packaging/smoke.sh [--rebuild|--source]" >&2; exit 2 ;;
esac

cleanup() {
  [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null || true
  rm -rf "$LOGS"
}
trap cleanup EXIT

now_ms() { date +%s%3N; }
fail() { echo "smoke: FAIL: $*" >&2; failures=$((failures + 1)); }

# ---------------------------------------------------------------- 1. the bundle
if [ "$MODE" = source ]; then
  :
elif [ ! -x "$EXE" ]; then
  rebuild=1
elif [ -n "$(find deberts_desktop packaging pyproject.toml -newer "$EXE" -type f \
        ! -path '*/__pycache__/*' ! -path 'packaging/dist/*' ! -path 'packaging/build/*' \
        ! -name '*.pyc' ! -name smoke.sh -print -quit)" ]; then
  rebuild=1
fi
if [ "$MODE" = source ]; then
  # as installed: the modules' bytecode is there (pip compiles it; a frozen app carries
  # it), also where PYTHONDONTWRITEBYTECODE=1 would make every launch compile the sources
  "$PYTHON" -m compileall -q deberts_desktop packaging/entry.py >/dev/null
  echo "smoke: start-up from the source venv ($PYTHON), bytecode compiled first"
elif [ "$rebuild" = 1 ]; then
  echo "smoke: building the bundle"
  t0=$(now_ms)
  "$PYTHON" packaging/build.py --no-installer
  echo "smoke: bundle built in $(( ($(now_ms) - t0) / 1000 )) s"
else
  echo "smoke: the bundle is up to date ($EXE)"
fi

# ---------------------------------------------------------------- helpers
# first_frame_ms LOGFILE START_MS: ms from START_MS to the first main-window flush, or empty
first_frame_ms() {
  local line stamp
  line=$(grep -m1 -E 'Flushing .* of Q?MainWindow\(' "$1" 2>/dev/null || true)
  [ -n "$line" ] || return 0
  stamp=${line%%|*}
  echo $(( $(date -d "$stamp" +%s%3N) - $2 ))
}

# the tag in the environment of every process the checks start from the bundle (passed to
# those commands only, not exported): what is left running is found by it
TAG="deberts-smoke-$$-$(date +%s%N)"
# left_running: the ids of the processes that carry this run's tag
left_running() {
  grep -laF "DEBERTS_SMOKE_RUN=$TAG" /proc/[0-9]*/environ 2>/dev/null | cut -d/ -f3 | tr '\n' ' ' || true
}

export QT_LOGGING_RULES="qt.widgets.painting.debug=true"
export QT_MESSAGE_PATTERN="%{time yyyy-MM-dd hh:mm:ss.zzz}|%{category}|%{message}"

if [ "$MODE" = frozen ]; then
# ---------------------------------------------------------------- 2. a whole game
echo "smoke: $EXE --autoplay --seed 1 (offscreen)"
t0=$(now_ms)
set +e
QT_QPA_PLATFORM=offscreen DEBERTS_SMOKE_RUN="$TAG" timeout 900 "$EXE" --autoplay --seed 1 \
  >"$LOGS/autoplay.out" 2>"$LOGS/autoplay.err" &
game_pid=$!
# while the game runs: its worker processes, and the most libQt6 mappings one had (the worker
# has no Qt: PyInstaller's PySide6 hook runs only where PySide6 is imported, packaging/hooks/)
app_pid=""
workers=""
worker_qt=""
while kill -0 "$game_pid" 2>/dev/null; do
  [ -n "$app_pid" ] || app_pid=$(ps --ppid "$game_pid" -o pid= 2>/dev/null | head -1 | tr -d ' ' || true)
  if [ -n "$app_pid" ]; then
    for w in $(ps --ppid "$app_pid" -o pid=,args= 2>/dev/null | awk '/--deberts-worker/ {print $1}' || true); do
      case " $workers " in *" $w "*) ;; *) workers="$workers $w" ;; esac
      n=$(grep -c 'libQt6' "/proc/$w/maps" 2>/dev/null || true)
      [ -n "$n" ] && worker_qt=$(( ${worker_qt:-0} > n ? ${worker_qt:-0} : n ))
    done
  fi
  sleep 0.05
done
wait "$game_pid"
status=$?
set -e
game_ms=$(( $(now_ms) - t0 ))
cat "$LOGS/autoplay.out"
grep -v -E '^[0-9-]+ [0-9:.]+\|qt\.' "$LOGS/autoplay.err" | sed 's/^/  stderr: /' | head -20 || true
if [ "$status" -ne 0 ]; then
  fail "--autoplay exited with status $status"
elif ! grep -q '^Winner: ' "$LOGS/autoplay.out"; then
  fail "--autoplay printed no winner"
else
  echo "smoke: OK: a whole game played from the bundle, exit status 0, winner printed"
fi
echo "smoke: game duration ${game_ms} ms (process start to exit); worker processes seen while it ran: $(echo $workers | wc -w)"
case "$worker_qt" in
  "") echo "smoke: the worker process was not seen running: not checked for Qt" ;;
  0) echo "smoke: OK: the worker process loaded no Qt library" ;;
  *) fail "the worker process loaded Qt ($worker_qt mappings of libQt6 libraries)" ;;
esac
autoplay_start=$(first_frame_ms "$LOGS/autoplay.err" "$t0")
[ -n "$autoplay_start" ] && echo "smoke: start to window shown (offscreen, the --autoplay run, first launch): ${autoplay_start} ms"

# ---------------------------------------------------------------- the arena's processes
ARENA=(arena --a beginner --b beginner --deals 4 --games 0 --jobs 2 --json --quiet)
echo "smoke: $EXE ${ARENA[*]}"
set +e
DEBERTS_SMOKE_RUN="$TAG" timeout 120 "$EXE" "${ARENA[@]}" >"$LOGS/arena.out" 2>"$LOGS/arena.err"
status=$?
set -e
if [ "$status" -eq 0 ] && grep -q '"deals": 4,' "$LOGS/arena.out"; then
  echo "smoke: OK: the arena played 4 deals in 2 processes of multiprocessing's (--jobs 2), exit status 0"
else
  fail "the arena with --jobs 2: exit status $status, output '$(head -c 300 "$LOGS/arena.out")'"
  sed 's/^/  stderr: /' "$LOGS/arena.err" | head -20 || true
fi

# ---------------------------------------------------------------- a record opened
RECORD="$PWD/deberts_desktop/examples/example.record.json"
# in_folders NAME COMMAND...: COMMAND offscreen with fresh settings, data, log and cache
# folders under $LOGS/NAME (nothing of the player's is touched)
in_folders() {
  local name=$1
  shift
  DEBERTS_CONFIG_DIR="$LOGS/$name/config" DEBERTS_DATA_DIR="$LOGS/$name/data" \
    DEBERTS_LOG_DIR="$LOGS/$name/log" DEBERTS_CACHE_DIR="$LOGS/$name/cache" QT_QPA_PLATFORM=offscreen \
    DEBERTS_SMOKE_RUN="$TAG" "$@"
}
echo "smoke: $EXE $RECORD (offscreen, DEBERTS_EXIT_AFTER_OPEN=1, as Exec=deberts-desktop %f)"
set +e
in_folders open env DEBERTS_EXIT_AFTER_OPEN=1 timeout 120 "$EXE" "$RECORD" >"$LOGS/open.out" 2>"$LOGS/open.err"
status=$?
set -e
case $status in
  0) echo "smoke: OK: the record was opened on the replay table (exit status 0)" ;;
  3) fail "the bundle refused $RECORD: $(grep -h 'cannot be opened' "$LOGS"/open/log/*.log 2>/dev/null | tail -1)" ;;
  *) fail "opening $RECORD: exit status $status"
     grep -v -E '^[0-9-]+ [0-9:.]+\|qt\.' "$LOGS/open.err" | sed 's/^/  stderr: /' | head -20 || true ;;
esac
# handed over: a first copy owns a data folder; a second start on it hands the record over
# and exits 0; the first copy shows it and quits (DEBERTS_EXIT_AFTER_OPEN=1) with 0
set +e
in_folders hand env DEBERTS_EXIT_AFTER_OPEN=1 timeout 120 "$EXE" >"$LOGS/first.out" 2>"$LOGS/first.err" &
first_pid=$!
for _ in $(seq 1 300); do  # until the first copy owns the folder (its id in the lock file), at most 30 s
  [ -s "$LOGS/hand/data/deberts-desktop.lock" ] && break
  kill -0 "$first_pid" 2>/dev/null || break
  sleep 0.1
done
in_folders hand timeout 120 "$EXE" "$RECORD" >"$LOGS/second.out" 2>"$LOGS/second.err"
second=$?
wait "$first_pid"
first=$?
set -e
if [ "$second" -eq 0 ] && [ "$first" -eq 0 ] && grep -q 'already running' "$LOGS/second.out"; then
  echo "smoke: OK: a second start handed the record over and exited 0; the first copy showed it and exited 0"
else
  fail "hand-over: the second start exited $second ($(head -1 "$LOGS/second.out")), the first copy $first"
  cat "$LOGS/second.err" "$LOGS/first.err" | grep -v -E '^[0-9-]+ [0-9:.]+\|qt\.' | sed 's/^/  stderr: /' | head -20 || true
fi

# ---------------------------------------------------------------- nothing left running
left=$(left_running)
for _ in $(seq 1 100); do  # at most 10 s: the arena's resource tracker ends once it reads its pipe's end
  [ -z "$left" ] && break
  sleep 0.1
  left=$(left_running)
done
if [ -z "$left" ]; then
  echo "smoke: OK: no process started by the game, the arena or the record's starts is left running"
else
  fail "processes left running 10 s after the app ended: $(ps -o pid=,args= -p "$(echo $left | tr ' ' ,)" 2>/dev/null | head -5)"
fi

# ---------------------------------------------------------------- 3. version and licences
want=$("$PYTHON" packaging/build.py --version)
got=$("$EXE" --version 2>/dev/null || true)
if [ "$got" = "deberts-desktop $want" ]; then
  echo "smoke: OK: --version says '$got'"
else
  fail "--version says '$got', not 'deberts-desktop $want'"
fi
for f in LICENSE.txt THIRD-PARTY-NOTICES.txt _internal/deberts_desktop/resources/licences/THIRD-PARTY-NOTICES.txt; do
  [ -s "$BUNDLE/$f" ] || fail "the bundle has no $f"
done
if grep -q "GNU LESSER GENERAL PUBLIC LICENSE" "$BUNDLE/THIRD-PARTY-NOTICES.txt" 2>/dev/null; then
  echo "smoke: OK: LICENSE.txt and THIRD-PARTY-NOTICES.txt ($(wc -c <"$BUNDLE/THIRD-PARTY-NOTICES.txt") bytes, with the LGPL) in the bundle"
else
  fail "THIRD-PARTY-NOTICES.txt lacks the LGPL's text"
fi

# ---------------------------------------------------------------- size
bytes=$(du -sb "$BUNDLE" | cut -f1)
mbytes=$(awk -v b="$bytes" 'BEGIN {printf "%.1f", b / 1e6}')
echo "smoke: bundle size: $(du -sh "$BUNDLE" | cut -f1) on disk (du -sh), $mbytes MB unpacked ($bytes bytes)"
awk -v b="$bytes" -v m="$MAX_MB" 'BEGIN {exit !(b / 1e6 <= m)}' || fail "bundle is $mbytes MB, more than $MAX_MB MB"

fi

# ---------------------------------------------------------------- 5. start-up to a playable table
# benchmarks/startup_playable.py: STARTUP_RUNS rounds of interleaved starts (the bare window,
# the game with the deal animation off, and at "normal"); it prints the figures, and fails
# only when the playable ratio (animation off) is above MAX_PLAYABLE_RATIO twice running
report_startup() {  # PLATFORM
  local target=(--python "$PYTHON")
  [ "$MODE" = frozen ] && target=(--exe "$EXE")
  "$PYTHON" benchmarks/startup_playable.py "${target[@]}" --platform "$1" --runs "$STARTUP_RUNS" \
    --speeds "$STARTUP_SPEEDS" --max-ratio "$MAX_PLAYABLE_RATIO" | sed 's/^/smoke: /' \
    || fail "$1: the start-up to a playable table is more than ${MAX_PLAYABLE_RATIO}x the bare window's, twice"
}

report_startup offscreen

if [ "${SMOKE_XVFB:-1}" != 0 ] && command -v Xvfb >/dev/null 2>&1; then
  # -displayfd: Xvfb picks a free display number and writes it when it is ready
  Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$LOGS/display" >/dev/null 2>&1 &
  XVFB_PID=$!
  for _ in $(seq 1 50); do [ -s "$LOGS/display" ] && break; sleep 0.1; done
  if [ -s "$LOGS/display" ] && kill -0 "$XVFB_PID" 2>/dev/null; then
    DISPLAY=":$(head -1 "$LOGS/display")" report_startup xcb
  else
    echo "smoke: Xvfb did not start; skipped the X11 measurement"
  fi
fi

if [ "$failures" -gt 0 ]; then
  echo "smoke: $failures check(s) failed"
  exit 1
fi
echo "smoke: all checks passed"
