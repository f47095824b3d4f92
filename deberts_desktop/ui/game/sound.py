"""The table's sounds (issue 23): a card played, a trick taken, the shuffle and deal, your
turn, a bait, the game won or lost — short and quiet, the project's own
(``resources/sounds/*.wav``, made by ``tools/make_sounds.py``).

:class:`SoundCues` says which sound each moment of the game asks for (:func:`sound_of` for
an engine event) and hands its name to an output. The output plays it off the GUI thread:
:class:`AudioOutput` opens the sound device with `miniaudio
<https://pypi.org/project/miniaudio/>`_, imported on its own thread when the first sound
is asked for (the start-up does not pay for it). A machine with no audio device or no
audio backend stays silent: no error shown, no wait. Tests give a fake output (any object
with ``play(name, volume)``; :data:`OUTPUT_FACTORY`).
"""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING

from ...engine import events as ev

if TYPE_CHECKING:  # the output's modules (queue, array): imported with the first sound, not for the first table
    from array import array

log = logging.getLogger(__name__)

#: The sounds there are, by name (a file ``<name>.wav`` each).
SOUNDS: tuple[str, ...] = ("card", "trick", "deal", "turn", "bait", "won", "lost")
#: The sample rate of the sound files and of the output, Hz (mono, 16 bits).
RATE = 22050
#: The sound device stops after this many seconds without a sound (and starts again for
#: the next one): no stream kept open while the table is quiet.
IDLE_SECONDS = 3.0


def sound_of(event) -> str | None:
    """The sound an engine event asks for as the table shows it: ``"card"`` for a card
    played, ``"trick"`` for a trick taken, ``"bait"`` for a deal scored as a bait (its
    result's outcome, the engine's); None for the others."""
    if isinstance(event, ev.BIDDING_EVENTS):  # none: the play's event classes are not looked at before the play
        return None
    if isinstance(event, ev.CardPlayed):
        return "card"
    if isinstance(event, ev.TrickWon):
        return "trick"
    if isinstance(event, ev.DealScored) and getattr(event.result, "outcome", None) == "bait":
        return "bait"
    return None


class SoundCues:
    """Which sound the game on the table asks for, when.

    :param output: what plays a sound: an object with ``play(name: str, volume: float)``
        (volume 0..1); None: a new :data:`OUTPUT_FACTORY` output, opened when the first
        sound is asked for.
    :param quiet: a callable, True while the game's table is not on screen (a replay over
        it): the game going on behind is not heard; None: always heard.
    :ivar on: sounds are played (the settings' ``sound``; off: nothing is asked of the output).
    :ivar volume: their volume, per cent (the settings' ``sound_volume``).
    """

    def __init__(self, output=None, quiet=None):
        self._output = output
        self.quiet = quiet
        self.on = False
        self.volume = 50
        self._turn = None  # the position the last "your turn" sound was for
        #: sounds asked for are kept until :meth:`release` (the app's start: the output,
        #: miniaudio's import and the sound device, wait until the first table is painted)
        self.held = False
        self._waiting: list[str] = []

    def hold(self) -> None:
        """Keep the sounds asked for from now until :meth:`release` (issue 21: the first
        table does not wait for the sound device)."""
        self.held = True

    def release(self) -> None:
        """Play the sounds kept since :meth:`hold`, in order, and every later one at once."""
        self.held = False
        waiting, self._waiting = self._waiting, []
        for name in waiting:
            self.play(name)

    def set(self, on: bool, volume: int) -> None:
        """The settings' sound: on or off, the volume in per cent."""
        self.on, self.volume = bool(on), int(volume)

    def play(self, name: str | None) -> None:
        """Ask for sound ``name`` (one of :data:`SOUNDS`; None: nothing). Returns at once."""
        if not self.on or name is None or self.volume <= 0 or (self.quiet is not None and self.quiet()):
            return
        if self.held:
            self._waiting.append(name)
            return
        if self._output is None:
            self._output = OUTPUT_FACTORY()
        try:
            self._output.play(name, self.volume / 100)
        except Exception:  # a sound is decoration: it never stops the game
            log.exception("the sound %s could not be played", name)

    # ------------------------------------------------------------------ the game's moments
    def event(self, e) -> None:
        """An engine event is shown on the table."""
        self.play(sound_of(e))

    def deal_started(self, *_args) -> None:
        """A deal is shuffled and dealt."""
        self.play("deal")

    def prompt(self, seat: int, actions, position=None) -> None:
        """The person is asked to act (``seat`` -1: no longer): "turn", once per
        ``position`` (asked again in the same position, after a refusal: no sound)."""
        if seat < 0 or not actions:
            return
        if position is not None and position == self._turn:
            return
        self._turn = position
        self.play("turn")

    def game_over(self, game, person_seats) -> None:
        """The game is over on the table: "won" when the person's side won, "lost" when
        another did (no person: no sound)."""
        if not person_seats or game.winner is None:
            return
        mine = {game.rules.side_of(s) for s in person_seats}
        self.play("won" if game.winner in mine else "lost")

    def close(self) -> None:
        """The window closes: the output stops (its thread and device end)."""
        out, self._output = self._output, None
        if out is not None and hasattr(out, "close"):
            out.close()


def load_samples(name: str) -> array:
    """The 16-bit samples of sound ``name`` (``resources/sounds/<name>.wav``).

    :raises OSError, wave.Error: the file is missing or not such a WAV."""
    import wave  # here, on the sound thread: not for the first table
    from array import array
    from importlib import resources

    with resources.as_file(resources.files("deberts_desktop") / "resources" / "sounds" / f"{name}.wav") as path:
        with wave.open(str(path), "rb") as w:
            if (w.getnchannels(), w.getsampwidth(), w.getframerate()) != (1, 2, RATE):
                raise wave.Error(f"{name}.wav is not mono 16-bit {RATE} Hz")
            data = array("h")
            data.frombytes(w.readframes(w.getnframes()))
    return data


_ALSA_HANDLER = None  # kept alive while the process runs: ALSA calls it


def quiet_alsa() -> None:
    """On Linux, ALSA's own error lines ("ALSA lib pcm.c: … Unknown PCM default") go to
    the log's silence instead of the terminal when there is no sound card: a no-op error
    handler is installed once (``snd_lib_error_set_handler``). Elsewhere, or without
    libasound, nothing happens."""
    global _ALSA_HANDLER
    import sys

    if _ALSA_HANDLER is not None or not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        asound = ctypes.CDLL("libasound.so.2")
        handler_type = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int,
                                        ctypes.c_char_p)
        _ALSA_HANDLER = handler_type(lambda *_: None)
        asound.snd_lib_error_set_handler(_ALSA_HANDLER)
    except (OSError, AttributeError):
        _ALSA_HANDLER = False  # no ALSA here: miniaudio uses another backend or none


def import_miniaudio():
    """``import miniaudio``, without the web radio client it also carries: its
    ``urllib.request`` would load OpenSSL (``ssl``, ``_hashlib``: 3 MiB) into the window's
    process, and the bundle leaves those out (``TRIM_STDLIB`` of the spec), where the
    import would fail. A module standing in for ``urllib.request`` is in place only while
    miniaudio is imported (nothing here plays a stream).

    :raises ImportError: miniaudio or its compiled part is missing."""
    import sys
    import types

    if "miniaudio" in sys.modules:
        if sys.modules["miniaudio"] is None:
            raise ImportError("miniaudio is not available")
        return sys.modules["miniaudio"]
    stand_in = None
    if "urllib.request" not in sys.modules:
        stand_in = sys.modules["urllib.request"] = types.ModuleType("urllib.request")
    try:
        import miniaudio
    finally:
        if stand_in is not None and sys.modules.get("urllib.request") is stand_in:
            del sys.modules["urllib.request"]
    return miniaudio


class AudioOutput:
    """Plays the sounds on the sound device, off the GUI thread: :meth:`play` puts the
    name on a queue and returns; a daemon thread imports miniaudio, opens the device (once)
    and mixes what is playing. No device, no backend, no miniaudio: the thread notes it in
    the log once and every later sound is dropped — silent, never an error for the player."""

    def __init__(self):
        import queue

        self._queue: queue.SimpleQueue = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._voices: list[list] = []  # [samples, position] being played
        self._samples: dict[str, array] = {}
        self._device = None
        self.dead = False

    def play(self, name: str, volume: float) -> None:
        if self.dead:
            return
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="deberts-sound", daemon=True)
            self._thread.start()
        self._queue.put((name, volume))

    def close(self) -> None:
        self.dead = True
        if self._thread is not None:
            self._queue.put(None)
            self._thread.join(timeout=2)

    def _run(self) -> None:
        import queue
        import wave  # (the thread's: load_samples raises its Error)
        from array import array

        try:
            miniaudio = import_miniaudio()
            quiet_alsa()
            self._device = miniaudio.PlaybackDevice(output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                                                    sample_rate=RATE, buffersize_msec=60, app_name="Deberts")
            self._start_device()
        except Exception as e:  # no device, no backend, no library: silent
            log.info("no sound: %s", e)
            self.dead = True
            return
        playing = True
        try:
            while True:
                try:
                    item = self._queue.get(timeout=IDLE_SECONDS)
                except queue.Empty:  # silence a while: the device stops (no idle stream)
                    with self._lock:
                        quiet = not self._voices
                    if quiet and playing:
                        self._device.stop()
                        playing = False
                    continue
                if item is None:
                    break
                if not playing:
                    try:
                        self._start_device()
                    except Exception as e:  # the device went away: silent from now on
                        log.info("no sound: %s", e)
                        self.dead = True
                        break
                    playing = True
                name, volume = item
                try:
                    samples = self._samples.get(name)
                    if samples is None:
                        samples = self._samples[name] = load_samples(name)
                except (OSError, wave.Error, EOFError) as e:
                    log.warning("the sound %s could not be read: %s", name, e)
                    continue
                scaled = array("h", (int(v * volume) for v in samples)) if volume < 1 else samples
                with self._lock:
                    self._voices.append([scaled, 0])
        finally:
            try:
                self._device.close()
            except Exception:
                pass
            self._device = None

    def _start_device(self) -> None:
        mixer = self._mix()
        next(mixer)
        self._device.start(mixer)

    def _mix(self):
        """miniaudio's generator: sent the frames wanted, yields that many samples."""
        from array import array

        wanted = yield b""
        while True:
            with self._lock:
                voices = list(self._voices)
            if not voices:
                wanted = yield bytes(2 * wanted)
                continue
            out = array("h", bytes(2 * wanted))
            done = []
            for voice in voices:
                samples, pos = voice
                part = samples[pos:pos + wanted]
                if len(voices) == 1:
                    out[:len(part)] = part
                else:
                    for i, v in enumerate(part):
                        out[i] = max(-32768, min(32767, out[i] + v))
                voice[1] = pos + len(part)
                if voice[1] >= len(samples):
                    done.append(voice)
            if done:
                with self._lock:
                    self._voices = [v for v in self._voices if all(v is not d for d in done)]
            wanted = yield out


class Silent:
    """An output that plays nothing (``DEBERTS_SOUND=off``)."""

    def play(self, name: str, volume: float) -> None:
        pass


#: ``DEBERTS_SOUND=off`` in the environment silences the app whatever its settings say
#: (the tests set it for the app's processes they start; a kiosk or a CI run may too).
SOUND_ENV = "DEBERTS_SOUND"


def default_output():
    """The sound device's :class:`AudioOutput`, or :class:`Silent` with ``DEBERTS_SOUND=off``."""
    import os

    return Silent() if os.environ.get(SOUND_ENV, "").lower() == "off" else AudioOutput()


#: Makes the output of a :class:`SoundCues` given none (tests put a fake here).
OUTPUT_FACTORY = default_output
