#!/usr/bin/env bash
# Makes sure Debian's Chromium is present for the Playwright browser tests.
# Playwright's own browser download cannot work on these machines, so the tests drive /usr/bin/chromium.
# Idempotent and silent when Chromium is already installed.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing ($CHROMIUM). Install the Debian package 'chromium' as root:" >&2
  echo "  apt-get update && apt-get install -y chromium" >&2
  exit 1
fi

echo "Installing the Debian package 'chromium' for the browser tests..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null

if [ ! -x "$CHROMIUM" ]; then
  echo "The 'chromium' package was installed but $CHROMIUM is still missing." >&2
  exit 1
fi
echo "Chromium installed: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
