/**
 * The forms, by id: each id is also the form's thank-you slug where it has one (docs/product.md, Rulings: Thank-you pages), and
 * names its messages (Forms.<id>) and its server action.
 */
import type { z } from 'zod';
import { contactAppointmentSchema } from './contact-appointment';
import { contactConstructionSchema } from './contact-construction';
import { contactDemandSchema } from './contact-demand';
import { contactMeSchema } from './contact-me';
import { demandRegisterSchema } from './demand-register';
import { documentsSchema } from './documents';
import { jobContactSchema } from './job-contact';
import { newsletterSchema } from './newsletter';
import { savedSearchEditSchema, savedSearchLoginSchema } from './saved-search-manage';
import { purchaseOfferSchema } from './purchase-offer';
import { rentalApplicationSchema } from './rental-application';
import { sendToFriendSchema } from './send-to-friend';
import { siteContactSchema } from './site-contact';
import { testimonialSchema } from './testimonial';

export const FORM_SCHEMAS = {
  'contact-me': contactMeSchema,
  'contact-appointment': contactAppointmentSchema,
  'send-to-friend': sendToFriendSchema,
  documents: documentsSchema,
  'purchase-offer': purchaseOfferSchema,
  'rental-application': rentalApplicationSchema,
  'contact-construction': contactConstructionSchema,
  'contact-demand': contactDemandSchema,
  'demand-register': demandRegisterSchema,
  'site-contact': siteContactSchema,
  testimonial: testimonialSchema,
  'job-contact': jobContactSchema,
  'sign-newsletter': newsletterSchema,
  // The "my search" page: not submissions, but forms like the others.
  'search-login': savedSearchLoginSchema,
  'search-edit': savedSearchEditSchema,
} as const satisfies Record<string, z.ZodType>;

export type FormId = keyof typeof FORM_SCHEMAS;
/** The forms that store a submission (all but the "my search" page's). */
export type SubmissionFormId = Exclude<FormId, 'search-login' | 'search-edit'>;
export const FORM_IDS = Object.keys(FORM_SCHEMAS) as FormId[];

/** Forms that answer in place instead of on a thank-you page. */
export const ANSWERS_IN_PLACE: readonly FormId[] = ['documents', 'search-login', 'search-edit'];
export const THANK_YOU_SLUGS = FORM_IDS.filter((id) => !ANSWERS_IN_PLACE.includes(id));

/** Fields whose values are never shown again after a failed attempt. */
export const SECRET_FIELDS = ['password', 'passwordConfirm'] as const;
