"""Card images kept between starts (deberts_desktop.ui.cards.store, issue 21): what a start
draws is written once released, the next start reads the same pixels instead of drawing
them, and nothing in the folder — damaged, foreign, of another version of the artwork or
drawn with other fonts, or a folder that cannot be written — is ever shown or stops the game."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from deberts_desktop.ui.cards import art as card_art
from deberts_desktop.ui.cards import store as card_store
from deberts_desktop.ui.cards.art import CardArt
from deberts_desktop.ui.cards.store import CardStore
from tests.ui.test_real_start import folders  # noqa: F401 (the real start's folders: one home)
from tests.ui.test_real_start import start_app


@pytest.fixture
def drawn(monkeypatch):
    """Counts the faces and backs drawn (not read back) from here on."""
    counts = {"face": 0, "back": 0}
    face, back = card_art.render_face, card_art.render_back

    def count(kind, draw):
        def counted(*args, **kw):
            counts[kind] += 1
            return draw(*args, **kw)
        return counted

    monkeypatch.setattr(card_art, "render_face", count("face", face))
    monkeypatch.setattr(card_art, "render_back", count("back", back))
    return counts


def the_images(art: CardArt) -> list[QImage]:
    return [art.face("QH", 72).toImage(), art.face("7S", 72, dpr=2.0).toImage(), art.back(72, style="red").toImage()]


def test_a_second_start_reads_the_same_pixels_instead_of_drawing(qapp, tmp_path, drawn):
    first = CardStore(tmp_path)
    images = the_images(CardArt(store=first))
    assert drawn == {"face": 2, "back": 1}
    assert first.written == 0 and not any(tmp_path.rglob("*.card"))  # held: the first table waits for no disk
    first.release()
    assert first.written == 3 and len(list(tmp_path.rglob("*.card"))) == 3
    again = the_images(CardArt(store=CardStore(tmp_path)))
    assert drawn == {"face": 2, "back": 1}  # nothing drawn the second time
    assert again == images
    assert [i.devicePixelRatio() for i in again] == [1.0, 2.0, 1.0]
    # the colour scheme is part of what is kept: a four-colour face is drawn anew
    CardArt(store=CardStore(tmp_path), four_colour=True).face("QH", 72)
    assert drawn["face"] == 3


def test_a_damaged_or_foreign_file_is_drawn_anew(qapp, tmp_path, drawn):
    kept = CardStore(tmp_path)
    images = the_images(CardArt(store=kept))
    kept.release()
    files = sorted(tmp_path.rglob("*.card"))
    files[0].write_bytes(files[0].read_bytes()[:60])  # cut short
    files[1].write_bytes(b"not a card at all")
    files[2].write_bytes(files[2].read_bytes().replace(b"'red'", b"'blu'"))  # another card's name inside
    again = the_images(CardArt(store=CardStore(tmp_path)))
    assert drawn == {"face": 4, "back": 2} and again == images


def test_another_version_of_the_artwork_or_other_fonts_draw_anew(qapp, tmp_path, drawn, monkeypatch):
    kept = CardStore(tmp_path)
    the_images(CardArt(store=kept))
    kept.release()
    old = kept.folder
    monkeypatch.setattr(card_store, "art_signature", lambda: "0123456789abcdef")
    changed = CardStore(tmp_path)
    the_images(CardArt(store=changed))
    assert drawn == {"face": 4, "back": 2}
    changed.release()
    assert not old.exists() and len(list(changed.folder.glob("*.card"))) == 3  # the old version's folder went
    (changed.folder / "fonts").write_text("Some Other Sans\nSome Other Serif", encoding="utf-8")
    fonts_changed = CardStore(tmp_path)
    the_images(CardArt(store=fonts_changed))  # read back (the fonts are checked once released)
    assert drawn == {"face": 4, "back": 2}
    fonts_changed.release()
    assert list(changed.folder.glob("*.card")) == []  # the next start draws with today's fonts
    assert (changed.folder / "fonts").read_text(encoding="utf-8") == card_store.fonts_used()


def test_a_folder_that_cannot_be_written_keeps_nothing_and_stops_nothing(qapp, tmp_path, drawn):
    blocked = tmp_path / "cards"
    blocked.write_text("a file where the folder would be", encoding="utf-8")
    store = CardStore(blocked)
    images = the_images(CardArt(store=store))
    store.release()
    assert store.written == 0 and blocked.is_file()
    assert the_images(CardArt(store=CardStore(blocked))) == images and drawn == {"face": 4, "back": 2}
    nothing = CardStore(None)
    the_images(CardArt(store=nothing))
    nothing.release()
    assert nothing.folder is None and drawn == {"face": 6, "back": 3}


def test_a_damaged_cache_starts_the_app_as_an_empty_one(qtbot, folders, tmp_path, monkeypatch):
    """The real start with a cache a crash or a disk left damaged: the fonts note is not
    text, another version's folder holds a folder, a card file's name is a folder. The first
    table is ready with no exception logged (the crash dialog came at every start: the note
    was read as UTF-8 in the table_ready slot), the note says today's fonts again and this
    start's cards are kept."""
    from deberts_desktop.ui import crashlog

    cards = tmp_path / "cache" / "cards"
    folder = CardStore(cards).folder
    folder.mkdir(parents=True)
    (folder / "fonts").write_bytes(b"\xff\xfe not a font \x80")
    (folder / "0000000000000000.card").mkdir()
    (cards / "0123456789abcdef" / "inside").mkdir(parents=True)

    def drive(w):
        qtbot.waitUntil(lambda: w.table_ready_shown and any(folder.glob("*.card")), timeout=30000)
        return len(w.scene.cards)

    code, shown = start_app(monkeypatch, ["--seed", "5"], drive)
    log = crashlog.log_file().read_text(encoding="utf-8")
    assert code == 0 and shown == 32 and "uncaught exception" not in log
    assert (folder / "fonts").read_text(encoding="utf-8") == card_store.fonts_used()
    assert len([f for f in folder.glob("*.card") if f.is_file()]) >= 2  # a face and a back at least
    assert not (cards / "0123456789abcdef").exists()


def test_cards_cut_short_by_a_full_disk_leave_nothing_that_counts_toward_the_limit(qapp, tmp_path, drawn,
                                                                                  monkeypatch):
    """The disk is full while the three images of a start are written: each write stops
    after 100 bytes (ENOSPC). Nothing of them stays in the folder (before: three
    ``.<pid>.tmp`` files, counted toward :data:`MAX_FILES`). A crash left another copy's
    ``.tmp`` too; the limit is three cards. At the next start, the disk free again, the
    three images are kept — the leftover removed, and the ``fonts`` note not counted —
    and a start after that reads them back."""
    import errno
    import pathlib

    monkeypatch.setattr(card_store, "MAX_FILES", 3)
    full = CardStore(tmp_path)
    images = the_images(CardArt(store=full))
    real = pathlib.Path.write_bytes

    def disk_full(self, data):
        with open(self, "wb") as f:
            f.write(data[:100])
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(pathlib.Path, "write_bytes", disk_full)
    full.release()
    monkeypatch.setattr(pathlib.Path, "write_bytes", real)
    assert full.written == 0 and sorted(p.name for p in full.folder.iterdir()) == ["fonts"]
    (full.folder / "0123456789abcdef.4242.tmp").write_bytes(b"DEBERTS-CARD-1\n cut short")
    freed = CardStore(tmp_path)
    assert the_images(CardArt(store=freed)) == images and drawn == {"face": 4, "back": 2}
    freed.release()
    assert freed.written == 3
    assert sorted(p.suffix for p in freed.folder.iterdir()) == ["", ".card", ".card", ".card"]  # "": fonts
    assert the_images(CardArt(store=CardStore(tmp_path))) == images and drawn == {"face": 4, "back": 2}
