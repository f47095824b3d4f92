"""Make the table's sounds (issue 23): small, quiet, mono WAV files written into
``deberts_desktop/resources/sounds/`` — the project's own, synthesised here from sine
tones and seeded noise (no recording, nothing of anyone else's), so the same files come
out on every run.

Run from the project's root: ``python tools/make_sounds.py`` (the files are committed;
run it again only to change a sound). Each sound is at most 0.7 s, 22 050 Hz, 16 bits,
its peak at most a third of full scale.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 22050
PEAK = 0.3
OUT = Path(__file__).resolve().parents[1] / "deberts_desktop" / "resources" / "sounds"


def _silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def _snap(seconds: float, seed: int, bright: float = 0.6) -> list[float]:
    """A card's snap: seeded noise, low-passed by ``bright`` (0..1), fading fast."""
    rnd = random.Random(seed)
    out, last = [], 0.0
    n = int(RATE * seconds)
    for i in range(n):
        last = bright * rnd.uniform(-1, 1) + (1 - bright) * last
        out.append(last * math.exp(-i / (n / 5)))
    return out


def _tone(freq: float, seconds: float, fade: float = 4.0) -> list[float]:
    """A soft bell: a sine and its octave, a short attack, an exponential fade."""
    n = int(RATE * seconds)
    attack = int(RATE * 0.008)
    return [(math.sin(2 * math.pi * freq * i / RATE) + 0.3 * math.sin(4 * math.pi * freq * i / RATE))
            * min(1.0, i / attack) * math.exp(-fade * i / n) for i in range(n)]


def _mix(*parts: tuple[float, list[float]]) -> list[float]:
    """Parts ``(start in seconds, samples)`` laid over one another."""
    length = max(int(RATE * start) + len(s) for start, s in parts)
    out = [0.0] * length
    for start, s in parts:
        k = int(RATE * start)
        for i, v in enumerate(s):
            out[k + i] += v
    return out


def sounds() -> dict[str, list[float]]:
    """Each sound's samples (floats, any scale: :func:`write` brings the peak to :data:`PEAK`)."""
    c, e, g, c2 = 523.25, 659.25, 783.99, 1046.5
    return {
        "card": _snap(0.07, 1),
        "trick": _mix((0, _snap(0.09, 2, 0.35)), (0.06, _snap(0.12, 3, 0.3))),
        "deal": _mix(*((0.055 * i, _snap(0.05, 10 + i, 0.5)) for i in range(8))),
        "turn": _tone(880.0, 0.18, 5.0),
        "bait": _mix((0, _tone(392.0, 0.25)), (0.16, _tone(311.1, 0.35))),
        "won": _mix((0, _tone(c, 0.3)), (0.12, _tone(e, 0.3)), (0.24, _tone(g, 0.3)), (0.36, _tone(c2, 0.34))),
        "lost": _mix((0, _tone(g, 0.3)), (0.15, _tone(e * 0.944, 0.3)), (0.3, _tone(c, 0.4))),
    }


def write(path: Path, samples: list[float]) -> None:
    """``samples`` as a mono 16-bit WAV at :data:`RATE`, its peak at :data:`PEAK`."""
    top = max(abs(v) for v in samples) or 1.0
    data = b"".join(struct.pack("<h", int(round(v / top * PEAK * 32767))) for v in samples + _silence(0.01))
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data)


def main(argv: list[str] | None = None) -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, samples in sounds().items():
        write(OUT / f"{name}.wav", samples)
        print(f"{name}.wav  {len(samples) / RATE:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
