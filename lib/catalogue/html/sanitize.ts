import sanitizeHtml from 'sanitize-html';
import { isExternal } from '@/lib/catalogue/routing/urls';

const ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'blockquote',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'img',
  'figure',
  'figcaption',
  'hr',
  'span',
];

/**
 * Article and footer HTML comes from editors: keep a known set of tags and attributes, drop
 * scripts and event handlers, apply the link rule (external links open in a new tab with
 * rel="noopener") and localize neutral internal links with `localize`.
 */
export function sanitizeArticleHtml(html: string, localize: (href: string) => string = (h) => h): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel', 'hreflang'],
      img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
      table: ['tabindex'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      '*': ['lang'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        if (isExternal(href)) return { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener' } };
        // Internal links stay in the same tab, whatever the editor wrote.
        const rest = { ...attribs };
        delete rest.target;
        delete rest.rel;
        return { tagName, attribs: { ...rest, href: localize(href) } };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
      // Wide tables scroll sideways on phones; the scrolling box must be reachable by keyboard.
      table: (tagName, attribs) => ({ tagName, attribs: { ...attribs, tabindex: '0' } }),
    },
  });
}
