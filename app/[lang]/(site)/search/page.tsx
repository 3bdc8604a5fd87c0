import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/data';
import type { Lang } from '@/lib/data/types';
import { getLang, getRouting } from '@/i18n/routing';
import { MY_SEARCH_SEGMENT } from '@/lib/routing/app-paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { SiteShell } from '@/components/layout/site-shell';
import { PageHead } from '@/components/layout/page-head';
import { FormSection } from '@/components/forms/form-section';
import { SearchLoginForm } from '@/components/forms/forms';
import { typeOptions, zoneOptions } from '@/components/modules/contact-module';

interface Props {
  params: Promise<{ lang: string }>;
}

const alternates = () => Object.fromEntries(getRouting().locales.map((lang) => [lang, `/${lang}/${MY_SEARCH_SEGMENT[lang]}/`])) as Record<Lang, string>;

export function generateStaticParams() {
  return getRouting().locales.map((lang) => ({ lang }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await getLang(params);
  const t = await getTranslations({ locale: lang, namespace: 'Forms.search-login' });
  return pageMetadata({ lang, title: `${t('title')} | ${getSite().name}`, description: t('intro'), alternates: alternates(), noIndex: true });
}

/** "My search": the demand register's searches, changed or stopped by whoever registered them. */
export default async function MySearchPage({ params }: Props) {
  const lang = await getLang(params);
  const t = await getTranslations({ locale: lang, namespace: 'Forms.search-login' });
  return (
    <SiteShell lang={lang} alternates={alternates()}>
      <PageHead title={t('title')} />
      <div className="container thanks">
        <FormSection form="search-login" lang={lang} page={`/${lang}/${MY_SEARCH_SEGMENT[lang]}/`} className="form-section--page">
          {(shell) => <SearchLoginForm types={typeOptions(lang)} zones={zoneOptions(lang)} {...shell} />}
        </FormSection>
      </div>
    </SiteShell>
  );
}
