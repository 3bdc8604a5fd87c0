import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import { hrefForRoute } from '@/lib/catalogue/routing/navigation';
import { getLang, getRouting } from '@/lib/catalogue/routing/lang';
import { thankYouPath } from '@/lib/visitor/forms/thank-you';
import { listingRoute } from '@/lib/catalogue/routing/app-routes';
import { THANK_YOU_SLUGS, type FormId } from '@/lib/visitor/schemas';
import { pageMetadata } from '@/lib/catalogue/seo/metadata';
import { SiteShell } from '@/components/layout/site-shell';
import { PageHead } from '@/components/layout/page-head';

interface Props {
  params: Promise<{ lang: string; form: string }>;
}

type ThankYouSlug = Exclude<FormId, 'documents' | 'search-login' | 'search-edit'>;

async function slugOf(params: Props['params']): Promise<ThankYouSlug> {
  const { form } = await params;
  if (!(THANK_YOU_SLUGS as readonly string[]).includes(form)) notFound();
  return form as ThankYouSlug;
}

/** The same thank-you page in each of the site's languages. */
function alternatesOf(form: ThankYouSlug): Record<Lang, string> {
  return Object.fromEntries(getRouting().locales.map((other) => [other, thankYouPath(other, form)])) as Record<Lang, string>;
}

export function generateStaticParams() {
  return getRouting().locales.flatMap((lang) => THANK_YOU_SLUGS.map((form) => ({ lang, form })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await getLang(params);
  const form = await slugOf(params);
  const t = await getTranslations({ locale: lang, namespace: 'Thanks' });
  // The end of a form, never a landing page (docs/product.md, Rulings: Thank-you pages): kept out of search engines and the sitemap.
  return pageMetadata({
    lang,
    title: `${t(`${form}.title`)} | ${getSite().name}`,
    description: t(`${form}.text`),
    alternates: alternatesOf(form),
    noIndex: true,
  });
}

/** Where a form leads once it is stored (docs/product.md, Rulings: Thank-you pages): what happens next, and the way back. */
export default async function ThankYouPage({ params }: Props) {
  const lang = await getLang(params);
  const form = await slugOf(params);
  const t = await getTranslations({ locale: lang, namespace: 'Thanks' });
  const alternates = alternatesOf(form);
  return (
    <SiteShell lang={lang} alternates={alternates}>
      <PageHead title={t(`${form}.title`)} />
      <div className="container thanks">
        <p className="thanks__text">{t(`${form}.text`)}</p>
        <p className="thanks__links">
          <IntentLink href={`/${lang}/`} className="button button--accent">
            {t('back')}
          </IntentLink>{' '}
          <IntentLink href={hrefForRoute(lang, listingRoute('sale'))} className="button button--outline">
            {t('browse')}
          </IntentLink>
        </p>
      </div>
    </SiteShell>
  );
}
