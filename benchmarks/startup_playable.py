"""Start-up to a playable table, against a bare PySide6 window started the same way.

    .venv/bin/python benchmarks/startup_playable.py                 # from the source venv
    .venv/bin/python benchmarks/startup_playable.py --exe packaging/dist/deberts-desktop/deberts-desktop

Each round starts, in a rotating order: the bare window (``packaging/entry.py`` or the
frozen executable with ``DEBERTS_BARE_WINDOW=1``), the game with its deal animation off,
and the game with it at the default speed ("normal") — every start with fresh settings,
data and log folders (the settings file says only the animation speed) and
``DEBERTS_EXIT_WHEN_PLAYABLE=1``: a process prints the moment the person could act (the
hand and the bidding bar drawn, a posted key on the bar taken: ``deberts_desktop/ui/start/playable.py``;
the bare window: its first frame drawn and a posted key handled) and quits. ``--seed 5``
(the lot makes the computer deal, so the person bids first; without it half the starts
would wait for the computer's bid). Printed: for each, the median of the runs (ms from just
before the process is started) and the ratio of the medians to the bare window's; the first
frame (Qt's first flush of the main window, from the ``qt.widgets.painting`` log) too, and
the processor time each process had used when it printed the line (``cpu_ms``: its median and
its ratio to the bare window's; the machine's other jobs stretch the wall clock from one
round to the next, the processor time much less).

``--against DIR``: another checkout's game (from source, the same Python) started in the
same rounds, its starts interleaved with this folder's (labelled ``before``): a change's
before and after against the same bare window. With ``--exe``, ``--against`` names another
frozen executable (another build) instead.

``--floor`` (from source): two more starts in each round, the floor under any Qt app here —
Python alone (``python -c``: the interpreter and its site, then the line printed) and Python
with ``import PySide6.QtWidgets`` and a ``QApplication`` made (no window) — with their ratios
to the bare window: what no change of the game can go below.

The card images a start draws are kept for the next in the cache folder
(``DEBERTS_CACHE_DIR``, ``deberts_desktop/ui/cards/store.py``), as for a player's every start
but the first: each game command has a cache folder of its own for the run, filled by one
start before the rounds (not measured). ``--cold-cache``: every start has an empty one (a
player's first start, or the first after the window's size changed).

``--max-ratio R``: the exit status is 1 when the ratio with the animation off is above R
twice (the whole measurement is made again once before failing: one busy moment of the
machine fails nothing); the figures are printed either way.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path
from statistics import median

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from deberts_desktop.storage.settings import FILE_NAME, Settings, save_settings  # noqa: E402
from deberts_desktop.ui.start.playable import PLAYABLE_LINE  # noqa: E402

#: the seed whose lot makes seat 1 (a computer) the first dealer: the person bids first
SEED = 5
#: one start is waited for at most this long (s); a start that takes longer counts as missing
START_TIMEOUT = 60
FLUSH = re.compile(r"^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3})\|[^|]*\|Flushing .* of [\w.<>]*Window\(", re.M)


def settings_file(folder: Path, speed: str) -> None:
    """A settings file in ``folder``: the defaults, with ``animation_speed`` ``speed``."""
    folder.mkdir(parents=True, exist_ok=True)
    save_settings(dataclasses.replace(Settings(), animation_speed=speed), folder / FILE_NAME)


def launch(cmd: list[str], env: dict, what: str, platform: str, cwd: Path = ROOT,
           cache: Path | None = None) -> tuple[float | None, float | None, float | None]:
    """One start: ``(ms to playable, ms to the first frame, CPU ms to playable)`` — the
    first two from just before the start, the third the processor time the process had used
    when it printed the line (``cpu_ms``; None from a build that does not print it) — each
    None when not seen (within :data:`START_TIMEOUT`). ``what``: ``"bare"``, or the
    animation speed of a game's start (``"off"``, ``"normal"``, ...); ``cache``: the cache
    folder (None: an empty one)."""
    with tempfile.TemporaryDirectory(prefix="deberts-start-") as tmp:
        home = Path(tmp)
        run_env = dict(env, QT_QPA_PLATFORM=platform, DEBERTS_EXIT_WHEN_PLAYABLE="1",
                       DEBERTS_CONFIG_DIR=str(home / "config"), DEBERTS_DATA_DIR=str(home / "data"),
                       DEBERTS_LOG_DIR=str(home / "log"), DEBERTS_CACHE_DIR=str(cache or home / "cache"),
                       QT_LOGGING_RULES="qt.widgets.painting.debug=true",
                       QT_MESSAGE_PATTERN="%{time yyyy-MM-dd hh:mm:ss.zzz}|%{category}|%{message}")
        args = list(cmd)
        if what == "bare":
            run_env["DEBERTS_BARE_WINDOW"] = "1"
        else:
            run_env["DEBERTS_BARE_WINDOW"] = "0"
            settings_file(home / "config", what)
            args += ["--seed", str(SEED)]
        err_path = home / "stderr"
        with open(err_path, "wb") as err:
            wall0, t0 = time.time(), time.monotonic()
            p = subprocess.Popen(args, env=run_env, cwd=cwd, stdout=subprocess.PIPE, stderr=err,
                                 start_new_session=True, text=True)
            try:
                out, _ = p.communicate(timeout=START_TIMEOUT)
            except subprocess.TimeoutExpired:
                out = ""
            finally:
                if p.poll() is None:
                    try:
                        os.killpg(p.pid, signal.SIGKILL)
                    except ProcessLookupError:
                        pass
                    p.communicate()
        playable = cpu = None
        for line in out.splitlines():
            if line.startswith(PLAYABLE_LINE):
                fields = dict(f.split("=", 1) for f in line[len(PLAYABLE_LINE):].split())
                playable = float(fields["monotonic_ms"]) - t0 * 1000
                cpu = float(fields["cpu_ms"]) if "cpu_ms" in fields else None
        first = None
        m = FLUSH.search(err_path.read_text(encoding="utf-8", errors="replace"))
        if m:
            first = datetime.strptime(m.group(1), "%Y-%m-%d %H:%M:%S.%f").timestamp() * 1000 - wall0 * 1000
        return playable, first, cpu


def folder_env(folder: Path) -> dict:
    """The environment of a start from ``folder``: its package first on ``PYTHONPATH`` (also
    for the bare window's script: ``packaging/entry.py`` imports its hook)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(folder)] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p])
    return env


#: ``--floor``: the code of the two floor starts (the line the hook prints, then the end)
FLOOR = {
    "python": "",
    "qt": "import sys\nfrom PySide6.QtWidgets import QApplication\napp = QApplication(sys.argv[:1])\n",
}


def floor_command(python: str, what: str) -> list[str]:
    """The command of a ``--floor`` start (``what``: ``python`` or ``qt``)."""
    return [python, "-c", FLOOR[what] + "import time\n"  # the hook's line (stamp()), with nothing else imported
            f"print({PLAYABLE_LINE!r}, 'monotonic_ms=%.1f wall_ms=%d cpu_ms=%.1f' % (time.monotonic() * 1000,"
            " time.time() * 1000, time.process_time() * 1000),"
            " flush=True)\n"]


def measure(game: list[str], bare: list[str], runs: int, platform: str, speeds: list[str],
            against: Path | None = None, before: list[str] | None = None, floor: str | None = None,
            cold_cache: bool = False):
    """``runs`` rounds of interleaved starts (``bare``: the bare window's command, ``game``:
    the game's; ``against``: another checkout's game too, the same command from there, or
    ``before``: another command of the game, a frozen build's);
    ``{kind: {"playable": [ms], "first": [ms], "cpu": [ms]}}`` for "bare", each speed, and with
    ``against`` or ``before`` each speed as ``"before <speed>"``; ``floor`` (a Python):
    ``"floor python"`` and ``"floor qt"`` too (:data:`FLOOR`). The game's starts share a
    cache folder per command, filled by one start first; ``cold_cache``: none."""
    other = against is not None or before is not None
    kinds = ["bare"] + speeds + ([f"before {s}" for s in speeds] if other else [])
    kinds += ["floor python", "floor qt"] if floor else []
    got = {k: {"playable": [], "first": [], "cpu": []} for k in kinds}
    envs = {ROOT: folder_env(ROOT)}
    if against is not None:
        envs[against] = folder_env(against)
    with tempfile.TemporaryDirectory(prefix="deberts-start-caches-") as caches:
        cache = {}  # "before" or "" -> the cache folder of that game command
        for side in ([""] + (["before "] if other else [])) if not cold_cache else []:
            cache[side] = Path(caches) / (side.strip() or "after")
            folder = against if side and against is not None else ROOT
            launch(before if side and before else game, envs[folder], speeds[0], platform, folder, cache[side])
        for i in range(runs):
            shift = i % len(kinds)
            for kind in kinds[shift:] + kinds[:shift]:
                folder = against if kind.startswith("before ") and against is not None else ROOT
                what = kind.removeprefix("before ")
                cmd = bare if what == "bare" else before if kind.startswith("before ") and before else game
                if kind.startswith("floor "):
                    what, cmd = "bare", floor_command(floor, kind.removeprefix("floor "))  # no settings, no seed
                side = "before " if kind.startswith("before ") else ""
                playable, first, cpu = launch(cmd, envs[folder], what, platform, folder, cache.get(side))
                if playable is not None:
                    got[kind]["playable"].append(playable)
                if first is not None:
                    got[kind]["first"].append(first)
                if cpu is not None:
                    got[kind]["cpu"].append(cpu)
    return got


def report(got, label: str) -> float | None:
    """Print the figures; returns the playable ratio with the animation off (None: missing)."""
    bare = got["bare"]
    if not bare["playable"]:
        print(f"startup ({label}): the bare window never reported (no '{PLAYABLE_LINE}' line)")
        return None
    b = median(bare["playable"])
    bf = median(bare["first"]) if bare["first"] else None
    ms = lambda xs: " ".join(f"{x:.0f}" for x in xs)  # noqa: E731
    bc = median(bare["cpu"]) if bare["cpu"] else None
    print(f"startup ({label}): bare PySide6 window: playable (first frame drawn, a posted key handled) "
          f"median {b:.0f} ms of {ms(bare['playable'])}" + (f"; first frame median {bf:.0f} ms" if bf else "")
          + (f"; CPU {bc:.0f} ms" if bc else ""))
    off_ratio = None
    for what, figures in got.items():
        if what == "bare":
            continue
        if not figures["playable"]:
            print(f"startup ({label}): the game (animation {what}) never became playable")
            continue
        a = median(figures["playable"])
        ratio = a / b
        if what == "off":
            off_ratio = ratio
        if what.startswith("floor "):
            cpu = f"; CPU {median(figures['cpu']):.0f} ms, ratio {median(figures['cpu']) / bc:.2f}" if figures["cpu"] and bc else ""
            print(f"startup ({label}): floor, {what.removeprefix('floor ')}"
                  f"{' alone' if what == 'floor python' else ': import PySide6.QtWidgets and a QApplication'}: "
                  f"median {a:.0f} ms of {ms(figures['playable'])}, ratio {ratio:.2f}{cpu}")
            continue
        label_what = what.replace("before ", "(before: --against) ")
        first = ""
        if figures["first"] and bf:
            f = median(figures["first"])
            first = f"; first frame median {f:.0f} ms, ratio {f / bf:.2f}"
        if figures["cpu"] and bc:
            c = median(figures["cpu"])
            first += f"; CPU median {c:.0f} ms of {ms(figures['cpu'])}, ratio {c / bc:.2f}"
        print(f"startup ({label}): game, deal animation {label_what}: playable median {a:.0f} ms of "
              f"{ms(figures['playable'])}, ratio {ratio:.2f}{first}")
    return off_ratio


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=7, help="rounds of interleaved starts (default 7)")
    ap.add_argument("--exe", help="a frozen executable (default: this Python, -m deberts_desktop)")
    ap.add_argument("--python", default=sys.executable, help="the Python of the source runs (default this one)")
    ap.add_argument("--platform", default="offscreen", help="QT_QPA_PLATFORM (default offscreen; xcb needs DISPLAY)")
    ap.add_argument("--speeds", default="off,normal", help="deal animation speeds of the game's starts (default off,normal)")
    ap.add_argument("--max-ratio", type=float, default=None,
                    help="exit 1 when the playable ratio with the animation off is above this twice")
    ap.add_argument("--floor", action="store_true",
                    help="also start Python alone and Python with a QApplication, in the same rounds (from source)")
    ap.add_argument("--cold-cache", action="store_true",
                    help="every start with an empty cache folder (no card images kept from a start before)")
    ap.add_argument("--against", type=Path, default=None,
                    help="another checkout (from source; with --exe: another frozen executable): its game started "
                         "in the same rounds, as 'before'")
    args = ap.parse_args(argv)
    against = args.against.resolve() if args.against is not None else None
    before = None
    if against is not None and args.exe:
        if not against.is_file():
            ap.error("with --exe, --against names another frozen executable")
        before, against = [str(against)], None
    speeds = [s for s in args.speeds.split(",") if s]
    if "off" not in speeds:
        speeds.insert(0, "off")
    if args.exe:
        game, bare = [args.exe], [args.exe]
        label = f"{args.platform}, frozen"
    else:
        for folder in [ROOT] + ([against] if against is not None else []):  # as installed: bytecode there
            subprocess.run([args.python, "-m", "compileall", "-q", "deberts_desktop", "packaging/entry.py"],
                           cwd=folder, stdout=subprocess.DEVNULL, check=False)
        game, bare = [args.python, "-m", "deberts_desktop"], [args.python, str(ROOT / "packaging" / "entry.py")]
        label = f"{args.platform}, source"

    def run_all():
        return measure(game, bare, args.runs, args.platform, speeds, against, before,
                       args.python if args.floor and not args.exe else None, args.cold_cache)

    cache = "every start with an empty cache" if args.cold_cache else "the card images of a start before kept"
    print(f"startup: {args.runs} rounds of interleaved starts ({label}; {cache}; median; ms from just before the start)")
    ratio = report(run_all(), label)
    if args.max_ratio is None:
        return 0
    if ratio is not None and ratio <= args.max_ratio:
        print(f"startup: OK: playable ratio {ratio:.2f} (animation off) is at most {args.max_ratio}")
        return 0
    print(f"startup: playable ratio {ratio if ratio is None else round(ratio, 2)} above {args.max_ratio}: "
          "measured once more before failing")
    ratio = report(run_all(), label + ", again")
    if ratio is not None and ratio <= args.max_ratio:
        print(f"startup: OK: playable ratio {ratio:.2f} (animation off) is at most {args.max_ratio} the second time")
        return 0
    print(f"startup: FAIL: playable ratio {ratio if ratio is None else round(ratio, 2)} (animation off) above "
          f"{args.max_ratio} twice")
    return 1


if __name__ == "__main__":
    sys.exit(main())
