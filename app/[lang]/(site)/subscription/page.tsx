import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/data';
import type { Lang } from '@/lib/data/types';
import { getLang, getRouting } from '@/i18n/routing';
import { applySubscription } from '@/lib/actions/subscription';
import { LINK_PURPOSES, readLinkToken, type LinkPurpose } from '@/lib/forms/links';
import { SUBSCRIPTION_SEGMENT } from '@/lib/routing/app-paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { SiteShell } from '@/components/layout/site-shell';
import { PageHead } from '@/components/layout/page-head';

interface Props {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const alternates = () => Object.fromEntries(getRouting().locales.map((lang) => [lang, `/${lang}/${SUBSCRIPTION_SEGMENT[lang]}/`])) as Record<Lang, string>;

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
 * Where a mail's confirm or stop link lands (lib/forms/links.ts): it asks for one click, so that a
 * mail scanner following links changes nothing; the button's action does it and comes back here
 * with the outcome.
 */
export default async function SubscriptionPage({ params, searchParams }: Props) {
  const lang = await getLang(params);
  const t = await getTranslations({ locale: lang, namespace: 'Subscription' });
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token : '';
  const result = typeof query.result === 'string' ? query.result : null;
  const link = token ? readLinkToken(token) : null;
  const confirming = link?.purpose.endsWith('-confirm');
  let body: React.ReactNode;
  if (result && (LINK_PURPOSES as readonly string[]).includes(result)) body = <p role="status">{t(DONE[result as LinkPurpose])}</p>;
  else if (!link) body = <p role="alert">{t('invalid')}</p>;
  else
    body = (
      <form action={applySubscription} className="subscription">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="lang" value={lang} />
        {result === 'error' ? <p role="alert">{t('error')}</p> : null}
        <p>{link.purpose.startsWith('newsletter') ? t(confirming ? 'confirmText' : 'stopText', { email: link.subject }) : t(confirming ? 'searchConfirmText' : 'searchStopText')}</p>
        <button type="submit" className="button button--accent">
          {t(confirming ? 'confirm' : 'stop')}
        </button>
      </form>
    );
  return (
    <SiteShell lang={lang} alternates={alternates()}>
      <PageHead title={!link || result ? t('title') : t(confirming ? (link.purpose.startsWith('search') ? 'searchConfirmTitle' : 'confirmTitle') : 'stopTitle')} />
      <div className="container thanks">{body}</div>
    </SiteShell>
  );
}
