import fs from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { fail } from '../cli';

/** Debian's Chromium (scripts/test/ensure-chromium.sh), the headless shell when it is there; E2E_CHROMIUM overrides. */
export const CHROMIUM =
  process.env.E2E_CHROMIUM ||
  (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** The phone the speed scripts and the interaction bench load pages on: Lighthouse's mobile screen, with touch. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Chromium for a speed script, or the script stops saying how to install it. */
export async function launchChromium(tool: string, args: string[] = ['--no-sandbox', '--disable-gpu']): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) fail(`${tool}: ${CHROMIUM} is missing; run: bash scripts/test/ensure-chromium.sh`);
  return chromium.launch({ executablePath: CHROMIUM, args, headless: true });
}
