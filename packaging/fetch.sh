#!/usr/bin/env bash
# Download a build tool and check its sha256 before anything uses it (fail closed):
#
#   packaging/fetch.sh URL FILE NAME
#
# NAME names the environment variables the workflow pins: NAME_VERSION (in URL) and
# NAME_SHA256, the file's expected sha256 (64 hex digits). An empty or malformed
# NAME_SHA256 fails before downloading; a file with another sha256 is deleted and fails.
# packaging/README.md ("Downloaded tools") says where each checksum comes from.
set -euo pipefail
[ $# -eq 3 ] || { echo "usage: packaging/fetch.sh URL FILE NAME" >&2; exit 2; }
url=$1 file=$2 name=$3
var="${name}_SHA256"
want=${!var:-}
if ! [[ $want =~ ^[0-9a-f]{64}$ ]]; then
  echo "::error::fetch: $var is not set to a sha256 (64 hex digits; got '${want}'): $url is not downloaded unchecked. Pin it in .github/workflows/build.yml (packaging/README.md, Downloaded tools, says where the checksum comes from)." >&2
  exit 1
fi
curl -fsSL --retry 3 -o "$file" "$url"
got=$(sha256sum "$file" | cut -d' ' -f1)
if [ "$got" != "$want" ]; then
  rm -f "$file"
  echo "::error::fetch: $url has sha256 $got, not the pinned $want ($var): deleted" >&2
  exit 1
fi
echo "fetch: $url: sha256 $got as pinned"
