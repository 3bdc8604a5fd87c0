import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/data';
import type { Lang } from '@/lib/data/types';
import { CATEGORIES, type Category } from '@/lib/consent/consent';
import { ConsentManager, type ConsentLabels } from './consent-manager';

/** The banner and settings dialog in the page's language, with the tag ids of site config. */
export async function Consent({ lang }: { lang: Lang }) {
  const t = await getTranslations({ locale: lang, namespace: 'Consent' });
  const info = getSite().site_info;
  const labels: ConsentLabels = {
    title: t('title'),
    text: t('text'),
    agreeAll: t('agreeAll'),
    decline: t('decline'),
    settings: t('settings'),
    dialogTitle: t('dialogTitle'),
    dialogText: t('dialogText'),
    save: t('save'),
    close: t('close'),
    alwaysOn: t('alwaysOn'),
    categories: Object.fromEntries(
      CATEGORIES.map((c) => [c, { name: t(`categories.${c}.name`), description: t(`categories.${c}.description`) }]),
    ) as Record<Category, { name: string; description: string }>,
  };
  const ids = { analyticsId: info.analyticsId, adsId: info.adsId, tagManagerId: info.tagManagerId, socialPixelId: info.socialPixelId };
  return <ConsentManager ids={ids} labels={labels} />;
}
