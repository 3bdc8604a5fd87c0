/**
 * Where the browser tests' servers listen and keep their state; shared by playwright.config.ts and the
 * specs. E2E_PORT moves them all, so two checkouts or builds can be tested side by side.
 */
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

export const MAIN_PORT = Number(process.env.E2E_PORT) || 3100;
export const VARIANT_PORT = MAIN_PORT + 1;
/** The loopback SMTP server the main build sends its mails to (tests/e2e/smtp-sink.ts). */
export const SMTP_PORT = MAIN_PORT + 25;
/** The fake CRM (tests/crm/fake-omnicasa.ts) the main server pushes its leads to (docs/decisions/0034). */
export const CRM_PORT = MAIN_PORT + 90;
export const CRM_BASE = `http://127.0.0.1:${CRM_PORT}`;
export const MAIN_URL = `http://127.0.0.1:${MAIN_PORT}`;
export const VARIANT_URL = `http://127.0.0.1:${VARIANT_PORT}`;
/** Where the SMTP server writes each mail it receives. */
export const SMTP_SINK_DIR = path.join(ROOT, '.data', 'e2e', `smtp-${MAIN_PORT}`);
/** The main server's state folder: its embedded database (emptied at start). */
export const MAIN_STATE_DIR = path.join(ROOT, '.data', 'e2e', `main-${MAIN_PORT}`);
export const VARIANT_STATE_DIR = path.join(ROOT, '.data', 'e2e', `variant-${VARIANT_PORT}`);
