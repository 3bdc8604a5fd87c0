#!/usr/bin/python3
"""Replaces every <text> of an SVG with the outlines of its glyphs in the site's font (docs/decisions/0023,
amendment 14).

    /usr/bin/python3 scripts/build/outline-svg-text.py public/logo.svg [OUT]     (default: in place)

Why: an SVG shown through <img> (the logo) has no access to the page's web fonts. Its text is set in
whatever the visitor's system has (Roboto on Android, Helvetica on iOS, DejaVu here), and the browser
looks those fonts up and lays the text out on the main thread while it paints the header: 45-95 ms on
this machine, the largest single paint task of every page. Outlines look the same everywhere and paint
as plain paths.

Reads each <text>'s x, y, font-size, font-weight, letter-spacing, fill and characters (one line, no
<tspan>), shapes them with HarfBuzz (hb-shape: kerning as a browser applies it) at that weight of
app/fonts/inter-latin-400-800.woff2, and writes one <path> per <text> with the same fill.
Needs: apt-get install python3-fonttools python3-brotli libharfbuzz-bin
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
FONT = os.path.join(ROOT, 'app', 'fonts', 'inter-latin-400-800.woff2')
SVG_NS = 'http://www.w3.org/2000/svg'
# Attributes that only mattered to the text; everything else on the element (fill, opacity, ...) is kept.
TEXT_ONLY = {'x', 'y', 'font-family', 'font-size', 'font-weight', 'letter-spacing', 'text-anchor'}


def number(value, default=0.0):
    match = re.match(r'^\s*(-?[0-9.]+)', value or '')
    return float(match.group(1)) if match else default


def fmt(value):
    text = f'{value:.2f}'.rstrip('0').rstrip('.')
    return '0' if text in ('-0', '') else text


class RoundingPen(SVGPathPen):
    """SVGPathPen with coordinates rounded to 0.01: enough for a logo drawn at a few dozen pixels."""

    def __init__(self, glyph_set):
        super().__init__(glyph_set, ntos=fmt)


def shape(ttf_path, weight, text):
    result = subprocess.run(
        ['hb-shape', '--font-file', ttf_path, f'--variations=wght={weight}', '--output-format=json', '--no-glyph-names', text],
        check=True, capture_output=True, text=True,
    )
    return json.loads(result.stdout)


def outline(element, ttf_path, fonts, upem):
    text = ''.join(element.itertext())
    if list(element):
        sys.exit('outline-svg-text: a <text> with child elements (<tspan>) is not supported')
    weight = int(number(element.get('font-weight'), 400))
    if weight not in fonts:
        fonts[weight] = instancer.instantiateVariableFont(TTFont(ttf_path), {'wght': weight})
    glyph_order = fonts[weight].getGlyphOrder()
    glyph_set = fonts[weight].getGlyphSet()
    size = number(element.get('font-size'), 16)
    spacing = number(element.get('letter-spacing'))
    scale = size / upem
    x, y = number(element.get('x')), number(element.get('y'))
    pen = RoundingPen(glyph_set)
    for glyph in shape(ttf_path, weight, text):
        # Font units have y up; SVG has y down. The pen draws each glyph at its pen position.
        transform = (scale, 0, 0, -scale, x + glyph['dx'] * scale, y - glyph['dy'] * scale)
        glyph_set[glyph_order[glyph['g']]].draw(TransformPen(pen, transform))
        x += glyph['ax'] * scale + spacing
    path = ET.Element(f'{{{SVG_NS}}}path', {k: v for k, v in element.attrib.items() if k not in TEXT_ONLY})
    path.set('d', pen.getCommands())
    path.tail = element.tail
    return path


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    source = sys.argv[1]
    target = sys.argv[2] if len(sys.argv) == 3 else source
    ET.register_namespace('', SVG_NS)
    tree = ET.parse(source)
    with tempfile.TemporaryDirectory() as tmp:
        ttf_path = os.path.join(tmp, 'font.ttf')
        font = TTFont(FONT)
        font.flavor = None
        font.save(ttf_path)
        upem = font['head'].unitsPerEm
        fonts = {}
        count = 0
        for parent in tree.iter():
            for index, child in enumerate(list(parent)):
                if child.tag == f'{{{SVG_NS}}}text':
                    parent[index] = outline(child, ttf_path, fonts, upem)
                    count += 1
    tree.write(target, encoding='unicode', xml_declaration=False)
    with open(target, 'a', encoding='utf-8') as out:
        out.write('\n')
    print(f'outline-svg-text: {count} text element(s) outlined, wrote {target} ({os.path.getsize(target)} bytes)')


if __name__ == '__main__':
    main()
