"""Card images kept between starts (issue 21, start-up): :class:`CardStore` keeps each card
image :class:`~.art.CardArt` draws in a folder of the user's cache, and the next start reads
it back instead of drawing it again — the first table's cards cost some 10 ms of drawing
(the first back and face the most: their paths and the rank letters' font set up), some
0.5 ms of reading.

One file a card image (a face or a back at a size, pixel ratio and colour scheme):
``<folder>/<art>/<key>.card``, the image's exact pixels (premultiplied ARGB, compressed with
zlib) behind a short header. ``<art>`` names what the drawing depends on: the Qt version and
the card artwork's own files (their size and time; a frozen app's executable), so a
changed drawing never shows an old image; the folders of other ``<art>`` are removed when
the store is released. The rank letters come from the system's fonts: the store notes the
fonts its images were drawn with (``fonts`` in the folder) and, once released, empties the
folder if they are no longer the fonts found (the next start draws anew).

Nothing here stops the game: a folder that cannot be read or written, a damaged or foreign
file — each is an image not found (drawn as before) or not kept. A card is written to a
``.tmp`` file first, then renamed; one that cannot be written whole (a full disk) is
removed, and :data:`MAX_FILES` counts the card files only, so what a full disk or a crash
left (removed when the store is released) never keeps today's images out.

Part of the card artwork (:mod:`.art`); imports only PySide6 and the standard library.
"""

from __future__ import annotations

import os
import sys
import zlib
from pathlib import Path

from PySide6.QtGui import QImage

#: the first bytes of a card file
MAGIC = b"DEBERTS-CARD-1\n"
#: at most this many card files are kept (a full pack at a few sizes and both schemes)
MAX_FILES = 400
#: the modules whose drawing a stored image is (their files date the images)
ART_MODULES = ("art", "backs", "canvas", "courts", "faces", "symbols", "store")


def art_signature() -> str:
    """What the drawing of a card depends on, as a short hex name: the Qt version, the
    sizes and times of the artwork's module files (or of the executable, for a frozen app,
    whose modules have no files)."""
    from PySide6.QtCore import qVersion

    parts = [qVersion()]
    here = Path(__file__).parent
    for name in ART_MODULES:
        try:  # (the modules are not all imported: a start whose cards were kept draws none)
            st = os.stat(here / f"{name}.py")
        except OSError:
            st = None
        if st is None:
            try:
                st = os.stat(sys.executable)
            except OSError:
                continue
        parts.append(f"{name}:{st.st_size}:{st.st_mtime_ns}")
    return _digest("|".join(parts))


def _digest(text: str) -> str:
    """16 hex digits of ``text`` (CRC-32 and Adler-32: hashlib would load OpenSSL's
    libcrypto, some 3 MiB, for a few file names)."""
    data = text.encode("utf-8", "surrogatepass")
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}"


def fonts_used() -> str:
    """The fonts the rank letters are drawn with here (:mod:`.symbols`), one family a line."""
    from PySide6.QtGui import QFontInfo

    from .symbols import glyph_font

    return "\n".join(QFontInfo(glyph_font(serif)).family() for serif in (False, True))


class CardStore:
    """The card images of earlier starts in ``folder`` (None: nothing is kept).

    :meth:`load` reads an image; :meth:`keep` writes one (held until :meth:`release`:
    the first table does not wait for the disk); :meth:`release` writes what was held, and
    checks the fonts and the folder's other versions once.
    """

    @classmethod
    def in_cache(cls, cache: str | os.PathLike | None) -> CardStore | None:
        """The store in the app's cache folder ``cache`` (its ``cards``), None without one."""
        return cls(Path(cache) / "cards") if cache is not None else None

    def __init__(self, folder: str | os.PathLike | None) -> None:
        self.root = Path(folder) if folder is not None else None
        self.folder = self.root / art_signature() if self.root is not None else None
        self._held: list[tuple[tuple, QImage]] | None = []
        self.written = 0  # files written by this store (tests)

    def _path(self, key: tuple) -> Path:
        return self.folder / (_digest(repr(key)) + ".card")

    def load(self, key: tuple) -> QImage | None:
        """The image kept for ``key`` (as :class:`~.art.CardArt` names one), or None."""
        if self.folder is None:
            return None
        try:
            data = self._path(key).read_bytes()
        except OSError:
            return None
        return _decode(data, key)

    def keep(self, key: tuple, image: QImage) -> None:
        """Keep ``image`` (drawn for ``key``) for the next starts; held until :meth:`release`."""
        if self.folder is None:
            return
        if self._held is not None:
            self._held.append((key, image))
        else:
            self._write(key, image)

    def release(self) -> None:
        """Write the images held, then (once) forget the folder if its fonts changed and
        remove the folders of other versions of the artwork."""
        held, self._held = self._held, None
        if self.folder is None or held is None:
            return
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            fonts = fonts_used()
            noted = self.folder / "fonts"
            # (a damaged note reads as other fonts: its bytes are never a reason to fail)
            if noted.exists() and noted.read_text(encoding="utf-8", errors="replace") != fonts:
                for old in self.folder.glob("*.card"):  # drawn with other fonts: the next start draws anew
                    _remove(old)
            noted.write_text(fonts, encoding="utf-8")
            others = [other for other in self.root.iterdir()
                      if other != self.folder and len(other.name) == len(self.folder.name)]
        except OSError:
            return
        import shutil  # (not for the first table)

        for other in others:  # what cannot be removed stays: the images of this version are still kept
            shutil.rmtree(other, ignore_errors=True)
        for left in self.folder.glob("*.tmp"):  # a write a crash cut short (another copy's: not kept)
            _remove(left)
        for key, image in held:
            self._write(key, image)

    def _write(self, key: tuple, image: QImage) -> None:
        path = self._path(key)
        try:
            if path.exists() or sum(n.endswith(".card") for n in os.listdir(self.folder)) >= MAX_FILES:
                return
        except OSError:
            return
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        try:
            tmp.write_bytes(_encode(image, key))
            os.replace(tmp, path)
            self.written += 1
        except OSError:  # a full disk: what was written of it goes
            _remove(tmp)


def _remove(path: Path) -> None:
    """Remove the file ``path``; one that cannot be removed (a folder, no right) stays."""
    try:
        path.unlink()
    except OSError:
        pass


def _header(key: tuple, image: QImage) -> bytes:
    return MAGIC + (f"{key!r}\n{image.width()} {image.height()} {image.bytesPerLine()} "
                    f"{image.devicePixelRatio()!r}\n").encode()


def _encode(image: QImage, key: tuple) -> bytes:
    image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    return _header(key, image) + zlib.compress(bytes(image.constBits()), 1)


def _decode(data: bytes, key: tuple) -> QImage | None:
    """The image of a card file made by :func:`_encode` for ``key``; None when it is not one."""
    try:
        if not data.startswith(MAGIC):
            return None
        named, sizes, body = data[len(MAGIC):].split(b"\n", 2)
        if named.decode() != repr(key):
            return None
        width, height, stride, dpr = sizes.decode().split()
        width, height, stride, ratio = int(width), int(height), int(stride), float(dpr)
        pixels = zlib.decompress(body)
        if width <= 0 or height <= 0 or stride < 4 * width or len(pixels) != stride * height:
            return None
    except (ValueError, UnicodeDecodeError, zlib.error):
        return None
    image = QImage(pixels, width, height, stride, QImage.Format.Format_ARGB32_Premultiplied).copy()
    image.setDevicePixelRatio(ratio)
    return image
