#!/usr/bin/env bash
# The one test command (`npm test`): every gate in order, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

steps=0
started=$(date +%s)
last=$started
# Each gate's time is printed when the next one starts (and the whole run's at the end).
step() {
  now=$(date +%s)
  [ "$steps" -gt 0 ] && printf '(%s s)\n' $((now - last))
  last=$now
  steps=$((steps + 1))
  printf '\n== %s\n' "$*"
}

# Side by side: each is one thread, and the machines have two cores. Each one's output is printed
# after it ends, under its name; the step fails when any of them failed.
side_by_side() {
  local dir names=() pids=() failed=0 i
  dir=$(mktemp -d)
  while [ $# -gt 0 ]; do
    names+=("$1"); shift
    bash -c "$1" >"$dir/${#names[@]}.log" 2>&1 &
    pids+=($!); shift
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then printf -- '-- %s: passed\n' "${names[$i]}"; else printf -- '-- %s: FAILED\n' "${names[$i]}"; failed=1; fi
    cat "$dir/$((i + 1)).log"
  done
  rm -rf "$dir"
  return "$failed"
}

# docs/architecture.md 'No import circles': dependency-cruiser over src, server and services.
step "type check, lint (typescript-eslint strict + layer rule) and import circles (dependency-cruiser), side by side"
side_by_side \
  "type check" "npx tsc -p tsconfig.json --noEmit" \
  "lint" "npx eslint --max-warnings=0 ." \
  "import circles" "npm run cycles --silent"

step "unit tests"
npx vitest run --project unit

step "integration tests on PGlite (embedded)"
TEST_DB=pglite npx vitest run --project integration

PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
if node scripts/pg-ready.mjs "$PG_URL"; then
  step "integration tests on PostgreSQL ($PG_URL)"
  TEST_DB=postgres TEST_DATABASE_URL="$PG_URL" npx vitest run --project integration
else
  printf "\n== no PostgreSQL answers at %s: integration tests ran on PGlite alone\n" "$PG_URL"
fi

# Many processes, one shop (docs/deploy.md): two web processes and two workers on one PostgreSQL schema
# and one Redis. Needs both servers on loopback, as the step above needs PostgreSQL.
REDIS_URL_TEST="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"
if node scripts/pg-ready.mjs "$PG_URL" && node scripts/redis-ready.mjs "$REDIS_URL_TEST"; then
  step "cluster test: several server processes on PostgreSQL ($PG_URL) and Redis ($REDIS_URL_TEST)"
  TEST_DATABASE_URL="$PG_URL" TEST_REDIS_URL="$REDIS_URL_TEST" npx vitest run --project cluster
else
  printf "\n== no PostgreSQL or no Redis answers on loopback: the cluster test did not run\n"
fi

step "message catalogues (ID and EN)"
node scripts/check-messages.mjs

step "build the storefront + bundle budget (home route: 216 kB gzip ceiling)"
npm run build
node scripts/bundle-budget.mjs

# The browser steps launch Debian's Chromium; install it first on a fresh machine or CI.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
step "Chromium for the browser steps"
bash scripts/ensure-chromium.sh

step "story tests: every Storybook story rendered in Chromium"
npx vitest run --project storybook

step "browser journeys (Playwright, real server on a fresh data dir)"
E2E_SKIP_BUILD=1 npx playwright test

# docs/performance.md: Lighthouse mobile against the built server. Accessibility, best practices and SEO
# at 100 on /, a product, /catalog, /kalkulator, /kursus, a course, /cart and /track (one run each);
# on every public route a customer lands on (issue 27: the median of 3 runs on /, a product, /cart with
# items and /kalkulator, one run on the thirteen others): largest paint at most 2.5 s, layout shift at
# most 0.02, at most 244 KB of JavaScript. The performance score is printed, not
# gated: its blocking time measures the machine as much as the code (docs/performance.md 'The gate
# and the machine': the tree before issue 24 scores 73-75 on the 2026-11-28 machine, 99-100 before).
step "Lighthouse mobile budget (accessibility, best practices, SEO 100 on 8 routes; on all 17 public routes LCP <= 2.5 s, CLS <= 0.02, JavaScript <= 244 KB)"
LIGHTHOUSE_ROUTES=public LIGHTHOUSE_RUNS=3 LIGHTHOUSE_OTHER_RUNS=1 LIGHTHOUSE_MAX_LCP_MS=2500 LIGHTHOUSE_MAX_CLS=0.02 LIGHTHOUSE_JS_CEILING_KB=244 LIGHTHOUSE_MIN_QUALITY_SCORE=100 npm run lighthouse --silent

# Every step above passed (set -e stops at the first failure).
printf '(%s s)\n\ngates: %d passed, 0 failed in %s s\n' $(( $(date +%s) - last )) "$steps" $(( $(date +%s) - started ))
