'use client';

import { deferredIsland } from '@/components/ui/deferred-island';

/**
 * The footer's newsletter form, whose code loads when the visitor comes near the footer or touches the
 * form (components/ui/deferred-island.tsx), not with every page (issue 40). An answer the server
 * rendered for a post made without JavaScript (its thanks, or its errors) stays as it is.
 */
export const NewsletterIsland = deferredIsland(() => import('./newsletter-form').then((m) => m.NewsletterForm), {
  keep: (root) => !!root.querySelector('.form--done') || !!root.querySelector('.form__summary')?.textContent,
});
