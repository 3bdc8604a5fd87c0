#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed: /usr/bin/chromium (Lighthouse) and its headless shell,
# /usr/bin/chromium-headless-shell (the browser tests; the same Blink without the desktop browser
# around it, which is what Playwright itself runs headless tests on, and a third faster on 2 cores).
# Idempotent: prints nothing and exits 0 when both are already there.
# Never uses `npx playwright install`: browser downloads do not work on our machines.
set -euo pipefail

# shellcheck source=scripts/test/debian-packages.sh
source "$(dirname "$0")/debian-packages.sh"

# package:binary pairs
BROWSERS=(chromium:/usr/bin/chromium chromium-headless-shell:/usr/bin/chromium-headless-shell)

ensure_chromium() {
  local missing=() entry
  for entry in "${BROWSERS[@]}"; do
    [ -x "${entry#*:}" ] || missing+=("${entry%%:*}")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "ensure-chromium: installing Debian's ${missing[*]}..."
  # fonts-liberation is only a Recommends of chromium, but pages render with real fonts only when it is there.
  apt_install "${missing[@]}" fonts-liberation
  for entry in "${BROWSERS[@]}"; do
    if [ ! -x "${entry#*:}" ]; then
      echo "ensure-chromium: installed ${entry%%:*} but ${entry#*:} is still missing" >&2
      return 1
    fi
  done
  echo "ensure-chromium: $(/usr/bin/chromium --version 2>/dev/null || echo chromium) installed"
}

ensure_chromium
