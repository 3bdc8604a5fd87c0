'use client';

import { deferredForm } from './deferred-form';

/** The footer's newsletter form, on every page: its code loads when the visitor comes near the footer or touches the form. */
export const NewsletterIsland = deferredForm(() => import('./newsletter-form').then((m) => m.NewsletterForm));
