#!/usr/bin/env bash
# Production server for the end-to-end tests: a production build and a freshly seeded embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f .next/BUILD_ID ]; then
  npm run build
fi
export PGLITE_DATA_DIR=".data/e2e"
rm -rf "$PGLITE_DATA_DIR"
# The pages and data another server cached with this build name another database's rows (its hotels' ids): they go
# with it. Both folders are written at run time only.
rm -rf .next/server/route-cache .next/cache/fetch-cache
unset DATABASE_URL
export DEV_OUTBOX=true
# Links the site makes (the sandbox checkout, payment returns, confirmation links) point at this server.
export SITE_URL="http://127.0.0.1:${E2E_PORT:-3100}"
unset FLUTTERWAVE_SECRET_KEY
# The tests play the part of a proxy in front of the site: each test client writes its own X-Forwarded-For, so that
# one test's rate limits never touch another's.
export TRUSTED_PROXY_COUNT=1
# No -H 127.0.0.1: with a loopback address as its hostname, Next.js 16 spells the proxy's rewrites as localhost and
# then takes them for rewrites to another origin (the language rewrites of proxy.ts would loop).
unset HOSTNAME
exec node server.mjs -p "${E2E_PORT:-3100}"
