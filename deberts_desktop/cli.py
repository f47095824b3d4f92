"""The ``deberts-desktop`` command (DESIGN.md, "Command line").

``deberts-desktop`` opens the game window; ``deberts-desktop FILE.record.json`` opens the
window with that record (an argument that is not a command name and names an existing
path: ``args.record``, for the window's ``open_record``; a folder, a pipe or a device is
refused there with its reason); ``deberts-desktop replay
FILE [--json]`` replays a game record and prints each deal's result; ``deberts-desktop
compare FILE [--seat S] [--levels L,...] [--json]`` plays each finished deal again with
the Master in a seat (:mod:`~deberts_desktop.ai.compare`); ``deberts-desktop --version`` prints ``deberts-desktop <version>``. Exit status 0 for success (a record
handed to the copy already running on the data folder too), 1 when that copy does not
answer, 2 for a refused record or bad arguments; never a traceback for bad input.
"""

from __future__ import annotations

import argparse
import errno
import json
import os
import sys
from typing import TYPE_CHECKING
from typing import Sequence as Seq

from . import __version__, hold_collection, resume_collection
if TYPE_CHECKING:
    from .engine.game import Game


def summary(game: Game) -> str:
    """A readable, score-sheet-like account of a replayed game (the players' names
    through :func:`~deberts_desktop.engine.record.printable`)."""
    from .engine.record import printable
    from .engine.rules import side_names

    rules = game.rules
    seat_names = [printable(n) for n in game.names]
    names = side_names(rules, seat_names)
    mode = f"{rules.players} players" + (f", {rules.mode}" if rules.players == 4 else "")
    changed = {k: v for k, v in rules.to_dict().items() if k not in ("players", "mode")}
    lines = [f"Debertz, {mode}, target {rules.target}"]
    lines.append("Rules: " + (", ".join(f"{k}={v}" for k, v in changed.items()) if changed else "the defaults"))
    width = max(9, *(len(n) for n in names)) + 2
    head = " " * 18 + "".join(n.rjust(width) for n in names)

    def row(label: str, values) -> str:
        return label.ljust(18) + "".join(str(v).rjust(width) for v in values)

    from .engine.record import replay_report

    report = replay_report(game)
    for i, d in enumerate(report["deals"]):
        entry = game.entries[i]
        dealer = seat_names[d["dealer"]]
        lines.append("")
        if d["declarer"] is not None:
            trump = "SHDC".index(d["trump"])
            suit = "♠♥♦♣"[trump]
            lines.append(f"Deal {i + 1}: dealer {dealer}; declarer {seat_names[d['declarer']]}, trump {suit}")
        else:
            lines.append(f"Deal {i + 1}: dealer {dealer}")
        if entry.row is None:
            deal = entry.deal
            where = {
                "bidding_1": "in the first round of bidding",
                "bidding_2": "in the second round of bidding",
                "before_lead": "before the first card",
                "play": f"after {len(deal.tricks)} of {rules.hand_size} tricks",
            }.get(deal.phase, deal.phase)
            lines.append(f"  (unfinished: stopped {where})")
            continue
        if d["thrown_in"]:
            why = entry.deal.result.thrown_in_reason
            text = "everyone passed" if why == "all_passed" else f"{seat_names[entry.deal.thrown_in_seat]} claimed a low-hand redeal"
            lines.append(f"  Thrown in: {text}. Nothing is written.")
            continue
        if d["outcome"] == "debertz":
            lines.append(f"  DEBERTZ shown by {seat_names[d['debertz']]}: the game ends.")
            continue
        t, sheet_row = entry.deal.result.breakdown, entry.row
        lines.append(head)
        if rules.pairs:
            lines.append(row("card points", [f"{d['card_points'][s]}+{d['card_points'][s + 2]}" for s in (0, 1)]))
        else:
            lines.append(row("card points", d["card_points"]))
        lines.append(row("last trick", [v or "" for v in t.last_trick_points]))
        lines.append(row("sequences", d["sequences"]))
        lines.append(row("bella", d["bella"]))
        lines.append(row("total", d["totals"]))
        outcome = {"made": "made", "bait": "BAIT", "hanging": "hanging bait"}[d["outcome"]]
        lines.append(f"  {outcome}")
        if any(sheet_row.pot_released) or any(sheet_row.penalties):
            lines.append(row("own/transferred", sheet_row.base))
            if any(sheet_row.pot_released):
                lines.append(row("+ pot", sheet_row.pot_released))
            if any(sheet_row.bait_penalty):
                lines.append(row("+ bait penalty", sheet_row.bait_penalty))
            if any(sheet_row.ski_penalty):
                lines.append(row("+ ski penalty", sheet_row.ski_penalty))
        lines.append(row("written", d["written"]))
        lines.append(row("score", d["scores"]))
        if d["pot"]:
            lines.append(f"  {d['pot']} points hang in the pot.")
    lines.append("")
    if game.finished:
        lines.append(f"Winner: {names[game.winner]}" + (" (debertz)" if game.debertz is not None else ""))
    else:
        lines.append("The game is not finished. Scores: " + ", ".join(f"{n} {s}" for n, s in zip(names, game.scores)))
    return "\n".join(lines)


def cmd_replay(args: argparse.Namespace) -> int:
    from .engine.record import RecordError, load_record, printable, replay, replay_report

    try:
        game = replay(load_record(args.file))
    except RecordError as e:  # the file's name and a move's text as written: escaped
        print(f"deberts-desktop replay: {printable(args.file)}: {printable(str(e))}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(replay_report(game), ensure_ascii=False))
    else:
        print(summary(game))
    return 0


def cmd_compare(args: argparse.Namespace) -> int:
    """``compare FILE [--seat S] [--levels L1,L2,...] [--seed N] [--json]``: the Master in
    each seat (or seat S) of every finished deal (:mod:`~deberts_desktop.ai.compare`)."""
    from .ai.compare import compare_record, format_comparison, resolve_levels
    from .engine.record import RecordError, load_record, printable

    levels = [w.strip() for w in args.levels.split(",")] if args.levels else None
    try:
        record = load_record(args.file)
    except RecordError as e:
        print(f"deberts-desktop compare: {printable(args.file)}: {printable(str(e))}", file=sys.stderr)
        return 2
    rules = record.rules
    try:
        resolve_levels(levels, rules.players)
        if args.seat is not None and not 0 <= args.seat < rules.players:
            raise ValueError(f"--seat must be a seat from 0 to {rules.players - 1}")
    except ValueError as e:
        print(f"deberts-desktop compare: {printable(str(e))}", file=sys.stderr)
        return 2
    try:
        rep = compare_record(record, seats=None if args.seat is None else [args.seat], levels=levels, seed=args.seed or 0)
    except RecordError as e:
        print(f"deberts-desktop compare: {printable(args.file)}: {printable(str(e))}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(rep, ensure_ascii=False))
    else:
        names = [printable(n) for n in record.names] if record.names else None
        print(format_comparison(rep, names))
    return 0


def cmd_window(args: argparse.Namespace) -> int:
    """Open the game window; ``args.record`` (or None) is a record file to open in it."""
    try:
        from .ui.app import run
    except ImportError as e:  # the table is not built yet, or Qt is missing
        if "PySide6" in str(e):
            print("deberts-desktop: Qt (PySide6) is not installed; install the project first.", file=sys.stderr)
            return 2
        from importlib import resources

        print("The game window is coming. Meanwhile, here is an example game record replayed:\n")
        path = resources.files("deberts_desktop") / "examples" / "example.record.json"
        with resources.as_file(path) as p:
            return cmd_replay(argparse.Namespace(file=str(p), json=False))
    return run(args)


def terminal_columns() -> int:
    """The terminal's width in characters, as :func:`shutil.get_terminal_size` says it:
    ``$COLUMNS``, else the width of the terminal of standard output, else 80."""
    try:
        columns = int(os.environ.get("COLUMNS", "0"))
    except ValueError:
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns if columns > 0 else 80


class HelpFormatter(argparse.HelpFormatter):
    """argparse's help formatter, given the terminal's width (:func:`terminal_columns`, less
    2 as argparse takes it): argparse makes a formatter for every option it is given, and
    its own asks :mod:`shutil`, whose import (with the compression modules) is some 2 ms of
    a start that shows no help (issue 21)."""

    def __init__(self, prog: str, **kw) -> None:
        kw.setdefault("width", terminal_columns() - 2)
        super().__init__(prog, **kw)


class CommandParser(argparse.ArgumentParser):
    """argparse's parser with :class:`HelpFormatter` (its commands' parsers are of its class).
    ``usage_tail``: a line added under the usage argparse writes, made when the usage or the
    help is first shown (a start that shows neither does not format it: ~0.4 ms, issue 21).
    ``complete``: for a parser made without some commands, a callable making the parser
    with all of them, whose usage a refused command line is told with (every command named)."""

    def __init__(self, *args, formatter_class=HelpFormatter, usage_tail: str | None = None, **kw) -> None:
        super().__init__(*args, formatter_class=formatter_class, **kw)
        self.usage_tail = usage_tail
        self.complete = None

    def error(self, message: str):
        if self.complete is not None:  # the usage names every command, not only those made
            self.complete().error(message)
        super().error(message)

    def _print_message(self, message: str, file=None) -> None:
        """argparse's, but a write to standard output that fails (``--version > /dev/full``)
        is raised, not passed over: :func:`main` tells it and exits 1 (argparse exited 0,
        nothing written). A message for standard error (a usage error) is argparse's."""
        if not message or file is None or file is not sys.stdout:
            super()._print_message(message, file)
            return
        file.write(message)
        file.flush()

    def _add_usage_tail(self) -> None:
        if self.usage_tail is not None and self.usage is None:
            self.usage = super().format_usage().removeprefix("usage: ").rstrip() + "\n" + self.usage_tail

    def format_usage(self) -> str:
        self._add_usage_tail()
        return super().format_usage()

    def format_help(self) -> str:
        self._add_usage_tail()
        return super().format_help()


def build_parser(commands: bool = True) -> argparse.ArgumentParser:
    """The command line (DESIGN.md). ``commands=False`` leaves out ``arena``,
    ``analyse`` and ``compare``, whose modules import the computer players: the plain window start needs
    neither (issue 15, start-up)."""
    parser = CommandParser(
        prog="deberts-desktop",
        # the record argument (split_record finds it before argparse runs): in the usage too
        usage_tail="       %(prog)s [--players N] [--mode MODE] [--seed SEED] FILE.record.json",
        description="Debertz (Деберц) against the computer. deberts-desktop FILE.record.json opens the window with "
                    "that game record on the replay table (or hands it to the window already running on the same "
                    "data folder).")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}",
                        help="print the version (deberts_desktop.__version__) and exit")
    parser.add_argument("--autoplay", action="store_true", help="computer players in every seat play one game, then exit")
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=None, help="number of players")
    parser.add_argument("--mode", choices=("pairs", "individual"), default=None, help="4 players: pairs or individual")
    parser.add_argument("--seed", type=int, default=None, help="seed of the first game's shuffle and computer players (a new game deals new cards)")
    sub = parser.add_subparsers(dest="command")
    p = sub.add_parser("replay", help="replay a game record and print each deal's result")
    p.add_argument("file", help="a deberts-record JSON file")
    p.add_argument("--json", action="store_true", help="print the results as one JSON object")
    p.set_defaults(func=cmd_replay)
    if commands:
        try:
            from .ai import arena as _arena

            _arena.add_parser(sub)
        except ImportError:
            pass
        try:
            from .ai import analysis as _analysis

            _analysis.add_parser(sub)
        except ImportError:
            pass
        p = sub.add_parser("compare", help="the Master in each seat of a game record: margins as played and "
                                           "in the Master's replay")
        p.add_argument("file", help="a deberts-record JSON file")
        p.add_argument("--seat", type=int, default=None, help="compare this seat only (default every seat)")
        p.add_argument("--levels", default=None,
                       help="the other seats' levels: one, or one per seat from seat 0, comma-separated "
                            "(default master)")
        p.add_argument("--seed", type=int, default=argparse.SUPPRESS,
                       help="seeds the players of the replay (default 0)")  # also before the command
        p.add_argument("--json", action="store_true", help="print one JSON object")
        p.set_defaults(func=cmd_compare)
    else:
        parser.complete = build_parser
    return parser


def command_names(parser: argparse.ArgumentParser) -> list[str]:
    """The subcommands ``parser`` knows (``replay``, ``arena``, ``analyse``, ``compare``)."""
    return [name for a in parser._actions if isinstance(a, argparse._SubParsersAction) for name in a.choices]


def split_record(parser: argparse.ArgumentParser, argv: Seq[str]) -> tuple[list[str], str | None, str | None]:
    """Find a record file among the arguments: the first argument that is not an option (nor
    an option's value) and not a command name, when something of that name exists (a folder,
    a pipe or a device too: the window says why it is not a record, as ``replay`` does; only
    ``os.stat`` looks at it here, which never blocks).

    :returns: ``(the other arguments, the file, None)``; ``(argv, None, None)`` when there is
        none (a command, or no argument); ``(argv, None, word)`` when that argument is
        neither a command nor an existing path.
    """
    argv = list(argv)
    takes_value = {s for a in parser._actions if a.option_strings and a.nargs is None and a.const is None
                   for s in a.option_strings}
    i = 0
    while i < len(argv):
        word = argv[i]
        if word == "--":
            i += 1
            break
        if word.startswith("-") and word != "-":
            i += 2 if word in takes_value else 1
            continue
        break
    if i >= len(argv) or argv[i] in command_names(parser):
        return argv, None, None
    if names_something(argv[i]):
        return argv[:i] + argv[i + 1:], argv[i], None
    return argv, None, argv[i]


#: Windows' ERROR_INVALID_NAME (WinError 123): a name with ``? * < > | "`` or a colon out of
#: place, which ``os.stat`` refuses with an ``OSError`` (errno EINVAL) rather than "not found".
_WINDOWS_INVALID_NAME = 123


def names_something(path: str) -> bool:
    """Whether ``path`` names something, though perhaps nothing that can be read: a link
    that leads round to itself, a folder that may not be looked into (``os.path.exists``
    says False for both) is the window's record, and the window says why it cannot be read
    in ``replay``'s words (:func:`~deberts_desktop.engine.record.load_record`), never "no
    such file". Only ``os.stat``, which never blocks.

    A name the system cannot use at all (on Windows ``what?``: WinError 123) names nothing,
    so the word is refused as neither a file nor a command.

    >>> names_something("."), names_something("no-such-file-here")
    (True, False)
    """
    try:
        os.stat(path)
    except (FileNotFoundError, NotADirectoryError, ValueError):  # (ValueError: a NUL in the word)
        return False
    except OSError as e:
        if e.errno == errno.EINVAL or getattr(e, "winerror", None) == _WINDOWS_INVALID_NAME:
            return False  # a name the system cannot use (Windows: "what?", "a<b"): no file can have it
        return True  # there, but not to be reached: too many links, no permission, a name too long
    return True


def main(argv: Seq[str] | None = None) -> int:
    """The command (DESIGN.md, "Command line"): its exit status. The collector waits from
    here (:func:`~deberts_desktop.hold_collection`): the window's start until its first table
    is ready, any other command until its arguments are read."""
    hold_collection()
    try:
        return _main(argv)
    finally:
        resume_collection()  # (a window's run has done so once its first table was ready)


def _main(argv: Seq[str] | None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    # options only (the window, --autoplay, --seed N, --version) or a record file: no
    # command's module is needed; help, or a word that is no file nor "replay", may be one
    parser = build_parser(commands=False)
    found = split_record(parser, argv)
    if found[2] is not None or any(w in ("-h", "--help") for w in argv):
        parser = build_parser()
        found = split_record(parser, argv)
    argv, record, unknown = found
    if record is not None:  # one record at a time: another word that is no option is a second file or a slip
        _, second, unknown = split_record(parser, argv)
        if second is not None:
            print(f"deberts-desktop: {record} and {second}: the window opens one record file at a time",
                  file=sys.stderr)
            return 2
        if unknown is not None:  # a command the window's parser leaves out (arena…), else a slip
            parser = build_parser()
            _, _, unknown = split_record(parser, argv)
    if unknown is not None:
        commands = ", ".join(command_names(parser))
        print(f"deberts-desktop: {unknown}: no such file, and not a command ({commands})", file=sys.stderr)
        return 2
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:
        return int(e.code or 0)
    except BrokenPipeError:  # ``--help | head -1``: the reader has what it wanted
        return 0
    except OSError as error:  # --help or --version onto a full disk (CommandParser._print_message)
        if error.errno not in OUTPUT_ERRORS:
            raise
        return output_failed("--help" if any(w in ("-h", "--help") for w in argv) else "--version", error)
    if record is not None:
        if getattr(args, "func", None) is not None:  # a file and a command: not both
            print(f"deberts-desktop: {record}: a record file opens the window; it cannot go with a command",
                  file=sys.stderr)
            return 2
        args.record = record
    func = getattr(args, "func", cmd_window)
    if func is not cmd_window:
        resume_collection()  # a command's own work: collected as usual
    try:
        status = func(args)
        if func is not cmd_window:
            if sys.stdout is None:  # no standard output (closed: ``>&-``; a windowed build on Windows)
                return status or output_failed(args.command, OSError(errno.EBADF, "there is no standard output"))
            sys.stdout.flush()  # a full disk under ``> out.json`` is told here, not by the exit's flush
        return status
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except OSError as e:
        if func is cmd_window or e.errno not in OUTPUT_ERRORS:
            raise
        return output_failed(args.command, e)


OUTPUT_ERRORS = {errno.ENOSPC, errno.EFBIG, errno.EIO, getattr(errno, "EDQUOT", errno.ENOSPC)}
"""What a write of a command's output meets when it goes to a full disk or a failing one."""


def output_failed(command: str, error: OSError) -> int:
    """A command's output could not be written (``replay FILE > out.json``, or
    ``--version`` or ``--help`` as ``command``, on a full disk; no standard output at all):
    one line on standard error, exit status 1, and the output that waits in the
    buffer thrown away, so that the exit's flush does not fail again with a traceback."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError, AttributeError):  # a stdout with no file descriptor (tests)
        pass
    print(f"deberts-desktop {command}: cannot write the output ({error.strerror or error})", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
