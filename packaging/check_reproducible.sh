#!/usr/bin/env bash
# Reproducibility check: build the Linux one-folder bundle and the .deb twice, from scratch
# each time (PyInstaller's cache cleared, nothing of an earlier build), each in its own
# folder at a different path and depth (a copy of the checkout's files: what git tracks,
# as they are now), and compare the sha256 of every file of the bundle and of the .deb.
# A path of the build folder that ends up in a file (the compiled solver's debug
# information and so its GNU build ID, before setup.py's -ffile-prefix-map) shows here.
#
#   packaging/check_reproducible.sh                      # xz .deb, as released (3-5 min here)
#   DEB_COMPRESSION=zstd packaging/check_reproducible.sh # quicker
#
# PYTHON (default .venv/bin/python, with the build extra) builds both. SOURCE_DATE_EPOCH
# is the checkout's last commit time for both (the copies have no git history);
# build.py sets PYTHONHASHSEED=0. The checkout's own packaging/build and packaging/dist are
# not touched. Exit status 0 when every file is identical; 1 with the files that differ.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
PYTHON=$(command -v "${PYTHON:-.venv/bin/python}" || echo "${PYTHON:-.venv/bin/python}")
case "$PYTHON" in /*) ;; *) PYTHON="$PWD/$PYTHON" ;; esac
DEB_COMPRESSION=${DEB_COMPRESSION:-xz}
SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || stat -c %Y pyproject.toml)}
export SOURCE_DATE_EPOCH
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
FOLDERS=("$OUT/one/deberts-desktop" "$OUT/second-folder/a/b/checkout")

build_once() {  # N: copy the checkout to folder N, build from scratch there, hash into $OUT/N.sha256
  local dir=${FOLDERS[$(($1 - 1))]}
  mkdir -p "$dir"
  git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$dir"
  (cd "$dir" && "$PYTHON" packaging/build.py --clean --deb-compression "$DEB_COMPRESSION") >"$OUT/build-$1.log" 2>&1 \
    || { tail -20 "$OUT/build-$1.log"; echo "check_reproducible: build $1 (in $dir) failed" >&2; exit 1; }
  (cd "$dir/packaging/dist" && find deberts-desktop -type f -print0 | sort -z | xargs -0 sha256sum
   sha256sum ./*.deb) >"$OUT/$1.sha256"
  echo "check_reproducible: build $1 in $dir: $(grep -c . "$OUT/$1.sha256") files hashed"
}

build_once 1
build_once 2
if cmp -s "$OUT/1.sha256" "$OUT/2.sha256"; then
  echo "check_reproducible: OK: the two builds in two folders are identical ($(grep -c . "$OUT/1.sha256") files: the bundle and the .deb)"
  grep '\.deb$' "$OUT/1.sha256"
  exit 0
fi
echo "check_reproducible: FAIL: these files differ between the two builds:"
diff "$OUT/1.sha256" "$OUT/2.sha256" | grep '^[<>]' | awk '{print $3}' | sort -u
exit 1
