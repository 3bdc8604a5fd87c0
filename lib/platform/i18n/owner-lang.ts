/**
 * The languages the owner area's texts exist in (messages/*.json, `Owner`), and the one an owner's
 * page, mail or CSV is written in: their own when the area has it, else Dutch.
 */
export const OWNER_LANGS = ['nl', 'fr', 'en'] as const;
export type OwnerLang = (typeof OWNER_LANGS)[number];

export const ownerLang = (value: string | null | undefined): OwnerLang =>
  (OWNER_LANGS as readonly string[]).includes(value ?? '') ? (value as OwnerLang) : 'nl';
