"""Printing a score sheet shows its print preview first (Qt's ``QPrintPreviewDialog``): the
pages as they will be printed, Escape closes it with nothing printed and nothing modal left
behind. Before, History's Print… went straight to the system's print dialog, no page seen.
Offscreen there is no printer: the preview is opened and closed, never printed. Through the
real start (``cli.main``), as a person meets it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog, QPrintPreviewWidget
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from .test_keeper_windows import new_sheet, type_deal
from .test_keyboard_only import quick_settings
from .test_question_buttons import on_modal
from .test_real_start import built, folders, start_app  # noqa: F401 (the fixture)
from .test_save_names import stored_game


def look_and_escape(looked: list, pdf=None) -> None:
    """Once a modal dialog is shown, note what it is (a preview or not), its title and how
    many pages it shows, then press Escape on it (whatever it is: before the change the
    system's print dialog came, and Escape closes that too, so the test goes on to fail).
    With ``pdf`` (a path) the preview first prints what it shows, its printer turned into
    that PDF file (no printer offscreen): what Print in the preview would print."""
    def look(dlg):
        preview = dlg.findChild(QPrintPreviewWidget)
        looked.append((isinstance(dlg, QPrintPreviewDialog), dlg.windowTitle(),
                       preview.pageCount() if preview is not None else 0))
        if pdf is not None and preview is not None:
            dlg.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
            dlg.printer().setOutputFileName(str(pdf))
            preview.print_()
        QTest.keyClick(dlg, Qt.Key.Key_Escape)

    on_modal(QWidget, look)


def test_history_print_shows_the_sheet_in_a_preview_and_escape_closes_it(qtbot, folders, tmp_path,
                                                                         monkeypatch):
    """History → a game → Print…: the preview, titled "Print preview: score sheet", shows
    the sheet (one stored game: at least one page); Escape closes it, nothing printed. Once
    more, printed from the preview (to a PDF): the same sheet, one page as shown."""
    quick_settings(tmp_path)
    gid = stored_game(folders)
    looked: list = []

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        hw = w.open_history()
        hw.select_game(gid)
        look_and_escape(looked)
        printed = [hw.print_sheet()]
        look_and_escape(looked, tmp_path / "printed.pdf")
        printed.append(hw.print_sheet())
        left = QApplication.activeModalWidget()
        hw.close()
        return printed, left

    code, (printed, left) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert len(looked) == 2
    for is_preview, title, pages in looked:
        assert is_preview and title == "Print preview: score sheet"
        assert pages >= 1
    assert looked[0] == looked[1]
    assert printed == [False, False] and left is None  # Escape closed it both times
    pdf = (tmp_path / "printed.pdf").read_bytes()
    assert pdf.startswith(b"%PDF") and pdf.count(b"/Type /Page\n") == looked[1][2]


def test_the_score_keeper_prints_its_sheet_through_the_same_preview(qtbot, folders, tmp_path, monkeypatch):
    """Score keeper → one deal typed (90 : 72) → Print…: the same preview as History's, with
    the sheet's page; Escape closes it, nothing printed, the sheet still open with its deal.
    Before, the score keeper had no Print… at all (a PDF only when closing)."""
    quick_settings(tmp_path)
    looked: list = []

    def drive(w):
        qtbot.waitUntil(lambda: built(w), timeout=30000)
        keeper = new_sheet(qtbot, w)
        type_deal(keeper, 90, 72)
        look_and_escape(looked)
        keeper.print_button.click()
        left = QApplication.activeModalWidget()
        deals, still_open = len(keeper.keeper.entries), keeper.isVisible()
        return left, deals, still_open

    code, (left, deals, still_open) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert len(looked) == 1
    is_preview, title, pages = looked[0]
    assert is_preview and title == "Print preview: score sheet" and pages >= 1
    assert left is None and deals == 1 and still_open


def sheet_on_the_page(qtbot, w, gid: int):
    """History → game ``gid`` → its score sheet's document (the one Print… and the PDF print),
    laid out on the printer's page as ``QTextDocument.print_`` lays it out."""
    from PySide6.QtCore import QSizeF

    from deberts_desktop.ui.sheets.score_sheet import printer_for

    qtbot.waitUntil(lambda: built(w), timeout=30000)
    hw = w.open_history()
    hw.select_game(gid)
    doc = hw.sheet_document()
    doc.setPageSize(QSizeF(printer_for(doc).pageLayout().paintRectPoints().size()))
    doc.size()  # laid out on that page
    return doc


def laid_out_lines(doc) -> tuple[list[str], list[str]]:
    """The laid-out document's lines, each as its words joined by one space, and the pieces of
    words broken across lines (a piece on a line that is no whole word of its paragraph)."""
    broken, lines = [], []
    block = doc.begin()
    while block.isValid():
        layout, text = block.layout(), block.text()
        words = set(text.split())
        for i in range(layout.lineCount()):
            line = layout.lineAt(i)
            shown = text[line.textStart(): line.textStart() + line.textLength()].split()
            lines.append(" ".join(shown))
            broken += [word for word in shown if word not in words]
        block = block.next()
    return broken, lines


def test_a_sheet_of_four_with_long_russian_names_is_printed_without_a_word_broken(qtbot, folders, tmp_path,
                                                                                  monkeypatch):
    """A finished 4-player game kept with long Russian names, Russian chosen; History → the
    game → its sheet as Print… prints it, laid out on the printer's page: each word of the
    headings and of the names stays whole on its line ("Висят" in the Pot column's heading,
    "Бонифатьевич" in the Declarer column). (Before: the narrow columns broke the words:
    "Вися" / "т", "Бонифатьев" / "ич".)"""
    from deberts_desktop.engine.rules import Rules

    quick_settings(tmp_path, language="ru")
    names = ["Александра Константиновна", "Вольдемар Преображенский", "Христофор Бонифатьевич", "Евлампия Романова"]
    gid = stored_game(folders, Rules(players=4), names)

    def drive(w):
        doc = sheet_on_the_page(qtbot, w, gid)
        broken, _ = laid_out_lines(doc)
        doc.deleteLater()
        return broken

    code, broken = start_app(monkeypatch, [], drive)
    assert code == 0
    assert broken == []


def test_a_sheet_of_four_each_for_himself_with_very_long_names_keeps_to_a_portrait_page(qtbot, folders, tmp_path,
                                                                                        monkeypatch):
    """A finished game of four each for himself, kept with names as long as Settings lets
    them be typed (24 letters, one a single word of 24, one a double name with a hyphen);
    History → the game → its sheet laid out on the printer's portrait page, as Print… and
    the PDF lay it out: no word is broken inside (a line breaks between words; a word too
    long for its column is cut short with "…", the heading naming everyone in full), the "points" and "total" headings stay whole, and
    the table keeps to the page's width. (Before: "Maximilian" / "usconstan" / "tinus",
    "poin" / "ts", "tota" / "l", and the Pot column past the page's edge.)"""
    from deberts_desktop.engine.rules import Rules
    from deberts_desktop.storage.settings import MAX_NAME_LENGTH

    quick_settings(tmp_path)
    names = ["Maximilianusconstantinus", "Anna Karenina-Vronskaya", "Bartholomew Featherstone",
             "Wolfeschlegelsteinhausen"]
    assert max(len(n) for n in names) == MAX_NAME_LENGTH == 24
    gid = stored_game(folders, Rules(players=4, mode="individual"), names)

    def drive(w):
        doc = sheet_on_the_page(qtbot, w, gid)
        width = doc.size().width()  # the table's, on the page
        broken, lines = laid_out_lines(doc)
        title = doc.metaInformation(doc.MetaInformation.DocumentTitle)
        doc.deleteLater()
        return broken, lines, width, doc.pageSize().width(), title

    code, (broken, lines, width, page_width, title) = start_app(monkeypatch, [], drive)
    assert code == 0
    assert broken == []
    assert width <= page_width
    assert any(line.startswith("Maximil") and line.endswith("…") for line in lines)  # cut short in its column
    assert all(n in title for n in names)  # the heading names everyone in full
