/** Writes the icon sprite public/icons.svg from components/ui/icon-set.ts: `npm run icons` after changing an icon. */
import fs from 'node:fs';
import { SPRITE_FILE, spriteSource } from '../../components/ui/icon-sprite';

fs.writeFileSync(SPRITE_FILE, spriteSource());
console.log(`icons: wrote ${SPRITE_FILE}`);
