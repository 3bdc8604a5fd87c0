import 'server-only';
import type { Metadata } from 'next';
import { getSite, localize } from '@/lib/catalogue/data';
import type { Lang, MenuPage } from '@/lib/catalogue/data';

interface PageSeo {
  lang: Lang;
  title: string;
  description?: string;
  /** Localized URL of this page per language; the current language's is the canonical. */
  alternates: Record<Lang, string>;
  image?: string | null;
  ogTitle?: string;
  ogDescription?: string;
  twitterTitle?: string;
  twitterDescription?: string;
  twitterImage?: string | null;
  noIndex?: boolean;
}

const OG_LOCALE: Record<Lang, string> = { nl: 'nl_BE', fr: 'fr_BE', en: 'en_GB', de: 'de_DE' };

/** Title, description, canonical, hreflang, Open Graph and Twitter tags of a page. */
export function pageMetadata(seo: PageSeo): Metadata {
  const site = getSite();
  const image = seo.image ?? site.homeBanner.image?.url ?? site.homeBanner.images?.[0]?.url;
  return {
    metadataBase: new URL(site.url),
    title: seo.title,
    description: seo.description,
    alternates: {
      canonical: seo.alternates[seo.lang],
      languages: { ...seo.alternates, 'x-default': seo.alternates[site.defaultLanguage] },
    },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: OG_LOCALE[seo.lang],
      url: seo.alternates[seo.lang],
      title: seo.ogTitle ?? seo.title,
      description: seo.ogDescription ?? seo.description,
      images: image ? [{ url: image }] : undefined,
    },
    twitter: {
      card: 'summary_large_image',
      title: seo.twitterTitle ?? seo.ogTitle ?? seo.title,
      description: seo.twitterDescription ?? seo.ogDescription ?? seo.description,
      images: (seo.twitterImage ?? image) ? [(seo.twitterImage ?? image)!] : undefined,
    },
    robots: seo.noIndex ? { index: false, follow: true } : undefined,
  };
}

/** Metadata of a menu page from its per-language params (docs/product.md section 3, menu entry). */
export function menuPageMetadata(lang: Lang, page: MenuPage, alternates: Record<Lang, string>): Metadata {
  const meta = page.metadata[lang] ?? page.metadata[getSite().defaultLanguage] ?? {};
  // An editor's page title is used as written; otherwise the entry's title plus the site name.
  const title = meta.pageTitle ?? (page.kind === 'home' ? localize(page.title, lang) : `${localize(page.title, lang)} | ${getSite().name}`);
  return pageMetadata({
    lang,
    title,
    description: localize(page.description, lang) || undefined,
    alternates,
    image: meta.ogImage ?? page.banner?.image ?? page.image,
    ogTitle: meta.ogTitle,
    ogDescription: meta.ogDescription,
    twitterTitle: meta.twitterTitle,
    twitterDescription: meta.twitterDescription,
    twitterImage: meta.twitterImage,
    noIndex: !page.isActiveSEO,
  });
}
