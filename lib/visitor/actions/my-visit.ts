'use server';

/**
 * The two buttons of the page a booking's signed link opens (app/[lang]/(site)/my-visit): cancel, and
 * move to another time. Plain posts that work without JavaScript; each comes back to the page with
 * its outcome in `note` (a moved booking is a new one, with a link of its own). A link that is not
 * ours or names no booking goes to the address without a token: the page's 404 (lib/catalogue/routing/booking-link.ts).
 */
import { redirect } from 'next/navigation';
import { getSite } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import { getDb } from '@/lib/platform/db/client';
import { takeRateLimit } from '@/lib/platform/dal/abuse';
import { kickOutbox } from '@/lib/agency/jobs/scheduler';
import { isEnabledLanguage } from '@/lib/catalogue/routing/languages';
import { VISIT_BOOKING_SEGMENT } from '@/lib/catalogue/routing/app-paths';
import { clientAddress } from '@/lib/platform/security/client-address';
import { isFormData, markBadRequest } from '@/lib/platform/security/bad-request';
import { hashClientAddress } from '@/lib/platform/security/secret';
import { cancelByLink, moveByLink } from '@/lib/visitor/visits/booking';
import { bookedMail } from '@/lib/visitor/visits/mails';
import { bookingToken } from '@/lib/visitor/visits/tokens';

/** As a form's default (lib/visitor/forms/handle.ts): ten changes in ten minutes from one address. */
const LIMIT = { limit: 10, windowMs: 10 * 60_000 };

function fields(data: FormData): { lang: Lang; token: string; page: string } {
  const requested = data.get('lang');
  const lang: Lang =
    typeof requested === 'string' && isEnabledLanguage(getSite(), 'site', requested) ? requested : getSite().defaultLanguage;
  const token = data.get('token');
  return { lang, token: typeof token === 'string' ? token : '', page: `/${lang}/${VISIT_BOOKING_SEGMENT[lang]}/` };
}

const back = (page: string, token: string, note: string): never => redirect(`${page}?token=${encodeURIComponent(token)}&note=${note}`);

async function allowed(): Promise<boolean> {
  return takeRateLimit(await getDb(), `my-visit:${hashClientAddress(await clientAddress())}`, LIMIT);
}

export async function cancelVisit(_previous: null, data: FormData): Promise<null> {
  if (!isFormData(data)) return markBadRequest().then(() => null);
  const { token, page } = fields(data);
  if (!(await allowed())) back(page, token, 'rateLimited');
  const outcome = await cancelByLink(await getDb(), token);
  if (outcome.kind === 'refused') {
    if (outcome.reason === 'started') back(page, token, 'started');
    redirect(page);
  }
  // A connected CRM's lead of the cancellation waits in the outbox: on its way now.
  if (outcome.kind === 'cancelled') kickOutbox();
  return back(page, token, outcome.kind);
}

export async function moveVisit(_previous: null, data: FormData): Promise<null> {
  if (!isFormData(data)) return markBadRequest().then(() => null);
  const { token, page } = fields(data);
  const slot = Number(data.get('slot'));
  if (!Number.isSafeInteger(slot) || slot < 1) back(page, token, 'choose');
  if (!(await allowed())) back(page, token, 'rateLimited');
  const outcome = await moveByLink(await getDb(), token, slot, { mails: async (booking, to) => [await bookedMail(booking, to)] });
  switch (outcome.kind) {
    case 'refused':
      if (outcome.reason === 'started') back(page, token, 'started');
      return redirect(page);
    case 'booked':
      kickOutbox();
      return back(page, bookingToken(outcome.bookingId), 'moved');
    default:
      return back(page, token, outcome.kind);
  }
}
