import type { ComponentType } from 'react';
import { deferredIsland } from '@/components/ui/deferred-island';

/**
 * A form whose code loads when the visitor comes near it or touches it (components/ui/deferred-island.tsx;
 * docs/decisions/0038), not with the page. An answer the server rendered for a post made without
 * JavaScript (its thanks, or its errors in the summary) stays as it is: a fresh render would lose it.
 */
export function deferredForm<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return deferredIsland(load, {
    keep: (root) => !!root.querySelector('.form--done') || !!root.querySelector('.form__summary')?.textContent,
  });
}
