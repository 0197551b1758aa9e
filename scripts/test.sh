#!/usr/bin/env bash
# npm test: everything CI checks, in the order docs/architecture.md ("The test runs") explains.
# The quick checks and the CMS journey (its own scratch copy and ports) run side by side; the
# runs that serve an export from out/ on the Hosting emulator's ports run one after another.
set -euo pipefail
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

# Two jobs at once, each into its own log, printed when it ends; stop at the first failure.
logs=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$logs"' EXIT
npm run test:quick >"$logs/quick.log" 2>&1 &
quick=$!
npm run test:cms >"$logs/cms.log" 2>&1 &
cms=$!
for job in quick:$quick cms:$cms; do
  name=${job%%:*}
  if wait "${job##*:}"; then
    echo "--- test:$name passed ($((SECONDS - started)) s)"
  else
    cat "$logs/$name.log"
    echo "--- test:$name failed"
    exit 1
  fi
done
tail -n 5 "$logs/quick.log" "$logs/cms.log"

step npm run build:test
step npm run check:seo
step npm run check:release
step npm run test:e2e
step npm run test:guard
step npm run test:build
step npm run test:fest
step npm run test:production
echo "--- npm test passed in $(((SECONDS - started) / 60)) min $(((SECONDS - started) % 60)) s"
