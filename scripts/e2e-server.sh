#!/usr/bin/env bash
# Production server for the end-to-end tests: a production build and a freshly seeded embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f .next/BUILD_ID ]; then
  npm run build
fi
export PGLITE_DATA_DIR=".data/e2e"
rm -rf "$PGLITE_DATA_DIR"
unset DATABASE_URL
export DEV_OUTBOX=true
# Links the site makes (the sandbox checkout, payment returns, confirmation links) point at this server.
export SITE_URL="http://127.0.0.1:${E2E_PORT:-3100}"
unset FLUTTERWAVE_SECRET_KEY
# The card checkout of this test site is the labelled sandbox: no money moves.
export PAYMENTS_SANDBOX=true
# The tests play the part of a proxy in front of the site: each test client writes its own X-Forwarded-For, so that
# one test's rate limits never touch another's.
export TRUSTED_PROXY_COUNT=1
# Bound to loopback, as a server behind a proxy on the same host is.
exec node server.mjs -H 127.0.0.1 -p "${E2E_PORT:-3100}"
