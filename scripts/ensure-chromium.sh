#!/usr/bin/env bash
# Makes sure the browser the story tests and browser journeys launch is present:
# Debian's Chromium at /usr/bin/chromium (CHROMIUM_PATH overrides). Playwright's own
# browser download is never used (no network for it here), so on a fresh root machine
# or CI runner this installs the Debian package.
set -euo pipefail

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: $CHROMIUM missing, installing Debian's chromium" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends chromium
  if [ -x "$CHROMIUM" ]; then
    exit 0
  fi
  echo "ensure-chromium: apt-get installed chromium but $CHROMIUM is still missing" >&2
  exit 1
fi

echo "ensure-chromium: $CHROMIUM is missing and this is not a root Debian machine;" >&2
echo "  install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
