import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/catalogue/data';
import { getLang } from '@/lib/catalogue/routing/lang';
import { NotFoundContent } from '@/components/layout/not-found-content';

type Props = PageProps<'/[lang]/page-not-found/[what]'>;

const KINDS = ['page', 'property', 'project'] as const;
type Kind = (typeof KINDS)[number];

function kind(value: string): Kind {
  return KINDS.find((k) => k === value) ?? 'page';
}

export function generateStaticParams() {
  return KINDS.map((what) => ({ what }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await getLang(params);
  const { what } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'NotFound' });
  const title = { page: t('title'), property: t('propertyTitle'), project: t('projectTitle') }[kind(what)];
  return { title: `${title} | ${getSite().name}`, robots: { index: false, follow: true } };
}

/**
 * The proxy rewrites every URL it cannot resolve here, with status 404 (proxy.ts). This page
 * renders the 404 content itself instead of throwing notFound(): Next 16 serves a thrown
 * notFound() as an empty error shell on a hard load (docs/decisions/0004-not-found-pages.md).
 */
export default async function PageNotFound({ params }: Props) {
  const lang = await getLang(params);
  return <NotFoundContent lang={lang} kind={kind((await params).what)} />;
}
