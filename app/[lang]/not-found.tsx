import { getTranslations } from 'next-intl/server';
import { currentLanguage } from '@/i18n/routing';
import { NotFoundContent } from '@/components/layout/not-found-content';

export async function generateMetadata() {
  const t = await getTranslations({ locale: await currentLanguage(), namespace: 'NotFound' });
  return { title: t('title'), robots: { index: false } };
}

export default async function NotFound() {
  return <NotFoundContent lang={await currentLanguage()} />;
}
