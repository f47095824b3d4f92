#!/usr/bin/env bash
# Smoke test of the frozen Linux app: build the PyInstaller bundle if needed, play one whole
# game with computer players from the bundle, and measure size and start-up time.
#
#   packaging/smoke.sh            build only if a source or packaging file is newer than the bundle
#   packaging/smoke.sh --rebuild  always rebuild the bundle first
#
# Environment: PYTHON (default .venv/bin/python) builds the bundle; MAX_MB (default 120)
# is the largest unpacked bundle accepted; MAX_START_S (default 2) the slowest start to
# the window accepted (median); STARTUP_RUNS (default 3) how many extra launches measure it;
# SMOKE_XVFB=0 skips the measurement on a real X server (Xvfb) even where Xvfb exists.
#
# What it checks (exit status 1 if any fails):
#  1. `deberts-desktop --autoplay --seed 1` from the bundle, QT_QPA_PLATFORM=offscreen,
#     exits 0 and prints "Winner: ..."; its computer players run in a spawn-context worker
#     process, which in a frozen app works only through multiprocessing.freeze_support().
#  2. The bundle is at most MAX_MB megabytes (10^6 bytes) unpacked.
#  3. Start-up time to the window shown (median of STARTUP_RUNS launches of the plain
#     window) is at most MAX_START_S seconds.
#
# How start-up time is measured: from just before the process is started until Qt flushes
# the main window's first frame to the screen (the first "Flushing ... of MainWindow" message
# of Qt's `qt.widgets.painting` logging category, with a wall-clock time stamp from
# QT_MESSAGE_PATTERN). No change to the app is needed. On Xvfb this is a real X11 window
# (the xcb plugin users get); offscreen skips the window system.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PYTHON=${PYTHON:-.venv/bin/python}
MAX_MB=${MAX_MB:-120}
MAX_START_S=${MAX_START_S:-2}
STARTUP_RUNS=${STARTUP_RUNS:-3}
BUNDLE=packaging/dist/deberts-desktop
EXE=$BUNDLE/deberts-desktop
LOGS=$(mktemp -d)
XVFB_PID=""
failures=0

cleanup() {
  [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null || true
  rm -rf "$LOGS"
}
trap cleanup EXIT

now_ms() { date +%s%3N; }
fail() { echo "smoke: FAIL: $*" >&2; failures=$((failures + 1)); }

# ---------------------------------------------------------------- 1. the bundle
rebuild=0
[ "${1:-}" = "--rebuild" ] && rebuild=1
if [ ! -x "$EXE" ]; then
  rebuild=1
elif [ -n "$(find deberts_desktop packaging pyproject.toml -newer "$EXE" -type f \
        ! -path '*/__pycache__/*' ! -path 'packaging/dist/*' ! -path 'packaging/build/*' \
        ! -name '*.pyc' ! -name smoke.sh -print -quit)" ]; then
  rebuild=1
fi
if [ "$rebuild" = 1 ]; then
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
  line=$(grep -m1 -E 'Flushing .* of MainWindow' "$1" 2>/dev/null || true)
  [ -n "$line" ] || return 0
  stamp=${line%%|*}
  echo $(( $(date -d "$stamp" +%s%3N) - $2 ))
}

export QT_LOGGING_RULES="qt.widgets.painting.debug=true"
export QT_MESSAGE_PATTERN="%{time yyyy-MM-dd hh:mm:ss.zzz}|%{category}|%{message}"

# launch_until_window PLATFORM LOG: start the plain window, wait for its first frame (at
# most 30 s), end it (its own process group: the app and its worker processes), print ms.
launch_until_window() {
  local platform=$1 log=$2 pid t0 waited=0 ms=""
  t0=$(now_ms)
  QT_QPA_PLATFORM=$platform setsid "$EXE" >"$log.out" 2>"$log" &
  pid=$!
  while [ $waited -lt 300 ]; do
    ms=$(first_frame_ms "$log" "$t0")
    [ -n "$ms" ] && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
    waited=$((waited + 1))
  done
  kill -TERM -- "-$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  echo "$ms"
}

median() { sort -n | awk '{a[NR]=$1} END {if (NR) print a[int((NR + 1) / 2)]}'; }

# ---------------------------------------------------------------- 2. a whole game
echo "smoke: $EXE --autoplay --seed 1 (offscreen)"
t0=$(now_ms)
set +e
QT_QPA_PLATFORM=offscreen timeout 900 "$EXE" --autoplay --seed 1 >"$LOGS/autoplay.out" 2>"$LOGS/autoplay.err" &
game_pid=$!
sleep 1
app_pid=$(ps --ppid "$game_pid" -o pid= 2>/dev/null | head -1 | tr -d ' ' || true)
workers=0
[ -n "$app_pid" ] && workers=$(ps --ppid "$app_pid" -o args= 2>/dev/null | grep -c -- '--multiprocessing-fork' || true)
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
echo "smoke: game duration ${game_ms} ms (process start to exit); worker processes seen after 1 s: $workers"
autoplay_start=$(first_frame_ms "$LOGS/autoplay.err" "$t0")

# ---------------------------------------------------------------- 3. size
bytes=$(du -sb "$BUNDLE" | cut -f1)
mbytes=$(awk -v b="$bytes" 'BEGIN {printf "%.1f", b / 1e6}')
echo "smoke: bundle size: $(du -sh "$BUNDLE" | cut -f1) on disk (du -sh), $mbytes MB unpacked ($bytes bytes)"
awk -v b="$bytes" -v m="$MAX_MB" 'BEGIN {exit !(b / 1e6 <= m)}' || fail "bundle is $mbytes MB, more than $MAX_MB MB"

# ---------------------------------------------------------------- 4. start-up time
report_startup() {  # PLATFORM
  local platform=$1 i ms all=()
  for i in $(seq 1 "$STARTUP_RUNS"); do
    ms=$(launch_until_window "$platform" "$LOGS/start-$platform-$i.err")
    [ -n "$ms" ] && all+=("$ms")
  done
  if [ ${#all[@]} -eq 0 ]; then
    fail "$platform: no window frame seen within 30 s"
    return
  fi
  local med
  med=$(printf '%s\n' "${all[@]}" | median)
  echo "smoke: start to window shown ($platform): median ${med} ms of ${all[*]} ms"
  [ "$med" -le $((MAX_START_S * 1000)) ] || fail "$platform: start-up ${med} ms, more than ${MAX_START_S} s"
}

[ -n "$autoplay_start" ] && echo "smoke: start to window shown (offscreen, the --autoplay run, first launch): ${autoplay_start} ms"
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
