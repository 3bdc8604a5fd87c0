/**
 * Omnicasa's catalogue as a CatalogueSource (lib/agency/crm/adapter.ts): GetPropertyList and GetProjectList
 * page by page in one language, each page's pictures from GetPropertyPictureList /
 * GetProjectPictureList when the items do not carry them, and the deleted ids.
 */
import 'server-only';
import pLimit from 'p-limit';
import type { Lang } from '@/lib/catalogue/data/types';
import type { CatalogueSource, CrmRecord } from '../adapter';
import { CrmError } from '../errors';
import { deletedIds, fromCrmProject, fromCrmProperty, hasInlinePictures, itemId, pictureList, type RemoteMedia } from './mapping';
import { LANGUAGE_IDS, omnicasaCall, omnicasaList, type OmnicasaConnection } from './wire';

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

export function omnicasaCatalogue(connection: OmnicasaConnection): CatalogueSource {
  /** Every picture of one object, all pages of its list. */
  async function picturesOf(endpoint: string, objectId: number, lang: Lang): Promise<RemoteMedia[]> {
    const pictures: RemoteMedia[] = [];
    for await (const page of omnicasaList(connection, endpoint, { ObjectID: objectId, LanguageId: languageId(lang) }))
      pictures.push(...pictureList(page));
    return pictures;
  }

  /** A page of items mapped, with the pictures of those that do not carry them. */
  async function mapPage(items: unknown[], lang: Lang, pictureEndpoint: string, map: typeof fromCrmProperty): Promise<CrmRecord[]> {
    return pLimit(PICTURE_CONCURRENCY).map(items, async (item) => {
      if (hasInlinePictures(item)) return map(item, lang);
      const id = itemId(item);
      return map(item, lang, id === null ? [] : await picturesOf(pictureEndpoint, id, lang));
    });
  }

  return {
    origin: connection.url,
    async *properties({ lang, changedSince }) {
      const params: Record<string, unknown> = { LanguageId: languageId(lang) };
      if (changedSince) params.ChangeSince = crmDateTime(changedSince);
      for await (const page of omnicasaList(connection, 'GetPropertyList', params))
        yield await mapPage(page, lang, 'GetPropertyPictureList', fromCrmProperty);
    },
    async *projects({ lang }) {
      for await (const page of omnicasaList(connection, 'GetProjectList', { LanguageId: languageId(lang) }))
        yield await mapPage(page, lang, 'GetProjectPictureList', fromCrmProject);
    },
    async deletedPropertyIds() {
      return deletedIds(await omnicasaCall(connection, 'GetDeletedPropertyIDs'));
    },
    async deletedProjectIds() {
      return deletedIds(await omnicasaCall(connection, 'GetDeletedProjectIDs'));
    },
  };
}
