/**
 * Stylised SVG scenes for the sample's photos (scripts/catalogue/generate-photos.ts rasterises them with sharp).
 * Flat illustration style: gradient skies, simple architecture, furniture silhouettes. Every choice
 * comes from a PRNG seeded with the photo's URL, so a photo looks the same on every machine.
 */
import type { BuildingStyle, PictureKind } from './catalog';
import { Rng } from './prng';

const W = 1360;
const H = 907;

// ---------------------------------------------------------------------------------------------
// Colour and shape helpers

function hex(c: string): [number, number, number] {
  const n = parseInt(c.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
export function mix(a: string, b: string, t: number): string {
  const x = hex(a);
  const y = hex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
const darker = (c: string, t: number) => mix(c, '#000000', t);
const lighter = (c: string, t: number) => mix(c, '#ffffff', t);

const f = (n: number) => Number(n.toFixed(1));
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const poly = (points: [number, number][], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, extra = '') =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${width}"${extra ? ` ${extra}` : ''}/>`;

/** Collects gradient definitions while a scene is drawn. */
class Defs {
  private items: string[] = [];
  private n = 0;
  private cache = new Map<string, string>();
  /** Same stops, same gradient: windows share one definition instead of one each. */
  linear(stops: string[], vertical = true): string {
    const key = `${vertical}:${stops.join(',')}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const id = `g${this.n++}`;
    this.cache.set(key, `url(#${id})`);
    const s = stops.map((c, i) => `<stop offset="${(i / Math.max(1, stops.length - 1)).toFixed(2)}" stop-color="${c}"/>`).join('');
    this.items.push(`<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${s}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(inner: string, outer: string, opacityOuter = 0): string {
    const id = `g${this.n++}`;
    this.items.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}" stop-opacity="${opacityOuter}"/></radialGradient>`,
    );
    return `url(#${id})`;
  }
  toString(): string {
    return `<defs>${this.items.join('')}</defs>`;
  }
}

function doc(width: number, height: number, vw: number, vh: number, defs: Defs, body: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${vw} ${vh}" preserveAspectRatio="xMidYMid slice">${defs}${body.join('')}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Outdoor pieces

const SKIES = [
  { top: '#6fa8dc', bottom: '#dcebf7', sun: '#fff6d8' },
  { top: '#8fb4dd', bottom: '#f4e4d2', sun: '#fff1cf' },
  { top: '#7d9ec4', bottom: '#f6d9b5', sun: '#ffe2a8' },
  { top: '#a7b7c8', bottom: '#e9edf0', sun: '#ffffff' },
  { top: '#5f97d1', bottom: '#cfe3f3', sun: '#fff8e1' },
];
const GREENS = ['#4f7f3a', '#5d8c45', '#3f6b30', '#6e9a4c', '#47773d'];

function sky(r: Rng, d: Defs, vw = W, vh = H, horizon = 640): string {
  const s = r.pick(SKIES);
  const out = [rect(0, 0, vw, horizon + 10, d.linear([s.top, s.bottom]))];
  if (r.chance(0.6)) out.push(circle(r.float(0.1, 0.9) * vw, r.float(0.08, 0.25) * vh, 150, d.radial(s.sun, s.bottom, 0)));
  const clouds = r.int(2, 5);
  for (let i = 0; i < clouds; i++) out.push(cloud(r, r.float(0, vw), r.float(40, horizon * 0.45), r.float(0.7, 1.4)));
  return out.join('');
}

function cloud(r: Rng, x: number, y: number, s: number): string {
  const o = `fill-opacity="${r.float(0.45, 0.7).toFixed(2)}"`;
  return (
    ellipse(x, y, 70 * s, 26 * s, '#ffffff', o) +
    ellipse(x - 45 * s, y + 8 * s, 48 * s, 20 * s, '#ffffff', o) +
    ellipse(x + 50 * s, y + 6 * s, 55 * s, 22 * s, '#ffffff', o) +
    ellipse(x + 5 * s, y - 16 * s, 42 * s, 24 * s, '#ffffff', o)
  );
}

function ground(r: Rng, d: Defs, horizon = 640, vw = W, vh = H): string {
  const g = r.pick(['#8dbb63', '#7fae5b', '#93b96a']);
  return [
    rect(0, horizon, vw, vh - horizon, d.linear([g, darker(g, 0.25)])),
    rect(0, horizon + 8, vw, 26, '#d8d4cb'),
    rect(0, horizon + 34, vw, 3, '#bdb7ab'),
  ].join('');
}

/** A tree; haze (0..1) fades it towards the sky colour, for distance, without costly group opacity. */
function tree(r: Rng, x: number, base: number, size: number, haze = 0): string {
  const c = mix(r.pick(GREENS), '#c9d9e3', haze);
  const trunk = rect(x - size * 0.07, base - size * 0.9, size * 0.14, size * 0.9, mix('#6b4a33', '#c9d9e3', haze));
  if (r.chance(0.3))
    return (
      trunk +
      ellipse(x, base - size * 1.35, size * 0.32, size * 0.85, c) +
      ellipse(x + size * 0.06, base - size * 1.45, size * 0.2, size * 0.6, lighter(c, 0.15))
    );
  return (
    trunk +
    circle(x - size * 0.3, base - size * 1.05, size * 0.42, darker(c, 0.08)) +
    circle(x + size * 0.3, base - size * 1.1, size * 0.45, c) +
    circle(x, base - size * 1.45, size * 0.5, lighter(c, 0.1)) +
    circle(x + size * 0.1, base - size * 1.25, size * 0.3, lighter(c, 0.22), 'opacity="0.6"')
  );
}

function hedge(x: number, base: number, w: number, h: number, c = '#4d7a37'): string {
  return (
    rect(x, base - h, w, h, c, `rx="${h / 2}"`) +
    rect(x + 6, base - h + 5, w - 12, h * 0.35, lighter(c, 0.15), `rx="${h / 4}" opacity="0.6"`)
  );
}

/** A window: frame, glass with a sky reflection, optional mullions and sill. */
function win(
  d: Defs,
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  opts: { cross?: boolean; sill?: boolean; arch?: boolean; glass?: string } = {},
): string {
  const glass = d.linear([opts.glass ?? '#b9d3e6', darker(opts.glass ?? '#7d9fb9', 0.15)]);
  const t = Math.max(4, Math.min(w, h) * 0.07);
  const out: string[] = [];
  if (opts.arch) {
    out.push(
      `<path d="M${f(x)},${f(y + w / 2)} A${f(w / 2)},${f(w / 2)} 0 0 1 ${f(x + w)},${f(y + w / 2)} L${f(x + w)},${f(y + h)} L${f(x)},${f(y + h)} Z" fill="${frame}"/>`,
    );
    out.push(
      `<path d="M${f(x + t)},${f(y + w / 2)} A${f(w / 2 - t)},${f(w / 2 - t)} 0 0 1 ${f(x + w - t)},${f(y + w / 2)} L${f(x + w - t)},${f(y + h - t)} L${f(x + t)},${f(y + h - t)} Z" fill="${glass}"/>`,
    );
  } else {
    out.push(rect(x, y, w, h, frame), rect(x + t, y + t, w - 2 * t, h - 2 * t, glass));
    out.push(
      poly(
        [
          [x + t, y + t],
          [x + t + (w - 2 * t) * 0.45, y + t],
          [x + t, y + t + (h - 2 * t) * 0.6],
        ],
        '#ffffff',
        'opacity="0.18"',
      ),
    );
  }
  if (opts.cross !== false) {
    out.push(rect(x + w / 2 - t / 3, y + t, (t * 2) / 3, h - 2 * t, frame));
    if (h > w * 1.2) out.push(rect(x + t, y + h * 0.38, w - 2 * t, (t * 2) / 3, frame));
  }
  if (opts.sill !== false) out.push(rect(x - 6, y + h, w + 12, 7, '#d9d4cc'));
  return out.join('');
}

function door(d: Defs, x: number, y: number, w: number, h: number, c: string): string {
  return (
    rect(x - 6, y - 6, w + 12, h + 6, '#e7e1d6') +
    rect(x, y, w, h, d.linear([lighter(c, 0.08), darker(c, 0.12)])) +
    rect(x + w * 0.18, y + h * 0.1, w * 0.64, h * 0.3, '#a9c3d6', 'opacity="0.8"') +
    circle(x + w * 0.82, y + h * 0.55, 4, '#d8c27a')
  );
}

function garageDoor(x: number, y: number, w: number, h: number, c: string): string {
  const out = [rect(x, y, w, h, c)];
  for (let i = 1; i < 6; i++) out.push(line(x, y + (h * i) / 6, x + w, y + (h * i) / 6, darker(c, 0.15), 2));
  return out.join('');
}

const BRICKS = ['#a5523a', '#b8643f', '#8e4a35', '#c07850', '#9b5b45'];
const RENDERS = ['#f1ede6', '#e9e0cc', '#ddd6c8', '#f4efe8', '#e3e6e8'];
const ROOFS = ['#3f4448', '#4a3f3a', '#7a3b2c', '#5a5f66', '#8a4631'];
const DOORS = ['#2f4b5c', '#5b3a2e', '#2e4a3a', '#6e2f2f', '#394150'];
const FRAMES_LIGHT = ['#ffffff', '#f3f0ea', '#e8e4dc'];
const FRAMES_DARK = ['#2f3437', '#3b3f44', '#4a4f55'];

function facadeColour(r: Rng): string {
  return r.chance(0.55) ? r.pick(BRICKS) : r.pick(RENDERS);
}

/** A classic two-storey house with a pitched roof; used for terraced, semi-detached and detached houses. */
function house(
  r: Rng,
  d: Defs,
  x: number,
  base: number,
  w: number,
  opts: { storeys?: number; gable?: boolean; colour?: string; garage?: boolean } = {},
): string {
  const storeys = opts.storeys ?? 2;
  const fh = 120 * storeys + 20;
  const top = base - fh;
  const c = opts.colour ?? facadeColour(r);
  const roof = r.pick(ROOFS);
  const frame = r.pick([...FRAMES_LIGHT, ...FRAMES_DARK]);
  const out: string[] = [];
  if (opts.gable)
    out.push(
      poly(
        [
          [x - 14, top],
          [x + w / 2, top - w * 0.42],
          [x + w + 14, top],
        ],
        roof,
      ),
    );
  else
    out.push(
      poly(
        [
          [x - 14, top],
          [x + 40, top - 110],
          [x + w - 40, top - 110],
          [x + w + 14, top],
        ],
        roof,
      ),
    );
  out.push(rect(x, top, w, fh, c), rect(x, top, w, 10, darker(c, 0.18), 'opacity="0.5"'));
  if (!opts.gable && r.chance(0.5))
    out.push(
      rect(x + w * 0.4, top - 90, w * 0.2, 70, c),
      poly(
        [
          [x + w * 0.38, top - 88],
          [x + w * 0.5, top - 120],
          [x + w * 0.62, top - 88],
        ],
        roof,
      ),
      win(d, x + w * 0.44, top - 78, w * 0.12, 48, frame, { sill: false }),
    );
  if (opts.gable) out.push(win(d, x + w / 2 - 28, top - w * 0.25, 56, 56, frame, { sill: false }));
  if (r.chance(0.7)) out.push(rect(x + w * 0.72, top - 150, 28, 70, darker(c, 0.1)));
  const cols = w > 380 ? 3 : 2;
  for (let s = 0; s < storeys; s++) {
    const y = top + 30 + s * 120;
    for (let i = 0; i < cols; i++) {
      const cx = x + (w / cols) * (i + 0.5);
      if (s === storeys - 1 && i === 0) out.push(door(d, cx - 30, base - 130, 60, 130, r.pick(DOORS)));
      else out.push(win(d, cx - 42, y + (s === storeys - 1 ? 10 : 0), 84, 90, frame));
    }
  }
  if (opts.garage) {
    const gw = Math.min(200, w * 0.55);
    out.push(
      rect(x + w, base - 140, gw, 140, darker(c, 0.05)),
      rect(x + w, base - 150, gw + 8, 12, darker(roof, 0.05)),
      garageDoor(x + w + 20, base - 115, gw - 40, 115, r.pick(['#e9e6e0', '#5c6166', '#8b6f4e'])),
    );
  }
  return out.join('');
}

function townhouse(r: Rng, d: Defs, x: number, base: number, w: number, storeys: number, shop = false): string {
  const c = r.pick(['#e9e0cc', '#d9d1c3', '#c9d3d6', '#e6d5c3', '#d8c7b0', '#b86b4b']);
  const fh = 118 * storeys + 50;
  const top = base - fh;
  const frame = r.pick(['#ffffff', '#f3f0ea', '#3b3f44']);
  const out = [rect(x, top, w, fh, c), rect(x - 8, top - 16, w + 16, 22, lighter(c, 0.35)), rect(x, base - 70, w, 70, darker(c, 0.12))];
  // Mansard roof with dormers
  out.push(
    poly(
      [
        [x - 4, top - 16],
        [x + 20, top - 110],
        [x + w - 20, top - 110],
        [x + w + 4, top - 16],
      ],
      '#4a4f55',
    ),
  );
  for (let i = 0; i < 2; i++) out.push(win(d, x + w * (0.28 + i * 0.34) - 22, top - 92, 44, 60, frame, { sill: false, arch: true }));
  const cols = w > 420 ? 4 : 3;
  for (let s = 0; s < storeys; s++) {
    const y = top + 24 + s * 118;
    const last = s === storeys - 1;
    for (let i = 0; i < cols; i++) {
      const cx = x + (w / cols) * (i + 0.5);
      if (last && shop) continue;
      if (last && i === 0) out.push(door(d, cx - 34, base - 150, 68, 150, r.pick(DOORS)));
      else out.push(win(d, cx - 32, y, 64, 96, frame, { arch: s === 1 }));
      if (s === 1 && !last)
        out.push(
          rect(cx - 44, y + 96, 88, 6, '#2f3437'),
          ...[0, 1, 2, 3, 4, 5].map((k) => line(cx - 40 + k * 16, y + 80, cx - 40 + k * 16, y + 100, '#2f3437', 2)),
        );
    }
  }
  if (shop) out.push(shopfront(r, d, x + 12, base, w - 24, 130));
  return out.join('');
}

function shopfront(r: Rng, d: Defs, x: number, base: number, w: number, h: number): string {
  const c = r.pick(['#2f4b5c', '#7a2e2e', '#2e4a3a', '#3b3f44', '#b07a2a']);
  const out = [rect(x, base - h - 34, w, 30, c), rect(x, base - h, w, h, c)];
  out.push(
    rect(x + 14, base - h + 10, w * 0.62, h - 20, d.linear(['#cfe0ea', '#8fb0c4'])),
    rect(x + w * 0.68, base - h + 10, w * 0.26, h - 10, darker(c, 0.25)),
  );
  const stripes = Math.round(w / 40);
  const awning: string[] = [];
  for (let i = 0; i < stripes; i++)
    awning.push(
      poly(
        [
          [x + (i * w) / stripes, base - h - 4],
          [x + ((i + 1) * w) / stripes, base - h - 4],
          [x + ((i + 1) * w) / stripes + 10, base - h + 40],
          [x + (i * w) / stripes + 10, base - h + 40],
        ],
        i % 2 ? '#f4efe8' : c,
      ),
    );
  if (r.chance(0.7)) out.push(...awning);
  return out.join('');
}

function apartmentBlock(r: Rng, d: Defs, x: number, base: number, w: number, storeys: number): string {
  const c = r.pick(['#eeeae3', '#d9d4cc', '#b8643f', '#c9c3b8', '#e7e2d8']);
  const accent = r.pick(['#7f8c8d', '#4f5b62', '#a0785a', '#5b6b5e']);
  const fh = storeys * 92 + 30;
  const top = base - fh;
  const out = [rect(x, top, w, fh, c), rect(x - 10, top - 14, w + 20, 16, darker(c, 0.35))];
  const cols = Math.max(3, Math.round(w / 150));
  for (let s = 0; s < storeys; s++) {
    const y = top + 24 + s * 92;
    for (let i = 0; i < cols; i++) {
      const cx = x + (w / cols) * (i + 0.5);
      if (s === storeys - 1 && i === Math.floor(cols / 2)) {
        out.push(rect(cx - 60, base - 120, 120, 120, d.linear(['#c7dbe8', '#7d9fb9'])), rect(cx - 75, base - 132, 150, 14, accent));
        continue;
      }
      out.push(win(d, cx - 48, y, 96, 66, '#3b3f44', { sill: false, cross: i % 2 === 0 }));
      if (s < storeys - 1 && i % 2 === 1)
        out.push(rect(cx - 62, y + 50, 124, 26, '#a9cbe0', 'opacity="0.55"'), rect(cx - 62, y + 48, 124, 4, accent));
    }
  }
  out.push(rect(x + w * 0.02, top, w * 0.05, fh, accent, 'opacity="0.35"'));
  return out.join('');
}

function villa(r: Rng, d: Defs, cx: number, base: number): string {
  const wood = r.pick(['#a0785a', '#8b6648', '#b38b66']);
  const white = r.pick(['#f4f2ee', '#ebe8e2', '#dcdad5']);
  const out = [
    rect(cx - 330, base - 170, 660, 170, white),
    rect(cx - 340, base - 182, 680, 14, '#3b3f44'),
    rect(cx - 120, base - 330, 430, 150, wood),
    rect(cx - 130, base - 342, 450, 14, '#3b3f44'),
  ];
  for (let i = 0; i < 14; i++) out.push(line(cx - 112 + i * 30, base - 330, cx - 112 + i * 30, base - 180, darker(wood, 0.15), 2));
  out.push(
    rect(cx - 300, base - 150, 300, 150, d.linear(['#cfe0ea', '#6f8fa6'])),
    ...[0, 1, 2].map((i) => rect(cx - 300 + i * 100, base - 150, 5, 150, '#3b3f44')),
  );
  out.push(rect(cx - 60, base - 300, 320, 95, d.linear(['#d5e4ee', '#7d9fb9'])), rect(cx + 100, base - 300, 5, 95, '#3b3f44'));
  out.push(rect(cx + 60, base - 140, 220, 140, darker(white, 0.08)), garageDoor(cx + 80, base - 118, 180, 118, '#5c6166'));
  return out.join('');
}

function farm(r: Rng, d: Defs, cx: number, base: number): string {
  const wall = r.pick(['#f2efe8', '#efe7d6', '#e9e3d6']);
  const roof = r.pick(['#8a3b2a', '#7a4a35', '#5a4d46']);
  const shutter = r.pick(['#3f6b4a', '#2f4b5c', '#7a2e2e']);
  const out = [
    poly(
      [
        [cx - 420, base - 170],
        [cx - 380, base - 330],
        [cx + 220, base - 330],
        [cx + 260, base - 170],
      ],
      roof,
    ),
    rect(cx - 410, base - 170, 660, 170, wall),
    poly(
      [
        [cx + 240, base - 150],
        [cx + 330, base - 300],
        [cx + 420, base - 150],
      ],
      darker(roof, 0.1),
    ),
    rect(cx + 250, base - 150, 160, 150, darker(wall, 0.06)),
    `<path d="M${cx + 285},${base} L${cx + 285},${base - 80} A45,45 0 0 1 ${cx + 375},${base - 80} L${cx + 375},${base} Z" fill="#6b4a33"/>`,
  ];
  for (let i = 0; i < 5; i++) {
    const x = cx - 370 + i * 120;
    if (i === 2) out.push(door(d, x, base - 120, 60, 120, shutter));
    else
      out.push(
        rect(x - 18, base - 130, 14, 80, shutter),
        rect(x + 64, base - 130, 14, 80, shutter),
        win(d, x, base - 130, 60, 80, '#ffffff'),
      );
  }
  out.push(rect(cx - 300, base - 300, 26, 70, darker(wall, 0.1)));
  return out.join('');
}

function belEtage(r: Rng, d: Defs, x: number, base: number, w: number): string {
  const c = r.pick(['#d9c29a', '#c9a77a', '#b8643f', '#e0d2b8']);
  const frame = r.pick(['#8b6648', '#ffffff', '#3b3f44']);
  const top = base - 370;
  return [
    rect(x, top, w, 370, c),
    rect(x - 8, top - 14, w + 16, 16, darker(c, 0.3)),
    garageDoor(x + 30, base - 120, w * 0.45, 120, r.pick(['#8b6648', '#e9e6e0', '#5c6166'])),
    door(d, x + w * 0.62, base - 130, 60, 130, r.pick(DOORS)),
    win(d, x + 30, top + 140, w - 60, 100, frame),
    rect(x + 20, top + 240, w - 40, 8, '#3b3f44'),
    win(d, x + 40, top + 30, w * 0.36, 80, frame),
    win(d, x + w * 0.56, top + 30, w * 0.36, 80, frame),
  ].join('');
}

function loft(r: Rng, d: Defs, cx: number, base: number): string {
  const brick = r.pick(BRICKS);
  const w = 860;
  const x = cx - w / 2;
  const top = base - 330;
  const out = [rect(x, top, w, 330, brick)];
  const teeth = 5;
  for (let i = 0; i < teeth; i++)
    out.push(
      poly(
        [
          [x + (i * w) / teeth, top],
          [x + ((i + 1) * w) / teeth, top],
          [x + ((i + 1) * w) / teeth, top - 80],
        ],
        '#4a4f55',
      ),
      rect(x + ((i + 1) * w) / teeth - 14, top - 70, 10, 66, '#a9c3d6'),
    );
  out.push(rect(x + w - 90, top - 220, 46, 220, darker(brick, 0.15)));
  for (let i = 0; i < 4; i++) {
    const wx = x + 40 + i * 205;
    const ww = 170;
    out.push(rect(wx, top + 40, ww, 230, '#2f3437'), rect(wx + 6, top + 46, ww - 12, 218, d.linear(['#c9dbe6', '#7d9fb9'])));
    for (let k = 1; k < 4; k++) out.push(line(wx + (ww * k) / 4, top + 46, wx + (ww * k) / 4, top + 264, '#2f3437', 4));
    for (let k = 1; k < 5; k++) out.push(line(wx + 6, top + 46 + (218 * k) / 5, wx + ww - 6, top + 46 + (218 * k) / 5, '#2f3437', 4));
  }
  out.push(rect(x + 20, top + 8, w - 40, 16, lighter(brick, 0.25), 'opacity="0.4"'));
  return out.join('');
}

function office(r: Rng, d: Defs, cx: number, base: number): string {
  const w = 720;
  const x = cx - w / 2;
  const storeys = r.int(4, 6);
  const top = base - storeys * 88 - 20;
  const glass = d.linear([r.pick(['#a9c8dc', '#b6cfd9', '#9fbfd6']), '#5f7f96']);
  const out = [rect(x, top, w, base - top, glass), rect(x - 10, top - 16, w + 20, 18, '#3b3f44')];
  for (let i = 0; i <= 8; i++) out.push(rect(x + (i * w) / 8 - 3, top, 6, base - top, '#d9dde0'));
  for (let s = 0; s <= storeys; s++) out.push(rect(x, top + 10 + s * 88, w, 8, '#d9dde0'));
  out.push(
    poly(
      [
        [x + w * 0.1, top + 20],
        [x + w * 0.45, top + 20],
        [x + w * 0.1, top + 260],
      ],
      '#ffffff',
      'opacity="0.12"',
    ),
  );
  out.push(rect(cx - 90, base - 110, 180, 110, '#2f3437'), rect(cx - 120, base - 124, 240, 16, '#4a4f55'));
  return out.join('');
}

function warehouse(r: Rng, d: Defs, cx: number, base: number): string {
  const metal = r.pick(['#b7bec4', '#9aa5ad', '#c8c2b4', '#7f8c8d']);
  const w = 980;
  const x = cx - w / 2;
  const top = base - 240;
  const out = [
    poly(
      [
        [x - 10, top],
        [cx, top - 50],
        [x + w + 10, top],
      ],
      darker(metal, 0.25),
    ),
    rect(x, top, w, 240, metal),
  ];
  for (let i = 0; i < 49; i++) out.push(line(x + i * 20, top, x + i * 20, base, darker(metal, 0.08), 3));
  for (let i = 0; i < 3; i++)
    out.push(rect(x + 330 + i * 190, base - 170, 150, 170, '#e5e2dc'), garageDoor(x + 336 + i * 190, base - 164, 138, 164, '#d6d2ca'));
  out.push(
    rect(x, base - 200, 260, 200, '#e9e6e0'),
    win(d, x + 24, base - 170, 90, 70, '#3b3f44'),
    win(d, x + 140, base - 170, 90, 70, '#3b3f44'),
    door(d, x + 100, base - 90, 56, 90, '#2f4b5c'),
  );
  out.push(rect(x + 250, top + 20, w - 260, 14, '#2f6f8f', 'opacity="0.7"'));
  return out.join('');
}

function garageRow(r: Rng, cx: number, base: number): string {
  const c = r.pick(['#d9d4cc', '#c9c3b8', '#b8643f', '#e3e0da']);
  const n = 5;
  const w = 900;
  const x = cx - w / 2;
  const out = [rect(x, base - 200, w, 200, c), rect(x - 10, base - 212, w + 20, 16, '#4a4f55'), rect(x - 40, base, w + 80, 60, '#b8b4ac')];
  const featured = r.int(1, 3);
  for (let i = 0; i < n; i++)
    out.push(garageDoor(x + 22 + i * 178, base - 165, 150, 165, i === featured ? r.pick(['#2f6f8f', '#7a2e2e', '#2e4a3a']) : '#e9e6e0'));
  return out.join('');
}

/** The front of a building of a given style, on a lawn, under a sky. */
function exterior(r: Rng, d: Defs, style: BuildingStyle, rear = false): string[] {
  const horizon = 640;
  const base = horizon + 8;
  const out = [sky(r, d), ground(r, d, horizon)];
  const farTrees = r.int(2, 5);
  for (let i = 0; i < farTrees; i++) out.push(tree(r, r.float(0, W), horizon + 4, r.float(70, 110), 0.45));
  const cx = W / 2 + r.float(-60, 60);
  switch (style) {
    case 'terraced': {
      const w = 300;
      for (let i = -2; i <= 2; i++) out.push(house(r, d, cx - w / 2 + i * w, base, w));
      break;
    }
    case 'semi':
      out.push(house(r, d, cx - 380, base, 380, { gable: false, garage: false }), house(r, d, cx, base, 380, { garage: true }));
      out.push(tree(r, cx - 520, base + 20, 140));
      break;
    case 'detached':
      out.push(
        house(r, d, cx - 260, base, 420, { gable: r.chance(0.5), garage: true }),
        tree(r, cx - 420, base + 30, 160),
        tree(r, cx + 420, base + 30, 130),
      );
      break;
    case 'villa':
      out.push(villa(r, d, cx, base), tree(r, cx - 470, base + 40, 170), tree(r, cx + 500, base + 30, 150));
      break;
    case 'farm':
      out.push(farm(r, d, cx, base), `<g>${tree(r, cx - 560, base + 30, 180)}</g>`, tree(r, cx + 540, base + 30, 150));
      break;
    case 'bel-etage':
      out.push(house(r, d, cx - 520, base, 300), belEtage(r, d, cx - 200, base, 360), house(r, d, cx + 160, base, 300));
      break;
    case 'townhouse':
      out.push(townhouse(r, d, cx - 600, base, 380, 3), townhouse(r, d, cx - 210, base, 420, 3), townhouse(r, d, cx + 210, base, 380, 3));
      break;
    case 'income':
      out.push(townhouse(r, d, cx - 300, base, 600, 3), tree(r, cx - 420, base + 40, 120));
      break;
    case 'mixed':
      out.push(house(r, d, cx - 560, base, 280), townhouse(r, d, cx - 280, base, 560, 3, true));
      break;
    case 'block':
      out.push(
        apartmentBlock(r, d, cx - 400, base, 800, r.int(4, 6)),
        tree(r, cx - 500, base + 40, 150),
        tree(r, cx + 500, base + 40, 140),
      );
      break;
    case 'loft':
      out.push(loft(r, d, cx, base));
      break;
    case 'shop':
      out.push(townhouse(r, d, cx - 620, base, 400, 2), townhouse(r, d, cx - 220, base, 440, 2, true), house(r, d, cx + 220, base, 340));
      break;
    case 'office':
      out.push(office(r, d, cx, base), tree(r, cx - 470, base + 40, 150), tree(r, cx + 470, base + 40, 150));
      break;
    case 'warehouse':
      out.push(warehouse(r, d, cx, base));
      break;
    case 'garage':
    case 'parking':
      out.push(garageRow(r, cx, base));
      break;
    case 'plot':
      return plot(r, d);
  }
  out.push(hedge(0, H, W * 0.18, 60), hedge(W * 0.82, H, W * 0.18, 60));
  if (rear) out.push(patio(r, d));
  return out;
}

function patio(r: Rng, d: Defs): string {
  const out = [rect(0, H - 170, W, 170, d.linear(['#c9c4ba', '#a9a398']))];
  for (let i = 0; i < 12; i++) out.push(line(i * 120, H - 170, i * 120 - 40, H, '#9a948a', 2));
  out.push(rect(560, H - 150, 220, 14, '#4a4f55'), rect(600, H - 136, 10, 60, '#4a4f55'), rect(730, H - 136, 10, 60, '#4a4f55'));
  out.push(chair(500, H - 70, '#4a4f55'), chair(800, H - 70, '#4a4f55'));
  out.push(pot(r, 120, H - 40, 70), pot(r, 1240, H - 40, 80));
  return out.join('');
}

function chair(x: number, base: number, c: string): string {
  return rect(x - 30, base - 110, 8, 110, c) + rect(x - 30, base - 50, 60, 8, c) + rect(x + 22, base - 50, 8, 50, c);
}

function pot(r: Rng, x: number, base: number, size: number): string {
  const c = r.pick(GREENS);
  const leaves: string[] = [];
  for (let i = 0; i < 7; i++) {
    const a = -80 + i * 27;
    leaves.push(
      `<ellipse cx="${f(x)}" cy="${f(base - size * 1.2)}" rx="${f(size * 0.16)}" ry="${f(size * 0.55)}" fill="${i % 2 ? c : lighter(c, 0.15)}" transform="rotate(${a} ${f(x)} ${f(base - size * 0.75)})"/>`,
    );
  }
  return (
    leaves.join('') +
    poly(
      [
        [x - size * 0.35, base - size * 0.6],
        [x + size * 0.35, base - size * 0.6],
        [x + size * 0.27, base],
        [x - size * 0.27, base],
      ],
      r.pick(['#c0704a', '#e9e6e0', '#4a4f55']),
    )
  );
}

function plot(r: Rng, d: Defs): string[] {
  const horizon = 560;
  const out = [sky(r, d, W, H, horizon)];
  for (let i = 0; i < 5; i++)
    out.push(house(r, d, 60 + i * 270 + r.float(-30, 30), horizon + 6, 190, { gable: r.chance(0.5), storeys: 1 }));
  for (let i = 0; i < 4; i++) out.push(tree(r, r.float(0, W), horizon + 10, r.float(70, 120), 0.3));
  out.push(rect(0, horizon, W, H - horizon, d.linear(['#9cc26f', '#6f9a48'])));
  for (let i = 0; i < 40; i++)
    out.push(ellipse(r.float(0, W), r.float(horizon + 30, H), r.float(20, 60), r.float(3, 7), '#5f8a3d', 'opacity="0.35"'));
  for (let i = 0; i < 9; i++) {
    const x = 80 + i * 150;
    out.push(rect(x, horizon + 150 + i * 6, 8, 60, '#8b6648'), rect(x - 2, horizon + 150 + i * 6, 12, 10, '#e05a3a'));
  }
  out.push(
    rect(1000, H - 330, 12, 200, '#5b4636'),
    rect(1180, H - 330, 12, 200, '#5b4636'),
    rect(960, H - 420, 270, 140, '#ffffff'),
    rect(960, H - 420, 270, 34, '#2f6f8f'),
  );
  out.push(
    poly(
      [
        [1045, H - 320],
        [1095, H - 365],
        [1145, H - 320],
      ],
      '#2f6f8f',
    ),
    rect(1058, H - 320, 74, 20, '#2f6f8f'),
  );
  return out;
}

function street(r: Rng, d: Defs): string[] {
  const horizon = 620;
  const out = [
    sky(r, d, W, H, horizon),
    rect(0, horizon, W, H - horizon, '#9aa0a6'),
    rect(0, horizon, W, 50, '#d8d4cb'),
    rect(0, H - 120, W, 120, '#6d7378'),
  ];
  for (let i = 0; i < 8; i++) out.push(rect(40 + i * 180, H - 66, 90, 10, '#f4f2ee'));
  let x = -60;
  while (x < W) {
    const w = r.int(220, 320);
    out.push(r.chance(0.3) ? townhouse(r, d, x, horizon + 10, w, 2) : house(r, d, x, horizon + 10, w));
    x += w;
  }
  out.push(
    tree(r, 300, horizon + 60, 150),
    tree(r, 1000, horizon + 60, 140),
    rect(660, horizon - 240, 8, 300, '#3b3f44'),
    ellipse(664, horizon - 244, 26, 10, '#3b3f44'),
  );
  return out;
}

// ---------------------------------------------------------------------------------------------
// Interiors

const WALLS = ['#efe6da', '#e4e9e4', '#f0ebe3', '#e8e1d6', '#dde5ea', '#efe9e1'];
const FABRICS = ['#4f7c82', '#c99a3b', '#8d9399', '#b8684a', '#5b6b8c', '#7d8f69'];

function room(r: Rng, d: Defs, floorY = 700): { out: string[]; wall: string } {
  const wall = r.pick(WALLS);
  const floor = r.pick(['#b98a5e', '#c9a27a', '#a7a29a', '#d6c7b2', '#8f6a4a']);
  const out = [
    rect(0, 0, W, floorY, d.linear([lighter(wall, 0.2), darker(wall, 0.06)])),
    rect(0, floorY, W, H - floorY, d.linear([floor, darker(floor, 0.2)])),
  ];
  for (let i = 0; i < 14; i++) out.push(line(i * 110 - 30, floorY, i * 150 - 300, H, darker(floor, 0.12), 2));
  out.push(rect(0, floorY - 14, W, 14, lighter(wall, 0.4)));
  return { out, wall };
}

function bigWindow(r: Rng, d: Defs, x: number, y: number, w: number, h: number): string {
  const s = r.pick(SKIES);
  const out = [rect(x - 14, y - 14, w + 28, h + 28, '#f7f5f1'), rect(x, y, w, h, d.linear([s.top, s.bottom]))];
  out.push(tree(r, x + w * 0.25, y + h + 40, 110, 0.2), tree(r, x + w * 0.75, y + h + 60, 140, 0.2));
  out.push(rect(x, y + h * 0.72, w, h * 0.28, '#8fb56a', 'opacity="0.8"'));
  out.push(rect(x + w / 2 - 5, y, 10, h, '#f7f5f1'), rect(x, y + h * 0.3, w, 8, '#f7f5f1', 'opacity="0.9"'));
  return out.join('');
}

function living(r: Rng, d: Defs): string[] {
  const { out } = room(r, d);
  const wx = r.pick([120, 420, 760]);
  out.push(bigWindow(r, d, wx, 120, 420, 440));
  const curtain = r.pick(['#f4efe8', '#d9cbb6', '#c6d3d6']);
  out.push(rect(wx - 70, 90, 60, 610, curtain, 'opacity="0.9"'), rect(wx + 430, 90, 60, 610, curtain, 'opacity="0.9"'));
  const sofa = r.pick(FABRICS);
  const sx = wx > 600 ? 140 : 700;
  out.push(ellipse(sx + 260, 800, 380, 70, r.pick(['#d8cbb8', '#b9c3c9', '#cdb8a0']), 'opacity="0.9"'));
  out.push(
    rect(sx, 560, 520, 120, darker(sofa, 0.1), 'rx="30"'),
    rect(sx, 620, 520, 110, sofa, 'rx="24"'),
    rect(sx - 30, 600, 70, 140, darker(sofa, 0.05), 'rx="28"'),
    rect(sx + 480, 600, 70, 140, darker(sofa, 0.05), 'rx="28"'),
  );
  out.push(
    rect(sx + 40, 585, 200, 70, lighter(sofa, 0.12), 'rx="22"'),
    rect(sx + 280, 585, 200, 70, lighter(sofa, 0.12), 'rx="22"'),
    rect(sx + 20, 740, 14, 40, '#3b3f44'),
    rect(sx + 486, 740, 14, 40, '#3b3f44'),
  );
  out.push(
    rect(sx + 70, 790, 380, 22, '#8b6648', 'rx="10"'),
    rect(sx + 100, 810, 10, 50, '#5b4636'),
    rect(sx + 410, 810, 10, 50, '#5b4636'),
  );
  out.push(circle(sx + 330, 775, 18, '#e9e6e0'), rect(sx + 160, 778, 60, 12, r.pick(FABRICS)));
  const ax = wx > 600 ? 330 : 900;
  out.push(
    rect(ax, 220, 220, 160, '#ffffff'),
    rect(ax + 14, 234, 192, 132, r.pick(['#e6d5c3', '#d5e0e6', '#e9e1d0'])),
    circle(ax + 80, 290, 40, r.pick(FABRICS), 'opacity="0.8"'),
    rect(ax + 110, 270, 80, 80, r.pick(FABRICS), 'opacity="0.7"'),
  );
  const lx = wx > 600 ? 1240 : 90;
  out.push(
    rect(lx, 330, 6, 370, '#3b3f44'),
    poly(
      [
        [lx - 50, 330],
        [lx + 56, 330],
        [lx + 36, 260],
        [lx - 30, 260],
      ],
      '#f4efe8',
    ),
    circle(lx + 3, 330, 60, d.radial('#fff4d6', '#fff4d6', 0), 'opacity="0.7"'),
  );
  out.push(pot(r, wx > 600 ? 640 : 1220, 720, 140));
  return out;
}

function kitchen(r: Rng, d: Defs): string[] {
  const { out, wall } = room(r, d, 720);
  const cab = r.pick(['#f4f2ee', '#2f4b5c', '#7d8f69', '#c9c3b8', '#3b3f44', '#e6d5c3']);
  const top = r.pick(['#e9e6e0', '#3b3f44', '#d8cbb8', '#ffffff']);
  out.push(bigWindow(r, d, 560, 110, 240, 220));
  out.push(rect(0, 360, W, 150, r.pick(['#ffffff', '#e3e6e8', lighter(wall, 0.4)])));
  for (let i = 0; i < 30; i++) out.push(line(i * 48, 360, i * 48, 510, darker(wall, 0.08), 1));
  for (let j = 0; j < 4; j++) out.push(line(0, 360 + j * 40, W, 360 + j * 40, darker(wall, 0.08), 1));
  for (let i = 0; i < 6; i++) {
    const x = 40 + i * 220 + (i >= 3 ? 40 : 0);
    if (i === 2 || i === 3) continue;
    out.push(rect(x, 90, 200, 240, cab), rect(x + 10, 100, 180, 220, lighter(cab, 0.08)), rect(x + 170, 260, 8, 40, '#9aa0a6'));
  }
  out.push(rect(0, 510, W, 22, top));
  for (let i = 0; i < 7; i++) out.push(rect(10 + i * 195, 532, 185, 188, cab), rect(20 + i * 195, 560, 165, 6, '#9aa0a6'));
  out.push(rect(620, 490, 120, 20, '#9aa0a6'), rect(670, 440, 8, 60, '#9aa0a6'));
  out.push(rect(330, 600, 700, 24, top), rect(350, 624, 660, 230, darker(cab, 0.15)));
  for (let i = 0; i < 3; i++) {
    const x = 480 + i * 200;
    out.push(
      line(x, 0, x, 180, '#3b3f44', 3),
      `<path d="M${x - 40},220 Q${x},160 ${x + 40},220 Z" fill="${r.pick(['#3b3f44', '#c99a3b', '#e9e6e0'])}"/>`,
      circle(x, 230, 40, d.radial('#fff4d6', '#fff4d6', 0), 'opacity="0.6"'),
    );
  }
  for (let i = 0; i < 3; i++) out.push(rect(440 + i * 190, 700, 80, 16, '#3b3f44', 'rx="8"'), rect(474 + i * 190, 716, 10, 150, '#3b3f44'));
  out.push(pot(r, 960, 600, 90), circle(420, 585, 16, '#e05a3a'), circle(450, 588, 14, '#e0b04f'));
  return out;
}

function bedroom(r: Rng, d: Defs): string[] {
  const { out } = room(r, d, 720);
  const linen = r.pick(['#f4f2ee', '#e6ecef', '#f1e7dc']);
  const throwC = r.pick(FABRICS);
  const head = r.pick(['#8b6648', '#c9c3b8', '#5b6b8c', '#7d8f69']);
  out.push(bigWindow(r, d, 980, 140, 280, 380), rect(940, 110, 50, 600, '#f4efe8'), rect(1250, 110, 50, 600, '#f4efe8'));
  out.push(
    rect(260, 380, 560, 220, head, 'rx="20"'),
    rect(240, 560, 600, 170, linen, 'rx="16"'),
    rect(240, 630, 600, 100, throwC, 'rx="10"'),
    rect(250, 740, 580, 30, darker(head, 0.2)),
  );
  out.push(
    rect(290, 520, 220, 80, '#ffffff', 'rx="26"'),
    rect(570, 520, 220, 80, '#ffffff', 'rx="26"'),
    rect(360, 560, 150, 60, lighter(throwC, 0.2), 'rx="20"'),
  );
  for (const x of [110, 860])
    out.push(
      rect(x, 600, 110, 130, '#8b6648'),
      rect(x + 10, 640, 90, 6, '#5b4636'),
      rect(x + 50, 530, 8, 70, '#3b3f44'),
      poly(
        [
          [x + 20, 530],
          [x + 88, 530],
          [x + 76, 480],
          [x + 32, 480],
        ],
        '#f4efe8',
      ),
    );
  out.push(
    rect(380, 160, 320, 180, '#ffffff'),
    rect(394, 174, 292, 152, r.pick(['#d5e0e6', '#e6d5c3'])),
    `<path d="M394,326 L500,230 L580,300 L640,250 L686,326 Z" fill="${r.pick(FABRICS)}" opacity="0.7"/>`,
  );
  return out;
}

function bathroom(r: Rng, d: Defs): string[] {
  const tile = r.pick(['#f4f2ee', '#e3e6e8', '#dfe7e3', '#ece6dc']);
  const out = [rect(0, 0, W, H, tile)];
  for (let i = 0; i < 30; i++) out.push(line(i * 60, 0, i * 60, H, darker(tile, 0.08), 1));
  for (let j = 0; j < 16; j++) out.push(line(0, j * 60, W, j * 60, darker(tile, 0.08), 1));
  out.push(rect(0, 760, W, 147, darker(tile, 0.25)));
  const wood = r.pick(['#8b6648', '#3b3f44', '#e9e6e0', '#5b6b5e']);
  out.push(
    rect(180, 520, 560, 160, wood, 'rx="6"'),
    rect(170, 500, 580, 24, '#ffffff'),
    ellipse(330, 506, 80, 14, '#dfe4e6'),
    ellipse(590, 506, 80, 14, '#dfe4e6'),
  );
  out.push(rect(325, 440, 8, 60, '#9aa0a6'), rect(585, 440, 8, 60, '#9aa0a6'));
  out.push(
    rect(200, 140, 520, 280, d.linear(['#e9f1f5', '#b9ccd8']), 'rx="20"'),
    poly(
      [
        [240, 160],
        [420, 160],
        [240, 330],
      ],
      '#ffffff',
      'opacity="0.35"',
    ),
  );
  out.push(
    rect(880, 100, 12, 660, '#9aa0a6'),
    rect(892, 100, 360, 660, '#cfe3ec', 'opacity="0.35"'),
    circle(1120, 180, 40, '#9aa0a6'),
    rect(1116, 100, 8, 80, '#9aa0a6'),
  );
  out.push(rect(760, 560, 30, 200, r.pick(FABRICS), 'rx="8"'), pot(r, 100, 760, 110));
  return out;
}

function openSpace(r: Rng, d: Defs): string[] {
  const wall = r.pick(['#f4f2ee', '#e3e6e8', '#ece6dc']);
  const out = [rect(0, 0, W, H, wall), rect(0, 0, W, 70, darker(wall, 0.08))];
  for (let i = 0; i < 5; i++) out.push(rect(60 + i * 270, 30, 160, 12, '#ffffff'));
  for (let i = 0; i < 4; i++) out.push(bigWindow(r, d, 60 + i * 330, 140, 260, 420));
  out.push(rect(0, 640, W, H - 640, d.linear(['#bcb8b0', '#8f8b84'])), rect(0, 626, W, 14, '#d9d4cc'));
  out.push(ellipse(680, 760, 520, 50, '#ffffff', 'opacity="0.12"'));
  for (const x of [320, 1040]) out.push(rect(x - 26, 70, 52, 570, darker(wall, 0.05)), rect(x - 26, 70, 12, 570, darker(wall, 0.12)));
  return out;
}

function parkingInside(r: Rng, d: Defs): string[] {
  const out = [rect(0, 0, W, H, '#5c6166'), rect(0, 0, W, 160, '#4a4f55')];
  for (let i = 0; i < 4; i++)
    out.push(rect(120 + i * 320, 60, 200, 14, '#f4f2ee', 'opacity="0.9"'), rect(110 + i * 320, 74, 220, 30, '#f4f2ee', 'opacity="0.08"'));
  out.push(rect(0, 520, W, H - 520, d.linear(['#7f858a', '#5c6166'])), rect(0, 505, W, 16, '#f0c419'));
  for (let i = 0; i < 6; i++)
    out.push(
      poly(
        [
          [180 + i * 220, 520],
          [190 + i * 220, 520],
          [60 + i * 260, H],
          [40 + i * 260, H],
        ],
        '#f4f2ee',
        'opacity="0.85"',
      ),
    );
  for (const x of [90, 1230])
    out.push(
      rect(x - 40, 160, 80, 360, '#8a8f94'),
      rect(x - 40, 420, 80, 40, '#f0c419'),
      ...[0, 1, 2].map((k) =>
        poly(
          [
            [x - 40 + k * 30, 420],
            [x - 25 + k * 30, 420],
            [x - 40 + k * 30 + 15, 460],
            [x - 55 + k * 30 + 15, 460],
          ],
          '#2f3437',
        ),
      ),
    );
  const car = r.pick(['#2f6f8f', '#7a2e2e', '#e9e6e0', '#3b3f44']);
  if (r.chance(0.7))
    out.push(
      `<path d="M420,760 L470,640 Q500,600 560,600 L800,600 Q860,600 890,640 L940,760 Z" fill="${car}"/>`,
      rect(400, 740, 560, 60, darker(car, 0.1), 'rx="20"'),
      rect(500, 620, 360, 70, '#bcd2df', 'opacity="0.7"'),
      circle(500, 810, 38, '#1e2123'),
      circle(860, 810, 38, '#1e2123'),
    );
  out.push(rect(560, 230, 240, 70, '#2f6f8f'), rect(580, 250, 60, 30, '#ffffff'));
  return out;
}

function garden(r: Rng, d: Defs): string[] {
  const horizon = 560;
  const out = [sky(r, d, W, H, horizon)];
  out.push(house(r, d, 380, horizon + 20, 520, { gable: r.chance(0.4) }));
  out.push(rect(0, horizon + 10, W, H - horizon, d.linear(['#8dbb63', '#5e8f43'])));
  out.push(hedge(0, horizon + 40, W * 0.25, 80), hedge(W * 0.75, horizon + 40, W * 0.25, 80));
  out.push(tree(r, 160, horizon + 130, 200), tree(r, 1200, horizon + 150, 220));
  for (let i = 0; i < 30; i++)
    out.push(
      circle(
        r.float(40, 1320),
        r.float(horizon + 200, H - 10),
        r.float(4, 9),
        r.pick(['#e05a3a', '#f0c419', '#ffffff', '#c46fb0']),
        'opacity="0.85"',
      ),
    );
  out.push(
    poly(
      [
        [380, horizon + 60],
        [900, horizon + 60],
        [1000, horizon + 200],
        [280, horizon + 200],
      ],
      '#cfc9bf',
    ),
    rect(520, horizon + 90, 220, 12, '#4a4f55'),
    chair(480, horizon + 170, '#4a4f55'),
    chair(780, horizon + 170, '#4a4f55'),
  );
  return out;
}

function terrace(r: Rng, d: Defs): string[] {
  const horizon = 600;
  const out = [sky(r, d, W, H, horizon)];
  let x = -20;
  while (x < W) {
    const w = r.int(60, 160);
    const h = r.int(120, 360);
    const c = r.pick(['#9aa5ad', '#b7bec4', '#8a949c', '#a7b0b6']);
    out.push(rect(x, horizon - h, w, h + 10, c, 'opacity="0.85"'));
    for (let k = 0; k < h / 40 - 1; k++) out.push(rect(x + 10, horizon - h + 16 + k * 40, w - 20, 10, '#d5e4ee', 'opacity="0.5"'));
    x += w + r.int(5, 30);
  }
  out.push(rect(0, 640, W, H - 640, d.linear(['#b38b66', '#8b6648'])));
  for (let i = 0; i < 12; i++) out.push(line(0, 650 + i * 24, W, 650 + i * 24, '#7a5a3e', 2));
  out.push(rect(0, 430, W, 210, '#cfe3ec', 'opacity="0.28"'), rect(0, 422, W, 12, '#4a4f55'));
  for (let i = 0; i < 8; i++) out.push(rect(i * 190, 430, 6, 210, '#4a4f55', 'opacity="0.6"'));
  out.push(
    chair(520, 820, '#3b3f44'),
    chair(840, 820, '#3b3f44'),
    ellipse(680, 700, 90, 18, '#e9e6e0'),
    rect(674, 700, 12, 120, '#3b3f44'),
  );
  out.push(pot(r, 150, 860, 170), pot(r, 1200, 860, 150));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Public scenes

export function propertyScene(url: string, style: BuildingStyle, kind: PictureKind, width: number, height: number): string {
  const r = new Rng(url);
  const d = new Defs();
  let body: string[];
  switch (kind) {
    case 'living':
      body = living(r, d);
      break;
    case 'kitchen':
      body = kitchen(r, d);
      break;
    case 'bedroom':
      body = bedroom(r, d);
      break;
    case 'bathroom':
      body = bathroom(r, d);
      break;
    case 'garden':
      body = garden(r, d);
      break;
    case 'terrace':
      body = terrace(r, d);
      break;
    case 'interior-open':
      body = openSpace(r, d);
      break;
    case 'garage-inside':
      body = parkingInside(r, d);
      break;
    case 'plot':
      body = plot(r, d);
      break;
    case 'street':
      body = street(r, d);
      break;
    case 'rear':
      body = exterior(r, d, style, true);
      break;
    default:
      body = style === 'parking' ? parkingInside(r, d) : exterior(r, d, style);
  }
  return doc(width, height, W, H, d, body);
}

/** Wide banner scenes: 1 canal-side gables, 2 skyline at dusk, 3 farmland. */
export function bannerScene(url: string, n: number, width: number, height: number): string {
  const r = new Rng(url);
  const d = new Defs();
  const vw = 1920;
  const vh = 1080;
  const out: string[] = [];
  if (n % 3 === 1) {
    out.push(rect(0, 0, vw, vh, d.linear(['#7fb0dd', '#f3e6d3'])));
    for (let i = 0; i < 4; i++) out.push(cloud(r, r.float(0, vw), r.float(60, 300), r.float(1, 1.8)));
    const water = 760;
    const gables: string[] = [];
    let x = -40;
    while (x < vw) {
      const w = r.int(150, 230);
      const h = r.int(330, 520);
      const c = r.pick(['#c9a27a', '#e3d5bd', '#b8643f', '#d9c29a', '#a5523a', '#e9e0cc', '#8e4a35', '#cdb38c']);
      const top = water - h;
      const steps = r.int(3, 5);
      const pts: [number, number][] = [
        [x, water],
        [x, top],
      ];
      for (let s = 0; s < steps; s++) {
        const sx = x + ((s + 1) * w) / (2 * steps + 1);
        pts.push(
          [sx - (w / (2 * steps + 1)) * 1, top - s * 34],
          [sx - (w / (2 * steps + 1)) * 1, top - (s + 1) * 34],
          [sx, top - (s + 1) * 34],
        );
      }
      pts.push([x + w / 2, top - steps * 34 - 20]);
      const mirrored = pts
        .slice(1)
        .reverse()
        .map(([px, py]) => [x + w - (px - x), py] as [number, number]);
      gables.push(poly([...pts, ...mirrored, [x + w, water]], c));
      for (let row = 0; row < Math.floor(h / 95); row++)
        for (let k = 0; k < 3; k++)
          gables.push(win(d, x + 22 + k * ((w - 44) / 3), top + 30 + row * 95, (w - 44) / 3 - 14, 64, '#f4f2ee', { sill: false }));
      x += w + 4;
    }
    out.push(...gables);
    out.push(rect(0, water, vw, vh - water, d.linear(['#5f8fa8', '#2f5f78'])));
    out.push(`<g transform="translate(0 ${2 * water}) scale(1 -1)" opacity="0.35">${gables.join('')}</g>`);
    for (let i = 0; i < 30; i++) out.push(rect(r.float(0, vw), r.float(water + 20, vh), r.float(60, 220), 3, '#ffffff', 'opacity="0.25"'));
    out.push(rect(0, water - 12, vw, 14, '#6f6a62'));
  } else if (n % 3 === 2) {
    out.push(rect(0, 0, vw, vh, d.linear(['#2f3f6b', '#b0607a', '#f2a65a', '#f6d6a0'])));
    out.push(circle(1300, 720, 130, '#ffd89a', 'opacity="0.9"'));
    for (const [depth, colour, base] of [
      [0, '#6c5a7a', 820],
      [1, '#4a4060', 880],
      [2, '#2a2838', 960],
    ] as const) {
      let x = -20;
      while (x < vw) {
        const w = r.int(60, 180);
        const h = r.int(120, 420) - depth * 60;
        out.push(rect(x, base - h, w, vh - base + h, colour));
        if (depth === 2)
          for (let k = 0; k < h / 30; k++)
            for (let j = 0; j < w / 30 - 1; j++)
              if (r.chance(0.22)) out.push(rect(x + 10 + j * 30, base - h + 14 + k * 30, 12, 14, '#ffd27a', 'opacity="0.9"'));
        if (r.chance(0.12))
          out.push(
            poly(
              [
                [x + w / 2 - 14, base - h],
                [x + w / 2, base - h - 140],
                [x + w / 2 + 14, base - h],
              ],
              colour,
            ),
          );
        x += w + r.int(0, 18);
      }
    }
  } else {
    out.push(rect(0, 0, vw, vh, d.linear(['#6fa8dc', '#e6f0f6'])));
    for (let i = 0; i < 5; i++) out.push(cloud(r, r.float(0, vw), r.float(60, 320), r.float(1, 2)));
    const bands = ['#a7c97a', '#c9d77f', '#8dbb63', '#e3cf7a', '#7fae5b', '#6f9a48'];
    bands.forEach((c, i) => {
      const y = 600 + i * 80;
      out.push(
        `<path d="M0,${y} C${480},${y - 60 + r.float(-30, 30)} ${1200},${y + 70} 1920,${y - 20} L1920,1080 L0,1080 Z" fill="${c}"/>`,
      );
    });
    out.push(`<g transform="translate(560 -20) scale(0.9)">${farm(r, d, 700, 720)}</g>`);
    for (let i = 0; i < 7; i++) out.push(tree(r, 80 + i * 90, 640, 150));
    out.push(tree(r, 1650, 700, 180), tree(r, 1800, 720, 160));
  }
  return doc(width, height, vw, vh, d, out);
}

/** Abstract head-and-shoulders portrait on a soft background. */
export function portraitScene(url: string, width: number, height: number): string {
  const r = new Rng(url);
  const d = new Defs();
  const bg = r.pick([
    ['#dfe9f1', '#b9cfe0'],
    ['#f3e6d8', '#e2c9ad'],
    ['#e4eee2', '#c2d6bd'],
    ['#ece4f1', '#cdbfdc'],
    ['#f1e9dc', '#d8cfc0'],
  ]);
  const skin = r.pick(['#f1c9a5', '#e0ac84', '#c68a62', '#8d5a3b', '#f5d6bd']);
  const hair = r.pick(['#2b2220', '#5a3a28', '#a0703e', '#d9b77a', '#6b6b6b', '#1e1a19']);
  const shirt = r.pick(['#2f4b5c', '#7a2e2e', '#3b3f44', '#5b6b8c', '#e9e6e0', '#2e4a3a']);
  const long = r.chance(0.5);
  const out = [rect(0, 0, 600, 600, d.linear(bg)), circle(300, 260, 260, '#ffffff', 'opacity="0.25"')];
  if (long) out.push(`<path d="M170,270 Q160,120 300,110 Q440,120 430,270 L450,470 L150,470 Z" fill="${hair}"/>`);
  out.push(`<path d="M70,600 Q80,470 200,440 L400,440 Q520,470 530,600 Z" fill="${shirt}"/>`);
  out.push(`<path d="M250,440 L300,520 L350,440 Z" fill="${lighter(shirt, 0.6)}"/>`);
  out.push(rect(262, 360, 76, 95, darker(skin, 0.08), 'rx="30"'));
  out.push(ellipse(300, 285, 105, 128, skin));
  out.push(ellipse(198, 295, 16, 26, darker(skin, 0.05)), ellipse(402, 295, 16, 26, darker(skin, 0.05)));
  if (long) out.push(`<path d="M195,250 Q200,150 300,150 Q400,150 405,250 Q380,190 300,195 Q230,195 195,250 Z" fill="${hair}"/>`);
  else
    out.push(`<path d="M193,270 Q185,150 300,145 Q420,150 407,270 Q395,205 340,200 Q270,215 215,205 Q200,230 193,270 Z" fill="${hair}"/>`);
  out.push(ellipse(300, 332, 30, 8, darker(skin, 0.12), 'opacity="0.35"'));
  return doc(width, height, 600, 600, d, out);
}

/** A small membership badge: bold letters on a rounded panel. */
export function badgeScene(url: string, label: string, sub: string, width: number, height: number): string {
  const r = new Rng(url);
  const d = new Defs();
  const c = r.pick(['#1d4e89', '#2f6f8f', '#7a2e2e', '#2e4a3a']);
  const out = [
    rect(0, 0, 320, 160, '#ffffff'),
    rect(8, 8, 304, 144, '#ffffff', `rx="18" stroke="${c}" stroke-width="6"`),
    rect(8, 112, 304, 40, c, 'rx="0"'),
    `<text x="160" y="92" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="64" fill="${c}">${label}</text>`,
    `<text x="160" y="140" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="22" fill="#ffffff">${sub}</text>`,
  ];
  return doc(width, height, 320, 160, d, out);
}

/** Any other photo (page cards, office): an exterior or a street, chosen by the URL. */
export function genericScene(url: string, width: number, height: number): string {
  const r = new Rng(url);
  const styles: BuildingStyle[] = ['terraced', 'townhouse', 'detached', 'block', 'shop', 'villa', 'semi'];
  const kinds: PictureKind[] = ['front', 'front', 'living', 'street', 'kitchen', 'garden'];
  return propertyScene(url, r.pick(styles), r.pick(kinds), width, height);
}
