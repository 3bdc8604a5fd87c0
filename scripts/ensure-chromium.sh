#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed at /usr/bin/chromium (used by Playwright and Lighthouse).
# Idempotent: prints nothing and exits 0 when the browser is already there.
# Never uses `npx playwright install`: browser downloads do not work on our machines.
set -euo pipefail

CHROMIUM_BIN=/usr/bin/chromium

# shellcheck source=scripts/debian-packages.sh
source "$(dirname "$0")/debian-packages.sh"

ensure_chromium() {
  if [ -x "$CHROMIUM_BIN" ]; then
    return 0
  fi
  echo "ensure-chromium: $CHROMIUM_BIN not found; installing Debian's chromium package..."
  # fonts-liberation is only a Recommends of chromium, but pages render with real fonts only when it is there.
  apt_install chromium fonts-liberation
  if [ ! -x "$CHROMIUM_BIN" ]; then
    echo "ensure-chromium: installed the chromium package but $CHROMIUM_BIN is still missing" >&2
    return 1
  fi
  echo "ensure-chromium: $("$CHROMIUM_BIN" --version 2>/dev/null || echo chromium) installed"
}

ensure_chromium
