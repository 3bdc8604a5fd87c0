import type { Lang } from '@/lib/catalogue/data/types';
import { sanitizeArticleHtml } from '@/lib/catalogue/html/sanitize';
import { href as localHref } from '@/lib/catalogue/routing/navigation';

/** Editor HTML from the data files, sanitized on the server, with internal links localized. */
export function RichText({ html, lang, className }: { html: string; lang: Lang; className?: string }) {
  const clean = sanitizeArticleHtml(html, (href) => localHref(lang, href));
  return <div className={`prose ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
