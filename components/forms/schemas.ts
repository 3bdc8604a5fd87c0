/**
 * Each form's schema, loaded in the browser on first use (a blur or a submit), so pages ship the
 * forms' markup and React code but not zod until someone fills a form in.
 */
import type { z } from 'zod';
import type { FormId } from '@/lib/visitor/schemas';

export const loadSchema: Record<FormId, () => Promise<z.ZodType>> = {
  'contact-me': () => import('@/lib/visitor/schemas/contact-me').then((m) => m.contactMeSchema),
  'contact-appointment': () => import('@/lib/visitor/schemas/contact-appointment').then((m) => m.contactAppointmentSchema),
  'send-to-friend': () => import('@/lib/visitor/schemas/send-to-friend').then((m) => m.sendToFriendSchema),
  documents: () => import('@/lib/visitor/schemas/documents').then((m) => m.documentsSchema),
  'purchase-offer': () => import('@/lib/visitor/schemas/purchase-offer').then((m) => m.purchaseOfferSchema),
  'rental-application': () => import('@/lib/visitor/schemas/rental-application').then((m) => m.rentalApplicationSchema),
  'contact-construction': () => import('@/lib/visitor/schemas/contact-construction').then((m) => m.contactConstructionSchema),
  'contact-demand': () => import('@/lib/visitor/schemas/contact-demand').then((m) => m.contactDemandSchema),
  'demand-register': () => import('@/lib/visitor/schemas/demand-register').then((m) => m.demandRegisterSchema),
  'site-contact': () => import('@/lib/visitor/schemas/site-contact').then((m) => m.siteContactSchema),
  testimonial: () => import('@/lib/visitor/schemas/testimonial').then((m) => m.testimonialSchema),
  'job-contact': () => import('@/lib/visitor/schemas/job-contact').then((m) => m.jobContactSchema),
  'sign-newsletter': () => import('@/lib/visitor/schemas/newsletter').then((m) => m.newsletterSchema),
  'search-login': () => import('@/lib/visitor/schemas/saved-search-manage').then((m) => m.savedSearchLoginSchema),
  'search-edit': () => import('@/lib/visitor/schemas/saved-search-manage').then((m) => m.savedSearchEditSchema),
};
