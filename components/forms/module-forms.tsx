'use client';

/**
 * The forms a contact module can hold (components/modules/contact-module.tsx), each in a chunk of its own.
 * The module grid renders every menu page and the home page from one route, so a static import would
 * put react-hook-form and all five forms into every one of those pages. Each is rendered on the server as
 * before (so the form works without JavaScript), and its code loads when the visitor comes near it or
 * touches it (components/forms/deferred-form.ts): at once on a page whose form is in view, never on
 * the home page of a phone that does not scroll down to it. next/dynamic's loader, used before, brought
 * about 1.4 kB of gzipped JavaScript to every page of the route, with or without a form (decision 0038).
 */
import { deferredForm } from './deferred-form';

export const SiteContactForm = deferredForm(() => import('./site-contact-form').then((m) => m.SiteContactForm));
export const ValuationForm = deferredForm(() => import('./valuation-form').then((m) => m.ValuationForm));
export const DemandRegisterForm = deferredForm(() => import('./demand-register-form').then((m) => m.DemandRegisterForm));
export const TestimonialForm = deferredForm(() => import('./testimonial-form').then((m) => m.TestimonialForm));
export const JobForm = deferredForm(() => import('./job-form').then((m) => m.JobForm));
