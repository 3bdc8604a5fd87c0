/**
 * The one boundary between Vitrine and an agency's CRM (docs/decisions/0033). A CRM adapter does two
 * things, each behind this interface so that a second CRM (Whise's REST API, SweepBright's webhooks)
 * is one more module beside `omnicasa/`:
 *
 * - listings in: the catalogue as our data files' records (lib/catalogue/data/file-schemas.ts), read page by page,
 *   whole or changed since a time; the sync (./sync) writes them into a data folder through the data check;
 * - leads out: what the CRM takes of a stored submission, as a serializable request kept in the outbox
 *   beside the submission's mails, and its delivery.
 *
 * What an adapter hands over is still untrusted: the sync validates every record with the data files'
 * schemas before anything is published.
 */
import type { Lang } from '@/lib/catalogue/data/types';
import type { AgencyMapping } from './mapping-file';

/** A record as the CRM sent it, mapped to our field names but not yet validated. */
export type CrmRecord = Record<string, unknown>;

/** A photo or a document to fetch from the CRM's host (absolute http(s) URL). */
export interface MediaReference {
  url: string;
}

/** What the agency's data folder says of its CRM's records, read by the sync when it starts. */
export interface CatalogueContext {
  /** The agency's own mapping (./mapping-file.ts), or the empty one. */
  mapping?: AgencyMapping;
  /** Our Marquee numbers for a listing the CRM's status says is sold or rented (site.json's first). */
  marquee?: { sold: number | null; rented: number | null; option: number | null };
}

export interface CatalogueQuery extends CatalogueContext {
  lang: Lang;
  /** Only what changed since then (incremental sync); null for everything. */
  changedSince: Date | null;
}

export interface CatalogueSource {
  /** Which CRM: the agency's mapping file names the one it is for. */
  readonly crm?: AgencyMapping['crm'];
  /** Where one of our fields comes from on the CRM's wire ("GoogleX", "details 2222"), or null when no table reads it. */
  fieldSource?(field: string): string | null;
  /** The CRM's own address: media on its host are fetched whatever the scheme (./sync/media.ts). */
  readonly origin?: string;
  /** Properties in one language, a page at a time, mapped to our records (pictures included). */
  properties(query: CatalogueQuery): AsyncIterable<CrmRecord[]>;
  /** Projects in one language, a page at a time (always whole: they are few). */
  projects(query: { lang: Lang } & CatalogueContext): AsyncIterable<CrmRecord[]>;
  /** Ids of properties the CRM removed, or withdrew (seen withdrawn while `properties` was read). */
  deletedPropertyIds(): Promise<number[]>;
  deletedProjectIds(): Promise<number[]>;
  /**
   * A CRM that pushes its changes (SweepBright's webhooks): the run succeeded and its catalogue is in
   * place, so what it read may be marked done; `held` are the properties held back. Never throws.
   */
  commit?(outcome: { held: number[] }): Promise<void>;
  /** The run ended without a commit: what it took goes back for the next run (nothing after a commit). Never throws. */
  abort?(): Promise<void>;
}

/** A stored submission, as an adapter makes its lead from it (the fields as stored: phone as E.164, dates as yyyy-mm-dd). */
export interface LeadSubmission {
  /** The submission's id: the lead's reference in the CRM. */
  id: string;
  form: string;
  lang: string;
  propertyId?: number | null;
  projectId?: number | null;
  fields: Record<string, unknown>;
}

/**
 * A booked visit cancelled or moved (docs/decisions/0042, amendment 4), as an adapter makes its lead:
 * the CRM that got the booking hears of what became of it. Times come as the agency reads them.
 */
export interface VisitChange {
  kind: 'cancelled' | 'moved';
  /** Who changed it: the visitor (the signed link) or the agency (`npm run visits -- cancel`). */
  by: 'visitor' | 'agency';
  /** The booking cancelled, or moved away from: with `kind`, unique (a booking is cancelled or moved once). */
  bookingId: string;
  /** The visit's first booking (the same across moves): the visit's reference in every one of its leads. */
  originBookingId: string;
  lang: string;
  propertyId: number | null;
  projectId: number | null;
  visitor: { name: string; email: string; phone: string | null };
  /** The time booked until now, e.g. "donderdag 3 december 2026 om 14:00". */
  was: string;
  /** The slot's CRM appointment the visitor was attached to, if linked. */
  wasAppointmentId: number | null;
  /** A move's new time and the new slot's CRM appointment, if linked. */
  to?: { when: string; appointmentId: number | null };
}

/** A lead as kept in the outbox: which CRM, and the request it takes (JSON, no credentials). */
export interface CrmLead {
  crm: string;
  request: Record<string, unknown>;
}

export interface CrmAdapter {
  /** `omnicasa`; names the adapter in the outbox and in logs. */
  readonly name: string;
  readonly catalogue: CatalogueSource;
  /**
   * The lead a submission becomes, or null when the CRM takes nothing of its form. Made when the
   * submission is stored, in its transaction, and kept as it is in the outbox (docs/decisions/0034).
   */
  lead(submission: LeadSubmission): CrmLead | null;
  /**
   * The lead a visit's cancellation or move becomes, or null when the CRM takes none. Made in the
   * change's transaction and kept in the outbox as a submission's lead is.
   */
  visitLead(change: VisitChange): CrmLead | null;
  /** Delivers a stored lead; throws a CrmError (transient or not) when the CRM does not take it. */
  deliver(lead: CrmLead): Promise<void>;
}
