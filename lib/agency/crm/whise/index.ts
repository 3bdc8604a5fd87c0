/**
 * The Whise adapter (lib/agency/crm/adapter.ts): the catalogue read from `v1/estates/list` (./catalogue,
 * fields in ./mapping), leads as contact upserts (./leads), both over one session whose tokens are
 * renewed as they expire (./auth) on Whise's wire (./wire).
 *
 * A booked visit's cancellation or move becomes no lead: the only call known to take a lead, the
 * contact upsert, can say who is interested in which estate but not that a visit was cancelled or moved
 * (no source names a message field), and the booking's own lead already said the first.
 */
import 'server-only';
import type { CrmAdapter, CrmLead } from '../adapter';
import type { LeadCatalogue } from '../omnicasa/leads';
import { WhiseSession } from './auth';
import { whiseCatalogue } from './catalogue';
import { leadCall, whiseLead } from './leads';
import type { WhiseConnection } from './wire';

export type { WhiseConnection } from './wire';

/** Whise's API, when the agency's configuration does not say another. */
export const WHISE_URL = 'https://api.whise.eu/';

/**
 * A lead's delivery ends within this long, token calls included: a claimed batch of leads
 * (lib/agency/outbox/crm.ts) must end well within the outbox's claim.
 */
export const LEAD_TIMEOUT_MS = 15_000;

/**
 * `leadCatalogue` is what Omnicasa's search profiles are made with; Whise's (`SearchCriteria`) has no
 * known shape, so it is not used yet.
 */
export function whiseAdapter(connection: WhiseConnection, leadCatalogue?: LeadCatalogue): CrmAdapter {
  void leadCatalogue;
  const session = new WhiseSession(connection);
  return {
    name: 'whise',
    catalogue: whiseCatalogue(session),
    lead: (submission) => whiseLead(submission, { officeId: connection.officeId }),
    visitLead: () => null,
    async deliver(lead: CrmLead) {
      const { endpoint, body } = leadCall(lead);
      // No waiting out a rate limit here: a 429 is transient and the outbox tries again later.
      await session.call(endpoint, body, { maxTries: 1, deadline: Date.now() + LEAD_TIMEOUT_MS });
    },
  };
}
