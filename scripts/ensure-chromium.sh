#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; install it when it is missing (needs root and Debian's package mirror).
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: install it with 'sudo apt-get install -y chromium' or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing Chromium from Debian's packages..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
