import { NextResponse, type NextRequest } from 'next/server';
import { isLanguageEnabled } from '@/lib/catalogue/routing/lang';
import { placeNamesFor } from '@/lib/catalogue/search/places';

/**
 * The municipality names the demand register's "other places" field suggests as the visitor types
 * (components/forms/place-suggestions.tsx): GET /api/places/?lang=nl answers a JSON array of names, about
 * 10 kB, fetched once when the field is first used, so no page carries it. Changes only with a deployment.
 */
export function GET(request: NextRequest) {
  const lang = request.nextUrl.searchParams.get('lang') ?? undefined;
  if (!isLanguageEnabled(lang, 'site')) return NextResponse.json({ error: 'unknown language' }, { status: 404 });
  return NextResponse.json(placeNamesFor(lang), { headers: { 'Cache-Control': 'public, max-age=86400' } });
}
