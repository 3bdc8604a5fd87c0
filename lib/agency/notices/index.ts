/**
 * Someone at the agency is told (issue 64): a catalogue sync that keeps failing, records the sync holds
 * back, leads the CRM refuses and mails that cannot be delivered reach the agency's address
 * (site.json `contact.email`) by mail, and the log, once per problem rather than once per run: a notice
 * is told when it opens, stays quiet while it lasts, and is told again only if it comes back after it was
 * resolved (lib/platform/dal/notices.ts). The mail is queued in the outbox in the transaction that marks
 * the notice told, so it is neither lost nor sent twice.
 */
import 'server-only';
import { createTranslator } from 'use-intl/core';
import { getSite } from '@/lib/catalogue/data';
import { compose } from '@/lib/agency/mail/site';
import type { Database } from '@/lib/platform/db/client';
import { resolveNotices, tellNotices, type NoticeItem } from '@/lib/platform/dal/notices';
import { messagesFor } from '@/lib/platform/i18n/messages';
import { logger } from '@/lib/platform/log';

/** The outbox kind of a notice's mail: a notice is never raised about its own mail (lib/agency/outbox/deliver.ts). */
export const NOTICE_MAIL_KIND = 'agency-notice';

export const NOTICE_KINDS = ['crm-sync-failing', 'crm-held', 'crm-lead-refused', 'mail-undeliverable'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The message keys of each kind (messages/*.json `Mail.notice`). */
const TEXT_KEY: Record<NoticeKind, 'syncFailing' | 'held' | 'leadRefused' | 'mailUndeliverable'> = {
  'crm-sync-failing': 'syncFailing',
  'crm-held': 'held',
  'crm-lead-refused': 'leadRefused',
  'mail-undeliverable': 'mailUndeliverable',
};

/**
 * Raises the notices of one kind; those not told yet go out in one mail, in the agency's language, each
 * a line. Returns how many were told now.
 */
export async function notify(db: Database, kind: NoticeKind, items: readonly NoticeItem[]): Promise<number> {
  if (!items.length) return 0;
  const site = getSite();
  const lang = site.defaultLanguage;
  const t = createTranslator({ locale: lang, messages: messagesFor(lang, lang), namespace: 'Mail.notice' });
  const key = TEXT_KEY[kind];
  const told = await tellNotices(
    db,
    kind,
    items,
    async (rows) => ({
      kind: NOTICE_MAIL_KIND,
      message: await compose(lang, site.contact.email, {
        subject: t(`${key}.subject`, { count: rows.length, agency: site.name }),
        blocks: [
          { paragraphs: [t(`${key}.intro`, { count: rows.length })] },
          { paragraphs: rows.map((row) => row.detail) },
          { small: [t('once')] },
        ],
      }),
    }),
    new URL(site.url).hostname,
  );
  for (const row of told) logger('notices').warn({ kind, key: row.key }, `told the agency: ${row.detail}`);
  return told.length;
}

/** The notices of `kind` are over but those in `open`: a recurrence will be told again. */
export async function resolve(db: Database, kind: NoticeKind, open: readonly string[] = []): Promise<number> {
  return resolveNotices(db, kind, open);
}
