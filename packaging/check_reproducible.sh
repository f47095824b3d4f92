#!/usr/bin/env bash
# Reproducibility check: build the Linux one-folder bundle and the .deb twice in a row, from
# scratch each time (PyInstaller's cache cleared, packaging/build and packaging/dist removed),
# and compare the sha256 of every file of the bundle and of the .deb.
#
#   packaging/check_reproducible.sh                      # xz .deb, as released (2-4 min here)
#   DEB_COMPRESSION=zstd packaging/check_reproducible.sh # quicker
#
# PYTHON (default .venv/bin/python) builds. build.py sets PYTHONHASHSEED=0 and
# SOURCE_DATE_EPOCH (the last commit's time) for both builds. Exit status 0 when every file
# is identical; 1 with the files that differ listed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
PYTHON=${PYTHON:-.venv/bin/python}
DEB_COMPRESSION=${DEB_COMPRESSION:-xz}
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT

build_once() {  # N: build from scratch, write the sha256 list to $OUT/N.sha256
  rm -rf packaging/build packaging/dist
  "$PYTHON" packaging/build.py --clean --deb-compression "$DEB_COMPRESSION" >"$OUT/build-$1.log" 2>&1 \
    || { tail -20 "$OUT/build-$1.log"; echo "check_reproducible: build $1 failed" >&2; exit 1; }
  (cd packaging/dist && find deberts-desktop -type f -print0 | sort -z | xargs -0 sha256sum
   sha256sum ./*.deb) >"$OUT/$1.sha256"
  echo "check_reproducible: build $1: $(grep -c . "$OUT/$1.sha256") files hashed"
}

build_once 1
build_once 2
if cmp -s "$OUT/1.sha256" "$OUT/2.sha256"; then
  echo "check_reproducible: OK: the two builds are identical ($(grep -c . "$OUT/1.sha256") files: the bundle and the .deb)"
  grep '\.deb$' "$OUT/1.sha256"
  exit 0
fi
echo "check_reproducible: FAIL: these files differ between the two builds:"
diff "$OUT/1.sha256" "$OUT/2.sha256" | grep '^[<>]' | awk '{print $3}' | sort -u
exit 1
