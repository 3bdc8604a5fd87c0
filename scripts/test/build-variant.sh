#!/usr/bin/env bash
# Builds the "language config" variant used by the Playwright project 'lang-config' (port 3101):
# the same app with a copy of data/ in which only nl is enabled (fr has use=false) and the analytics,
# ads, tag manager and social pixel ids are set (test ids: the consent specs intercept their hosts).
# The copy is also where data the public site must never show gets tested: the About page gains a
# module whose view no code knows, for the "View not found" fallback (tests/e2e/language-config.spec.ts).
#   data copy: .data/variant-data     build output: .next-variant
# Its catalogue (properties, projects, their photos and documents) is then synced from a fake CRM (below).
# The other images live in public/ (public/photos), which both builds share; the CRM's photos are copied
# there under their own names (/photos/properties/{id}/{picture}-{hash}.jpg).
set -euo pipefail
cd "$(dirname "$0")/../.."

VARIANT_DATA_DIR=.data/variant-data
VARIANT_DIST_DIR=.next-variant

if [ ! -f data/site.json ]; then
  echo "build-variant: data/site.json not found" >&2
  exit 1
fi

rm -rf "$VARIANT_DATA_DIR"
mkdir -p "$(dirname "$VARIANT_DATA_DIR")"
cp -R data "$VARIANT_DATA_DIR"

node - "$VARIANT_DATA_DIR/site.json" <<'JS'
const fs = require('node:fs');
const file = process.argv[2];
const site = JSON.parse(fs.readFileSync(file, 'utf8'));
const languages = site?.language?.languageUse;
if (!Array.isArray(languages) || !languages.some((l) => l.code === 'nl')) {
  console.error(`build-variant: ${file} has no language.languageUse entry for nl`);
  process.exit(1);
}
for (const l of languages) l.use = l.code === 'nl';
site.language.default = 'nl';
site.site_info = { analyticsId: 'G-VARIANT01', adsId: 'AW-VARIANT02', tagManagerId: 'GTM-VARIANT3', socialPixelId: '100000000000001' };
fs.writeFileSync(file, JSON.stringify(site, null, 2) + '\n');
console.log(`build-variant: languages in use: ${languages.filter((l) => l.use).map((l) => l.code).join(', ')}`);
JS

node - "$VARIANT_DATA_DIR/menu.json" <<'JS'
const fs = require('node:fs');
const file = process.argv[2];
const menu = JSON.parse(fs.readFileSync(file, 'utf8'));
const about = menu.entries?.find((entry) => entry.id === "about");
if (!about) {
  console.error(`build-variant: ${file} has no "about" entry for the unknown-view fixture`);
  process.exit(1);
}
about.params.modules.push({ id: 'about-slideshow', position: 1, col: { sm: 12, md: 12, lg: 12 }, sort: 999, view: 'slideshow-legacy', backgroundType: 'empty', status: 'Published', relations: [] });
fs.writeFileSync(file, JSON.stringify(menu, null, 2) + '\n');
console.log('build-variant: the About page carries a module with an unknown view (slideshow-legacy)');
JS

# The catalogue comes from the agency's CRM, as a connected agency's does: `npm run crm -- sync` against
# a FAKE CRM (tests/crm/fake-omnicasa.ts: a real HTTP server on loopback speaking Omnicasa's wire) that
# serves the sample catalogue plus one property only it has (990001), photos and documents at its own
# URLs. The sync replaces the copy's catalogue and fetches the media into the copy's photos/ and
# documents/; tests/e2e/language-config.spec.ts then finds the CRM's property on the built site.
crm_port=${VARIANT_CRM_PORT:-3192}
# In a process group of its own (setsid), so that stopping it stops tsx's node too.
# The fake agency's crm-mapping.json goes into the copy: it names the fields no public source names on
# Omnicasa's wire (flood scores, the EPC code, ...), as a connected agency's own file does.
setsid npx tsx tests/crm/fake-omnicasa.ts --port "$crm_port" --data data --extra --mapping-out "$VARIANT_DATA_DIR/crm-mapping.json" &
crm_pid=$!
stop_crm() { kill -- "-$crm_pid" 2>/dev/null || true; wait "$crm_pid" 2>/dev/null || true; }
for _ in $(seq 1 100); do
  if (exec 3<>"/dev/tcp/127.0.0.1/$crm_port") 2>/dev/null; then break; fi
  sleep 0.2
done
if ! VITRINE_DATA_DIR="$VARIANT_DATA_DIR" CRM_URL="http://127.0.0.1:$crm_port/OmnicasaService.svc/" \
  CRM_USER=vitrine-test CRM_PASSWORD=not-a-real-password npm run -s crm -- sync; then
  stop_crm
  echo "build-variant: the catalogue sync from the fake CRM failed" >&2
  exit 1
fi
stop_crm
# What `npm run build` does first (the data check, the store's snapshot, the data folder's photos
# copied into public/photos), for this build's data and output.
NEXT_DIST_DIR="$VARIANT_DIST_DIR" VITRINE_DATA_DIR="$VARIANT_DATA_DIR" npx tsx scripts/build/prebuild.ts

# `next build` rewrites tsconfig.json ("include" gains <distDir>/types/**) and next-env.d.ts (references
# <distDir>/types/routes.d.ts) for the distDir it builds. Put both back afterwards so the variant build
# leaves the working tree as the main build left it.
backup_dir=$(mktemp -d)
for f in tsconfig.json next-env.d.ts; do
  if [ -f "$f" ]; then cp -p "$f" "$backup_dir/$f"; fi
done
restore() {
  for f in tsconfig.json next-env.d.ts; do
    if [ -f "$backup_dir/$f" ] && ! cmp -s "$backup_dir/$f" "$f"; then
      cp -p "$backup_dir/$f" "$f"
    fi
  done
  rm -rf "$backup_dir"
}
trap restore EXIT

echo "build-variant: next build -> $VARIANT_DIST_DIR (data: $VARIANT_DATA_DIR)"
NEXT_DIST_DIR="$VARIANT_DIST_DIR" VITRINE_DATA_DIR="$VARIANT_DATA_DIR" npx next build
