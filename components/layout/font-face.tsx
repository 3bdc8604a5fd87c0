import { preload } from 'react-dom';

/** The font's URL, versioned by its content (components/layout/font.ts). */
export const FONT_URL = `/fonts/inter-latin-400-800.woff2?v=${process.env.VITRINE_FONT_VERSION ?? 'dev'}`;

/**
 * Inter, self-hosted: a variable font cut to what the site uses (the Latin characters nl, fr and de
 * need, weights 400-800; 23 kB). Its two rules are written into the page's head, not a stylesheet: as a
 * file of their own (next/font's way) every page waited for two stylesheets before its first paint, the
 * second over a connection of its own on a phone (issue 40). The file is preloaded, since the text
 * that waits for it is on the first screen; with `swap` and Arial sized to Inter's metrics (next/font's
 * figures for this file) text shows at once and the swap moves nothing.
 */
const RULES =
  `@font-face{font-family:Inter;src:url(${FONT_URL}) format("woff2");font-display:swap;font-weight:400 800}` +
  "@font-face{font-family:'Inter Fallback';src:local(Arial);ascent-override:89.79%;descent-override:22.36%;line-gap-override:0%;size-adjust:107.89%}";

/** In a root layout's `<head>`. */
export function FontFace() {
  preload(FONT_URL, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return <style dangerouslySetInnerHTML={{ __html: RULES }} />;
}
