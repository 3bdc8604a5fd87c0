// RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the address in a
// mail's List-Unsubscribe header (lib/visitor/subscriptions/links.ts) and expect it done, no page in between. A GET
// (someone opening the address) goes to the page that asks first. Both answer in the mail's language
// (`lang` in the address), else the site's default.
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/lib/platform/db/client';
import { getSite } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import { readLinkToken, subscriptionLink } from '@/lib/visitor/subscriptions/links';
import { applyLink } from '@/lib/visitor/subscriptions/apply-link';
import { isEnabledLanguage } from '@/lib/catalogue/routing/languages';

function read(request: Request) {
  const params = new URL(request.url).searchParams;
  const link = readLinkToken(params.get('token') ?? '');
  const given = params.get('lang');
  const lang = isEnabledLanguage(getSite(), 'site', given) ? given : getSite().defaultLanguage;
  return { lang, link: link && link.purpose.endsWith('-stop') ? link : null };
}

async function answer(
  lang: Lang,
  key: 'invalid' | 'error' | 'stopped' | 'searchStopped',
  status: number,
  headers: Record<string, string> = {},
) {
  const t = await getTranslations({ locale: lang, namespace: 'Subscription' });
  return new Response(t(key), {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Language': lang, 'Cache-Control': 'no-store', ...headers },
  });
}

export async function POST(request: Request) {
  const { lang, link } = read(request);
  if (!link) return answer(lang, 'invalid', 400);
  try {
    await applyLink(await getDb(), link.purpose, link.subject);
  } catch {
    return answer(lang, 'error', 503, { 'Retry-After': '60' });
  }
  return answer(lang, link.purpose === 'newsletter-stop' ? 'stopped' : 'searchStopped', 200);
}

export async function GET(request: Request) {
  const { lang, link } = read(request);
  if (!link) return answer(lang, 'invalid', 400);
  return Response.redirect(new URL(subscriptionLink(lang, link.purpose, link.subject), request.url), 303);
}
