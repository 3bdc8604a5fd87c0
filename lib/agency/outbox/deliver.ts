/**
 * Delivers the outbox: claims due mails, sends each through the transport and records the outcome.
 * A mail is marked sent only after the transport accepted it; if the process dies between the two,
 * the claim runs out and the mail is sent again with the same Message-ID (at least once, never lost).
 */
import 'server-only';
import type { Database } from '@/lib/platform/db/client';
import {
  claimDue,
  releaseDeadClaims,
  mailOf,
  markFailed,
  markRequestResolved,
  markSent,
  RESET_REQUEST_KIND,
  resetRequestOf,
  type OutboxRow,
} from '@/lib/platform/dal/outbox';
import type { OutboxResetRequest } from '@/lib/platform/db/schema';
import type { MailTransport, OutgoingMail } from '@/lib/agency/mail/transport';
import { NOTICE_MAIL_KIND, notify } from '@/lib/agency/notices';
import type { NoticeItem } from '@/lib/platform/dal/notices';
import { isPermanent, retryDelay } from './schedule';

export interface Delivery {
  db: Database;
  transport: MailTransport;
  /** The sender, e.g. `"Vitrine Vastgoed" <info@vitrine-vastgoed.be>`. */
  from: string;
  /** The files a mail attaches, by reference (an upload, a document of the catalogue). */
  attachments(row: OutboxRow): Promise<OutgoingMail['attachments']>;
  /**
   * Turns a forgot-password request into its link and mail (queued in the outbox), or into nothing for an
   * account that does not exist or is disabled (lib/owner/auth/password-links.ts).
   */
  resetRequest?: (request: OutboxResetRequest) => Promise<void>;
  log?: (line: string) => void;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

/** What a given-up mail was, for the agency's notice. */
function undeliverable(row: OutboxRow, reason: string): NoticeItem {
  const what = row.kind === RESET_REQUEST_KIND ? 'a password reset request' : `${row.kind} to ${mailOf(row).to}`;
  return {
    key: `mail-undeliverable:${row.id}`,
    detail: `${what} (${new Date(row.createdAt).toISOString().slice(0, 16).replace('T', ' ')} UTC): ${reason}`,
  };
}

/** Mails given up in a round: the agency hears of them in one mail, each once (lib/agency/notices). */
async function tellUndeliverable(delivery: Delivery, items: NoticeItem[]): Promise<void> {
  if (!items.length) return;
  try {
    await notify(delivery.db, 'mail-undeliverable', items);
  } catch (error) {
    delivery.log?.(
      `[outbox] the agency could not be told of undeliverable mails: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** One round: claims up to `limit` due mails and reset requests (not the CRM's leads: ./crm.ts) and tries each once. */
export async function deliverDue(delivery: Delivery, limit = 20): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  const released = await releaseDeadClaims(delivery.db);
  if (released) delivery.log?.(`[outbox] ${released} mails claimed by a process that has ended are taken again`);
  const rows = await claimDue(delivery.db, limit);
  const givenUp: NoticeItem[] = [];
  let resolved = 0;
  for (const row of rows) {
    try {
      if (row.kind === RESET_REQUEST_KIND) {
        if (!delivery.resetRequest) throw new Error('this worker cannot resolve password reset requests');
        await delivery.resetRequest(resetRequestOf(row));
        await markRequestResolved(delivery.db, row.id);
        report.sent++;
        resolved++;
        continue;
      }
      const message = mailOf(row);
      await delivery.transport.send({
        messageId: row.messageId,
        from: delivery.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        attachments: await delivery.attachments(row),
        createdAt: new Date(row.createdAt),
        kind: row.kind,
      });
      await markSent(delivery.db, row.id);
      report.sent++;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = isPermanent(error) ? null : retryDelay(row.attempts, Date.now() - new Date(row.createdAt).getTime(), Math.random());
      await markFailed(delivery.db, row.id, reason.slice(0, 500), delay);
      if (delay === null) report.failed++;
      else report.retried++;
      delivery.log?.(
        `[outbox] ${row.kind} ${row.messageId}: ${reason}${delay === null ? ' (given up)' : ` (again in ${Math.round(delay / 1000)} s)`}`,
      );
      // Given up: the agency hears of it once, unless it is a notice's own mail (lib/agency/notices).
      if (delay === null && row.kind !== NOTICE_MAIL_KIND) givenUp.push(undeliverable(row, reason));
    }
  }
  await tellUndeliverable(delivery, givenUp);
  if (!resolved) return report;
  // A resolved request queued its mail just now: it goes in this round rather than at the next poll.
  const next = await deliverDue(delivery, limit);
  return { sent: report.sent + next.sent, retried: report.retried + next.retried, failed: report.failed + next.failed };
}
