// Web-vitals readings taken inside the page with PerformanceObserver (buffered, so everything since the
// navigation counts), for the specs that assert no layout shift or which element is the largest paint.
import type { Page } from '@playwright/test';

/**
 * The unexpected layout shift so far (entries right after input left out), read after `settleMs`, and
 * whether any element that moved lies inside `within` (a CSS selector).
 */
export function layoutShift(page: Page, { settleMs = 500, within }: { settleMs?: number; within?: string } = {}) {
  return page.evaluate(
    ({ settleMs, within }) =>
      new Promise<{ total: number; movedWithin: boolean }>((resolve) => {
        type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
        let total = 0;
        let movedWithin = false;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LayoutShift[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            if (within) movedWithin ||= entry.sources.some((source) => source.node instanceof Element && !!source.node.closest(within));
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total, movedWithin }), settleMs);
      }),
    { settleMs, within },
  );
}

/** The element of the latest largest-contentful-paint entry ('tag.class', or 'none'), and whether it lies inside `within`. */
export function largestPaint(page: Page, within?: string) {
  return page.evaluate(
    (within) =>
      new Promise<{ element: string; isWithin: boolean }>((resolve) => {
        new PerformanceObserver((list) => {
          const element = (list.getEntries().at(-1) as (PerformanceEntry & { element: Element | null }) | undefined)?.element ?? null;
          resolve({
            element: element ? `${element.tagName.toLowerCase()}.${element.className}` : 'none',
            isWithin: !!within && !!element?.closest(within),
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ element: 'none', isWithin: false }), 1_000);
      }),
    within,
  );
}
