/**
 * Omnicasa's catalogue as a CatalogueSource (lib/agency/crm/adapter.ts): GetPropertyList and GetProjectList
 * page by page in one language, with the items' own pictures (a picture list is asked for only when an
 * item carries none), withdrawn items (by their status) and the deleted ids.
 */
import 'server-only';
import pLimit from 'p-limit';
import type { Lang } from '@/lib/catalogue/data/types';
import type { CatalogueSource, CrmRecord } from '../adapter';
import { CrmError } from '../errors';
import { EMPTY_MAPPING } from '../mapping-file';
import {
  deletedIds,
  fromCrmProject,
  fromCrmProperty,
  isPublished,
  itemId,
  itemPictures,
  pictureList,
  PROPERTY_RULES,
  type RemoteMedia,
} from './mapping';
import { field, LANGUAGE_IDS, omnicasaCall, omnicasaList, type OmnicasaConnection } from './wire';

/** Picture lists fetched at once for one page. */
const PICTURE_CONCURRENCY = 8;

/** The CRM's DateTime parameter: "Y-m-d H:i:s" in UTC, as the public client sends it. */
export function crmDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

function languageId(lang: Lang): number {
  const id = LANGUAGE_IDS[lang];
  if (!id) throw new CrmError(`the CRM has no language id for ${lang}`, { transient: false });
  return id;
}

/** Labels and names in one language, and the descriptions in the same (two parameters on the wire). */
const inLanguage = (lang: Lang) => ({ LanguageId: languageId(lang), DescriptionLanguageId: languageId(lang) });

export function omnicasaCatalogue(connection: OmnicasaConnection): CatalogueSource {
  /** Ids seen withdrawn by their status during this run's walk: removed if the site shows them. */
  const withdrawn = new Set<number>();

  /** Every picture of one object, all pages of its list. */
  async function picturesOf(endpoint: string, objectId: number, lang: Lang): Promise<RemoteMedia[]> {
    const pictures: RemoteMedia[] = [];
    for await (const page of omnicasaList(connection, endpoint, { ObjectID: objectId, LanguageId: languageId(lang) }))
      pictures.push(...pictureList(page));
    return pictures;
  }

  /** An item's pictures: its own, else its picture list's. */
  async function pictures(item: unknown, lang: Lang, endpoint: string): Promise<RemoteMedia[]> {
    const own = itemPictures(item);
    if (own) return own;
    const id = itemId(item);
    return id === null ? [] : picturesOf(endpoint, id, lang);
  }

  /** A project's first published unit, whose address stands in for the project's own. */
  async function firstUnit(projectId: number, lang: Lang): Promise<Record<string, unknown> | null> {
    const answer = await omnicasaCall(connection, 'GetPropertyList', { ...inLanguage(lang), ProjectID: projectId, Limit1: 1, Limit2: 1 });
    const items = field(answer, 'Items');
    const unit = Array.isArray(items) ? items[0] : undefined;
    return unit ? fromCrmProperty(unit, lang, []) : null;
  }

  return {
    crm: 'omnicasa',
    origin: connection.url,
    fieldSource: (ours) => PROPERTY_RULES[ours as keyof typeof PROPERTY_RULES]?.from ?? null,
    async *properties({ lang, changedSince, mapping, marquee }) {
      const params: Record<string, unknown> = inLanguage(lang);
      if (changedSince) params.ChangeSince = crmDateTime(changedSince);
      const meaning = { marquee: marquee ?? { sold: null, rented: null, option: null }, subStatus: {} };
      for await (const page of omnicasaList(connection, 'GetPropertyList', params)) {
        const published = page.filter((item) => {
          const id = itemId(item);
          if (isPublished(item)) {
            if (id !== null) withdrawn.delete(id);
            return true;
          }
          if (id !== null) withdrawn.add(id);
          return false;
        });
        yield await pLimit(PICTURE_CONCURRENCY).map(published, async (item): Promise<CrmRecord> =>
          fromCrmProperty(item, lang, await pictures(item, lang, 'GetPropertyPictureList'), mapping ?? EMPTY_MAPPING, meaning),
        );
      }
    },
    async *projects({ lang, mapping }) {
      for await (const page of omnicasaList(connection, 'GetProjectList', inLanguage(lang))) {
        // A project is published when it says so (PublishInternet), or when it does not say.
        const published = page.filter((item) => field(item, 'PublishInternet') !== false);
        yield await pLimit(PICTURE_CONCURRENCY).map(published, async (item): Promise<CrmRecord> => {
          const id = itemId(item);
          const unit = id === null ? null : await firstUnit(id, lang);
          return fromCrmProject(item, lang, await pictures(item, lang, 'GetProjectPictureList'), unit, mapping ?? EMPTY_MAPPING);
        });
      }
    },
    async deletedPropertyIds() {
      const ids = new Set([...deletedIds(await omnicasaCall(connection, 'GetDeletedPropertyIDs')), ...withdrawn]);
      withdrawn.clear();
      return [...ids];
    },
    async deletedProjectIds() {
      return deletedIds(await omnicasaCall(connection, 'GetDeletedProjectIDs'));
    },
  };
}
