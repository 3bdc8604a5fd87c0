import { notFound } from 'next/navigation';
import { env } from '@/lib/platform/env';

/**
 * Tests only: a page that throws while rendering, so that the browser test sees app/[lang]/error.tsx
 * (tests/e2e/error-pages.spec.ts). The proxy lets `/{lang}/fault/` through only with
 * VITRINE_TEST_FAULTS=1 (lib/catalogue/routing/resolve.ts, TEST_FAULT_PATH); otherwise it is a 404 there, and
 * here too for a direct render of the internal path.
 */
export const dynamic = 'force-dynamic';

export default function Fault(): never {
  if (env().VITRINE_TEST_FAULTS !== '1') notFound();
  throw new Error('test fault: a page that throws (VITRINE_TEST_FAULTS=1)');
}
