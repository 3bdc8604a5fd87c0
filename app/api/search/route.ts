import { NextResponse, type NextRequest } from 'next/server';
import { isLanguageEnabled } from '@/lib/catalogue/routing/lang';
import { getSuggestIndex } from '@/lib/catalogue/search';
import { suggest } from '@/lib/catalogue/search/suggest';

/**
 * Search suggestions: GET /api/search/?lang=nl&q=gent[&goal=rent] answers the grouped suggestions
 * as JSON (lib/catalogue/search/suggest.ts). The data only changes with a deployment, so answers may be cached.
 */
export function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const lang = params.get('lang') ?? undefined;
  if (!isLanguageEnabled(lang, 'site')) return NextResponse.json({ error: 'unknown language' }, { status: 404 });
  const goal = params.get('goal') === 'rent' ? 'rent' : 'sale';
  return NextResponse.json(suggest(getSuggestIndex(lang), params.get('q') ?? '', goal), {
    headers: { 'Cache-Control': 'public, max-age=300' },
  });
}
