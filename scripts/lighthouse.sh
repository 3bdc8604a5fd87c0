#!/usr/bin/env bash
# Lighthouse against a running site with Debian's Chromium.
#   usage: npm run lighthouse -- [URL] [mobile|desktop] [RUNS]
#   default URL http://127.0.0.1:3000/nl/ (start the site first: npm run build && npm start), 1 run
# Reports go to .lighthouse/<host_port_path>-<form factor>[-N].report.{json,html}; each run's four category
# scores, LCP and TBT are printed, and with several runs the median of each. This machine is shared: one run
# says little, so report the median of five.
set -euo pipefail
cd "$(dirname "$0")/.."

url=${1:-http://127.0.0.1:3000/nl/}
form_factor=${2:-mobile}
runs=${3:-1}
out_dir=.lighthouse
# PaintHolding off: headless Chromium otherwise held the first paint of about one run in two for 1 s (or 2 s)
# with the main thread idle, on every page type, and Lighthouse's simulation then charged that wait to the
# page (LCP 3.0 s instead of 2.1-2.6 s on the same build). A visitor's browser shows no such hold.
chrome_flags='--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-features=PaintHolding'

if ! [[ $runs =~ ^[1-9][0-9]?$ ]]; then
  echo "lighthouse: RUNS must be a number from 1 to 99, not '$runs'" >&2
  exit 2
fi

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

echo "lighthouse: $url ($form_factor, $runs run(s))"
reports=()
for run in $(seq "$runs"); do
  out="$out_base"
  if [ "$runs" -gt 1 ]; then out="$out_base-$run"; fi
  CHROME_PATH=/usr/bin/chromium "${lighthouse_cmd[@]}" "$url" \
    "${form_factor_args[@]}" \
    --chrome-flags="$chrome_flags" \
    --only-categories=performance,accessibility,best-practices,seo \
    --output=json --output=html \
    --output-path="$out" \
    --quiet
  reports+=("$out.report.json")
done

node - "${reports[@]}" <<'JS'
const fs = require('node:fs');
const ids = ['performance', 'accessibility', 'best-practices', 'seo'];
const rows = process.argv.slice(2).map((file) => {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (report.runtimeError) console.error(`lighthouse: runtime error: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = (id) => (typeof report.categories?.[id]?.score === 'number' ? Math.round(report.categories[id].score * 100) : NaN);
  return [...ids.map(score), report.audits['largest-contentful-paint']?.numericValue, report.audits['total-blocking-time']?.numericValue];
});
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const show = (row) => row.map((v, i) => (Number.isFinite(v) ? String(Math.round(v)) : 'n/a').padStart(i < 4 ? 16 : 8)).join('');
console.log(`${'run'.padEnd(7)}${ids.map((id) => id.padStart(16)).join('')}  LCP ms  TBT ms`);
rows.forEach((row, i) => console.log(`${String(i + 1).padEnd(7)}${show(row)}`));
if (rows.length > 1) console.log(`${'median'.padEnd(7)}${show(rows[0].map((_, i) => median(rows.map((row) => row[i]))))}`);
JS
echo "reports (.json and .html): ${reports[*]%.json}"
