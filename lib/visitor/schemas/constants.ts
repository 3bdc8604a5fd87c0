/**
 * The forms' fixed choices and numbers, without zod, so client components can use them without
 * loading the schemas (components/forms/schemas.ts loads those on first use).
 */
/** How the visitor is addressed; 'none' is the neutral choice: no "Mr" or "Ms" anywhere then (issue 61). */
export const TITLES = ['mr', 'ms', 'none'] as const;
export type Title = (typeof TITLES)[number];

export const OWNER_GOALS = ['sell', 'rent-out', 'sell-and-rent-out'] as const;
export const SEEKER_GOALS = ['buy', 'rent'] as const;

/** The buyer pays an advance of 10 % of the offered price (docs/product.md section 9). */
export const ADVANCE_RATE = 0.1;
export const advanceOf = (amount: number) => Math.round(amount * ADVANCE_RATE);

export interface UploadRule {
  maxBytes: number;
  extensions: readonly string[];
  typeKey: 'cvType' | 'imageType';
  requiredKey: 'cv' | 'required';
}

export const UPLOADS = {
  cv: { maxBytes: 5 * 1024 * 1024, extensions: ['pdf', 'docx'], typeKey: 'cvType', requiredKey: 'cv' },
  image: { maxBytes: 5 * 1024 * 1024, extensions: ['jpg', 'jpeg', 'png', 'webp'], typeKey: 'imageType', requiredKey: 'required' },
} as const satisfies Record<string, UploadRule>;

/** The size limit of a whole form post: the largest upload and room for the fields. */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;

/** The fields every form sends besides its own (components/forms/form-shell.tsx). */
export const CONTROL_FIELDS = {
  lang: 'lang',
  page: 'page',
  honeypot: 'website_url',
  pow: 'altcha',
  codeToken: 'captcha_token',
  codeAnswer: 'captcha_answer',
} as const;
