import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import { getDb } from '@/lib/platform/db/client';
import { getLang, getRouting } from '@/lib/catalogue/routing/lang';
import { cancelVisit, moveVisit } from '@/lib/visitor/actions/my-visit';
import { VISIT_BOOKING_SEGMENT } from '@/lib/catalogue/routing/app-paths';
import { pageMetadata } from '@/lib/catalogue/seo/metadata';
import { openMyVisit } from '@/lib/visitor/visits/my-visit';
import { SiteShell } from '@/components/layout/site-shell';
import { PageHead } from '@/components/layout/page-head';
import { ClientTexts } from '@/components/i18n/client-texts';
import { PlainFields } from '@/components/forms/form-shell';
import { PermalinkForm } from '@/components/forms/permalink-form';
import { SlotFieldset } from '@/components/forms/slot-picker';

type Props = PageProps<'/[lang]/my-visit'>;

const alternates = () =>
  Object.fromEntries(getRouting().locales.map((lang) => [lang, `/${lang}/${VISIT_BOOKING_SEGMENT[lang]}/`])) as Record<Lang, string>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await getLang(params);
  const t = await getTranslations({ locale: lang, namespace: 'MyVisit' });
  return pageMetadata({ lang, title: `${t('title')} | ${getSite().name}`, alternates: alternates(), noIndex: true });
}

const NOTES = ['booked', 'cancelled', 'already', 'moved', 'full', 'gone', 'limit', 'started', 'choose', 'rateLimited'] as const;
type Note = (typeof NOTES)[number];
const noteOf = (value: unknown): Note | null => NOTES.find((note) => note === value) ?? null;
/** The outcomes that are a success; the others are told as an alert. */
const DONE: ReadonlySet<Note> = new Set(['booked', 'cancelled', 'already', 'moved']);

/**
 * A booked visit, opened by the signed link of its mails (docs/decisions/0042, amendment 3): what, where,
 * when and its status, the .ics for a calendar, with a button to cancel it and the property's other
 * free times to move it to. The visit form leads here once a slot is booked (`note=booked`): this is
 * that booking's thank-you page, with the link to keep.
 * Per request and private (the database now, a link that is the visitor's own). A token the proxy let
 * through (the right shape) but that is not ours, or names no booking, goes to the address without a
 * token, which the proxy answers with the "link not valid" page and a 404: the same for every failure.
 */
export default async function MyVisitPage({ params, searchParams }: Props) {
  await connection();
  const lang = await getLang(params);
  const t = await getTranslations({ locale: lang, namespace: 'MyVisit' });
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token : '';
  const page = `/${lang}/${VISIT_BOOKING_SEGMENT[lang]}/`;
  const visit = await openMyVisit(await getDb(), token, lang);
  if (!visit) redirect(page);
  const note = noteOf(query.note);
  // Where a post goes without JavaScript: this booking's page (the actions redirect from there).
  const here = `${page}?token=${encodeURIComponent(token)}`;
  const hidden = (
    <>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="lang" value={lang} />
    </>
  );
  const closed =
    visit.status === 'cancelled'
      ? t('closed.cancelled')
      : visit.status === 'booked'
        ? visit.canMove
          ? null
          : t('closed.late')
        : t('closed.started');
  return (
    <SiteShell lang={lang} alternates={alternates()}>
      <PageHead title={note === 'booked' && visit.status === 'booked' ? t('bookedTitle') : t('title')} />
      <div className="container thanks my-visit">
        {note ? (
          <p role={DONE.has(note) ? 'status' : 'alert'} className="thanks__text">
            {t(`notes.${note}`)}
          </p>
        ) : null}
        <dl className="my-visit__facts">
          <dt>{t('rows.property')}</dt>
          <dd>{visit.href ? <a href={visit.href}>{visit.title}</a> : visit.title}</dd>
          {visit.address ? (
            <>
              <dt>{t('rows.address')}</dt>
              <dd>{visit.address}</dd>
            </>
          ) : null}
          <dt>{t('rows.when')}</dt>
          <dd>{t('when', { day: visit.day, time: visit.time })}</dd>
          <dt>{t('rows.label')}</dt>
          <dd>{visit.label ?? t('privateVisit')}</dd>
          <dt>{t('rows.status')}</dt>
          <dd data-status={visit.status}>{t(`status.${visit.status}`)}</dd>
        </dl>
        {closed ? <p className="thanks__text">{closed}</p> : null}
        {visit.status === 'booked' ? (
          <p className="thanks__links">
            <a href={`/api/visit-calendar/?token=${encodeURIComponent(token)}`} className="button button--outline" download>
              {t('calendar')}
            </a>
          </p>
        ) : null}
        {note === 'booked' ? (
          <p className="thanks__text">
            {t('manage')} <a href={here}>{t('manageLink')}</a>
          </p>
        ) : null}
        {visit.canMove && visit.choice ? (
          <section aria-labelledby="my-visit-move">
            <h2 id="my-visit-move">{t('moveTitle')}</h2>
            {visit.choice.days.length ? (
              <PermalinkForm action={moveVisit} page={here} className="form">
                {hidden}
                <p>{t('moveText')}</p>
                <ClientTexts lang={lang} keys={['Forms.fields.slot', 'Forms.required']}>
                  <PlainFields>
                    <SlotFieldset days={visit.choice.days} />
                  </PlainFields>
                </ClientTexts>
                <p>
                  <button type="submit" className="button button--accent">
                    {t('move')}
                  </button>
                </p>
              </PermalinkForm>
            ) : (
              <p>{t('noOther')}</p>
            )}
          </section>
        ) : null}
        {visit.canCancel ? (
          <section aria-labelledby="my-visit-cancel">
            <h2 id="my-visit-cancel">{t('cancelTitle')}</h2>
            <PermalinkForm action={cancelVisit} page={here}>
              {hidden}
              <p>{t('cancelText')}</p>
              <button type="submit" className="button button--outline">
                {t('cancel')}
              </button>
            </PermalinkForm>
          </section>
        ) : null}
      </div>
    </SiteShell>
  );
}
