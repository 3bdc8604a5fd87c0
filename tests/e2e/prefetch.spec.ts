// Internal links fetch their page when the visitor shows the intent to follow them (pointer, finger,
// focus), not as soon as they come into view (components/ui/intent-link.tsx; decision 0023, amendment 5).
import type { Request } from '@playwright/test';
import { test, expect } from './fixtures';

/** A client router request (flight data: a prefetch or a navigation), not a document. */
const isFlight = (request: Request) => /[?&]_rsc=/.test(request.url()) || request.headers()['rsc'] === '1';

test("a link fetches its page on the visitor's intent, not on sight, and still opens it in the app", async ({ page }) => {
  const flights = new Set<string>();
  const documents: string[] = [];
  page.on('request', (request) => {
    if (isFlight(request)) flights.add(new URL(request.url()).pathname);
    // The page's own documents: a frame in it (the detail page's map) loads a document of its own.
    else if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
  });
  // goto() also runs the accessibility scan: the links in view have been on screen a while after it.
  await page.goto('/nl/te-koop/');
  const link = page.locator('.property-card .stretched-link').first();
  const href = (await link.getAttribute('href'))!;
  // Focus until the page is interactive: a focus before hydration has no handler yet.
  await expect(async () => {
    await link.blur();
    await link.focus();
    expect(flights.has(href)).toBe(true);
  }).toPass({ timeout: 15_000 });

  await link.click();
  await expect(page).toHaveURL(href);
  await expect(page.locator('h1')).toBeVisible();
  expect(documents, 'the page was opened by the app, not loaded again').toEqual(['/nl/te-koop/']);
  // The header, breadcrumbs and cards of both pages were in view all along: none of their pages was fetched.
  expect([...flights], 'only the page the visitor meant to open').toEqual([href]);
});
