/**
 * Delivers the CRM's leads (docs/decisions/0034): claims due lead rows, hands each to the adapter and
 * records the outcome. A lead is marked sent only after the CRM answered Success; a transient failure
 * (the CRM down, slow, answering garbage) is tried again by CRM_RETRY, a refusal is kept as failed with
 * the CRM's message. Leads have a worker of their own (lib/agency/jobs/scheduler.ts), so a CRM that is down
 * never holds up a mail, and no worker at all without CRM_URL: their rows then wait, pending.
 *
 * Exactly once per submission as far as we can: one row per submission (lib/platform/dal/outbox.ts leadKey),
 * claimed by one worker at a time. If the CRM stored a lead but its answer never came (a timeout, the
 * process dying before markSent), the lead is sent again: at least once, with our reference in it.
 */
import 'server-only';
import type { CrmAdapter } from '@/lib/agency/crm/adapter';
import { CrmError, isTransient } from '@/lib/agency/crm/errors';
import { notify } from '@/lib/agency/notices';
import type { NoticeItem } from '@/lib/platform/dal/notices';
import type { Database } from '@/lib/platform/db/client';
import { claimDue, leadOf, leadsDueNow, markFailed, markSent, releaseDeadClaims } from '@/lib/platform/dal/outbox';
import type { DeliveryReport } from './deliver';
import { CRM_RETRY, retryDelay } from './schedule';

export interface LeadDelivery {
  db: Database;
  adapter: Pick<CrmAdapter, 'name' | 'deliver'>;
  log?: (line: string) => void;
}

/**
 * Leads claimed per round: each call waits at most 15 s (lib/agency/crm/omnicasa LEAD_TIMEOUT_MS), so a round
 * ends well within a claim (CLAIM_MS, two minutes) even when the CRM answers nothing.
 */
export const LEAD_BATCH = 5;

/** Leads given up in a round: the agency hears of them in one mail, each once (lib/agency/notices). */
async function tellRefused(delivery: LeadDelivery, refused: NoticeItem[]): Promise<void> {
  if (!refused.length) return;
  try {
    await notify(delivery.db, 'crm-lead-refused', refused);
  } catch (error) {
    delivery.log?.(`[crm] the agency could not be told of refused leads: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** One round: claims up to `limit` due leads and tries each once. */
export async function deliverLeadsDue(delivery: LeadDelivery, limit = LEAD_BATCH): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  const released = await releaseDeadClaims(delivery.db, 'lead');
  if (released) delivery.log?.(`[crm] ${released} leads claimed by a process that has ended are taken again`);
  const rows = await claimDue(delivery.db, limit, 'lead');
  const refused: NoticeItem[] = [];
  for (const row of rows) {
    try {
      const lead = leadOf(row);
      if (lead.crm !== delivery.adapter.name)
        throw new CrmError(`made for the CRM ${lead.crm}, but ${delivery.adapter.name} is configured`, { transient: false });
      await delivery.adapter.deliver(lead);
      await markSent(delivery.db, row.id);
      report.sent++;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = isTransient(error)
        ? retryDelay(row.attempts, Date.now() - new Date(row.createdAt).getTime(), Math.random(), CRM_RETRY)
        : null;
      await markFailed(delivery.db, row.id, reason.slice(0, 500), delay);
      if (delay === null) report.failed++;
      else report.retried++;
      delivery.log?.(
        `[crm] lead of ${row.submissionId ?? row.id}: ${reason}${delay === null ? ' (given up)' : ` (again in ${Math.round(delay / 1000)} s)`}`,
      );
      // Given up: the agency hears of it once (lib/agency/notices); its mail of the submission did go.
      if (delay === null)
        refused.push({
          key: `crm-lead-refused:${row.id}`,
          detail: `${row.submissionId ? `the request ${row.submissionId}` : `the call ${row.id}`} (${delivery.adapter.name}): ${reason}`,
        });
    }
  }
  await tellRefused(delivery, refused);
  // A lead went through: the CRM is back, and the others waiting out their backoff need not wait.
  if (report.sent) await leadsDueNow(delivery.db);
  return report;
}
