'use server';
/**
 * The portal's server actions. Each checks the session and the ownership itself (lib/owner/auth/owner.ts):
 * another owner's property, or one that does not exist, is a 404.
 */
import { notFound, unstable_rethrow } from 'next/navigation';
import { getDb } from '@/lib/platform/db/client';
import { dailyPageViews } from '@/lib/platform/dal/owner-stats';
import { markBadRequest } from '@/lib/platform/security/bad-request';
import { ownedProperty } from '../auth/owner';
import { isPageViewPeriod } from '../portal/periods';
import { pageViewSeries, type PageViewSeries } from '../portal/page-view-series';
import { logger } from '@/lib/platform/log';

/** A property's page views per day over one of the periods the page offers. */
export async function pageViewsOver(propertyId: number, period: number, lang: string): Promise<PageViewSeries> {
  if (!Number.isSafeInteger(propertyId) || typeof lang !== 'string') {
    await markBadRequest();
    notFound();
  }
  if (!isPageViewPeriod(period)) notFound();
  try {
    if (!(await ownedProperty(propertyId))) notFound();
    return pageViewSeries(lang, await dailyPageViews(await getDb(), propertyId, period));
  } catch (error) {
    unstable_rethrow(error);
    // The database is down: one line for the log (a failed query's error carries its parameters, the
    // session token among them), and a plain error for the page, which then follows its link.
    logger('owner').error({ err: error }, 'page views unavailable');
    throw new Error('The page views cannot be read now.');
  }
}
