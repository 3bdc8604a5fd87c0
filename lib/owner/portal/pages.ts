/** Helpers the owner area's pages share. */
import 'server-only';
import { getLang } from '@/lib/catalogue/routing/lang';
import { ownerPath, type OwnerPage } from '@/lib/catalogue/routing/app-paths';
import { ownerLang, OWNER_LANGS, type OwnerLang } from '@/lib/platform/i18n/owner-lang';

/** The page's language, narrowed to the owner area's (else the 404). */
export async function ownerPageLang(params: Promise<{ lang: string }>): Promise<OwnerLang> {
  return ownerLang(await getLang(params, 'owner'));
}

/** The same owner page in each language, for the language links (with `search`, e.g. a link's token). */
export function ownerAlternates(page: OwnerPage, propertyId?: number, search = ''): Record<OwnerLang, string> {
  return Object.fromEntries(OWNER_LANGS.map((lang) => [lang, `${ownerPath(lang, page, propertyId)}${search}`])) as Record<
    OwnerLang,
    string
  >;
}
