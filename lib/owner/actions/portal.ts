'use server';
/**
 * The portal's server actions. Each checks the session and the ownership itself (lib/owner/auth/owner.ts):
 * another owner's property, or one that does not exist, is a 404.
 */
import { notFound, unstable_rethrow } from 'next/navigation';
import { getDb } from '@/lib/platform/db/client';
import { dailyVisits } from '@/lib/platform/dal/owner-stats';
import { markBadRequest } from '@/lib/platform/security/bad-request';
import { ownedProperty } from '../auth/owner';
import { isVisitPeriod } from '../portal/periods';
import { visitSeries, type VisitSeries } from '../portal/visit-series';
import { logger } from '@/lib/platform/log';

/** A property's visits per day over one of the periods the page offers. */
export async function visitsOver(propertyId: number, period: number, lang: string): Promise<VisitSeries> {
  if (!Number.isSafeInteger(propertyId) || typeof lang !== 'string') {
    await markBadRequest();
    notFound();
  }
  if (!isVisitPeriod(period)) notFound();
  try {
    if (!(await ownedProperty(propertyId))) notFound();
    return visitSeries(lang, await dailyVisits(await getDb(), propertyId, period));
  } catch (error) {
    unstable_rethrow(error);
    // The database is down: one line for the log (a failed query's error carries its parameters, the
    // session token among them), and a plain error for the page, which then follows its link.
    logger('owner').error({ err: error }, 'visits unavailable');
    throw new Error('The visits cannot be read now.');
  }
}
