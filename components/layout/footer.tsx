import { Photo } from '@/components/ui/photo';
import { getTranslations } from 'next-intl/server';
import { getSite, localize } from '@/lib/catalogue/data';
import type { FooterColumn, Lang } from '@/lib/catalogue/data/types';
import { RichText } from '@/components/ui/rich-text';
import { SmartLink } from '@/components/ui/smart-link';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { hrefForProjectList } from '@/lib/catalogue/routing/navigation';
import { FormSection } from '@/components/forms/form-section';
import { NewsletterIsland } from '@/components/forms/newsletter-island';
import { AgencyIdentity } from './agency-identity';
import { ownerPath } from '@/lib/catalogue/routing/app-paths';
import { ownerLang } from '@/lib/platform/i18n/owner-lang';

function Column({ column, lang }: { column: FooterColumn; lang: Lang }) {
  const { title, intro, text, images } = column;
  return (
    <div className={`footer-col col-sm-${column.sm} col-md-${column.md} col-lg-${column.lg}`}>
      {title?.public && <h2 className="footer-col__title">{localize(title.value, lang)}</h2>}
      {intro?.public && <p className="footer-col__intro">{localize(intro.value, lang)}</p>}
      {text?.public && <RichText html={localize(text.value, lang)} lang={lang} className="footer-col__text" />}
      {images?.public && images.value.length > 0 && (
        <ul className="footer-col__images">
          {images.value.map((image) => (
            <li key={image.url}>
              <Photo src={image.url} alt={localize(image.alt, lang)} width={image.width} height={image.height} sizes="160px" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export async function Footer({ lang, page }: { lang: Lang; page: string }) {
  const { footer, name } = getSite();
  const t = await getTranslations({ locale: lang, namespace: 'Layout' });
  const year = new Date().getFullYear();
  // The project list has no menu entry of its own (it lives in paths.json), so the footer links it.
  const projects = hrefForProjectList(lang);
  const project = await getTranslations({ locale: lang, namespace: 'Project' });
  return (
    <footer className="site-footer">
      <h2 className="visually-hidden">{t('footer')}</h2>
      <div className="container grid-12 site-footer__columns">
        {footer.columns.map((column) => (
          <Column key={column.id} column={column} lang={lang} />
        ))}
      </div>
      <div className="container site-footer__newsletter">
        <FormSection form="sign-newsletter" lang={lang} page={page}>
          {(shell) => <NewsletterIsland {...shell} />}
        </FormSection>
      </div>
      <div className="container">
        <AgencyIdentity lang={lang} />
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>{localize(footer.copyright, lang).replace('{year}', String(year)) || `© ${year} ${name}`}</p>
          {projects && (
            <p>
              <SmartLink href={projects}>{project('listTitle')}</SmartLink>
            </p>
          )}
          {/* Discreet, beside the cookie settings: owners are few among the visitors. */}
          <p>
            <SmartLink href={ownerPath(ownerLang(lang), 'login')}>{t('ownerLogin')}</SmartLink>
          </p>
          <p>
            <CookieSettingsButton />
          </p>
        </div>
      </div>
    </footer>
  );
}
