import { notFound } from 'next/navigation';
import { env } from '@/lib/platform/env';

/**
 * Tests only: a root layout that throws, so that the browser test sees app/global-error.tsx
 * (tests/e2e/error-pages.spec.ts): an error in a root layout is beyond any error.tsx. The proxy lets
 * `/fault/{lang}/` through only with VITRINE_TEST_FAULTS=1 (lib/catalogue/routing/resolve.ts, TEST_FAULT_PATH).
 */
export const dynamic = 'force-dynamic';

export default function FaultLayout(): never {
  if (env().VITRINE_TEST_FAULTS !== '1') notFound();
  throw new Error('test fault: a root layout that throws (VITRINE_TEST_FAULTS=1)');
}
