/** The Chromium Lighthouse runs here, and its flags: `npm run lighthouse` (lighthouse.ts) and lantern-path.ts. */
export const CHROME = '/usr/bin/chromium';

// PaintHolding off: headless Chromium otherwise held the first paint of about one run in two for 1 s (or 2 s)
// with the main thread idle, on every page type, and Lighthouse's simulation then charged that wait to the
// page (LCP 3.0 s instead of 2.1-2.6 s on the same build). A visitor's browser shows no such hold.
// The others keep Chromium off the network (no component updates, sync, field trials or safe-browsing
// lists): Lighthouse here only ever talks to the loopback site.
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--no-first-run',
  '--disable-features=PaintHolding',
].join(' ');
