import type { Metadata } from 'next';
import { getLang } from '@/lib/catalogue/routing/lang';

/** The owner area is nobody's search result. */
export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The owner area (login, portal): its own languages, en, nl and fr (docs/decisions/0015). */
export default async function OwnerLayout({ children, params }: LayoutProps<'/[lang]'>) {
  await getLang(params, 'owner');
  return children;
}
