/**
 * Writes lib/catalogue/format/phone-metadata.json: libphonenumber-js's "min" metadata for the countries our
 * visitors call from, so the browser validates phone numbers with a few kilobytes instead of the
 * whole world's 89 kB. `npm run data:phone-metadata` after upgrading libphonenumber-js; a unit test
 * fails while the file differs from what this would write.
 */
import fs from 'node:fs';
import path from 'node:path';
import { phoneMetadataSubset } from '../../lib/catalogue/format/phone-countries';

const target = path.join(__dirname, '..', '..', 'lib', 'catalogue', 'format', 'phone-metadata.json');
fs.writeFileSync(target, `${JSON.stringify(phoneMetadataSubset())}\n`);
console.log(`wrote ${path.relative(process.cwd(), target)}`);
