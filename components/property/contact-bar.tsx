import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/catalogue/data';
import type { Lang, TeamMember } from '@/lib/catalogue/data/types';
import { formatPhone, telHref } from '@/lib/catalogue/format/phone';
import { Icon } from '@/components/ui/icon';
import { ClientTexts } from '@/components/i18n/client-texts';
import { FormLink, ShareButton } from './contact-bar-actions';

export interface ContactBarProps {
  lang: Lang;
  /** The contact person; without one (or without a number), the agency answers. */
  agent: TeamMember | undefined;
  /** What the page is about, for the mail's subject and the share sheet ("Rijwoning in Gent", ref). */
  title: string;
  reference: number;
  /**
   * The form "plan a visit" jumps to (an element id inside it), whether it is a visit request, and for
   * a folded form the page with it open, where the jump goes without JavaScript.
   */
  form: { target: string; visit: boolean; href?: string };
  /** The page's canonical path, shared with the site's origin. */
  path: string;
}

/**
 * The bar fixed to the bottom of a phone's screen on detail pages (issue 16): call, e-mail, plan a
 * visit and share, each one tap. Plain links, so all but sharing work without JavaScript; the page
 * keeps room for it at its end, and the consent banner replaces it while it asks (contact-bar.css).
 */
export async function ContactBar({ lang, agent, title, reference, form, path }: ContactBarProps) {
  const t = await getTranslations({ locale: lang, namespace: 'ContactBar' });
  const { contact } = getSite();
  const phone = agent?.phone ?? agent?.mobile ?? contact.phone;
  const email = agent?.email ?? contact.email;
  const subject = t('mailSubject', { title, id: reference });
  return (
    <section className="contact-bar" aria-label={t('label')}>
      {phone && (
        <a href={telHref(phone)} className="contact-bar__item" aria-label={t('callName', { phone: formatPhone(phone) })}>
          <Icon name="phone" size={22} />
          <span>{t('call')}</span>
        </a>
      )}
      <a
        href={`mailto:${email}?subject=${encodeURIComponent(subject)}`}
        className="contact-bar__item"
        aria-label={t('mailName', { email })}
      >
        <Icon name="mail" size={22} />
        <span>{t('mail')}</span>
      </a>
      <FormLink target={form.target} href={form.href} className="contact-bar__item contact-bar__item--primary">
        <Icon name={form.visit ? 'calendar' : 'info'} size={22} />
        <span>{form.visit ? t('visit') : t('info')}</span>
      </FormLink>
      <ClientTexts lang={lang} keys={['ContactBar']}>
        <ShareButton title={title} path={path} />
      </ClientTexts>
    </section>
  );
}
