import type { ClientTextKey } from './client-texts';
import { NEWSLETTER_ERRORS } from '@/lib/visitor/schemas/newsletter';
import { ANY_FORM_ERRORS, ANY_FORM_MESSAGES } from '@/lib/visitor/forms/state';

/** The Forms messages every form's island uses (form-frame.tsx, form-shell.tsx), but for its errors and answers. */
export const SHELL_TEXTS = [
  'Forms.required',
  'Forms.requiredNote',
  'Forms.optional',
  'Forms.privacy',
  'Forms.submit',
  'Forms.sending',
  'Forms.verifying',
  'Forms.honeypot',
  'Forms.captchaTitle',
  'Forms.captchaLabel',
  'Forms.captchaImage',
  'Forms.captchaHelp',
  'Forms.errorSummary',
  'Forms.errorOfField',
  'Forms.openForm',
] as const satisfies readonly ClientTextKey[];

/** What a form with fields gets: the shell's texts, every error and answer, and the field labels. */
export const FIELD_FORM_TEXTS = [
  ...SHELL_TEXTS,
  'Forms.messages',
  'Forms.errors',
  'Forms.fields',
] as const satisfies readonly ClientTextKey[];

/** The cost panel's island (components/property/cost-calculator.tsx); its heading and intro stay on the server. */
const COST_TEXTS = [
  'Costs.formTitle',
  'Costs.ownHome',
  'Costs.yes',
  'Costs.no',
  'Costs.ownHomeHint',
  'Costs.buyers',
  'Costs.buyersHint',
  'Costs.ownFunds',
  'Costs.ownFundsHint',
  'Costs.rate',
  'Costs.rateHint',
  'Costs.years',
  'Costs.yearsHint',
  'Costs.submit',
  'Costs.figuresTitle',
  'Costs.price',
  'Costs.duties',
  'Costs.dutiesStandard',
  'Costs.dutiesPercentOwnHome',
  'Costs.dutiesAbatement',
  'Costs.dutiesCredit',
  'Costs.ruleOf',
  'Costs.notary',
  'Costs.notaryExcludingVat',
  'Costs.notaryVat',
  'Costs.estimate',
  'Costs.notaryListed',
  'Costs.total',
  'Costs.monthly',
  'Costs.loanLine',
  'Costs.nothingToBorrow',
  'Costs.perMonth',
  'Costs.issues',
  'Costs.issuesSummary',
  'Costs.errors',
  'Costs.mortgage',
  'Costs.mortgageDuties',
  'Costs.mortgageDutiesOnLoan',
  'Costs.mortgageFees',
  'Costs.mortgageNotary',
  'Costs.energyAbatement',
  'Costs.dutiesBaseShare',
] as const satisfies readonly ClientTextKey[];

/** What a new build's figures add (docs/decisions/0039, amendment 2): fetched only for a unit's panel. */
const COST_VAT_TEXTS = [
  ...COST_TEXTS,
  'Costs.ownHomeHintVat',
  'Costs.priceBeforeVat',
  'Costs.listedPrice',
  'Costs.vat',
  'Costs.vatOnBuilding',
  'Costs.vatOnAll',
  'Costs.vatOwnHome',
  'Costs.vatCapped',
  'Costs.dutiesLandShare',
  'Costs.dutiesLandShareRate',
  'Costs.dutiesPercent',
  'Costs.dutiesFixed',
] as const satisfies readonly ClientTextKey[];

/**
 * Texts that travel apart from the page, fetched from /api/texts/{lang}/{set}/
 * (components/i18n/island-texts-provider.tsx) when the visitor comes near or opens what uses them
 * (docs/decisions/0014, amendments 2 and 3): a deferred island's (components/ui/deferred-island.tsx),
 * fetched with its code, which the server renders with them as with any other texts (IslandTexts); or
 * those of something the page renders only on the visitor's action (the cookie settings, the search
 * suggestions), given to it by `FetchedTexts` (components/i18n/texts.tsx).
 *
 * - `newsletter`: the footer's form, on every page: its own texts, its field's errors, the errors any
 *   form can get and the answers `handleForm` may give any form (lib/visitor/forms/state.ts), not every form's
 *   (lib/visitor/forms/newsletter-texts.test.ts holds the lists to the code).
 * - `fieldForms`: the detail and project pages' forms, all of them deferred islands (one set for all,
 *   fetched once).
 * - `consentSettings`: the cookie settings dialog (components/consent/consent-manager.tsx), rendered only
 *   when the visitor opens it; the banner's own texts stay in the page.
 * - `costs` and `costsVat`: the cost panel of a detail page and of the cost page (components/property/
 *   cost-panel.tsx), a deferred island; `costsVat` for a new build sold with VAT.
 * - `searchSuggestions`: the search box's suggestions (components/search/search-combobox.tsx), fetched
 *   when the box gets the focus and shown with the first suggestions.
 */
export const ISLAND_TEXT_SETS = {
  costs: COST_TEXTS,
  costsVat: COST_VAT_TEXTS,
  consentSettings: [
    'Consent.dialogTitle',
    'Consent.dialogText',
    'Consent.categories',
    'Consent.alwaysOn',
    'Consent.save',
    'Consent.agreeAll',
    'Consent.close',
  ],
  fieldForms: FIELD_FORM_TEXTS,
  searchSuggestions: [
    'Search.properties',
    'Search.cities',
    'Search.types',
    'Search.projects',
    'Search.ref',
    'Search.countOne',
    'Search.countOther',
    'Search.resultsOne',
    'Search.resultsOther',
    'Search.noResults',
    'Search.cityWithZip',
    'Search.register',
    'Search.noListingsIn',
    'Property.priceOnRequest',
    'Property.startingFrom',
    'Property.perMonth',
  ],
  newsletter: [
    ...SHELL_TEXTS,
    ...[...NEWSLETTER_ERRORS, ...ANY_FORM_ERRORS].map((key) => `Forms.errors.${key}` as const),
    ...ANY_FORM_MESSAGES.map((key) => `Forms.messages.${key}` as const),
    'Forms.sign-newsletter',
  ],
} as const satisfies Record<string, readonly ClientTextKey[]>;

export type IslandTextSet = keyof typeof ISLAND_TEXT_SETS;

export function isIslandTextSet(value: string): value is IslandTextSet {
  return Object.hasOwn(ISLAND_TEXT_SETS, value);
}
