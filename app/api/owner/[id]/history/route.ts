import { getTranslations } from 'next-intl/server';
import { getDb } from '@/lib/platform/db/client';
import { history, HISTORY_MAX_PER_PAGE, type HistoryRow } from '@/lib/platform/dal/owner-stats';
import { ownedProperty } from '@/lib/owner/auth/owner';
import { ownerLang } from '@/lib/platform/i18n/owner-lang';
import { historyCsv } from '@/lib/owner/portal/history';
import { logger } from '@/lib/platform/log';

/**
 * GET /api/owner/{id}/history/?lang=: a property's whole history as CSV, for its owner, in the words,
 * Brussels times and amounts the portal's table shows (lib/owner/portal/history.ts). The same ownership
 * check as the page: no session or another owner's property is a 404.
 */
export async function GET(request: Request, context: RouteContext<'/api/owner/[id]/history'>) {
  try {
    return await historyDownload(request, context);
  } catch (error) {
    // The database is down or unreachable: say so, in the language asked for, and when to try again.
    logger('owner').error({ err: error }, 'history unavailable');
    const t = await getTranslations({
      locale: ownerLang(new URL(request.url).searchParams.get('lang') ?? undefined),
      namespace: 'Owner.unavailable',
    });
    return new Response(t('text'), {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60', 'Cache-Control': 'no-store' },
    });
  }
}

async function historyDownload(request: Request, { params }: RouteContext<'/api/owner/[id]/history'>) {
  const { id } = await params;
  const owner = await ownedProperty(id, request.headers);
  if (!owner) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const lang = ownerLang(new URL(request.url).searchParams.get('lang') ?? owner.lang);
  const db = await getDb();
  const rows: HistoryRow[] = [];
  for (let page = 1; ; page++) {
    const chunk = await history(db, Number(id), { page, perPage: HISTORY_MAX_PER_PAGE });
    rows.push(...chunk.rows);
    if (page >= chunk.pages) break;
  }
  return new Response(historyCsv(rows, lang), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="history-${id}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
