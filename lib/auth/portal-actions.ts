'use server';
/**
 * The portal's server actions. Each checks the session and the ownership itself (lib/auth/owner.ts):
 * another owner's property, or one that does not exist, is a 404.
 */
import { notFound } from 'next/navigation';
import { getDb } from '@/lib/db/client';
import { dailyVisits } from '@/lib/dal/owner-stats';
import { ownedProperty } from './owner';
import { isVisitPeriod } from './periods';
import { visitSeries, type VisitSeries } from './visit-series';

/** A property's visits per day over one of the periods the page offers. */
export async function visitsOver(propertyId: number, period: number, lang: string): Promise<VisitSeries> {
  if (!isVisitPeriod(period) || !(await ownedProperty(propertyId))) notFound();
  return visitSeries(lang, await dailyVisits(await getDb(), propertyId, period));
}
