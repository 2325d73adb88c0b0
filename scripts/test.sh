#!/usr/bin/env bash
# The one test command (`npm test`): every gate in order, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step "type check"
npx tsc -p tsconfig.json --noEmit

step "lint (typescript-eslint strict + layer rule)"
npx eslint --max-warnings=0 .

step "unit tests"
npx vitest run --project unit

step "integration tests on PGlite (embedded)"
TEST_DB=pglite npx vitest run --project integration

PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
if node scripts/pg-ready.mjs "$PG_URL"; then
  step "integration tests on PostgreSQL ($PG_URL)"
  TEST_DB=postgres TEST_DATABASE_URL="$PG_URL" npx vitest run --project integration
else
  step "no PostgreSQL answers at $PG_URL: integration tests ran on PGlite alone"
fi
