/**
 * The SweepBright adapter (lib/agency/crm/adapter.ts): the catalogue fed by SweepBright's webhooks and
 * read with `GET estates/{id}` (./catalogue, fields in ./mapping), leads to the estate's contacts or to
 * the contacts (./leads), the public URL told after publishing, all over one client-credentials session
 * (./auth) on SweepBright's wire (./wire). The webhook endpoint's logic is ./webhook.ts.
 *
 * A booked visit's cancellation or move becomes no lead, as with Whise: the booking's lead already
 * reached the estate's contacts, and no source shows a call that changes or cancels one.
 */
import 'server-only';
import type { Database } from '@/lib/platform/db/client';
import { allCrmIds, crmIdsById, queueWebhookEvent } from '@/lib/platform/dal/crm-webhooks';
import type { CrmAdapter, CrmLead } from '../adapter';
import { CrmError } from '../errors';
import type { LeadCatalogue } from '../omnicasa/leads';
import { SweepBrightSession } from './auth';
import { CRM, sweepbrightCatalogue } from './catalogue';
import { leadCall, sweepbrightLead } from './leads';
import type { SweepBrightConnection } from './wire';

export type { SweepBrightConnection } from './wire';
export { DEFAULT_API_VERSION, SWEEPBRIGHT_URL } from './wire';

/** A call's delivery ends within this long, the token call included (a claimed batch of leads must end within its claim). */
export const LEAD_TIMEOUT_MS = 15_000;

export interface SweepBrightOptions {
  db: () => Promise<Database>;
  /** The site's address, for the public URL SweepBright is told; null tells it nothing. */
  siteUrl: string | null;
  /** What Omnicasa's lead texts are made with (the message of every lead). */
  leadCatalogue: LeadCatalogue;
  log?: (line: string) => void;
}

export function sweepbrightAdapter(connection: SweepBrightConnection, options: SweepBrightOptions): CrmAdapter {
  const session = new SweepBrightSession(connection);
  return {
    name: CRM,
    catalogue: sweepbrightCatalogue(session, { db: options.db, siteUrl: options.siteUrl, log: options.log }),
    lead: (submission) => sweepbrightLead(submission, options.leadCatalogue),
    visitLead: () => null,
    async deliver(lead: CrmLead) {
      const call = leadCall(lead);
      const deadline = Date.now() + LEAD_TIMEOUT_MS;
      if (call.endpoint === 'estate-url') {
        await session.call('PUT', `estates/${encodeURIComponent(call.estateId)}/url`, call.body, { deadline, name: 'estates/{id}/url' });
        return;
      }
      if (call.endpoint === 'contacts') {
        await session.call('POST', 'contacts', call.body, { deadline, name: 'contacts' });
        return;
      }
      const estate = (await crmIdsById(await options.db(), CRM, [call.propertyId])).get(call.propertyId);
      if (!estate)
        throw new CrmError(`estates/{id}/contacts: property ${call.propertyId} is not one of SweepBright's`, { transient: false });
      await session.call('POST', `estates/${encodeURIComponent(estate.externalId)}/contacts`, call.body, {
        deadline,
        name: 'estates/{id}/contacts',
      });
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Queues every estate SweepBright ever announced (or those of `ids`: our ids or SweepBright's) as
 * updated, for the next sync to read again: `npm run crm -- resync`. How many were queued.
 */
export async function queueResync(db: Database, ids?: readonly (number | string)[]): Promise<number> {
  const known = await allCrmIds(db, CRM);
  const wanted = ids ? new Set(ids.map((id) => (typeof id === 'number' ? id : /^\d+$/.test(id) ? Number(id) : id.toLowerCase()))) : null;
  let queued = 0;
  for (const row of known) {
    if (wanted && !wanted.has(row.id) && !wanted.has(row.externalId)) continue;
    wanted?.delete(row.id);
    wanted?.delete(row.externalId);
    await queueWebhookEvent(db, { crm: CRM, estateId: row.externalId, event: 'estate-updated', happenedAt: null });
    queued++;
  }
  // SweepBright's ids never announced here (a first connection, webhooks lost in an outage): read them
  // too, as no list call of SweepBright's is known to find them.
  for (const id of wanted ?? [])
    if (typeof id === 'string' && UUID.test(id)) {
      await queueWebhookEvent(db, { crm: CRM, estateId: id, event: 'estate-updated', happenedAt: null });
      queued++;
    }
  return queued;
}
