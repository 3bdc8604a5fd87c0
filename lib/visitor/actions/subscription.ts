'use server';

import { redirect } from 'next/navigation';
import { getSite } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import { getDb } from '@/lib/platform/db/client';
import { readLinkToken } from '@/lib/visitor/subscriptions/links';
import { applyLink } from '@/lib/visitor/subscriptions/apply-link';
import { isEnabledLanguage } from '@/lib/catalogue/routing/languages';
import { SUBSCRIPTION_SEGMENT } from '@/lib/catalogue/routing/app-paths';
import { isFormData, markBadRequest } from '@/lib/platform/security/bad-request';

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
