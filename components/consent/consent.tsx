import { getSite } from '@/lib/catalogue/data';
import { ConsentManager } from './consent-manager';

/** The banner and settings dialog, with the tag ids of site config; its texts come from SiteShell's ClientTexts. */
export function Consent() {
  const info = getSite().site_info;
  const ids = { analyticsId: info.analyticsId, adsId: info.adsId, tagManagerId: info.tagManagerId, socialPixelId: info.socialPixelId };
  return <ConsentManager ids={ids} />;
}
