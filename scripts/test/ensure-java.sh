#!/usr/bin/env bash
# Makes sure a Java runtime is on the PATH, for the W3C Nu HTML Checker (npm vnu-jar) that
# tests/e2e/html-validity.spec.ts runs. Installs Debian's default-jre-headless when `java` is missing.
# Idempotent: prints nothing and exits 0 when Java is already there.
set -euo pipefail

# shellcheck source=scripts/test/debian-packages.sh
source "$(dirname "$0")/debian-packages.sh"

ensure_java() {
  if command -v java >/dev/null 2>&1; then
    return 0
  fi
  echo "ensure-java: java not found; installing Debian's default-jre-headless package..."
  # Slim Debian images leave out /usr/share/man, and the JRE's post-install step fails without this folder.
  as_root mkdir -p /usr/share/man/man1
  apt_install default-jre-headless
  if ! command -v java >/dev/null 2>&1; then
    echo "ensure-java: installed default-jre-headless but java is still not on the PATH" >&2
    return 1
  fi
  echo "ensure-java: $(java -version 2>&1 | head -n 1) installed"
}

ensure_java
