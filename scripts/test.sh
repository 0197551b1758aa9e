#!/usr/bin/env bash
# npm test: everything CI checks, in the order docs/architecture.md ("The test runs") explains.
# Work that keeps one core busy (a build, the unit tests) runs beside other such work; the
# browser journeys, which keep both busy, run on their own.
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

# The quick lane: `npm run test:quick` without its type check of the project's files, which the
# test build beside it makes (`next build` checks every file of tsconfig.json, and the route
# types it generates besides); the service worker has a program of its own. Then the
# broken-content builds (a scratch copy that stops at the content check, no compiling), in the
# time the CMS journey leaves a core free.
quick_lane() {
  npm run lint && npm run typecheck:worker && npm run format:check &&
    npm run check:workflows && npm run check:photos && npm run test:unit &&
    step npm run test:build
}

# The build lane: each step says when it starts, relative to npm test's start.
build_lane() {
  step npm run build:test && step npm run check:seo && step npm run check:release &&
    step npm run test:guard && step npm run test:cms
}

# Lanes run in the background, each into its own log; `await_lanes name:pid…` waits for each,
# prints its steps and totals, and stops npm test at the first failure, printing that lane's
# whole log (the trap stops the rest).
logs=$(mktemp -d)
lanes=()
trap 'for lane in "${lanes[@]}"; do kill -- "-$lane" 2>/dev/null || true; done; rm -rf "$logs"' EXIT
await_lanes() {
  for lane in "$@"; do
    name=${lane%%:*}
    if wait "${lane##*:}"; then
      echo "--- $name passed ($((SECONDS - started)) s)"
    else
      cat "$logs/$name.log"
      echo "--- $name failed"
      exit 1
    fi
  done
  lanes=()
  for lane in "$@"; do
    # Its steps, and its Playwright, Jest and node:test totals.
    grep -hE '^--- |^  [0-9]+ (passed|failed|flaky)|^Tests: |^ℹ (pass|fail) ' \
      "$logs/${lane%%:*}.log" || true
  done
}

# 1. The quick checks and the broken-content builds beside the test build, its checks, the
# guard's refusal of it and the CMS journey.
quick_lane >"$logs/quick.log" 2>&1 &
lanes+=($!)
build_lane >"$logs/build.log" 2>&1 &
lanes+=($!)
await_lanes "quick:${lanes[0]}" "build:${lanes[1]}"

# 2. Every journey on the test build.
step npm run test:e2e

# 3. The scratch-copy runs. The fest and production copies build side by side; their journeys
# then take turns on the emulator's ports (tests/support/scratch-copy.ts holds the lock file with
# flock(1); without it, one after the other).
if command -v flock >/dev/null; then
  export E2E_HOSTING_LOCK="$logs/hosting.lock"
  npm run test:fest >"$logs/fest.log" 2>&1 &
  lanes+=($!)
  npm run test:production >"$logs/production.log" 2>&1 &
  lanes+=($!)
  await_lanes "fest:${lanes[0]}" "production:${lanes[1]}"
else
  step npm run test:fest
  step npm run test:production
fi
echo "--- npm test passed in $(((SECONDS - started) / 60)) min $(((SECONDS - started) % 60)) s"
