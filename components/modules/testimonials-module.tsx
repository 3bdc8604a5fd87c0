import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { publicTestimonials, type PublicTestimonial } from '@/lib/visitor/testimonials';
import { formatDate } from '@/lib/catalogue/format/number';
import type { ModuleProps } from './module-props';
import { logger } from '@/lib/platform/log';

/**
 * The testimonials the agency approved (`npm run submissions -- approve ID`), newest first. Read at
 * request time: approving one shows it without a redeploy. A database that does not answer leaves the
 * list out, not the page.
 */
export async function TestimonialsModule({ lang, itemHeading: Heading }: ModuleProps) {
  await connection();
  const t = await getTranslations({ locale: lang, namespace: 'Testimonials' });
  let items: PublicTestimonial[];
  try {
    items = await publicTestimonials(lang);
  } catch (error) {
    logger('testimonials').warn({ err: error }, 'not shown');
    return <p className="testimonials__none">{t('unavailable')}</p>;
  }
  if (!items.length) return <p className="testimonials__none">{t('none')}</p>;
  return (
    <ul className="testimonials">
      {items.map((item) => (
        <li key={item.id} className="testimonial">
          <figure>
            <blockquote className="testimonial__comment">{item.comment}</blockquote>
            <figcaption>
              {item.hasImage ? (
                // A photo from the database, already re-encoded and at most 1600 px: nothing for next/image to do.
                // eslint-disable-next-line @next/next/no-img-element
                <img
                  className="testimonial__photo"
                  src={`/api/testimonials/${item.id}/image`}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                />
              ) : null}
              <Heading className="testimonial__name">{item.name}</Heading>
              {item.about ? <span className="testimonial__about">{item.about}</span> : null}
              {item.website ? (
                <a className="testimonial__website" href={item.website} rel="nofollow ugc noopener" target="_blank">
                  {new URL(item.website).hostname}
                </a>
              ) : null}
              <time dateTime={item.postedAt.toISOString().slice(0, 10)}>{formatDate(item.postedAt.toISOString().slice(0, 10), lang)}</time>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
