import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import { getLang, getRouting } from '@/lib/catalogue/routing/lang';
import { MY_SEARCH_SEGMENT } from '@/lib/catalogue/routing/app-paths';
import { pageMetadata } from '@/lib/catalogue/seo/metadata';
import { SiteShell } from '@/components/layout/site-shell';
import { PageHead } from '@/components/layout/page-head';
import { FormSection, shellProps } from '@/components/forms/form-section';
import { SavedSearchEditForm, SavedSearchLoginForm } from '@/components/forms/saved-search-forms';
import { ClientTexts } from '@/components/i18n/client-texts';
import { typeOptions, zoneOptions } from '@/components/modules/contact-module';
import { openChangeLink } from '@/lib/visitor/subscriptions/manage';

interface Props {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const alternates = () =>
  Object.fromEntries(getRouting().locales.map((lang) => [lang, `/${lang}/${MY_SEARCH_SEGMENT[lang]}/`])) as Record<Lang, string>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await getLang(params);
  const t = await getTranslations({ locale: lang, namespace: 'Forms.search-login' });
  return pageMetadata({
    lang,
    title: `${t('title')} | ${getSite().name}`,
    description: t('intro'),
    alternates: alternates(),
    noIndex: true,
  });
}

/**
 * "My search": the demand register's searches, changed or stopped by whoever registered them. An
 * alert mail's change link (`?change=`) opens its search here directly, without the password
 * (docs/decisions/0021); a link no longer valid says so above the sign-in.
 */
export default async function MySearchPage({ params, searchParams }: Props) {
  const lang = await getLang(params);
  const t = await getTranslations({ locale: lang, namespace: 'Forms.search-login' });
  const page = `/${lang}/${MY_SEARCH_SEGMENT[lang]}/`;
  const { change } = await searchParams;
  const opened = typeof change === 'string' && change ? await openChangeLink(change) : null;
  return (
    <SiteShell lang={lang} alternates={alternates()}>
      <PageHead title={t('title')} />
      <div className="container thanks">
        {opened ? (
          <ClientTexts lang={lang} keys={['Forms']}>
            {/* Without JavaScript the form posts back to this address, which opens the search again. */}
            <SavedSearchEditForm
              search={opened.search}
              access={opened.access}
              types={typeOptions(lang)}
              zones={zoneOptions(lang)}
              {...shellProps(lang, `${page}?change=${encodeURIComponent(String(change))}`)}
            />
          </ClientTexts>
        ) : (
          <>
            {change !== undefined ? <p role="alert">{t('changeExpired')}</p> : null}
            <FormSection form="search-login" lang={lang} page={page} className="form-section--page">
              {(shell) => <SavedSearchLoginForm types={typeOptions(lang)} zones={zoneOptions(lang)} {...shell} />}
            </FormSection>
          </>
        )}
      </div>
    </SiteShell>
  );
}
