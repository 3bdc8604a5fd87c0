/**
 * The door to the agency's CRM (docs/decisions/0033, 0034): the adapter CRM_URL configures, Omnicasa's,
 * Whise's or SweepBright's as CRM_KIND says, or null without one (leads leave as mail only, the catalogue is edited
 * by hand).
 */
import 'server-only';
import { dataDirectory, getMunicipalities, getPropertyTypes, getSite, namePlaces } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import { env } from '@/lib/platform/env';
import type { CrmAdapter } from './adapter';
import { omnicasaAdapter } from './omnicasa';
import { whiseAdapter } from './whise';
import { DEFAULT_API_VERSION, sweepbrightAdapter } from './sweepbright';
import { getDb } from '@/lib/platform/db/client';
import { logger } from '@/lib/platform/log';
import { readState, type SyncState } from './sync/state';

export type { CrmAdapter, CrmLead, LeadSubmission, VisitChange } from './adapter';

/** The outbox's kind of a lead's row (lib/agency/outbox/crm.ts delivers them). */
export const CRM_LEAD_KIND = 'crm-lead';

/** Our type ids (WebIDs) as the CRM's type-of-property ids, by the catalogue's types (types.json `ID`). */
function typeIds(webIds: number[], lang: string): number[] {
  const types = getPropertyTypes(lang as Lang);
  return [...new Set(webIds.flatMap((webId) => types.filter((type) => type.webId === webId).map((type) => type.id)))];
}

/** Postal codes as the municipalities they are in, named in the agency's language. */
const placeNames = (zips: string[]) => namePlaces(getMunicipalities(), zips, getSite().defaultLanguage);

/** The CRM of this process's environment, or null when CRM_URL is not set. */
export function crmAdapter(): CrmAdapter | null {
  const { CRM_URL, CRM_USER, CRM_PASSWORD, CRM_KIND, CRM_CLIENT_ID, CRM_OFFICE_ID, CRM_API_VERSION, VITRINE_SITE_URL } = env();
  if (!CRM_URL || !CRM_USER || !CRM_PASSWORD) return null;
  if (CRM_KIND === 'sweepbright')
    return sweepbrightAdapter(
      {
        url: CRM_URL,
        clientId: CRM_USER,
        clientSecret: CRM_PASSWORD,
        apiVersion: (CRM_API_VERSION ?? DEFAULT_API_VERSION).replace(/^v/, ''),
      },
      {
        db: getDb,
        siteUrl: VITRINE_SITE_URL ?? getSite().url,
        leadCatalogue: { typeIds, placeNames },
        log: (line) => logger('crm').info(line),
      },
    );
  if (CRM_KIND === 'whise') {
    if (!CRM_CLIENT_ID) return null;
    return whiseAdapter(
      { url: CRM_URL, user: CRM_USER, password: CRM_PASSWORD, clientId: CRM_CLIENT_ID, officeId: CRM_OFFICE_ID ?? null },
      { typeIds, placeNames },
    );
  }
  return omnicasaAdapter({ url: CRM_URL, user: CRM_USER, password: CRM_PASSWORD }, { typeIds, placeNames });
}

/**
 * The catalogue sync's record (`.crm/state.json` in the data folder) when CRM_URL is set, or null
 * without a CRM: the readiness probe's (lib/agency/health/probe.ts) view of the sync.
 */
export function crmSyncState(): SyncState | null {
  if (!env().CRM_URL) return null;
  return readState(dataDirectory());
}
