// The texts of a deferred island, fetched by the browser with the island's code (components/i18n/
// island-texts.tsx; docs/decisions/0014, amendment 2): the page does not carry them. Prerendered for each
// of the site's languages and sets; anything else is a 404.
import { getRouting, isLanguageEnabled } from '@/lib/catalogue/routing/lang';
import { pickedTexts } from '@/components/i18n/client-texts';
import { ISLAND_TEXT_SETS, isIslandTextSet } from '@/components/i18n/island-text-sets';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getRouting('site').locales.flatMap((lang) => Object.keys(ISLAND_TEXT_SETS).map((set) => ({ lang, set })));
}

export async function GET(_request: Request, { params }: RouteContext<'/api/texts/[lang]/[set]'>) {
  const { lang, set } = await params;
  if (!isLanguageEnabled(lang, 'site') || !isIslandTextSet(set)) return new Response(null, { status: 404 });
  return Response.json(await pickedTexts(lang, ISLAND_TEXT_SETS[set]), { headers: { 'X-Robots-Tag': 'noindex' } });
}
