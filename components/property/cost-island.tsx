'use client';

import { deferredIsland } from '@/components/ui/deferred-island';

/**
 * The cost panel's form and figures (components/property/cost-calculator.tsx): the server's HTML works
 * without JavaScript; the code loads when the panel comes near the screen or the visitor touches it
 * (docs/decisions/0038), so the detail page's first load does not carry it.
 */
export const CostIsland = deferredIsland(() => import('./cost-calculator').then((m) => m.CostCalculator));
