#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine and runs every test:
# lint, type check, unit tests (client + server, the server against PGlite and a real PostgreSQL),
# the production build, the first-load JS budget, the Playwright suite in Debian's Chromium and
# Lighthouse on the first screens.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
# The screenshot baselines (e2e/visual.spec.ts-snapshots) are drawn in DejaVu Sans, the fallback font.
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need_apt+=(fonts-dejavu-core)
[ -x /usr/lib/postgresql/15/bin/initdb ] || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need_apt+=(postgresql)
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "== installing ${need_apt[*]} from Debian"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

echo "== npm install"
# `npm ci` refuses this lock file: the registry mirror here lacks the other platforms' optional
# binaries (darwin, win32), so they are absent from the lock; `npm install` keeps to the lock otherwise.
PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund --loglevel=error

echo "== lint (oxlint: TypeScript, React hooks, jsx-a11y, import boundaries, no cycles)"
npm run --silent lint

echo "== message catalogues (per-feature files merged into lib/i18n/generated)"
node scripts/build-messages.mjs

echo "== type check"
npm run --silent typecheck

echo "== unit tests (PGlite and PostgreSQL)"
# Started here so that a failure to start shows before jest; jest's global setup sees TEST_DATABASE_URL
# and uses this server instead of starting its own (scripts/jest-pg-setup.mjs).
eval "$(bash scripts/pg-test-server.sh start)"
trap 'bash scripts/pg-test-server.sh stop >/dev/null 2>&1 || true' EXIT
npx jest --ci

echo "== build"
npm run --silent build

echo "== first-load JS budget"
node scripts/check-bundle-size.mjs

echo "== end-to-end (Playwright, Debian Chromium)"
npx playwright test

echo "== first screen (Lighthouse, mobile, median of 3 runs per page)"
node scripts/lighthouse.mjs
