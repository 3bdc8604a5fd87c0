#!/usr/bin/env bash
# Lighthouse against a running site with Debian's Chromium.
#   usage: npm run lighthouse -- [URL] [mobile|desktop]
#   default URL http://127.0.0.1:3000/nl/ (start the site first: npm run build && npm start)
# Reports go to .lighthouse/<host_port_path>-<form factor>.report.{json,html}; the four category scores are printed.
set -euo pipefail
cd "$(dirname "$0")/.."

url=${1:-http://127.0.0.1:3000/nl/}
form_factor=${2:-mobile}
out_dir=.lighthouse
chrome_flags='--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run'

case "$form_factor" in
  mobile) form_factor_args=(--form-factor=mobile) ;;
  # Desktop needs the preset: --form-factor=desktop alone keeps mobile screen emulation, which Lighthouse rejects.
  desktop) form_factor_args=(--preset=desktop) ;;
  *)
    echo "lighthouse: form factor must be mobile or desktop, not '$form_factor'" >&2
    exit 2
    ;;
esac

if [ -x node_modules/.bin/lighthouse ]; then
  lighthouse_cmd=(npx --no-install lighthouse)
elif command -v lighthouse >/dev/null 2>&1; then
  lighthouse_cmd=(lighthouse)
else
  cat >&2 <<'MSG'
lighthouse: Lighthouse is not installed (it is not a dependency of this project).
Install it once, without touching package.json, then run this again:
    npm install --no-save --no-audit --no-fund lighthouse@13
MSG
  exit 2
fi

if [ ! -x /usr/bin/chromium ]; then
  echo "lighthouse: /usr/bin/chromium is missing; run: bash scripts/ensure-chromium.sh" >&2
  exit 2
fi

if ! node -e 'fetch(process.argv[1], { redirect: "manual" }).then(() => process.exit(0), () => process.exit(1))' "$url"; then
  echo "lighthouse: nothing answers at $url; start the site first (npm run build && npm start)" >&2
  exit 2
fi

mkdir -p "$out_dir"
slug=$(node -e 'const u = new URL(process.argv[1]); console.log((u.host + u.pathname).replace(/[^A-Za-z0-9.-]+/g, "_").replace(/_+$/, ""))' "$url")
out_base="$out_dir/$slug-$form_factor"

echo "lighthouse: $url ($form_factor)"
CHROME_PATH=/usr/bin/chromium "${lighthouse_cmd[@]}" "$url" \
  "${form_factor_args[@]}" \
  --chrome-flags="$chrome_flags" \
  --only-categories=performance,accessibility,best-practices,seo \
  --output=json --output=html \
  --output-path="$out_base" \
  --quiet

node - "$out_base.report.json" <<'JS'
const fs = require('node:fs');
const report = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
if (report.runtimeError) console.error(`lighthouse: runtime error: ${report.runtimeError.code} ${report.runtimeError.message}`);
for (const id of ['performance', 'accessibility', 'best-practices', 'seo']) {
  const score = report.categories?.[id]?.score;
  const shown = typeof score === 'number' ? String(Math.round(score * 100)) : 'n/a';
  console.log(`${id.padEnd(15)} ${shown.padStart(3)}`);
}
JS
echo "reports: $out_base.report.html, $out_base.report.json"
