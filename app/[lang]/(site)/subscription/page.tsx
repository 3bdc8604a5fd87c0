import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import { getLang, getRouting } from '@/lib/catalogue/routing/lang';
import { applySubscription } from '@/lib/visitor/actions/subscription';
import { LINK_PURPOSES, readLinkToken, type LinkPurpose } from '@/lib/visitor/subscriptions/links';
import { MY_SEARCH_SEGMENT, SUBSCRIPTION_SEGMENT } from '@/lib/catalogue/routing/app-paths';
import { listingRoute } from '@/lib/catalogue/routing/app-routes';
import { hrefForRoute } from '@/lib/catalogue/routing/navigation';
import { IntentLink } from '@/components/ui/intent-link';
import { pageMetadata } from '@/lib/catalogue/seo/metadata';
import { SiteShell } from '@/components/layout/site-shell';
import { PageHead } from '@/components/layout/page-head';

interface Props {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const alternates = () =>
  Object.fromEntries(getRouting().locales.map((lang) => [lang, `/${lang}/${SUBSCRIPTION_SEGMENT[lang]}/`])) as Record<Lang, string>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await getLang(params);
  const t = await getTranslations({ locale: lang, namespace: 'Subscription' });
  return pageMetadata({ lang, title: `${t('title')} | ${getSite().name}`, alternates: alternates(), noIndex: true });
}

const DONE: Record<LinkPurpose, 'confirmed' | 'stopped' | 'searchConfirmed' | 'searchStopped'> = {
  'newsletter-confirm': 'confirmed',
  'newsletter-stop': 'stopped',
  'search-confirm': 'searchConfirmed',
  'search-stop': 'searchStopped',
  'alert-stop': 'searchStopped',
};

/**
 * Where a mail's confirm or stop link lands (lib/visitor/subscriptions/links.ts): it asks for one click, so that a
 * mail scanner following links changes nothing; the button's action does it and comes back here
 * with the outcome.
 */
export default async function SubscriptionPage({ params, searchParams }: Props) {
  const lang = await getLang(params);
  const t = await getTranslations({ locale: lang, namespace: 'Subscription' });
  const thanks = await getTranslations({ locale: lang, namespace: 'Thanks' });
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token : '';
  const result = typeof query.result === 'string' ? query.result : null;
  const done = result && (LINK_PURPOSES as readonly string[]).includes(result) ? (result as LinkPurpose) : null;
  const link = token ? readLinkToken(token) : null;
  const purpose = done ?? link?.purpose;
  const confirming = link?.purpose.endsWith('-confirm');
  // A saved search (the demand register) and its alerts are not the newsletter: the page says which it is about.
  const aboutSearch = !!purpose && !purpose.startsWith('newsletter');
  // A search that still runs is managed on the "my search" page; a stopped one is not.
  const searchRuns = aboutSearch && done !== 'search-stop' && done !== 'alert-stop';
  let title: string;
  let body: React.ReactNode;
  if (done) {
    title = t(aboutSearch ? 'searchTitle' : 'title');
    body = <p role="status">{t(DONE[done])}</p>;
  } else if (!link) {
    title = t('invalidTitle');
    body = <p role="alert">{t('invalid')}</p>;
  } else {
    title = t(confirming ? (aboutSearch ? 'searchConfirmTitle' : 'confirmTitle') : aboutSearch ? 'searchStopTitle' : 'stopTitle');
    body = (
      <form action={applySubscription} className="subscription">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="lang" value={lang} />
        {result === 'error' ? <p role="alert">{t('error')}</p> : null}
        <p>
          {aboutSearch
            ? t(confirming ? 'searchConfirmText' : 'searchStopText')
            : t(confirming ? 'confirmText' : 'stopText', { email: link.subject })}
        </p>
        <button type="submit" className="button button--accent">
          {t(confirming ? 'confirm' : 'stop')}
        </button>
      </form>
    );
  }
  return (
    <SiteShell lang={lang} alternates={alternates()}>
      <PageHead title={title} />
      <div className="container thanks">
        {body}
        {/* The way onward once it is done, or when the link led nowhere: the search, the listings, home. */}
        {done || !link ? (
          <p className="thanks__links">
            {searchRuns ? (
              <>
                <IntentLink href={`/${lang}/${MY_SEARCH_SEGMENT[lang]}/`} className="button button--accent">
                  {t('manageSearch')}
                </IntentLink>{' '}
              </>
            ) : null}
            <IntentLink
              href={hrefForRoute(lang, listingRoute('sale'))}
              className={`button ${searchRuns ? 'button--outline' : 'button--accent'}`}
            >
              {thanks('browse')}
            </IntentLink>{' '}
            <IntentLink href={`/${lang}/`} className="button button--outline">
              {thanks('back')}
            </IntentLink>
          </p>
        ) : null}
      </div>
    </SiteShell>
  );
}
