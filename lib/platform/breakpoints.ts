/**
 * One definition of the device classes (docs/product.md, Rulings: Breakpoints): mobile < 768 px, tablet 768–1279 px,
 * desktop >= 1280 px. The stylesheets (app/styles/tokens.css) use the same numbers in their media queries.
 */
export const BREAKPOINTS = { tablet: 768, desktop: 1280 } as const;

/** Scroll thresholds and timings (docs/product.md section 9). */
export const SCROLL = {
  headerShrink: 30,
  backToTopVisible: 10,
  throttleMs: 100,
  smoothScrollMs: 500,
  animationStepMs: 15,
} as const;
