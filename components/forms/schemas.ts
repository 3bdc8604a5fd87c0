/**
 * Each form's schema, loaded in the browser on first use (a blur or a submit), so pages ship the
 * forms' markup and React code but not zod until someone fills a form in.
 */
import type { z } from 'zod';
import type { FormId } from '@/lib/schemas';

export const loadSchema: Record<FormId, () => Promise<z.ZodType>> = {
  'contact-me': () => import('@/lib/schemas/contact-me').then((m) => m.contactMeSchema),
  'contact-appointment': () => import('@/lib/schemas/contact-appointment').then((m) => m.contactAppointmentSchema),
  'send-to-friend': () => import('@/lib/schemas/send-to-friend').then((m) => m.sendToFriendSchema),
  documents: () => import('@/lib/schemas/documents').then((m) => m.documentsSchema),
  'purchase-offer': () => import('@/lib/schemas/purchase-offer').then((m) => m.purchaseOfferSchema),
  'rental-application': () => import('@/lib/schemas/rental-application').then((m) => m.rentalApplicationSchema),
  'contact-construction': () => import('@/lib/schemas/contact-construction').then((m) => m.contactConstructionSchema),
  'contact-demand': () => import('@/lib/schemas/contact-demand').then((m) => m.contactDemandSchema),
  'demand-register': () => import('@/lib/schemas/demand-register').then((m) => m.demandRegisterSchema),
  'site-contact': () => import('@/lib/schemas/site-contact').then((m) => m.siteContactSchema),
  testimonial: () => import('@/lib/schemas/testimonial').then((m) => m.testimonialSchema),
  'job-contact': () => import('@/lib/schemas/job-contact').then((m) => m.jobContactSchema),
  'sign-newsletter': () => import('@/lib/schemas/newsletter').then((m) => m.newsletterSchema),
  'search-login': () => import('@/lib/schemas/saved-search-manage').then((m) => m.savedSearchLoginSchema),
  'search-edit': () => import('@/lib/schemas/saved-search-manage').then((m) => m.savedSearchEditSchema),
};
