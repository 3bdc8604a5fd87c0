/**
 * Each form's server action by form id, for the forms' client components: the references only, the
 * code runs on the server (lib/visitor/forms/handle.ts).
 */
import type { FormId } from '@/lib/visitor/schemas';
import type { FormState } from '@/lib/visitor/forms/state';
import { sendContactMe } from './contact-me';
import { sendContactAppointment } from './contact-appointment';
import { sendPurchaseOffer } from './purchase-offer';
import { sendRentalApplication } from './rental-application';
import { sendToFriendAction } from './send-to-friend';
import { requestDocuments } from './documents';
import { sendContactConstruction } from './contact-construction';
import { sendContactDemand } from './contact-demand';
import { sendSiteContact } from './site-contact';
import { sendJobContact } from './job-contact';
import { sendTestimonial } from './testimonial';
import { signNewsletterAction } from './sign-newsletter';
import { registerDemand } from './demand-register';
import { changeSavedSearch } from './saved-search-edit';
import { signInToSavedSearch } from './saved-search-login';

export type FormAction = (previous: FormState, data: FormData) => Promise<FormState>;

export const FORM_ACTIONS: Record<FormId, FormAction> = {
  'contact-me': sendContactMe,
  'contact-appointment': sendContactAppointment,
  'purchase-offer': sendPurchaseOffer,
  'rental-application': sendRentalApplication,
  'send-to-friend': sendToFriendAction,
  documents: requestDocuments,
  'contact-construction': sendContactConstruction,
  'contact-demand': sendContactDemand,
  'site-contact': sendSiteContact,
  'job-contact': sendJobContact,
  testimonial: sendTestimonial,
  'sign-newsletter': signNewsletterAction,
  'demand-register': registerDemand,
  'search-login': signInToSavedSearch,
  'search-edit': changeSavedSearch,
};
