'use client';

import { deferredForm } from './deferred-form';

/**
 * The forms of detail and project pages, below the first screen: each one's code (the form's checks, the
 * form's frame and fields) loads when the visitor comes near it or touches it, not with the page
 * (components/ui/deferred-island.tsx; docs/decisions/0038, amendment 2). The server renders them as
 * before, so they work without JavaScript; a fold opened, a value typed, the focus and a submit before
 * the code came are carried into the form once it has.
 */
export const ContactMeIsland = deferredForm(() => import('./property-enquiry-forms').then((m) => m.ContactMeForm));
export const AppointmentIsland = deferredForm(() => import('./property-enquiry-forms').then((m) => m.AppointmentForm));
export const FriendIsland = deferredForm(() => import('./property-enquiry-forms').then((m) => m.FriendForm));
export const DocumentsIsland = deferredForm(() => import('./property-enquiry-forms').then((m) => m.DocumentsForm));
export const OfferIsland = deferredForm(() => import('./offer-form').then((m) => m.OfferForm));
export const RentalIsland = deferredForm(() => import('./rental-form').then((m) => m.RentalForm));
export const ProjectIsland = deferredForm(() => import('./project-form').then((m) => m.ProjectForm));
