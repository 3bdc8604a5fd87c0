/**
 * The Omnicasa adapter (lib/agency/crm/adapter.ts): the catalogue read from its website API (./catalogue) and
 * leads made by one table (./leads) and delivered over its wire (./wire).
 */
import 'server-only';
import type { CrmAdapter, CrmLead } from '../adapter';
import { omnicasaCatalogue } from './catalogue';
import { leadCall, omnicasaLead, type LeadCatalogue } from './leads';
import { omnicasaVisitLead } from './visit-leads';
import { omnicasaCall, type OmnicasaConnection } from './wire';

/**
 * A lead's call waits at most this long: a claimed batch of leads (lib/agency/outbox/crm.ts) must end well
 * within the outbox's claim (lib/platform/dal/outbox-claim.ts CLAIM_MS), or another worker would take it back.
 */
export const LEAD_TIMEOUT_MS = 15_000;

export function omnicasaAdapter(connection: OmnicasaConnection, catalogue: LeadCatalogue): CrmAdapter {
  return {
    name: 'omnicasa',
    catalogue: omnicasaCatalogue(connection),
    lead: (submission) => omnicasaLead(submission, catalogue),
    visitLead: (change) => omnicasaVisitLead(change),
    async deliver(lead: CrmLead) {
      const { endpoint, params } = leadCall(lead);
      // Success is all that counts: the Value (a count or an id) is not ours to keep.
      await omnicasaCall(
        { ...connection, timeoutMs: Math.min(connection.timeoutMs ?? LEAD_TIMEOUT_MS, LEAD_TIMEOUT_MS) },
        endpoint,
        params,
      );
    },
  };
}
