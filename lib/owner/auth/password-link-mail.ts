/**
 * The mails of the owner area: the link to set a first password (sent by `npm run owner -- add` and
 * `reset`) and the forgot-password link. Through the outbox like every mail, so one is never lost, and
 * written without a request (the command runs outside Next), from the bundled catalogues.
 */
import 'server-only';
import { createTranslator } from 'use-intl/core';
import { getSite } from '@/lib/catalogue/data';
import type { Database } from '@/lib/platform/db/client';
import { queueMail } from '@/lib/platform/dal/outbox';
import { absoluteUrl, compose } from '@/lib/agency/mail/site';
import { ownerPath } from '@/lib/catalogue/routing/app-paths';
import { ownerLang, type OwnerLang } from '@/lib/platform/i18n/owner-lang';
import { messagesFor } from '@/lib/platform/i18n/messages';

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

export async function passwordLinkMail(link: PasswordLink) {
  const lang = ownerLang(link.lang);
  const site = getSite();
  const messages = messagesFor(lang, site.defaultLanguage);
  const t = createTranslator({ locale: lang, messages, namespace: 'Owner.mail' });
  const m = createTranslator({ locale: lang, messages, namespace: 'Mail' });
  return {
    kind: `owner-${link.kind}`,
    message: await compose(lang, link.to, {
      subject: t(`${link.kind}.subject`, { agency: site.name }),
      blocks: [
        { paragraphs: [m('greeting', { name: link.name }), t(`${link.kind}.intro`, { agency: site.name })] },
        { action: { label: t(`${link.kind}.button`), url: passwordLinkUrl(lang, link.token) } },
        { small: [t(`${link.kind}.expires`), t('ignore')] },
        { paragraphs: [m('signature'), site.name] },
      ],
    }),
  };
}

export async function sendPasswordLink(db: Database, link: PasswordLink): Promise<void> {
  await queueMail(db, await passwordLinkMail(link), new URL(getSite().url).hostname);
}
