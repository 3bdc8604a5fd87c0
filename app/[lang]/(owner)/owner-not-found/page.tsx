import { getTranslations } from 'next-intl/server';
import { OwnerNotFound } from '@/components/owner/owner-not-found';
import { getSite } from '@/lib/catalogue/data';
import { ownerPageLang } from '@/lib/owner/portal/pages';

/**
 * A path under the owner area's segments that is none of its pages: the proxy rewrites it here with
 * status 404 (lib/catalogue/routing/resolve.ts), as it does the public site's to page-not-found. The title is
 * rendered by the page (React puts it in the head): Next drops a per-request page's generateMetadata
 * from a response the proxy made a 404, and the page would have none.
 */
export default async function OwnerPathNotFound({ params }: PageProps<'/[lang]/owner-not-found'>) {
  const lang = await ownerPageLang(params);
  const t = await getTranslations({ locale: lang, namespace: 'Owner.notFound' });
  return (
    <>
      <title>{`${t('title')} | ${getSite().name}`}</title>
      <OwnerNotFound lang={lang} />
    </>
  );
}
