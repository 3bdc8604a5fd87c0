/**
 * What every mail of the site shares, whoever writes it (forms, the owner area, alerts): the site's
 * address for links, and the composition of a mail in the agency's frame (./compose.ts renders it)
 * with its footer. Written without a request: commands outside Next (`npm run owner`) write mails too.
 */
import 'server-only';
import { createTranslator } from 'use-intl/core';
import { getSite, localize } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import type { OutboxMessage } from '@/lib/platform/db/schema';
import { env } from '@/lib/platform/env';
import { messagesFor } from '@/lib/platform/i18n/messages';
import { renderMail, type MailContent } from './compose';

/** The site's address for links in mails (VITRINE_SITE_URL overrides site config's, e.g. in tests). */
export function siteOrigin(): string {
  return (env().VITRINE_SITE_URL ?? getSite().url).replace(/\/+$/, '');
}

export const absoluteUrl = (path: string) => `${siteOrigin()}${path}`;

/**
 * The agency's address line, at the bottom of every mail. From the bundled catalogue, not the request's
 * configuration: commands outside Next (`npm run owner`) write mails too.
 */
function footer(lang: Lang): string {
  const { name, contact, defaultLanguage } = getSite();
  const t = createTranslator({ locale: lang, messages: messagesFor(lang, defaultLanguage), namespace: 'Mail' });
  return t('footer', { agency: name, street: contact.street, zip: contact.zip, city: localize(contact.city, lang), phone: contact.phone });
}

export async function compose(
  lang: Lang,
  to: string,
  content: Omit<MailContent, 'footer'>,
  extra: Partial<OutboxMessage> = {},
): Promise<OutboxMessage> {
  return { to, ...renderMail({ ...content, footer: footer(lang) }), ...extra };
}
