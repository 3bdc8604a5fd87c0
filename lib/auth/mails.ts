/**
 * The mails of the owner area: the link to set a first password (sent by `npm run owner -- add` and
 * `reset`) and the forgot-password link. Through the outbox like every mail, so one is never lost, and
 * written without a request (the command runs outside Next), from the bundled catalogues.
 */
import 'server-only';
import { createTranslator } from 'use-intl/core';
import { getSite, localize } from '@/lib/data';
import type { Lang } from '@/lib/data/types';
import type { Database } from '@/lib/db/client';
import { queueMail } from '@/lib/dal/outbox';
import { absoluteUrl } from '@/lib/forms/mails';
import { renderMail } from '@/lib/mail/compose';
import { ownerPath } from '@/lib/routing/app-paths';
import { messagesFor } from '@/i18n/messages';

export const OWNER_LANGS = ['nl', 'fr', 'en'] as const;
export type OwnerLang = (typeof OWNER_LANGS)[number];

export const ownerLang = (value: string | null | undefined): OwnerLang => (OWNER_LANGS as readonly string[]).includes(value ?? '') ? (value as OwnerLang) : 'nl';

export interface PasswordLink {
  kind: 'welcome' | 'reset';
  to: string;
  name: string;
  lang: string | null | undefined;
  token: string;
}

/** The address of the page that sets the password with `token`. */
export function passwordLinkUrl(lang: OwnerLang, token: string): string {
  return absoluteUrl(`${ownerPath(lang, 'password')}?token=${encodeURIComponent(token)}`);
}

export function passwordLinkMail(link: PasswordLink) {
  const lang = ownerLang(link.lang);
  const site = getSite();
  const t = createTranslator({ locale: lang, messages: messagesFor(lang as Lang, site.defaultLanguage), namespace: 'Owner.mail' });
  const m = createTranslator({ locale: lang, messages: messagesFor(lang as Lang, site.defaultLanguage), namespace: 'Mail' });
  const url = passwordLinkUrl(lang, link.token);
  return {
    kind: `owner-${link.kind}`,
    message: {
      to: link.to,
      ...renderMail({
        subject: t(`${link.kind}.subject`, { agency: site.name }),
        blocks: [
          { paragraphs: [m('greeting', { name: link.name }), t(`${link.kind}.intro`, { agency: site.name })] },
          { action: { label: t(`${link.kind}.button`), url } },
          { small: [t(`${link.kind}.expires`), t('ignore')] },
          { paragraphs: [m('signature'), site.name] },
        ],
        footer: m('footer', { agency: site.name, street: site.contact.street, zip: site.contact.zip, city: localize(site.contact.city, lang as Lang), phone: site.contact.phone }),
      }),
    },
  };
}

export async function sendPasswordLink(db: Database, link: PasswordLink): Promise<void> {
  await queueMail(db, passwordLinkMail(link), new URL(getSite().url).hostname);
}
