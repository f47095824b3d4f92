"""One copy of the app per data folder, and records opened from outside the window.

Two copies on one data folder would both continue the same unfinished game and write the
same history game and autosave. So the copy that starts first owns the folder:

* :class:`DataFolderClaim` locks a file in the data folder (:data:`LOCK_FILE`, the system's
  own lock: ``flock`` on Linux and macOS, ``msvcrt.locking`` on Windows, which the system
  drops when the process ends, a crash or ``kill -9`` too; the file stays, with the owner's
  process id in it) and, once the window has shown its first frame, listens on a local socket
  (``QLocalServer``; only this user may connect; its name from the folder's path,
  :func:`server_name`, so copies with different ``DEBERTS_DATA_DIR`` run side by side).
* A second start on the same folder finds the lock taken and hands its arguments (a record
  file, as an absolute path) to the owner with :func:`hand_over`; the owner's window comes
  forward and opens it (or says why not), and the second process exits 0. When the owner
  does not answer within :data:`HANDOVER_TIMEOUT_MS`, the second copy says so and nothing
  is opened, then or later.
* Where no lock can be made (a file system without locks, say), a copy runs without one and
  still listens; a later start that can make no lock either hands its record to a copy that
  answers at once, and runs (the log says there is no lock) only when none does. Such a
  copy locks the folder's lock file in the cache folder instead where it can
  (:meth:`DataFolderClaim.claim`): a start meanwhile waits for it as for an owner.

The request is one line of JSON, ``{"open": ["/abs/FILE.record.json"]}`` (an empty list:
only bring the window forward); the owner answers ``ok`` (``bad`` for a request it cannot
read), and the second start confirms with ``go``: only then does the owner open the files.
A second start that gave up waiting (the owner stopped, say) closes the connection without
``go``, so an owner that answers later opens nothing — the player was told nothing was
opened. Sockets are local only.

On macOS the system opens a document in the running app with an event instead of a second
process: :class:`FileOpenFilter` (an event filter on the ``QApplication``) passes each
``QFileOpenEvent``'s file to the window.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import sys
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QEvent, QObject

log = logging.getLogger("deberts_desktop.ui")

#: the owner's lock file, in the data folder
LOCK_FILE = "deberts-desktop.lock"
#: how long a second copy waits for the owner to answer (ms; the owner may still be starting)
HANDOVER_TIMEOUT_MS = 20_000
#: how long a start that can make no lock asks a copy running without one to take over (ms:
#: with no lock, nobody may be running; a copy that is still starting is not waited for)
NO_LOCK_TIMEOUT_MS = 300
#: the errors of a lock that another process holds
_HELD = (errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK, getattr(errno, "EDEADLOCK", errno.EDEADLK))
#: the longest request the owner reads (bytes)
MAX_REQUEST = 64 * 1024


def server_name(folder: str | os.PathLike) -> str:
    """The local socket name of the copy owning ``folder``: ``deberts-desktop-`` and 24 hex
    digits of the SHA-256 of the folder's real, case-normalised path (one folder, one name,
    however it is written)."""
    try:  # Python's own SHA-256: hashlib would load OpenSSL's libcrypto (3 MiB) for one name
        from _sha2 import sha256
    except ImportError:  # another Python than CPython 3.12+
        from hashlib import sha256

    path = os.path.normcase(os.path.realpath(os.fspath(folder)))
    return "deberts-desktop-" + sha256(path.encode("utf-8", "surrogatepass")).hexdigest()[:24]


class DataFolderClaim:
    """The claim of one copy on a data folder (see the module).

    After :meth:`claim`: :attr:`state` is ``"owner"`` (this copy owns the folder), ``"taken"``
    (another running copy owns it: hand over) or ``"no_lock"`` (no lock can be made there:
    the folder cannot be created or its lock file opened, :attr:`problem` says why). A
    symbolic link in the lock file's place is never followed (the owner writes its process
    id into its lock file: through a planted link that would be another file's end): it is
    removed (the log says so) and a lock file made; one that cannot be removed is no lock,
    and the problem says so. A hard link in its place (another file's name too: planted, or
    made by a backup that links what it copies) is replaced the same way, the other file
    left as it was — once its lock is this copy's: a running copy's lock file that a backup
    linked is taken, as ever, never replaced under it.
    """

    def __init__(self, folder: str | os.PathLike):
        self.folder = Path(folder)
        self.state: str | None = None
        self.problem: str | None = None
        self.server = None
        self._fd: int | None = None
        self._linked: int | None = None  # a hard-linked lock file's, held locked (_replace_linked)
        self._on_request: Callable[[list[str]], None] | None = None

    @property
    def name(self) -> str:
        """The local socket name of the folder's owner (:func:`server_name`)."""
        return server_name(self.folder)

    @property
    def owner(self) -> bool:
        return self.state == "owner"

    def claim(self) -> str:
        """Try to lock the folder's lock file (at once; never waits; no disk flush, so it
        costs the start next to nothing). Where none can be made there, the folder's lock
        file in the cache folder is locked instead (:meth:`_lock_in_cache`): the state stays
        ``"no_lock"`` (said), or is ``"taken"`` when another copy running without a lock
        holds it. Returns :attr:`state`."""
        if self._claim_here() == "no_lock":
            self._lock_in_cache()
        return self.state

    def _lock_in_cache(self) -> None:
        """No lock can be made in the data folder: lock ``<`` :attr:`name` ``>.lock`` in the
        user's cache folder (:func:`~.folders.cache_dir`) instead, so that two starts at
        once, the first not yet listening, do not both run on the folder: the later one
        finds it ``"taken"`` and waits for the first as for any owner. Where that cannot be
        made either, nothing is held (no lock at all, as before)."""
        from .folders import cache_dir

        try:
            folder = cache_dir()
            folder.mkdir(parents=True, exist_ok=True)
            fd = os.open(folder / f"{self.name}.lock", os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o644)
        except OSError as e:
            log.info("no lock for the data folder %s in the cache folder either: %s", self.folder, e)
            return
        error = _lock_or_close(fd)
        if error is None:
            self._fd = fd
        elif error.errno in _HELD:
            self.state = "taken"

    def _claim_here(self) -> str:
        """:meth:`claim` in the data folder itself."""
        path = self.folder / LOCK_FILE
        nofollow = getattr(os, "O_NOFOLLOW", 0)  # (Windows has none: the check below)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            if path.is_symlink():  # planted: the link goes (never what it points at), a lock file of ours comes
                with _one_at_a_time(self.folder):  # two starts that saw the link: one removes it, not a lock file
                    if path.is_symlink():
                        target = os.readlink(path)
                        path.unlink()
                        log.warning("the lock file %s was a symbolic link (to %s): it was removed, not followed, "
                                    "and the app made a lock file of its own", path, target)
            try:
                fd = os.open(path, os.O_RDWR | os.O_CREAT | nofollow, 0o644)
            except PermissionError:  # a read-only folder whose lock file is there: read-only is enough
                fd = os.open(path, os.O_RDONLY | nofollow)
        except OSError as e:
            self.state, self.problem = "no_lock", str(e.strerror or e)
            if path.is_symlink():  # it could not be removed (a read-only folder), or came back meanwhile
                self.problem = (f"its lock file {LOCK_FILE} is a symbolic link, which is not followed and could "
                                "not be removed")
            return self.state
        error = _lock_or_close(fd)
        if error is not None:
            if error.errno in _HELD:
                self.state = "taken"
            else:
                self.state, self.problem = "no_lock", str(error.strerror or error)
            return self.state
        # locked first, then looked at: a running owner's lock file is never touched (a backup
        # that links what it copies gives it a second name while that copy runs)
        if os.fstat(fd).st_nlink > 1:  # a hard link: the name is another file too, never ours to empty
            try:
                fd = self._replace_linked(path, fd, nofollow)
            except OSError as e:
                self.state = "no_lock"
                self.problem = (f"its lock file {LOCK_FILE} is another file's name too (a hard link), which could "
                                f"not be removed ({e.strerror or e})")
                return self.state
            log.warning("the lock file %s was another file's name too (a hard link): it was removed, the other "
                        "file left alone, and the app made a lock file of its own", path)
        self._fd, self.state = fd, "owner"
        try:  # who owns it, for a person looking (the lock is what counts)
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode("ascii"))
        except OSError:
            pass
        return self.state

    def _replace_linked(self, path: Path, linked: int, nofollow: int) -> int:
        """The lock file ``path`` is another file's name too (``linked``, its descriptor, this
        copy holds its lock): a lock file of the app's own, locked, takes the name at once
        (``os.replace``: the name never names nothing, which a copy starting meanwhile
        would make a lock file of its own of), the other file left as it was. The other
        file's lock is kept until :meth:`release`: a copy that opened it before the name
        moved finds it taken. Returns the new lock file's descriptor.

        :raises OSError: no lock file could be put in its place (``linked`` then closed)."""
        fresh = path.with_name(f"{LOCK_FILE}.{os.getpid()}.new")
        fd = None
        try:
            try:
                fresh.unlink()  # a crashed start's
            except FileNotFoundError:
                pass
            fd = os.open(fresh, os.O_RDWR | os.O_CREAT | os.O_EXCL | nofollow, 0o644)
            _lock(fd)
            if sys.platform == "win32":  # a file held open cannot be renamed over there
                _release_fd(linked)
                linked = None
            fresh.replace(path)
        except OSError:
            if fd is not None:
                _release_fd(fd)
                try:
                    fresh.unlink()
                except OSError:
                    pass
            if linked is not None:
                _release_fd(linked)
            raise
        self._linked = linked
        return fd

    def listen(self, on_request: Callable[[list[str]], None]) -> bool:
        """The owner takes requests from later starts: ``on_request(files)`` is called on the
        GUI thread with the absolute paths a second start was given. Returns whether the
        server listens (if not, the reason is logged; later starts say the app does not
        answer, or — with no lock — run beside it). A copy running without a lock
        (``"no_lock"``) listens too: a later start on the folder, finding no lock either,
        hands its record to it instead of running beside it on the same saved game (it asks
        for :data:`NO_LOCK_TIMEOUT_MS`). Such a later start that got no answer in that time
        (the first copy busy past it) runs and takes the name over: later starts reach it."""
        if self.state not in ("owner", "no_lock") or self.server is not None:
            return self.server is not None
        from PySide6.QtNetwork import QLocalServer

        self._on_request = on_request
        server = QLocalServer()
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        # a crashed owner's socket file (the lock is ours); with no lock, a copy that did not
        # answer this start's request in time (the name is this copy's from now on)
        QLocalServer.removeServer(self.name)
        if not server.listen(self.name):
            log.warning("cannot take requests from other starts on %s: %s", self.folder, server.errorString())
            return False
        server.newConnection.connect(self._accept)
        self.server = server
        return True

    def _accept(self) -> None:
        while self.server is not None and self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            sock.setParent(self.server)
            buffer = bytearray()
            taken: list[list[str]] = []  # the request, answered ``ok``, waiting for ``go``

            def read(sock=sock, buffer=buffer, taken=taken) -> None:
                buffer.extend(bytes(sock.readAll().data()))
                if not taken:
                    if b"\n" not in buffer and len(buffer) <= MAX_REQUEST:
                        return
                    line, _, rest = bytes(buffer[:MAX_REQUEST]).partition(b"\n")
                    files = _parse_request(line)
                    if files is None:
                        sock.readyRead.disconnect()
                        sock.write(b"bad\n")
                        sock.flush()
                        sock.disconnectFromServer()
                        return
                    taken.append(files)
                    buffer[:] = rest
                    sock.write(b"ok\n")
                    sock.flush()
                if b"\n" not in buffer:
                    return  # the second start has not confirmed yet: it may have given up
                sock.readyRead.disconnect()
                sock.disconnectFromServer()
                if bytes(buffer).startswith(b"go\n") and self._on_request is not None:
                    self._on_request(taken[0])

            sock.readyRead.connect(read)
            sock.disconnected.connect(sock.deleteLater)
            if sock.bytesAvailable():
                read()

    def release(self) -> None:
        """Stop listening and give the folder up (the app ends)."""
        if self.server is not None:
            self.server.close()
            self.server = None
        for fd in (self._fd, self._linked):  # the file stays: removing it could let two copies lock two files
            if fd is not None:
                _release_fd(fd)
        self._fd = self._linked = None
        self.state = None


def _lock(fd: int) -> None:
    """Lock ``fd`` for this process, at once. :raises OSError: it is locked (EAGAIN,
    EWOULDBLOCK, EACCES, EDEADLOCK) or cannot be."""
    if sys.platform == "win32":
        import msvcrt

        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


def _lock_or_close(fd: int) -> OSError | None:
    """Lock ``fd`` (:func:`_lock`); when it cannot be, ``fd`` is closed and the error
    returned (its ``errno`` in :data:`_HELD`: another process holds the lock)."""
    try:
        _lock(fd)
    except OSError as e:
        os.close(fd)
        return e
    return None


@contextmanager
def _one_at_a_time(folder: Path):
    """While in it, no other start is in it for ``folder`` (the folder itself locked, waiting
    for another start's turn: a few system calls). Where a folder cannot be locked (Windows,
    some network file systems) it is only a block."""
    fd = None
    if sys.platform != "win32":
        import fcntl

        try:
            fd = os.open(folder, os.O_RDONLY)
            fcntl.flock(fd, fcntl.LOCK_EX)
        except OSError:
            if fd is not None:
                os.close(fd)
            fd = None
    try:
        yield
    finally:
        if fd is not None:
            _release_fd(fd)


def _unlock(fd: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_UN)


def _release_fd(fd: int) -> None:
    """Unlock and close ``fd`` (a lock file's)."""
    try:
        _unlock(fd)
    except OSError:
        pass
    os.close(fd)


def _parse_request(line: bytes) -> list[str] | None:
    try:
        request = json.loads(line.decode("utf-8"))
        files = request["open"]
    except (ValueError, KeyError, TypeError):
        return None
    if not isinstance(files, list) or not all(isinstance(f, str) for f in files):
        return None
    return files


def hand_over(name: str, files: list[str], timeout_ms: int | None = None,
              gone: Callable[[], bool] | None = None) -> bool:
    """A second start: send ``files`` (absolute paths; may be empty) to the copy listening
    on ``name`` and wait for its answer, at most ``timeout_ms`` (default
    :data:`HANDOVER_TIMEOUT_MS`) in all, trying again while the owner is still starting —
    unless ``gone()`` says the owner has ended meanwhile (this copy took the folder).
    Returns whether the owner took them (it answered ``ok`` in time and was sent ``go``:
    it opens them; False: it opens nothing). Needs a ``QCoreApplication``; blocks."""
    from PySide6.QtNetwork import QLocalSocket

    timeout = HANDOVER_TIMEOUT_MS if timeout_ms is None else timeout_ms
    deadline = time.monotonic() + timeout / 1000
    _allow_foreground()
    request = json.dumps({"open": list(files)}).encode("utf-8") + b"\n"
    while True:
        left = int((deadline - time.monotonic()) * 1000)
        if left <= 0:
            return False
        sock = QLocalSocket()
        sock.connectToServer(name)
        if sock.waitForConnected(min(left, 2000)):
            sock.write(request)
            sock.flush()
            answer = b""
            while b"\n" not in answer:
                left = int((deadline - time.monotonic()) * 1000)
                if left <= 0 or not sock.waitForReadyRead(left):
                    break
                answer += bytes(sock.readAll().data())
            if not answer.startswith(b"ok\n"):
                sock.abort()  # no answer in time: the owner, finding this gone, opens nothing
                return False
            sock.write(b"go\n")  # the owner opens the files once it reads this
            sock.flush()
            sent = sock.bytesToWrite() == 0 or sock.waitForBytesWritten(max(1, int((deadline - time.monotonic()) * 1000)))
            sock.disconnectFromServer()  # what was written is still delivered
            if sock.state() != QLocalSocket.LocalSocketState.UnconnectedState:
                sock.waitForDisconnected(1000)
            return sent
        sock.abort()
        if gone is not None and gone():
            return False
        _pause()  # the owner has not started listening yet: try again shortly


def _pause() -> None:
    """Between two tries of :func:`hand_over` (0.1 s)."""
    time.sleep(0.1)


def _allow_foreground() -> None:
    """Windows lets only the foreground process give the foreground away: the second
    start (the one the player just started) lets the owner's window come forward."""
    if sys.platform != "win32":
        return
    try:
        import ctypes

        ctypes.windll.user32.AllowSetForegroundWindow(-1)  # ASFW_ANY
    except Exception:
        pass


class FileOpenFilter(QObject):
    """An event filter for the ``QApplication``: each ``QFileOpenEvent`` (macOS: a record
    opened in the Finder, at start or while the app runs) goes to ``open_files([path])``."""

    def __init__(self, open_files: Callable[[list[str]], None], parent: QObject | None = None):
        super().__init__(parent)
        self.open_files = open_files

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.FileOpen:
            path = event.file()
            if path:
                self.open_files([path])
                return True
        return False
