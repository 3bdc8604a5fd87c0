/**
 * Writes lib/platform/i18n/global-error-texts.json: the catalogues' `ErrorPage` messages, which
 * app/global-error.tsx shows (lib/platform/i18n/global-error-texts.ts says why it is a file of its own).
 * `npm run i18n:global-error` after changing those messages; a unit test fails while the file differs
 * from what this would write.
 */
import fs from 'node:fs';
import path from 'node:path';
import { globalErrorTexts } from '../../lib/platform/i18n/global-error-texts';

const target = path.join(__dirname, '..', '..', 'lib', 'platform', 'i18n', 'global-error-texts.json');
fs.writeFileSync(target, `${JSON.stringify(globalErrorTexts(), null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), target)}`);
