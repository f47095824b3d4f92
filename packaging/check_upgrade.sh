#!/usr/bin/env bash
# Upgrade check: a player who has the previous .deb installed, has played, and then installs
# this one over it keeps the game history, the saved game and the settings.
#
#   sudo packaging/check_upgrade.sh OLD.deb NEW.deb      # as root: apt-get installs both
#
# 1. OLD.deb is installed (apt-get, with its Depends) and started as a player starts it, on a
#    virtual X display (Xvfb), with its own settings, data and log folders
#    (DEBERTS_CONFIG_DIR / DEBERTS_DATA_DIR / DEBERTS_LOG_DIR, fresh ones): the settings file
#    is given first (names, card back, animation off, computers at Beginner), then a real
#    deal is played with the player's keys only (xdotool: "?" asks the hint, Enter takes
#    it; the same keys in every version since the hint came) until the old app has stored a
#    deal in its history; then it gets SIGTERM (a logout: the game is saved, the app ends).
#    Its own `deberts-desktop replay` of the saved game is kept, and the history's deals.
# 2. NEW.deb is installed over it (apt-get install ./NEW.deb, `--reinstall` when the two have
#    the same version, so the files are really replaced; /opt/deberts-desktop is then compared
#    file by file with the new package's).
# 3. The new app opens the player's folders: started with the saved game as the record to
#    show (DEBERTS_EXIT_AFTER_OPEN=1: it exits 0 once the record is on the replay table, 3
#    if refused), which first loads the settings, opens (and migrates) the history and
#    replays the saved game to resume it. Then: nothing was kept aside as damaged
#    (settings.json.bak, autosave.record.json.bak, history.sqlite3.damaged-*), the settings
#    hold what the player had, the history holds the same deals, and the new
#    `deberts-desktop replay` of the saved game says what the old one said.
#
# Needs root (or sudo), apt-get, Xvfb, xdotool and python3 (the checks read the history with
# its sqlite3 module). Leaves NEW.deb installed. Exit status 0 when all is intact, 1 with
# the reason.
#
#   packaging/check_upgrade.sh --previous-version   # prints the version to upgrade from
#
# --previous-version (in the git checkout of the new version): the newest release tag v*
# before HEAD (HEAD^ and its history: a release build's own tag is not its previous version),
# else, until there is one, the previous commit (its hash).
set -euo pipefail
if [ "${1:-}" = "--previous-version" ] && [ $# -eq 1 ]; then
  git describe --tags --abbrev=0 --match 'v*' HEAD^ 2>/dev/null || git rev-parse HEAD^
  exit
fi
if [ $# -ne 2 ]; then
  echo "usage: $0 OLD.deb NEW.deb   (or: $0 --previous-version)" >&2
  exit 2
fi
abs() { case "$1" in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
OLD=$(abs "$1")
NEW=$(abs "$2")
SUDO=
[ "$(id -u)" -eq 0 ] || SUDO=sudo
for tool in Xvfb xdotool python3 apt-get dpkg-deb; do
  command -v "$tool" >/dev/null || { echo "check_upgrade: $tool is needed (apt-get install xvfb xdotool)" >&2; exit 2; }
done
APP=/usr/games/deberts-desktop
WORK=$(mktemp -d)
export DEBERTS_CONFIG_DIR="$WORK/config" DEBERTS_DATA_DIR="$WORK/data" DEBERTS_LOG_DIR="$WORK/log" \
  DEBERTS_CACHE_DIR="$WORK/cache"
mkdir -p "$DEBERTS_CONFIG_DIR" "$DEBERTS_DATA_DIR" "$DEBERTS_LOG_DIR"
HISTORY="$DEBERTS_DATA_DIR/history.sqlite3"
AUTOSAVE="$DEBERTS_DATA_DIR/autosave.record.json"
SETTINGS="$DEBERTS_CONFIG_DIR/settings.json"
XVFB_PID=
APP_PID=
cleanup() {
  [ -z "$APP_PID" ] || kill "$APP_PID" 2>/dev/null || true
  [ -z "$XVFB_PID" ] || kill "$XVFB_PID" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT
fail() {
  echo "check_upgrade: FAIL: $*" >&2
  if [ -d "$DEBERTS_LOG_DIR" ]; then
    find "$DEBERTS_LOG_DIR" -type f -exec tail -n 40 {} + >&2 || true
  fi
  exit 1
}
say() { echo "check_upgrade: $*"; }
# wait_for SECONDS COMMAND...: until COMMAND succeeds (a condition, polled), or fail
wait_for() {
  local end=$((SECONDS + $1)); shift
  until "$@"; do
    [ "$SECONDS" -lt "$end" ] || return 1
    sleep 0.5
  done
}
deals_stored() {  # the number of deals in the history (0 when it is not there yet)
  python3 - "$HISTORY" <<'EOF'
import sqlite3, sys, pathlib
p = pathlib.Path(sys.argv[1])
if not p.exists():
    print(0); sys.exit()
try:
    c = sqlite3.connect(f"file:{p}?mode=ro", uri=True, timeout=10)
    print(c.execute("SELECT count(*) FROM deals").fetchone()[0])
except Exception:  # being made (no table yet), or locked a moment
    print(0)
EOF
}
history_dump() {  # every game and deal, as text (the columns every schema version has)
  python3 - "$HISTORY" <<'EOF'
import sqlite3, sys
c = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True, timeout=10)
for row in c.execute("SELECT id, started, mode, players, target, names FROM games ORDER BY id"):
    print("game", *row)
for row in c.execute("SELECT game_id, number, dealer, declarer, totals, scores FROM deals ORDER BY game_id, number"):
    print("deal", *row)
EOF
}
set_aside() {  # the files the app keeps aside as damaged
  find "$WORK" \( -name '*.bak' -o -name '*.damaged-*' \) -print
}

install_deb() {  # FILE [apt-get options]
  local deb=$1; shift
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=600 "$@" "$deb" >"$WORK/apt.log" 2>&1 \
    || { cat "$WORK/apt.log" >&2; fail "apt-get install $deb failed"; }
}

# ------------------------------------------------------------------ 1. the old version, played
old_version=$(dpkg-deb -f "$OLD" Version)
new_version=$(dpkg-deb -f "$NEW" Version)
say "installing the old package $(basename "$OLD") (version $old_version)"
install_deb "$OLD"
"$APP" --version

cat >"$SETTINGS" <<'EOF'
{"format": "deberts-settings", "version": 3,
 "names": ["Upgrade Tester", "Old Computer", "Computer 2", "Computer 3"],
 "levels": ["beginner", "beginner", "beginner", "beginner"],
 "table": {"animation_speed": "off", "computer_delay_ms": 0, "card_back": "green"},
 "language": "en", "hint": {"level": "beginner"}}
EOF

display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 1280x900x24 -nolisten tcp >"$WORK/xvfb.log" 2>&1 &
XVFB_PID=$!
export DISPLAY=$display
wait_for 60 xdotool getdisplaygeometry >/dev/null 2>&1 || fail "Xvfb did not start on $display"

QT_QPA_PLATFORM=xcb "$APP" >"$WORK/old-app.log" 2>&1 &
APP_PID=$!
window_up() { [ -n "$(xdotool search --onlyvisible --classname deberts-desktop 2>/dev/null | head -1)" ]; }
wait_for 300 window_up || { cat "$WORK/old-app.log" >&2; fail "the old app's window did not appear"; }
wid=$(xdotool search --onlyvisible --classname deberts-desktop | head -1)
say "the old app is up (window $wid); playing a deal with the hint's keys"
end=$((SECONDS + 900))
while [ "$(deals_stored)" -lt 1 ]; do
  kill -0 "$APP_PID" 2>/dev/null || { cat "$WORK/old-app.log" >&2; fail "the old app ended during the deal"; }
  [ "$SECONDS" -lt "$end" ] || fail "no deal was stored in the old app's history in 15 minutes"
  # the main window (or a question on top of it) has the keyboard; "?" asks the hint, whose
  # card is then lifted (or its bid marked), Enter plays it or closes what asks
  xdotool windowfocus "$wid" 2>/dev/null || true
  xdotool key --clearmodifiers question
  sleep 0.4
  xdotool key --clearmodifiers Return
  sleep 0.2
done
wait_for 60 test -s "$AUTOSAVE" || fail "the old app saved no game in progress"
say "the old app stored $(deals_stored) deal(s); ending it as a logout does (SIGTERM)"
kill -TERM "$APP_PID"
status=0
wait "$APP_PID" || status=$?
APP_PID=
[ "$status" -eq 0 ] || { cat "$WORK/old-app.log" >&2; fail "the old app exited with $status on SIGTERM"; }
kill "$XVFB_PID" 2>/dev/null || true
wait "$XVFB_PID" 2>/dev/null || true
XVFB_PID=

[ -s "$AUTOSAVE" ] || fail "the old app left no saved game"
[ -s "$HISTORY" ] || fail "the old app left no history"
[ -s "$SETTINGS" ] || fail "the old app left no settings"
[ -z "$(set_aside)" ] || fail "the old app already kept files aside: $(set_aside)"
"$APP" replay "$AUTOSAVE" >"$WORK/replay-old.txt" || fail "the old app cannot replay its own saved game"
history_dump >"$WORK/history-old.txt"
cp "$SETTINGS" "$WORK/settings-old.json"
say "the old app's data: $(grep -c '^game' "$WORK/history-old.txt") game(s) and $(grep -c '^deal' "$WORK/history-old.txt") deal(s) in the history, the saved game: $(tail -1 "$WORK/replay-old.txt")"

# ------------------------------------------------------------------ 2. the new version over it
if [ "$old_version" = "$new_version" ]; then
  say "installing $(basename "$NEW") over it (the same version $new_version: --reinstall)"
  install_deb "$NEW" --reinstall
else
  say "installing $(basename "$NEW") (version $new_version) over $old_version"
  install_deb "$NEW"
fi
installed=$(dpkg-query -W -f '${Version} ${db:Status-Abbrev}' deberts-desktop)
[ "$installed" = "$new_version ii " ] || fail "after the upgrade dpkg says: $installed"
mkdir "$WORK/new-files"
dpkg-deb -x "$NEW" "$WORK/new-files"
diff -rq "$WORK/new-files/opt/deberts-desktop" /opt/deberts-desktop >&2 \
  || fail "the installed /opt/deberts-desktop is not the new package's"
"$APP" --version

# ------------------------------------------------------------------ 3. the new version opens them
status=0
DEBERTS_EXIT_AFTER_OPEN=1 QT_QPA_PLATFORM=offscreen timeout 300 "$APP" "$AUTOSAVE" >"$WORK/new-app.log" 2>&1 \
  || status=$?
[ "$status" -eq 0 ] || { cat "$WORK/new-app.log" >&2; fail "the new app did not open the saved game (exit $status)"; }
[ -z "$(set_aside)" ] || fail "the new app kept the player's files aside as damaged: $(set_aside)"
[ -s "$AUTOSAVE" ] || fail "the saved game is gone after the new app started"
python3 - "$SETTINGS" <<'EOF' || fail "the settings changed"
import json, sys
s = json.load(open(sys.argv[1], encoding="utf-8"))
got = (s["names"][:2], s["table"]["card_back"], s["table"]["animation_speed"], s["table"]["computer_delay_ms"],
       s["language"], s["hint"]["level"], s["levels"][1])
want = (["Upgrade Tester", "Old Computer"], "green", "off", 0, "en", "beginner", "beginner")
if got != want:
    sys.exit(f"check_upgrade: settings read {got}, the player had {want}")
EOF
history_dump >"$WORK/history-new.txt"
diff "$WORK/history-old.txt" "$WORK/history-new.txt" || fail "the history's games or deals changed"
"$APP" replay "$AUTOSAVE" >"$WORK/replay-new.txt" || fail "the new app cannot replay the saved game"
diff "$WORK/replay-old.txt" "$WORK/replay-new.txt" || fail "the new app replays the saved game differently"
say "OK: after $old_version -> $new_version the new app opened the saved game; the settings, the" \
  "$(grep -c '^deal' "$WORK/history-new.txt") deal(s) of the history and the saved game are as the old app left them"
