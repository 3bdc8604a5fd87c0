'use client';

/**
 * The forms a contact module can hold (components/modules/contact-module.tsx), each loaded as a chunk
 * of its own. The module grid renders every menu page and the home page from one route, so a static
 * import would put the forms' checks and all five forms into every one of those pages; this way a page
 * loads a form's code only when it shows the form (rendered on the server as before, so the form works
 * without JavaScript, and hydrated once its chunk is in).
 */
import dynamic from 'next/dynamic';

export const SiteContactForm = dynamic(() => import('./site-contact-form').then((m) => m.SiteContactForm));
export const ValuationForm = dynamic(() => import('./valuation-form').then((m) => m.ValuationForm));
export const DemandRegisterForm = dynamic(() => import('./demand-register-form').then((m) => m.DemandRegisterForm));
export const TestimonialForm = dynamic(() => import('./testimonial-form').then((m) => m.TestimonialForm));
export const JobForm = dynamic(() => import('./job-form').then((m) => m.JobForm));
