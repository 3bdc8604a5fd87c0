/**
 * Writes the energy label images, public/energy/{region}/{code}.svg, one per label a region shows
 * (lib/catalogue/property/energy.ts). Run after changing the tables: `npm run data:energy-labels`; the images are
 * committed, and a unit test checks that every label has one.
 *
 * Each image is an arrow in the label's colour (the EU energy scale, dark green to red) with the label
 * and the scheme's name: EPC in Flanders, PEB in Brussels and Wallonia, CPE in Luxembourg.
 */
import fs from 'node:fs';
import path from 'node:path';
import { energyImagePath, energyLabelName, regionLabelCodes, type EnergyLabelCode } from '../../lib/catalogue/property/energy';
import type { Region } from '../../lib/catalogue/property/region';

const REGIONS: Region[] = ['flanders', 'brussels', 'wallonia', 'luxembourg'];
const SCHEME: Record<Region, string> = { flanders: 'EPC', brussels: 'PEB', wallonia: 'PEB', luxembourg: 'CPE' };

const COLOURS: Record<string, string> = {
  'A++': '#00693e',
  'A+': '#00843d',
  A: '#2aa339',
  B: '#8cc63f',
  C: '#d7df23',
  D: '#fff200',
  E: '#fdb913',
  F: '#f37021',
  G: '#ed1c24',
  H: '#b5121b',
  I: '#7f0b10',
};
const DARK_TEXT = new Set(['B', 'C', 'D', 'E']);

function svg(region: Region, code: EnergyLabelCode): string {
  const label = energyLabelName(code);
  const letter = label[0]!;
  const colour = COLOURS[label] ?? COLOURS[label.replace(/-$/, '')] ?? COLOURS[letter]!;
  const ink = DARK_TEXT.has(letter) ? '#1a1a1a' : '#ffffff';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="132" height="48" viewBox="0 0 132 48">
  <path d="M4 0h100l28 24-28 24H4a4 4 0 0 1-4-4V4a4 4 0 0 1 4-4z" fill="${colour}"/>
  <text x="12" y="19" font-family="Arial,Helvetica,sans-serif" font-size="12" font-weight="700" fill="${ink}">${SCHEME[region]}</text>
  <text x="12" y="41" font-family="Arial,Helvetica,sans-serif" font-size="22" font-weight="700" fill="${ink}">${label}</text>
</svg>
`;
}

const publicDir = path.join(__dirname, '..', '..', 'public');
let written = 0;
for (const region of REGIONS) {
  for (const code of regionLabelCodes(region)) {
    const file = path.join(publicDir, energyImagePath(region, code));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, svg(region, code));
    written += 1;
  }
}
console.log(`energy labels: ${written} images under public/energy/`);
