"""The language of the interface: Qt translators and the default locale.

:func:`install_translator` is called once at start-up, before any widget is built (both the
normal start and ``--autoplay``, see :mod:`.app`). It resolves ``"system"`` through
``QLocale.system()``, loads the app's compiled translation
(``resources/translations/deberts_<lang>.qm``, read with :mod:`importlib.resources`, so it
works from the source tree and from a PyInstaller bundle) and Qt's own ``qtbase_<lang>``
(standard dialog buttons, the file dialog) when Qt ships it — with :class:`QtMnemonics`
for the strings Qt 6 gave a mnemonic that its ``qtbase_<lang>`` has only without one
(the file dialog's "&Look in:", "Files of &type:") — and sets ``QLocale.setDefault`` so that numbers
and dates (the score sheet, the history) follow the chosen language.

English is the source language: with ``"en"`` no translator is installed.

>>> resolve_language("en"), resolve_language("ru")
('en', 'ru')
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

#: Languages with a translation (English is the source language).
TRANSLATED = ("ru",)
#: Every language the app speaks.
AVAILABLE = ("en",) + TRANSLATED

#: The translators installed by :func:`install_translator` (kept alive, removable).
_installed: list[QTranslator] = []
#: The .qm bytes the translators read from: QTranslator does not copy them.
_data: list[bytes] = []
_current = "en"


def resolve_language(language: str | None, system: QLocale | None = None) -> str:
    """``"en"`` or ``"ru"`` for a setting (``"system"``, ``"en"``, ``"ru"``); ``"system"``
    (or anything unknown) follows ``system`` (default ``QLocale.system()``): Russian for a
    Russian locale, English otherwise."""
    if language in AVAILABLE:
        return language
    loc = system if system is not None else QLocale.system()
    if loc.language() == QLocale.Language.Russian:
        return "ru"
    for name in loc.uiLanguages():
        if name.lower().split("-")[0].split("_")[0] in TRANSLATED:
            return name.lower().split("-")[0].split("_")[0]
    return "en"


def locale_for(language: str, system: QLocale | None = None) -> QLocale:
    """The locale for numbers and dates in ``language``: the system's own when it speaks
    that language (en_GB keeps its dates), else ``ru_RU`` / ``en_US``."""
    loc = system if system is not None else QLocale.system()
    want = QLocale.Language.Russian if language == "ru" else QLocale.Language.English
    if loc.language() == want:
        return loc
    return QLocale("ru_RU") if language == "ru" else QLocale("en_US")


def qm_data(language: str) -> bytes | None:
    """The compiled translation of the app for ``language``, or None."""
    from importlib.resources import files  # here: English, the source language, reads none

    try:
        return (files("deberts_desktop") / "resources" / "translations" / f"deberts_{language}.qm").read_bytes()
    except (OSError, FileNotFoundError, ModuleNotFoundError):
        return None


class QtMnemonics(QTranslator):
    """Qt's own strings that Qt 6 gave a mnemonic ("&Look in:", "Files of &type:" in the
    file dialog) while the ``qtbase`` translation the Qt wheel ships has them only without
    one ("Look in:" → "Перейти к:"): asked when no other translator has a string, it looks
    up the string without its ``&`` in ``qtbase`` (``base``) and puts the mnemonic on the
    translation's first letter ("&Перейти к:"); None (not translated here) otherwise."""

    def __init__(self, base: QTranslator, parent=None):
        super().__init__(parent)
        self.base = base

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: D102 (Qt's)
        if not source or "&" not in source or "&&" in source:
            return None  # a null string: not found here (an empty one would be the translation)
        found = self.base.translate(context, source.replace("&", ""), disambiguation, n)
        if not found:
            return None  # a null string: not found here (an empty one would be the translation)
        first = next((i for i, ch in enumerate(found) if ch.isalnum()), 0)
        return found[:first] + "&" + found[first:]

    def isEmpty(self) -> bool:  # noqa: N802 (Qt name)
        return self.base.isEmpty()


#: Translators read to look a text up in a language other than the one in use
#: (:func:`translated_in`), by language, with the .qm bytes each reads from (None: none shipped).
_lookups: dict[str, tuple[QTranslator, bytes] | None] = {}


def translated_in(language: str, context: str, source: str) -> str:
    """``source`` (of ``context``) as ``language``'s translation says it, whatever the
    language in use: ``source`` itself in English (the source language), for a language
    without a translation shipped or a string it does not translate.

    >>> translated_in("en", "Words", "You")
    'You'
    """
    if language not in TRANSLATED:
        return source
    if language not in _lookups:
        # the language in use: the bytes its translator was loaded from, not read again
        data = _data[0] if language == _current and _data else qm_data(language)
        t = QTranslator()
        _lookups[language] = (t, data) if data is not None and t.load(data) else None
    found = _lookups[language]
    return (found[0].translate(context, source) or source) if found is not None else source


def current_language() -> str:
    """The language installed by the last :func:`install_translator` (``"en"`` before)."""
    return _current


def install_translator(app: QCoreApplication | None, language: str | None = "system") -> str:
    """Use ``language`` (``"system"``, ``"en"`` or ``"ru"``) for every translated string
    from now on; returns the language used (``"en"`` or ``"ru"``). Translators installed
    by an earlier call are removed first, so it can be called again (tests)."""
    global _current
    app = app or QCoreApplication.instance()
    lang = resolve_language(language)
    if app is not None:
        for t in _installed:
            app.removeTranslator(t)
    _installed.clear()
    _data.clear()
    if lang != "en" and app is not None:
        data = qm_data(lang)
        t = QTranslator(app)
        if data is not None and t.load(data):
            _data.append(data)  # must outlive the translator
            app.installTranslator(t)
            _installed.append(t)
        else:
            lang = "en"  # no translation shipped: stay in the source language
        if lang != "en":
            from PySide6.QtCore import QLibraryInfo  # (its Python class made only here: issue 21)

            qt = QTranslator(app)
            folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if qt.load(QLocale(lang), "qtbase", "_", folder):
                mnemonics = QtMnemonics(qt, app)  # asked last: installed before the others
                for t in _installed:
                    app.removeTranslator(t)
                for t in [mnemonics] + _installed + [qt]:
                    app.installTranslator(t)
                _installed[:0] = [mnemonics]
                _installed.append(qt)
    QLocale.setDefault(locale_for(lang))
    _current = lang
    return lang
