"""The window keeps painting while a computer player thinks in the worker process
(DESIGN: the window never freezes). The gaps themselves are figures of
``python -m benchmarks.frame_gap``, not asserted here: a busy machine may stretch them."""

from __future__ import annotations

from benchmarks.frame_gap import measure


def test_frames_keep_coming_while_the_computer_thinks(qtbot):
    result = measure(seconds=0.3, speed="off")  # the deal dealt at once; a card spins while measured
    print("frame gaps while thinking:", result)
    assert result["mode"] == "worker process"
    assert result["work_result"] is not None  # the worker's search came back
    assert result["frames"] >= 2  # and the table was painted while it ran
