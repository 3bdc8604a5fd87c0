import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
const p = await ctx.newPage();
for (const path of ['/fr/a-vendre/', '/nl/te-koop/', '/fr/a-louer/', '/nl/te-huur/']) {
  await p.goto('http://localhost:3300' + path);
  const r = await p.evaluate(() => ['.listing__bar', '.listing__count', '.listing__save', '.listing__save svg', '.listing__bar .view-toggle', '.card-grid li'].map((s) => { const e = document.querySelector(s); const b = e.getBoundingClientRect(); return `${s} x${Math.round(b.x)} y${Math.round(b.y)} w${Math.round(b.width)} h${Math.round(b.height)} sw${e.scrollWidth}`; }));
  console.log(path, r.join(' | '));
}
await b.close();
