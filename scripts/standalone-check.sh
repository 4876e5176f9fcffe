#!/usr/bin/env bash
# Proof that the repository stands alone: clone its committed HEAD into an empty temporary folder
# (nothing beside the clone), `npm install` there, and run the README's test command. Fails when
# the tests fail, when any test is skipped although its tool is here (only the browser tests may
# skip, and only without Chromium), or when a file of the product names a folder outside it.
# CI runs it from .ci/run after the main run; it reuses the npm cache, not node_modules.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git clone -q "$repo" "$work/x"
cd "$work/x"
echo "standalone check: $(git log -1 --format='%h %s' | cut -c1-72) cloned alone into $work/x"
ls -A "$work" | grep -vx x && { echo "standalone check: $work holds more than the clone" >&2; exit 1; }

# Nothing in the product, tests, benches, scripts or docs names the sibling folder CI keeps.
outside='\.\./'"shared|/work/"'shared'
if grep -rnE "$outside" src test bench scripts docs README.md; then
  echo "standalone check: the files above name a folder outside the repository" >&2
  exit 1
fi

npm install --no-audit --no-fund --prefer-offline
log="$work/test.log"
status=0
npm test 2>&1 | tee "$log" || status=$?
summary="$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$log" | tail -1 || true)"
if [ "$status" -ne 0 ] || [ -z "$summary" ]; then
  echo "standalone check: npm test failed in a clone with nothing beside it (${summary:-no summary})" >&2
  exit 1
fi
case "$summary" in
  *" 0 failed"*) ;;
  *) echo "standalone check: $summary" >&2; exit 1 ;;
esac
if [[ "$summary" == *skipped* ]] && command -v chromium >/dev/null 2>&1; then
  echo "standalone check: tests were skipped although Chromium is here: $summary" >&2
  exit 1
fi
echo "standalone check: passed in a clone with nothing beside it"
echo "$summary"
