#!/usr/bin/env bash
# scripts/with-node.sh MAJOR COMMAND [ARG…]: runs COMMAND with Node MAJOR (e.g. 24) first on PATH.
#
# That Node comes from the npm registry: the `node` package there is a shim whose install
# script asks npm for the platform package `node-<os>-<arch>` (the official build, binary,
# headers and all, inside the registry's own tarball). We install that platform package
# directly, with install scripts off, into .tablelaw-tmp/node/MAJOR (ignored by git), once:
# later runs reuse it. `npm`/`npx` on PATH are the machine's own; they run on the Node found
# first on PATH, i.e. this one. TABLELAW_NODE_CACHE names another folder to keep the Nodes in
# (e.g. one shared by several checkouts). See docs/adr/0071-node-versions.md.
set -euo pipefail
if [ "$#" -lt 2 ] || ! [[ "$1" =~ ^[0-9]+$ ]]; then
  echo "usage: scripts/with-node.sh MAJOR COMMAND [ARG…]   (e.g. scripts/with-node.sh 24 npx vitest run)" >&2
  exit 1
fi
major="$1"
shift
root="$(cd "$(dirname "$0")/.." && pwd)"
case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  *) echo "with-node: no registry Node package for $(uname -s)" >&2; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "with-node: no registry Node package for $(uname -m)" >&2; exit 1 ;;
esac
package="node-$os-$arch"
prefix="${TABLELAW_NODE_CACHE:-$root/.tablelaw-tmp/node}/$major"
bin="$prefix/node_modules/$package/bin"
if ! [ -x "$bin/node" ] || ! [[ "$("$bin/node" --version 2>/dev/null)" == "v$major."* ]]; then
  echo "with-node: installing Node $major ($package@$major from the npm registry) into ${prefix#"$root"/}" >&2
  rm -rf "$prefix"
  mkdir -p "$prefix"
  # A package.json of its own, so that npm installs here and not into the repository.
  echo '{"private":true}' >"$prefix/package.json"
  npm install --prefix "$prefix" --no-save --no-package-lock --ignore-scripts --no-audit --no-fund \
    --loglevel=error "$package@$major" >&2
  if ! [[ "$("$bin/node" --version 2>/dev/null)" == "v$major."* ]]; then
    echo "with-node: the installed package did not give a working Node $major" >&2
    exit 1
  fi
fi
export PATH="$bin:$PATH"
echo "with-node: $(command -v node) $(node --version)" >&2
exec "$@"
