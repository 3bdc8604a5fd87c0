/** articles.json: the HTML bodies that article modules show. */
import type { z } from 'zod';
import type { ArticleSchema } from '../../../lib/catalogue/data/file-schemas';
import { LEGAL_ARTICLES } from './articles-legal';
import { MORE_ARTICLES } from './articles-more';
import { PAGE_ARTICLES } from './articles-pages';
import type { Bilingual } from './places';
import { TEAM, memberArticleId, portraitUrl } from './team';
import { NBSP } from './words';

export interface ArticleText {
  id: string;
  title: Bilingual;
  html: Bilingual;
  image?: { url: string; width: number; height: number; alt: Bilingual };
}

/** French typography: a non-breaking space before : ; ? ! and inside « », outside tags. */
export function frenchSpacing(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : part.replace(/ ([:;?!»])/g, `${NBSP}$1`).replace(/« /g, `«${NBSP}`)))
    .join('');
}

export function allArticles(): z.input<typeof ArticleSchema>[] {
  const members: ArticleText[] = TEAM.map((m) => ({
    id: memberArticleId(m),
    title: { nl: `${m.firstName} ${m.lastName}`, fr: `${m.firstName} ${m.lastName}` },
    html: m.bio,
    image: {
      url: portraitUrl(m),
      width: 600,
      height: 600,
      alt: { nl: `${m.firstName} ${m.lastName}`, fr: `${m.firstName} ${m.lastName}` },
    },
  }));
  return [...PAGE_ARTICLES, ...LEGAL_ARTICLES, ...MORE_ARTICLES, ...members].map((a) => ({
    id: a.id,
    title: { nl: a.title.nl, fr: frenchSpacing(a.title.fr) },
    html: { nl: a.html.nl, fr: frenchSpacing(a.html.fr) },
    ...(a.image ? { image: a.image } : {}),
  }));
}
