"""Jobs for the worker tests (run in the worker process: top-level functions)."""

import os
import time


def add(a, b):
    return a + b


def count(n, progress):
    for i in range(n):
        progress(i + 1, n)
    return n


def fail():
    raise ValueError("broken on purpose")


def sleep(seconds):
    time.sleep(seconds)
    return os.getpid()


def pid():
    return os.getpid()
