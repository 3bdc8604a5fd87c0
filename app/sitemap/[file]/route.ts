import { sitemapFileEntries } from '@/lib/catalogue/seo/sitemap';
import { sitemapInput, sitemapResponse } from '@/lib/catalogue/seo/sitemap-route';

/** /sitemap/pages.xml, /sitemap/properties-N.xml: one file of a split sitemap (lib/catalogue/seo/sitemap.ts); anything else is a 404. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const entries = file.endsWith('.xml') ? sitemapFileEntries(sitemapInput(), file.slice(0, -'.xml'.length)) : null;
  return entries ? sitemapResponse(entries) : new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
}
