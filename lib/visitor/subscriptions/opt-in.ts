/**
 * Signing an address up for the newsletter, confirmed by a link first (double opt-in): from the
 * newsletter form, and from the "keep me informed by newsletter" box of the other forms. Every mail it
 * sends carries the one-click stop of RFC 8058.
 */
import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import type { NewMail, Transaction } from '@/lib/platform/dal/submissions';
import { signUpForNewsletter } from '@/lib/platform/dal/subscriptions';
import { oneClickStop, subscriptionLink, type StopPurpose } from './links';
import { absoluteUrl, compose } from '@/lib/agency/mail/site';

/** RFC 8058: mail clients show an unsubscribe button that POSTs to this address, no page in between. */
export function stopHeaders(lang: Lang, purpose: StopPurpose, subject: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${absoluteUrl(oneClickStop(lang, purpose, subject))}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export interface NewsletterSignUp {
  /** The address as pending (a confirmed one stays confirmed; one that stopped is pending again). */
  store(tx: Transaction): Promise<void>;
  /** The mail with the link that confirms it. */
  mail: NewMail;
}

export async function newsletterSignUp(email: string, lang: Lang): Promise<NewsletterSignUp> {
  const t = await getTranslations({ locale: lang, namespace: 'Mail' });
  const agency = getSite().name;
  const message = await compose(
    lang,
    email,
    {
      subject: t('newsletter.subject'),
      blocks: [
        {
          paragraphs: [t('greetingPlain'), t('newsletter.intro', { agency })],
          action: { label: t('newsletter.action'), url: absoluteUrl(subscriptionLink(lang, 'newsletter-confirm', email)) },
        },
        { paragraphs: [t('signature'), agency] },
      ],
      stop: { label: t('stop'), url: absoluteUrl(subscriptionLink(lang, 'newsletter-stop', email)) },
    },
    { headers: stopHeaders(lang, 'newsletter-stop', email) },
  );
  return {
    store: (tx) => signUpForNewsletter(tx, email, lang),
    mail: { kind: 'newsletter-confirm', message },
  };
}
