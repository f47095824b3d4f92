"""Open every window of the game on the screen this process has, as a player opens them
(the staged main window that ``deberts-desktop`` builds, then the menus' and buttons'
methods), and print one JSON object: the screen and, for each window, where it is.

    QT_QPA_PLATFORM=offscreen:configfile=SCREEN.json [QT_SCALE_FACTOR=2] \\
        python -m tests.ui.screen_probe [--lang en,ru] [--reviews FILE] [--shots DIR]

(or under X with a window manager: ``DISPLAY=:1 QT_QPA_PLATFORM=xcb``, real frames).

A screen's size and scale are fixed for a process, so ``tests/ui/test_screen_fit.py`` runs
this once per screen (:func:`screen_env` makes the environment); the languages given
(``--lang en,ru``) are tried in turn in that process, each with a main window of its own
on folders of its own, and each prints its own line. ``--reviews FILE``: the reviews the review window shows, kept
there by an earlier probe (JSON; the history of each language gets them, so its review
window shows them as kept, not worked out again), or written there by this one when it has
none. ``--shots DIR`` saves a picture of
each window there (``LANG/NAME.png``).

Each window's entry: ``geometry`` (x, y, width, height: the window without its frame),
``frame`` (its frame as Qt knows it), ``minimum_hint`` (its layout's smallest size),
``cut`` (the texts of the visible buttons that lie outside the window, not counting those
inside a scrolling page).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path

#: the name of each screen tested, and its (width, height, scale)
SCREENS = {"800x600": (800, 600, 1), "1920x1080": (1920, 1080, 1), "1920x1080@2": (1920, 1080, 2),
           # scale 2 with a 48-pixel task bar (Windows at 200%): a work area of 960 × 492
           "1920x984@2": (1920, 984, 2)}


def screen_env(name: str, folder: Path, environ=None) -> dict:
    """The environment of a probe on the screen ``name`` (:data:`SCREENS`): the offscreen
    platform with a screen of that size (a config file written in ``folder``, no frame
    margins: a window's frame is the tests' :data:`~deberts_desktop.ui.widgets.window_size.DEFAULT_FRAME`)
    and ``QT_SCALE_FACTOR`` for the scale."""
    width, height, scale = SCREENS[name]
    config = folder / f"screen-{name.replace('@', '-')}.json"
    config.write_text(json.dumps({"windowFrameMargins": False, "screens": [
        {"name": name, "x": 0, "y": 0, "width": width, "height": height, "logicalDpi": 96, "logicalBaseDpi": 96,
         "dpr": 1}]}))
    env = dict(os.environ if environ is None else environ)
    env["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    env.pop("QT_SCALE_FACTOR", None)
    if scale != 1:
        env["QT_SCALE_FACTOR"] = str(scale)
    return env


def _rect(r) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def describe(win) -> dict:
    """Where ``win`` (a top-level widget) is, and which of its buttons are cut off."""
    from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea

    cut = []
    inside = win.rect()
    for b in win.findChildren(QAbstractButton):
        if not b.isVisibleTo(win) or b.window() is not win:
            continue
        p, scrolled = b.parentWidget(), False
        while p is not None and p is not win:
            if isinstance(p, QAbstractScrollArea):
                scrolled = True
                break
            p = p.parentWidget()
        if scrolled:
            continue
        r = b.rect().translated(b.mapTo(win, b.rect().topLeft()))
        if not inside.contains(r):
            cut.append(b.text() or b.objectName() or type(b).__name__)
    return {"geometry": _rect(win.geometry()), "frame": _rect(win.frameGeometry()),
            "minimum_hint": [win.minimumSizeHint().width(), win.minimumSizeHint().height()],
            "visible": win.isVisible(), "cut": cut, "clipped": clipped_labels(win), "blurry": blurry_pictures(win)}


def blurry_pictures(win) -> list[str]:
    """The object names (or classes) of the visible labels of ``win`` showing a picture made
    for fewer device pixels than the screen has (a 1× picture stretched at scale 2)."""
    from PySide6.QtWidgets import QLabel

    dpr = win.devicePixelRatioF()
    out = []
    for label in win.findChildren(QLabel):
        pm = label.pixmap()
        if label.isVisibleTo(win) and pm is not None and not pm.isNull() and pm.devicePixelRatio() < dpr - 0.01:
            out.append(f"{label.objectName() or type(label.parentWidget()).__name__}: {pm.width()}x{pm.height()} "
                       f"at {pm.devicePixelRatio():g}")
    return out


def _scrolled(w, win) -> bool:
    """Whether ``w`` lies inside a scrolling area of ``win`` (what it cuts off scrolls into view)."""
    from PySide6.QtWidgets import QAbstractScrollArea

    p = w.parentWidget()
    while p is not None and p is not win:
        if isinstance(p, QAbstractScrollArea):
            return True
        p = p.parentWidget()
    return False


def clipped_labels(win) -> list[str]:
    """The start of each visible text label of ``win`` (not inside a scrolling area) that is
    given less room than its text needs: a word-wrapped label lower than its lines at its
    width, another narrower or lower than its text (a line cut through, words cut off)."""
    from PySide6.QtWidgets import QLabel

    out = []
    for label in win.findChildren(QLabel):
        if not label.isVisibleTo(win) or label.window() is not win or not label.text().strip():
            continue
        if label.pixmap() is not None and not label.pixmap().isNull() or _scrolled(label, win):
            continue
        if label.wordWrap():
            need_w, need_h = 0, label.heightForWidth(label.width())
        else:
            hint = label.minimumSizeHint()
            need_w, need_h = hint.width(), hint.height()
        if label.height() + 1 < need_h or label.width() + 1 < need_w:
            out.append(f"{label.text()[:40]!r} {label.width()}x{label.height()} < {need_w}x{need_h}")
    return out


def _dump(w, depth=0):
    from PySide6.QtWidgets import QWidget

    for c in w.children():
        if isinstance(c, QWidget) and c.isVisibleTo(w.window()) and not c.isWindow() and depth < 6:
            m, s = c.minimumSizeHint(), c.minimumSize()
            print("  " * depth, type(c).__name__, c.objectName(), "hint", m.width(), m.height(), "min", s.width(),
                  s.height(), "size", c.width(), c.height(), file=sys.stderr)
            _dump(c, depth + 1)


def table_state(win) -> dict:
    """The main window's table: whether the person's hand lies whole on the visible table
    and above the status bar, and the table's layout problems (``table_driver.layout_problems``)."""
    from PySide6.QtCore import QRectF

    from .table_driver import layout_problems

    view = win.view
    visible = view.mapToScene(view.viewport().rect()).boundingRect()  # the scene as large as the view
    hand = [win.scene.cards[int(c)].sceneBoundingRect() for c in win.director.model.hands[0]]
    status_top = win.statusBar().mapTo(win, win.statusBar().rect().topLeft()).y()
    view_bottom = view.mapTo(win, view.rect().bottomLeft()).y()
    return {"hand_inside": bool(hand) and all(QRectF(visible).contains(r) for r in hand),
            "above_status_bar": view_bottom < status_top, "problems": layout_problems(win)}


def main(argv=None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    langs = (args[args.index("--lang") + 1] if "--lang" in args else "en").split(",")
    shots = Path(args[args.index("--shots") + 1]) if "--shots" in args else None
    from PySide6.QtCore import QEventLoop, QTimer

    from deberts_desktop.ui.app import make_app

    app = make_app()
    wake = QTimer()  # the event loop's waits below end at the latest on this timer (no condition)
    wake.start(20)

    def settle(until=lambda: True, timeout=120.0):
        """Run the event loop until ``until()`` (a generous bound for a loaded machine),
        waiting for the next event between passes."""
        deadline = time.monotonic() + timeout
        app.processEvents()
        while not until():
            if time.monotonic() > deadline:
                raise SystemExit("screen_probe: the window did not get there")
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents | QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
        for _ in range(5):
            app.processEvents()

    kept = Path(args[args.index("--reviews") + 1]) if "--reviews" in args else None
    reviews: dict[int, dict] = {}
    if kept is not None and kept.exists():
        reviews = {int(number): r for number, r in json.loads(kept.read_text(encoding="utf-8")).items()}
    for lang in langs:
        probe(app, lang, settle, None if shots is None else shots / lang, reviews)
    if kept is not None and not kept.exists():
        kept.write_text(json.dumps(reviews), encoding="utf-8")
    return 0


def probe(app, lang: str, settle, shots: Path | None, reviews: dict[int, dict]) -> None:
    """Open every window in ``lang`` (a main window of its own, on new folders) and print
    the line of JSON. ``reviews``: the reviewed game's kept reviews by deal number, as the
    first language's review window kept them (a later language's history gets them: its
    window shows the same review, not worked out again)."""
    folder = Path(tempfile.mkdtemp(prefix="deberts-probe-"))
    os.environ["DEBERTS_CONFIG_DIR"] = str(folder / "config")
    os.environ["DEBERTS_DATA_DIR"] = str(folder / "data")
    os.environ["DEBERTS_LOG_DIR"] = str(folder / "logs")

    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from deberts_desktop.ai.review import REVIEW_VERSION
    from deberts_desktop.engine.rules import Rules
    from deberts_desktop.storage.settings import Settings, save_settings
    from deberts_desktop.ui.app import build_main_window
    from deberts_desktop.ui.start.folders import open_settings
    from deberts_desktop.ui.i18n import install_translator

    from .dialog_helpers import example_keeper, fill_history

    (folder / "config").mkdir()
    (folder / "data").mkdir()
    # four players each for himself: the most seats in the settings, the deal editor, the table
    save_settings(Settings(rules=Rules(players=4, mode="individual"), language=lang), folder / "config" / "settings.json")
    storage = open_settings()
    install_translator(app, storage.settings.language)
    win = build_main_window(storage=storage, staged=True, inline_ai=True, speed="off", think_delay_ms=0)
    win.show()
    # the windows are opened as a person opens them: once the table is there (table_ready; a
    # menu chosen sooner places its window too: test_integration's first-frame menu test)
    settle(lambda: win.first_frame_shown and hasattr(win, "session") and win.session.game is not None
           and win.table_ready_shown)
    history = win.storage.history
    # The probe's own writes (the example games, reviews, comparisons) go through the window's
    # connection, which never waits for a lock (busy timeout 0): on a loaded machine the
    # session's writer thread could still be writing, and a write of the probe then failed
    # with "database is locked". The probe waits for the writer, then lets its connection
    # wait for a lock as any fixture may; the window's own code is not what is probed here.
    writer = win.session.store.writer
    assert writer is None or writer.flush(timeout=120), "the session's writer did not finish"
    history.set_busy_timeout(120_000)
    ids = fill_history(history)
    example_keeper().save(history)
    screen = QGuiApplication.primaryScreen()
    out = {"screen": {"geometry": _rect(screen.geometry()), "available": _rect(screen.availableGeometry()),
                      "dpr": screen.devicePixelRatio(), "lang": lang}, "windows": {}}

    def record(name, w):
        settle()
        if QGuiApplication.platformName() == "xcb":  # a window manager: the frame comes once it is mapped
            deadline = time.monotonic() + 2
            settle(lambda: w.frameGeometry() != w.geometry() or time.monotonic() > deadline)
        if os.environ.get("PROBE_DUMP") == name:
            _dump(w)
        out["windows"][name] = describe(w)
        if shots is not None:
            shots.mkdir(parents=True, exist_ok=True)
            w.grab().save(str(shots / f"{name}.png"))

    def modal(name, then=None):
        """Record the modal dialog that the next call opens with exec(), then close it."""
        def look():
            dlg = QApplication.activeModalWidget()
            if dlg is None:
                QTimer.singleShot(20, look)
                return
            record(name, dlg)
            dlg.reject() if then is None else then(dlg)
        QTimer.singleShot(0, look)

    record("main", win)
    out["table"] = table_state(win)
    # Game → Settings…, each page
    dlg = win.open_settings()
    for i in range(dlg.tabs.count()):
        dlg.tabs.setCurrentIndex(i)
        record(f"settings-{i}", dlg)
    dlg.reject()
    # Game → History…, both pages
    hw = win.open_history()
    hw.select_game(ids[0])
    record("history", hw)
    hw.tabs.setCurrentIndex(1)
    record("statistics", hw)
    hw.tabs.setCurrentIndex(0)
    # History → Play a deal again…
    win.practice_starts.play_again_from_history(ids[0])
    record("play-again", win.practice_starts.play_again_dialog)
    win.practice_starts.play_again_dialog.reject()
    # History → Review a deal…
    for number, kept in reviews.items():
        history.store_deal_review(ids[0], number, REVIEW_VERSION, kept)
    review = win.review_from_history(ids[0])
    review = review or win.review_window
    record("review", review)
    for number in range(1, len(history.record(ids[0]).deals) + 1):
        kept = history.deal_review(ids[0], number, REVIEW_VERSION)
        if kept is not None:
            reviews.setdefault(number, kept)
    review.close()
    # History → Show me how…: each finished deal beside a Master's line kept in the history
    # (its own line, as a Master that played it so would: nothing is worked out here)
    from deberts_desktop.ai.compare import config_id
    from deberts_desktop.ai.config import LEVELS

    record_deals = history.record(ids[0]).deals
    for row in history.score_sheet(ids[0]):
        history.store_comparison(ids[0], row.number, {
            "configuration": config_id(LEVELS["master"]), "seat": 0, "played": 0, "master": 0, "difference": 0,
            "line": list(record_deals[row.number - 1].actions)}, rated=False)
    shown = win.show_me_how_from_history(ids[0])
    settle(lambda: shown.comparison is not None)
    record("show-me-how", shown)
    steps = shown.steps_view  # the steps below the two tables: how many whole rows are in view
    out["steps_in_view"] = steps.viewport().height() // max(1, steps.rowHeight(0))
    shown.close()
    hw.close()
    # Game → Open record… (Qt's own file dialog here)
    modal("open-record")
    win.open_record_dialog()
    # Game → Set up a position…
    editor = win.set_up_position()
    record("deal-editor", editor)
    editor.reject()
    # Help → Rules, Help → About, About → Licences…
    record("rules", win.show_rules())
    win.rules_window.close()
    about = win.show_about()
    record("about", about)
    about.show_licences()
    record("licences", about.licence_window)
    about.licence_window.close()
    about.reject()
    # Game → New score sheet (real cards)…: the start dialog (modal), then the sheet's window
    modal("keeper-start", lambda dlg: dlg.accept())
    keeper = win.new_score_sheet()
    record("keeper", keeper)
    # the sheet beside the form scrolls sideways (its columns wider than its pane)?
    out["sheet_sideways"] = {"keeper": keeper.sheet.table.horizontalScrollBar().maximum() > 0}
    keeper.details_radio.setChecked(True)  # the deal entry form's longer form: card points, sequences, bella
    record("keeper-details", keeper)
    out["sheet_sideways"]["keeper-details"] = keeper.sheet.table.horizontalScrollBar().maximum() > 0
    modal("keeper-debertz")
    keeper.ask_debertz()
    keeper.close()
    # message boxes: a long message, the new-game question
    box = win.questions.tell("Deberts Desktop", "\n\n".join(["A message of several paragraphs, as the start-up messages are. "
                                                  "It says what was kept aside and where."] * 12))
    record("message", box)
    box.close()
    from deberts_desktop.ui.windows.questions import new_game_question

    q = new_game_question(win, win.session.game)[0]
    q.open()
    record("question", q)
    q.close()
    print(json.dumps(out))
    sys.stdout.flush()
    win.close()
    settle()
    win.deleteLater()


if __name__ == "__main__":
    sys.exit(main())
