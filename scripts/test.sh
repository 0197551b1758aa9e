#!/usr/bin/env bash
# npm test: everything CI checks, in the order docs/architecture.md ("The test runs") explains.
# Two lanes first, side by side: the quick checks, and the test build with its checks and then
# the CMS journey (its scratch copy starts from that build's cache). Then the runs that serve an
# export from out/ on the Hosting emulator's ports, one after another.
set -euo pipefail
# Each lane in a process group of its own, so that a failure stops the whole lane.
set -m
cd "$(dirname "$0")/.."

started=$SECONDS

# The browser journeys need Chromium: Debian's headless shell or full browser
# (e2e/support/chromium.ts prefers them, in that order) or Playwright's own. Say so now rather
# than after the quick checks and a build.
if [ ! -x /usr/lib/chromium/chromium-headless-shell ] && [ ! -x /usr/lib/chromium/chromium ] &&
  ! node -e "process.exit(require('fs').existsSync(require('playwright-core').chromium.executablePath()) ? 0 : 1)"; then
  echo "npm test needs Chromium for its browser journeys, and none was found." >&2
  echo "Install Debian's (sudo apt-get install chromium-headless-shell) or Playwright's (npx playwright install chromium), then run npm test again." >&2
  exit 1
fi
step() {
  echo "--- $* ($((SECONDS - started)) s)"
  "$@"
}

# The build lane: each step says when it starts, relative to npm test's start.
build_lane() {
  step npm run build:test && step npm run check:seo && step npm run check:release &&
    step npm run test:cms
}

# Both lanes at once, each into its own log, printed when it ends; stop at the first failure.
logs=$(mktemp -d)
lanes=()
trap 'for lane in "${lanes[@]}"; do kill -- "-$lane" 2>/dev/null || true; done; rm -rf "$logs"' EXIT
npm run test:quick >"$logs/quick.log" 2>&1 &
lanes+=($!)
build_lane >"$logs/build.log" 2>&1 &
lanes+=($!)
for lane in quick:${lanes[0]} build:${lanes[1]}; do
  name=${lane%%:*}
  if wait "${lane##*:}"; then
    echo "--- $name lane passed ($((SECONDS - started)) s)"
  else
    cat "$logs/$name.log"
    echo "--- $name lane failed"
    exit 1
  fi
done
lanes=()
grep -h '^--- ' "$logs/build.log"
tail -n 5 "$logs/quick.log" "$logs/build.log"

step npm run test:e2e
step npm run test:guard
step npm run test:build
step npm run test:fest
step npm run test:production
echo "--- npm test passed in $(((SECONDS - started) / 60)) min $(((SECONDS - started) % 60)) s"
