import { getTranslations } from 'next-intl/server';
import { getSite, localize } from '@/lib/data';
import { formatPhone, telHref } from '@/lib/format/phone';
import { Icon } from '@/components/ui/icon';
import type { ModuleProps } from './module-props';

/**
 * Contact: the agency's details and visiting hours. The forms themselves (relation type "form")
 * arrive with the forms issue and will render here.
 */
export async function ContactModule({ lang, itemHeading: Heading }: ModuleProps) {
  const t = await getTranslations({ locale: lang, namespace: 'Contact' });
  const { contact, timeSlots, name } = getSite();
  return (
    <div className="contact-card">
      <p className="contact-card__lead">{t('lead')}</p>
      <address>
        <strong>{name}</strong>
        <br />
        {contact.street}
        <br />
        {contact.zip} {localize(contact.city, lang)}
      </address>
      <ul className="contact-card__links">
        <li>
          <a href={telHref(contact.phone)}>
            <Icon name="phone" size={18} /> {formatPhone(contact.phone)}
          </a>
        </li>
        <li>
          <a href={`mailto:${contact.email}`}>
            <Icon name="mail" size={18} /> {contact.email}
          </a>
        </li>
      </ul>
      <Heading className="contact-card__hours-title">{t('hours')}</Heading>
      <ul className="contact-card__hours">
        {timeSlots.map((slot) => (
          <li key={slot.from}>
            <Icon name="clock" size={16} /> {t('slot', { from: slot.from, to: slot.to })}
          </li>
        ))}
      </ul>
    </div>
  );
}
