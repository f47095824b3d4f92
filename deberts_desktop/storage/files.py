"""Safe file reading and writing for storage: atomic replace, reads that refuse what is not
a file of a sensible size, and player-readable errors.

:func:`read_file` is the one place storage reads a file whole (the settings, the
autosave): it refuses a folder, a pipe (FIFO), a device such as ``/dev/zero`` or a link
to one, a socket, and a file larger than the caller's limit, before reading it, so a
planted file can neither hang the start nor fill the memory.

A file is written to a temporary file in the same folder, flushed and ``fsync``-ed, then
moved over the old one with :func:`os.replace`; the folder is ``fsync``-ed too. Either the
old file or the new one is on disk afterwards, never a mix, whatever happens meanwhile
(a full disk, a crash, a power cut). A process killed in the middle of a write leaves its
temporary file (``.<name>.<random>.tmp``) behind: :func:`clear_stale_temporaries`, called
at start-up for the files the game writes, removes those older than
:data:`STALE_AFTER`.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from .messages import Message


class StorageError(Exception):
    """Something could not be saved or read. ``str(error)`` (also :attr:`message`) is one
    sentence a player understands, naming the file and the reason; ``message`` is a
    :class:`~.messages.Message` when the text can be translated."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


def describe_os_error(error: OSError, reading: bool = False) -> str:
    """The reason of an :class:`OSError` in a player's words (``reading``: it came from
    reading a file, not writing one — a permission denied is then only that, not "may not
    be written").

    >>> describe_os_error(OSError(errno.ENOSPC, "No space left on device"))
    'the disk is full'
    >>> describe_os_error(PermissionError(errno.EACCES, "Permission denied"), reading=True)
    'permission denied'
    """
    if isinstance(error, NotRegularFileError):
        return Message("it is not a regular file (a pipe, a device or a socket)")
    if isinstance(error, FileTooLargeError):
        return Message("it is larger than {limit} MB", limit=megabytes(error.limit))
    code = getattr(error, "errno", None)
    if code == errno.ENOSPC or code == getattr(errno, "EDQUOT", None):
        return Message("the disk is full")
    if code in (errno.EACCES, errno.EPERM):
        if reading:
            return Message("permission denied")
        return Message("the folder or file may not be written (permission denied)")
    if code == errno.EROFS:
        return Message("the disk is read-only")
    if code == errno.ENOENT:
        return Message("the folder does not exist")
    if code in (errno.ENOTDIR, errno.EEXIST):
        return Message("a file stands where the folder should be")
    if code == errno.EISDIR:
        return Message("a folder stands where the file should be")
    if code == errno.EIO:  # the disk failed, or a writer wrote nothing (:func:`atomic_output`)
        return Message("the disk could not be read or written (disk I/O error)")
    return error.strerror or str(error) or type(error).__name__


class NotRegularFileError(OSError):
    """:func:`read_file` refused a path that is not a regular file: a pipe (FIFO), a
    device (``/dev/zero``, a link to it), a socket. It was not read (a pipe not even
    opened)."""


class FileTooLargeError(OSError):
    """:func:`read_file` refused a file larger than its limit: ``size`` its size in
    bytes (None when it grew past the limit while it was read), ``limit`` the limit in
    bytes."""

    def __init__(self, path: str | os.PathLike, size: int | None, limit: int):
        super().__init__(errno.EFBIG, "File too large", str(path))
        self.size = size
        self.limit = limit


def read_file(path: str | os.PathLike, limit: int) -> bytes:
    """The bytes of the regular file at ``path`` (a link to one is followed), at most
    ``limit`` of them.

    Looked at before it is opened: a pipe is never opened (opening one for reading waits
    for a writer for ever), a device never read (``/dev/zero`` never ends). The file is
    opened without waiting (``O_NONBLOCK``) and looked at again, in case it was replaced
    meanwhile; at most ``limit + 1`` bytes are read.

    :raises FileNotFoundError: there is no such file.
    :raises IsADirectoryError: it is a folder.
    :raises NotRegularFileError: it is a pipe, a device or a socket.
    :raises FileTooLargeError: it is larger than ``limit`` bytes.
    :raises OSError: it cannot be read (permission denied, ...).
    """
    info = os.stat(path)
    _check_kind(path, info, limit)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags)
    try:
        _check_kind(path, os.fstat(fd), limit)  # what was opened: a file swapped in meanwhile is refused too
        with os.fdopen(fd, "rb") as f:
            fd = -1  # the file object closes it
            data = f.read(limit + 1)
    finally:
        if fd >= 0:
            os.close(fd)
    if len(data) > limit:  # it grew after it was looked at
        raise FileTooLargeError(path, None, limit)
    return data


def text_of(data: bytes) -> str:
    """The text of a file a person may write or be sent (the settings, a rule presets file):
    UTF-8, with or without the byte-order mark some editors put first (Windows' Notepad,
    PowerShell), as a game record's (:func:`~deberts_desktop.engine.record.load_record`).

    >>> text_of(b"\\xef\\xbb\\xbf{}"), text_of(b"{}")
    ('{}', '{}')

    :raises UnicodeDecodeError: not UTF-8 text."""
    return data.decode("utf-8-sig")


def _check_kind(path: str | os.PathLike, info: os.stat_result, limit: int) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
    if not stat.S_ISREG(info.st_mode):
        raise NotRegularFileError(errno.EINVAL, "Not a regular file", str(path))
    if info.st_size > limit:
        raise FileTooLargeError(path, info.st_size, limit)


def megabytes(size: int) -> str:
    """A size in bytes as megabytes (2**20) with one decimal (none when it is whole), as
    the player is told it.

    >>> megabytes(60 * 2**20), megabytes(1536 * 1024), megabytes(2**20 + 1)
    ('60', '1.5', '1')
    """
    text = f"{size / 2**20:.1f}"
    return text[:-2] if text.endswith(".0") else text


def write_atomic(path: str | os.PathLike, data: bytes) -> None:
    """Replace the file at ``path`` with ``data`` atomically (creating its folder).

    :raises OSError: the folder cannot be created or written, the disk is full, ...; the
        old file (if any) is then untouched and no temporary file is left behind.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=TEMPORARY_SUFFIX)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_folder(path.parent)


#: The ending of :func:`write_atomic`'s temporary files.
TEMPORARY_SUFFIX = ".tmp"
#: Seconds after its last change when a temporary file counts as left over by a killed
#: process: a write in progress (another copy of the game saving) is far younger.
STALE_AFTER = 30.0


def clear_stale_temporaries(path: str | os.PathLike, older_than: float = STALE_AFTER) -> int:
    """Delete the temporary files that :func:`write_atomic` left beside ``path`` when the
    process was killed in the middle of a write: only files named as it names them for
    this ``path`` (``.<name>.<random>.tmp`` in the same folder) and not changed for
    ``older_than`` seconds. Never raises (a file that cannot be deleted stays).

    :returns: how many files were deleted.
    """
    path = Path(path)
    # the folder's names compared as strings (glob's pattern made a regular expression at
    # every start: ~0.5 ms of the window's, issue 21)
    prefix = f".{path.name}."
    now = time.time()
    removed = 0
    try:
        with os.scandir(path.parent) as entries:
            names = [e.path for e in entries if e.name.startswith(prefix) and e.name.endswith(TEMPORARY_SUFFIX)
                     and len(e.name) >= len(prefix) + len(TEMPORARY_SUFFIX)]
    except OSError:  # no folder (yet), or not readable
        return 0
    for name in names:
        try:
            if now - os.lstat(name).st_mtime < older_than:
                continue
            os.unlink(name)
            removed += 1
        except OSError:
            pass
    return removed


def fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); a no-op where folders cannot be opened."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _aside_name(path: Path, suffix: str) -> Path:
    """``path + suffix``, or, when that exists, the first free ``path + suffix + "-N"``
    (N = 2, 3, ...): a file kept aside earlier is never replaced."""
    target = path.with_name(path.name + suffix)
    n = 1
    while os.path.lexists(target):
        n += 1
        target = path.with_name(f"{path.name}{suffix}-{n}")
    return target


def move_aside(path: str | os.PathLike, suffix: str = ".bak", replace: bool = False) -> Path | None:
    """Rename ``path`` to ``path + suffix`` to keep a broken file for the player to look
    at; a copy kept earlier stays (this one gets ``-2``, ``-3``, ...), unless ``replace``
    (a file only made harmless, not kept: it replaces an older one). Returns the new
    path, or None if it could not be moved."""
    path = Path(path)
    target = path.with_name(path.name + suffix) if replace else _aside_name(path, suffix)
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def copy_aside(path: str | os.PathLike, data: bytes, suffix: str = ".bak") -> Path | None:
    """Write ``data`` (the file's original bytes) to ``path + suffix`` atomically (a copy
    kept earlier stays: this one gets ``-2``, ``-3``, ...). Returns the new path, or None
    if it could not be written."""
    path = Path(path)
    target = _aside_name(path, suffix)
    try:
        write_atomic(target, data)
    except OSError:
        return None
    return target


def _umask() -> int:
    """The process's umask (read without changing it where the system says it)."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _share(fd: int) -> None:
    """Give the open temporary file ``fd`` the permissions of a new file (``0o666`` less
    the umask) instead of :func:`tempfile.mkstemp`'s ``0o600``; no-op where unsupported."""
    if os.name != "posix":
        return
    try:
        os.fchmod(fd, 0o666 & ~_umask())
    except OSError:
        pass


@contextmanager
def atomic_output(path: str | os.PathLike) -> Iterator[Path]:
    """A temporary file's path in ``path``'s folder, for a writer that wants a file name
    (Qt's PDF printer), or for an export: when the block ends without an error and the
    writer has written something there, that file (``fsync``-ed, with a new file's
    permissions: ``0o666`` less the umask, not ``0o600`` as :func:`write_atomic`'s)
    replaces ``path`` atomically, as :func:`write_atomic` does; otherwise it is deleted
    and ``path`` is untouched. The folder must exist (an export's folder is not created). A process killed meanwhile leaves at most the temporary file
    (``.<name>.<random>.tmp``), never a cut-off ``path``.

    :raises OSError: the folder cannot be written, the disk is full, ...; also
        ``OSError(errno.EIO)`` when the writer left the file empty (it could not write).
    """
    path = Path(path)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=TEMPORARY_SUFFIX)
    try:
        _share(fd)
        os.close(fd)
        yield Path(tmp)
        with open(tmp, "rb+") as f:
            if os.fstat(f.fileno()).st_size == 0:
                raise OSError(errno.EIO, "nothing was written", str(path))
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_folder(path.parent)
