/** The app's own shapes of the bundled data; pages and components use these, never the file shapes. */
import type { DataFiles, LanguageCode, LocalizedText, ModuleRecord } from './file-schemas';
import type { LanguageSets } from './language-sets';

export type Lang = LanguageCode;
export type Localized = LocalizedText;

type SiteFile = DataFiles['site.json'];

export interface SiteConfig extends SiteFile, LanguageSets {
  /** The public site's enabled languages, in the order of languageUse. */
  languages: Lang[];
  /** The owner area's languages (login, portal). */
  ownerLanguages: Lang[];
  defaultLanguage: Lang;
}

export type TopBarItem = SiteFile['topBar']['left'][number];
export type FooterColumn = SiteFile['footer']['columns'][number];
export type HomeBanner = SiteFile['homeBanner'];
export type ImageRef = SiteFile['logo'];
export type Module = ModuleRecord;

export interface MenuPage {
  id: string;
  name: string;
  parentId: string | null;
  kind: 'home' | 'page' | 'redirect';
  /** Neutral path, e.g. "/services/brokerage/"; "/" for home. */
  neutralPath: string;
  /** Localized path per enabled language, e.g. { nl: "/diensten/bemiddeling/" } (without the language prefix). */
  paths: Record<Lang, string>;
  redirectUrl: string | null;
  title: Localized;
  description: Localized;
  metadata: Partial<Record<Lang, PageMetadata>>;
  isActiveSEO: boolean;
  image: string | null;
  modules: Module[];
  showBreadCrumb: boolean;
  showPageBanner: boolean;
  banner: { image?: string; title?: Localized; subtitle?: Localized } | null;
  teamMemberId: string | null;
  modifyDate: string;
  children: MenuPage[];
}

export interface PageMetadata {
  pageTitle?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string;
  twitterTitle?: string;
  twitterDescription?: string;
  twitterImage?: string;
}

export interface PropertyType {
  id: number;
  webId: number;
  name: string;
  /** Words people type for the type in this language (types.json Synonyms). */
  synonyms: string[];
  parentId: number | null;
  order: number;
  sale: number;
  rent: number;
}

export interface City {
  name: string;
  zip: string;
  countryId: number;
  countryName: string;
  sale: number;
  rent: number;
}

export interface Address {
  street: string;
  number: string;
  box: string;
  zip: string;
  city: string;
  countryId: number;
  countryName: string;
}

export interface Picture {
  url: string;
  width: number;
  height: number;
  name: string;
}

export interface Project {
  id: number;
  name: string;
  description: string;
  publicAddress: boolean;
  address: Address;
  pictures: Picture[];
  coordinates: { lat: number; lng: number } | null;
}

export interface TeamMember {
  id: string;
  firstName: string;
  lastName: string;
  role: Localized;
  phone: string | null;
  mobile: string | null;
  email: string;
  picture: ImageRef | null;
  menuId: string | null;
}

export type Article = DataFiles['articles.json']['articles'][number];
