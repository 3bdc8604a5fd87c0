/**
 * Whise's catalogue as a CatalogueSource (lib/agency/crm/adapter.ts). One call serves every need:
 * `POST v1/estates/list {Filter, Page: {Limit, Offset}}` answers `{estates, totalCount}`, each estate
 * with its pictures and its `details[]`, so a walk is pages of that call in one language
 * (`Filter.LanguageId`), and a changed-since walk adds `Filter.UpdateDateTimeRange.Min`.
 *
 * Whise has no feed of deleted estates. The walks ask for every status and display status, so an estate
 * that went offline (archived, deleted, displayed offline or as a reference) still comes when it
 * changed: it is not yielded, and its id is reported by `deletedPropertyIds()` for the sync to remove.
 * An estate gone from Whise altogether is removed by the next full sync, which drops what it did not see.
 *
 * Projects are the estates that can have children; their units name them in `parentId`. They are read
 * whole each run (our projects file is always whole): from the property walk of the same language when
 * that walk was full, else by a walk of their own.
 */
import 'server-only';
import type { Lang } from '@/lib/catalogue/data/types';
import type { CatalogueSource, CrmRecord } from '../adapter';
import { CrmError } from '../errors';
import type { WhiseSession } from './auth';
import {
  ALL_DISPLAY_STATUSES,
  ALL_STATUSES,
  estateId,
  fromWhiseProject,
  fromWhiseProperty,
  isOnline,
  isProject,
  LANGUAGE_IDS,
  ONLINE_DISPLAY_STATUSES,
  PROPERTY_FIELDS,
  ACTIVE_STATUS,
  whiseDateTime,
} from './mapping';
import { field } from './wire';

/** Estates per page (the public client's default). */
export const PAGE_SIZE = 50;
const LIST = 'v1/estates/list';

function languageId(lang: Lang): string {
  const id = LANGUAGE_IDS[lang];
  if (!id)
    throw new CrmError(`the CRM has no language id for ${lang} (Whise's known ones: ${Object.keys(LANGUAGE_IDS).join(', ')})`, {
      transient: false,
    });
  return id;
}

/** A page of the list: its estates and the total, or an error naming what is wrong with the answer. */
export function listPage(answer: unknown): { estates: unknown[]; total: number | null } {
  if (field(answer, 'isValidRequest') === false) {
    const errors = field(answer, 'validationErrors');
    const messages = Array.isArray(errors) ? errors.map((e) => field(e, 'message')).filter((m) => typeof m === 'string') : [];
    // A filter Whise did not take may be one it then ignored: better no sync than a wrong one.
    throw new CrmError(`${LIST}: the CRM did not take the request: ${messages.join('; ').slice(0, 300) || '(no reason given)'}`, {
      transient: false,
    });
  }
  const estates = field(answer, 'estates');
  if (!Array.isArray(estates)) throw new CrmError(`${LIST}: the answer has no estates list`, { transient: false });
  const total = field(answer, 'totalCount');
  return { estates, total: typeof total === 'number' && Number.isInteger(total) && total >= 0 ? total : null };
}

/** Every estate the filter selects, page by page (`Offset` = `Limit` × page), until `totalCount` is read or a page falls short. */
export async function* listEstates(
  session: WhiseSession,
  filter: Record<string, unknown>,
  pageSize = PAGE_SIZE,
): AsyncGenerator<unknown[], void> {
  for (let offset = 0; ; offset += pageSize) {
    const { estates, total } = listPage(await session.call(LIST, { Filter: filter, Page: { Limit: pageSize, Offset: offset } }));
    if (estates.length > pageSize)
      throw new CrmError(`${LIST}: a page of ${pageSize} estates came back with ${estates.length}`, { transient: false });
    if (estates.length) yield estates;
    if (estates.length < pageSize || (total !== null && offset + pageSize >= total)) return;
  }
}

export function whiseCatalogue(session: WhiseSession, pageSize = PAGE_SIZE): CatalogueSource {
  /** Ids seen offline during this source's walks, until the sync asks for them. */
  const withdrawn = new Set<number>();
  /** Projects (online) seen by a full property walk, per language, for `projects()` of the same run. */
  const projectsSeen = new Map<string, unknown[]>();

  const everyStatus = { StatusIds: [...ALL_STATUSES], DisplayStatusIds: [...ALL_DISPLAY_STATUSES] };

  return {
    crm: 'whise',
    origin: session.connection.url,
    fieldSource: (ours) => {
      const from = PROPERTY_FIELDS[ours as keyof typeof PROPERTY_FIELDS]?.from;
      return from === undefined ? null : typeof from === 'string' ? from : from.join(', ');
    },
    async *properties({ lang, changedSince, marquee, mapping }) {
      const filter: Record<string, unknown> = { LanguageId: languageId(lang), ...everyStatus };
      if (changedSince) filter.UpdateDateTimeRange = { Min: whiseDateTime(changedSince) };
      const projects: unknown[] = [];
      for await (const page of listEstates(session, filter, pageSize)) {
        const records: CrmRecord[] = [];
        for (const estate of page) {
          if (isProject(estate)) {
            if (isOnline(estate)) projects.push(estate);
            continue;
          }
          const id = estateId(estate);
          if (!isOnline(estate)) {
            if (id !== null) withdrawn.add(id);
            continue;
          }
          if (id !== null) withdrawn.delete(id);
          records.push(fromWhiseProperty(estate, lang, marquee, mapping));
        }
        if (records.length) yield records;
      }
      if (!changedSince) projectsSeen.set(lang, projects);
    },
    async *projects({ lang }) {
      const seen = projectsSeen.get(lang);
      projectsSeen.delete(lang);
      if (seen) {
        if (seen.length) yield seen.map((estate) => fromWhiseProject(estate, lang));
        return;
      }
      const filter = { LanguageId: languageId(lang), StatusIds: [ACTIVE_STATUS], DisplayStatusIds: [...ONLINE_DISPLAY_STATUSES] };
      for await (const page of listEstates(session, filter, pageSize)) {
        const projects = page.filter((estate) => isProject(estate) && isOnline(estate)).map((estate) => fromWhiseProject(estate, lang));
        if (projects.length) yield projects;
      }
    },
    async deletedPropertyIds() {
      const ids = [...withdrawn];
      withdrawn.clear();
      return ids;
    },
    // Projects are read whole each run: one that went offline is simply not in the list.
    async deletedProjectIds() {
      return [];
    },
  };
}
