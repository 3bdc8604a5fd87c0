'use server';

import { redirect } from 'next/navigation';
import { getSite } from '@/lib/data';
import type { Lang } from '@/lib/data/types';
import { getDb } from '@/lib/db/client';
import { readLinkToken } from '@/lib/subscriptions/links';
import { applyLink } from '@/lib/subscriptions/apply-link';
import { isEnabledLanguage } from '@/lib/routing/languages';
import { SUBSCRIPTION_SEGMENT } from '@/lib/routing/app-paths';
import { isFormData, markBadRequest } from '@/lib/security/bad-request';

/** The button on the page a mail link leads to: confirms or stops, then shows the outcome. */
export async function applySubscription(data: FormData): Promise<void> {
  if (!isFormData(data)) return markBadRequest();
  const requested = data.get('lang');
  const lang: Lang =
    typeof requested === 'string' && isEnabledLanguage(getSite(), 'site', requested) ? requested : getSite().defaultLanguage;
  const page = `/${lang}/${SUBSCRIPTION_SEGMENT[lang]}/`;
  const token = data.get('token');
  const link = typeof token === 'string' ? readLinkToken(token) : null;
  if (!link) redirect(`${page}?result=invalid`);
  let done: boolean;
  try {
    done = await applyLink(await getDb(), link.purpose, link.subject);
  } catch {
    redirect(`${page}?token=${encodeURIComponent(String(token))}&result=error`);
  }
  redirect(`${page}?result=${done ? link.purpose : 'invalid'}`);
}
