#!/usr/bin/env bash
# Every test: unit, integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then, against a production
# build, the server bound to each kind of address, two servers behind nginx over HTTPS on PostgreSQL and Redis (when
# TEST_DATABASE_URL and REDIS_TEST_URL are set), the fault tests (scripts/fault-tests.mjs) and end to end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

echo "== types"
# The route types (PageProps, next/root-params) are generated from the app's folders first.
npx next typegen
npx tsc --noEmit

echo "== lint"
npx eslint . --max-warnings 0

echo "== unit tests"
npx jest --selectProjects unit --ci

echo "== integration tests (PGlite${TEST_DATABASE_URL:+ and PostgreSQL})"
NODE_OPTIONS=--experimental-vm-modules npx jest --selectProjects integration --ci --runInBand

echo "== production build"
rm -rf .next
npm run build

echo "== npm start bound to 127.0.0.1, ::1, 0.0.0.0 and localhost, directly and as a TLS proxy asks"
node --test scripts/bind-matrix.test.mjs

echo "== several servers behind nginx"
if [ -n "${TEST_DATABASE_URL:-}" ] && [ -n "${REDIS_TEST_URL:-}" ]; then
  # scripts/multi-server.sh's setup on a database of its own (created and dropped on TEST_DATABASE_URL's server).
  node --test scripts/multi-server.test.mjs
else
  echo "skipped: set TEST_DATABASE_URL (PostgreSQL) and REDIS_TEST_URL (Redis) to run it"
fi

echo "== fault tests (own PostgreSQL cluster stopped and started, hanging mail server and Termii, Redis gone)"
node scripts/fault-tests.mjs

echo "== end-to-end tests (Chromium), the fuzz test of every route and the client-address test included"
# e2e/fuzz.spec.ts: FUZZ_RUNS generated requests with the fixed seed FUZZ_SEED (printed with any failure).
export FUZZ_RUNS="${FUZZ_RUNS:-3000}"
npx playwright test
