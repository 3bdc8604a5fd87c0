/** What a confirm or stop link does (lib/visitor/subscriptions/links.ts), for the page and the one-click route. */
import 'server-only';
import type { Database } from '@/lib/platform/db/client';
import {
  confirmNewsletter,
  confirmSavedSearch,
  stopNewsletter,
  stopSavedSearch,
  stopSavedSearchById,
} from '@/lib/platform/dal/subscriptions';
import type { LinkPurpose } from './links';

export async function applyLink(db: Database, purpose: LinkPurpose, subject: string): Promise<boolean> {
  switch (purpose) {
    case 'newsletter-confirm':
      return confirmNewsletter(db, subject);
    case 'newsletter-stop':
      return stopNewsletter(db, subject);
    case 'search-confirm':
      return confirmSavedSearch(db, subject);
    case 'search-stop':
      return stopSavedSearch(db, subject);
    case 'alert-stop':
      return stopSavedSearchById(db, subject);
  }
}
