"""The UI's structure (issue 12): no UI module imports another sideways — each may import
only the modules listed for it here (lower layers) — and no UI module is much over 500
lines. A new module or import is a decision: add it here when it keeps the layers."""

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "deberts_desktop" / "ui"

BASE = set()  # modules with no UI import: words, numbers, widgets that stand alone
TABLE = {"card_art", "table", "table_items", "table_layout", "table_info", "table_view"}
#: module -> the UI modules it may import
ALLOWED: dict[str, set[str]] = {
    # the base: shared words and numbers, stand-alone widgets and helpers
    "numbers": BASE, "words": {"numbers"}, "actions": BASE, "app_storage": BASE, "crashlog": BASE,
    "i18n": BASE, "wheel": BASE, "worker": BASE, "window_size": BASE, "licence_window": BASE,
    "panels": BASE, "event_steps": BASE,
    # the card artwork (card_art: the cache and its public names)
    "card_codes": BASE, "card_canvas": BASE, "card_symbols": {"card_canvas", "card_codes"},
    "court_cards": {"card_canvas", "card_symbols"}, "card_backs": {"card_canvas"},
    "card_faces": {"card_canvas", "card_codes", "card_symbols", "court_cards"},
    "card_art": {"card_backs", "card_canvas", "card_codes", "card_faces", "card_symbols"},
    # the table
    "table_layout": {"card_art"}, "table_items": {"card_art", "table"}, "table": {"card_art", "table_items", "table_layout", "table_view"},
    "table_view": BASE,
    "table_info": {"numbers", "table_items"},
    # the table's words and the game
    "narrator": {"numbers", "words"}, "summaries": {"numbers", "sheet_data", "words"}, "questions": {"numbers"},
    "director": {"event_steps", "narrator", "table", "table_info", "table_layout"},
    "computer": {"worker"}, "persistence": {"words"}, "session": {"computer", "persistence"},
    # windows and dialogs
    "sheet_data": {"numbers", "words"}, "score_sheet": {"numbers", "sheet_data", "words"}, "sheet_dock": {"score_sheet"},
    "rules_editor": {"words"}, "settings_dialog": {"card_art", "rules_editor", "window_size", "words"},
    "history_window": {"history_exports", "history_stats", "numbers", "score_sheet", "window_size", "words"},
    "history_exports": {"numbers", "score_sheet"},
    "charts": {"numbers"}, "history_stats": {"charts", "words"},
    "card_chips": {"card_art"}, "enter_key": BASE,
    "deal_editor": {"card_art", "card_chips", "enter_key", "rules_editor", "window_size", "words"},
    "record_file": {"words"},
    "deal_entry_form": {"words"}, "score_keeper_start": {"rules_editor"},
    "score_keeper_window": {"deal_entry_form", "score_keeper_start", "score_sheet", "sheet_data", "words"},
    "about_dialog": {"crashlog", "licence_window"}, "help_window": {"about_dialog"},
    "replay": {"card_art", "director", "narrator", "table", "words"},
    # the main window and its parts
    "overlays": {"advice", "charts", "panels", "practice_dialogs", "summaries"}, "view_menu": {"card_art", "director"}, "window_keys": {"actions"},
    "window_dialogs": {"deal_editor", "help_window", "history_window", "narrator", "numbers", "practice_dialogs",
                       "questions", "record_file", "replay", "review_open", "score_keeper_window", "settings_dialog",
                       "words"},
    "practice_dialogs": {"numbers", "sheet_data"},
    "advice": {"narrator", "numbers", "panels", "words"},
    "review_words": {"numbers"},
    "review_window": {"computer", "numbers", "replay", "review_words", "window_size", "words"},
    "review_open": {"numbers", "review_window", "words"},
    "main_window": {"actions", "card_art", "director", "narrator", "overlays", "panels", "review_open", "review_window", "session",
                    "sheet_dock", "table", "table_view", "view_menu", "window_dialogs", "window_keys", "window_size",
                    "window_start", "words"},
    "crash_dialog": {"crashlog"},
    "app": {"app_storage", "crash_dialog", "crashlog", "i18n", "main_window", "playable", "record_file", "single_instance",
            "wheel"},
    "playable": {"actions"},
    "single_instance": BASE, "window_start": BASE,
    "framegap": {"main_window"},
    "__init__": BASE,
}

#: A tripwire, not a design rule: modules are split by concept, not by size (issue 20), and
#: one that grows past this is worth a look.
MAX_LINES = 900


def ui_imports(path: Path) -> set[str]:
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            out.update([node.module.split(".")[0]] if node.module else [a.name for a in node.names])
    return out


def test_ui_modules_import_only_their_lower_layers():
    wrong = {}
    for path in sorted(UI.glob("*.py")):
        allowed = ALLOWED.get(path.stem)
        assert allowed is not None, f"{path.name} is not in the table of allowed imports"
        extra = ui_imports(path) - allowed
        if extra:
            wrong[path.name] = sorted(extra)
    assert wrong == {}


def test_no_ui_module_is_over_the_tripwire():
    long = {p.name: n for p in UI.glob("*.py") if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert long == {}
