import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import { getLang, getRouting } from '@/lib/catalogue/routing/lang';
import { VISIT_BOOKING_SEGMENT } from '@/lib/catalogue/routing/app-paths';
import { SiteShell } from '@/components/layout/site-shell';
import { PageHead } from '@/components/layout/page-head';
import { IntentLink } from '@/components/ui/intent-link';

type Props = PageProps<'/[lang]/my-visit/invalid'>;

const alternates = () =>
  Object.fromEntries(getRouting().locales.map((lang) => [lang, `/${lang}/${VISIT_BOOKING_SEGMENT[lang]}/`])) as Record<Lang, string>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await getLang(params);
  const t = await getTranslations({ locale: lang, namespace: 'MyVisit' });
  return { title: `${t('invalidTitle')} | ${getSite().name}`, robots: { index: false, follow: false } };
}

/**
 * "This link is not valid": a booked visit's link without a token, with a malformed one, or one that
 * opens no booking (lib/catalogue/routing/booking-link.ts). The proxy rewrites to it with the status (404, or 400
 * for a malformed token); the page reads nothing from the request, and says nothing of why.
 */
export default async function MyVisitInvalidPage({ params }: Props) {
  const lang = await getLang(params);
  const t = await getTranslations({ locale: lang, namespace: 'MyVisit' });
  return (
    <SiteShell lang={lang} alternates={alternates()}>
      <PageHead title={t('invalidTitle')} />
      <div className="container thanks">
        <p role="alert" className="thanks__text">
          {t('invalid')}
        </p>
        <p className="thanks__links">
          <IntentLink href={`/${lang}/`} className="button button--accent">
            {t('home')}
          </IntentLink>
        </p>
      </div>
    </SiteShell>
  );
}
