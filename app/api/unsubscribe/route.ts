// RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the address in a
// mail's List-Unsubscribe header (lib/forms/links.ts) and expect it done, no page in between. A GET
// (someone opening the address) goes to the page that asks first.
import { getDb } from '@/lib/db/client';
import { getSite } from '@/lib/data';
import { readLinkToken, subscriptionLink } from '@/lib/forms/links';
import { applyLink } from '@/lib/forms/subscription';

function tokenOf(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const link = readLinkToken(token);
  return link && link.purpose.endsWith('-stop') ? link : null;
}

export async function POST(request: Request) {
  const link = tokenOf(request);
  if (!link) return new Response('Invalid or expired link', { status: 400 });
  try {
    await applyLink(await getDb(), link.purpose, link.subject);
  } catch {
    return new Response('Try again later', { status: 503, headers: { 'Retry-After': '60' } });
  }
  return new Response('Unsubscribed', { status: 200, headers: { 'Cache-Control': 'no-store' } });
}

export async function GET(request: Request) {
  const link = tokenOf(request);
  const lang = getSite().defaultLanguage;
  if (!link) return new Response('Invalid or expired link', { status: 400 });
  return Response.redirect(new URL(subscriptionLink(lang, link.purpose, link.subject), request.url), 303);
}
