/**
 * The demo owner of `npm run dev`, so a developer can open the portal at once: never in a production
 * server (`next start`), never in tests. Made on the first start, with the first properties of the
 * catalogue; docs/owner-portal.md names its login.
 */
import 'server-only';
import { getDb } from '@/lib/platform/db/client';
import { addPasswordLogin, createOwner, findOwner } from '@/lib/platform/dal/owners';
import { getProperties, getSite } from '@/lib/catalogue/data';
import { hashPassword } from '@/lib/platform/security/password';

export const DEMO_OWNER = { email: 'demo@example.test', username: 'demo', password: 'demo-portaal-2026', name: 'Demo Eigenaar' } as const;

export async function ensureDemoOwner(): Promise<void> {
  if (process.env.NODE_ENV !== 'development') return;
  const db = await getDb();
  if (await findOwner(db, DEMO_OWNER.email)) return;
  const ids = getProperties(getSite().defaultLanguage)
    .slice(0, 3)
    .map((property) => property.id);
  const owner = await createOwner(db, { email: DEMO_OWNER.email, username: DEMO_OWNER.username, name: DEMO_OWNER.name, lang: 'nl' }, ids);
  await addPasswordLogin(db, owner.id, await hashPassword(DEMO_OWNER.password));
  console.log(`[owner] demo owner ${DEMO_OWNER.username} / ${DEMO_OWNER.password} (development only), properties ${ids.join(', ')}`);
}
