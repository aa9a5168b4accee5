#!/usr/bin/env bash
# Production server for the end-to-end tests: a production build and a freshly seeded embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f .next/BUILD_ID ]; then
  npx next build
fi
export PGLITE_DATA_DIR=".data/e2e"
rm -rf "$PGLITE_DATA_DIR"
unset DATABASE_URL
export DEV_OUTBOX=true
# Links the site makes (the sandbox checkout, payment returns, confirmation links) point at this server.
export SITE_URL="http://127.0.0.1:${E2E_PORT:-3100}"
unset FLUTTERWAVE_SECRET_KEY
exec npx next start -H 127.0.0.1 -p "${E2E_PORT:-3100}"
