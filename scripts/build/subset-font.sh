#!/usr/bin/env bash
# Regenerates public/fonts/inter-latin-400-800.woff2, the site's only font file (components/layout/font-face.tsx), from
# @fontsource-variable/inter's Latin file. Run it after updating that package; the output is committed.
#   needs fontTools and Brotli: apt-get install python3-fonttools python3-brotli
# What it keeps (docs/decisions/0023): the characters Dutch, French and German text and our number and
# price formats need (ASCII, Latin-1, Œ œ Ÿ, dashes, quotes, the ellipsis, guillemets, the euro sign,
# the thin space, the minus sign; Inter has no narrow no-break space, which falls back as before); the default layout features plus tabular figures;
# the weight axis from 400 to 800 (the style sheets use 400-750). No hinting: phones ignore it.
# 48 kB -> about 23 kB.
set -euo pipefail
cd "$(dirname "$0")/../.."
src=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
out=public/fonts/inter-latin-400-800.woff2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
/usr/bin/python3 -m fontTools.subset "$src" \
  --unicodes='U+0020-007E,U+00A0-00FF,U+0152-0153,U+0178,U+2009,U+2010,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2039-203A,U+202F,U+20AC,U+2212' \
  --layout-features='ccmp,locl,kern,mark,mkmk,tnum' \
  --no-hinting \
  --output-file="$tmp/subset.ttf"
/usr/bin/python3 - "$tmp/subset.ttf" "$out" <<'PY'
import sys
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer
font = instancer.instantiateVariableFont(TTFont(sys.argv[1]), {'wght': (400, 800)})
font.flavor = 'woff2'
font.save(sys.argv[2])
PY
echo "subset-font: wrote $out ($(stat -c %s "$out") bytes)"
