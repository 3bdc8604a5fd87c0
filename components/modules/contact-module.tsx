import type { ReactNode } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import { getTranslations } from 'next-intl/server';
import { getCities, getPropertyTypes, getSite, localize } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import { openingHoursLines } from '@/lib/catalogue/format/hours';
import { formatPhone, telHref } from '@/lib/catalogue/format/phone';
import type { FormId } from '@/lib/visitor/schemas';
import { MY_SEARCH_SEGMENT } from '@/lib/catalogue/routing/app-paths';
import { Icon } from '@/components/ui/icon';
import { FormSection } from '@/components/forms/form-section';
import type { ShellProps } from '@/components/forms/form-frame';
import { DemandRegisterForm, JobForm, SiteContactForm, TestimonialForm, ValuationForm } from '@/components/forms/module-forms';
import type { ModuleProps } from './module-props';

/** The property types of the catalogue as options, in their order. */
export function typeOptions(lang: Lang) {
  return [...getPropertyTypes(lang)].sort((a, b) => a.order - b.order).map((type) => ({ value: String(type.webId), label: type.name }));
}

/** The catalogue's cities as options, one per postal code, by name. */
export function zoneOptions(lang: Lang) {
  const byZip = new Map<string, string>();
  for (const city of getCities(lang)) if (!byZip.has(city.zip)) byZip.set(city.zip, `${city.name} (${city.zip})`);
  return [...byZip].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, lang));
}

/**
 * The forms a contact module can hold, by the id its "form" relation names in data/menu.json
 * ("valuation" is the free valuation's older name in the data).
 */
const FORMS: Record<string, { form: FormId; render: (shell: ShellProps, lang: Lang) => ReactNode }> = {
  'site-contact': { form: 'site-contact', render: (shell) => <SiteContactForm {...shell} /> },
  valuation: { form: 'contact-demand', render: (shell, lang) => <ValuationForm types={typeOptions(lang)} {...shell} /> },
  'contact-demand': { form: 'contact-demand', render: (shell, lang) => <ValuationForm types={typeOptions(lang)} {...shell} /> },
  'demand-register': {
    form: 'demand-register',
    render: (shell, lang) => <DemandRegisterForm types={typeOptions(lang)} zones={zoneOptions(lang)} {...shell} />,
  },
  testimonial: { form: 'testimonial', render: (shell) => <TestimonialForm {...shell} /> },
  'job-contact': { form: 'job-contact', render: (shell) => <JobForm {...shell} /> },
};

/** Contact: the agency's details and opening hours (site config, the one place that holds them), and the forms its relations name. */
export async function ContactModule({ lang, mod, page, itemHeading: Heading }: ModuleProps) {
  const t = await getTranslations({ locale: lang, namespace: 'Contact' });
  const forms_t = await getTranslations({ locale: lang, namespace: 'Forms' });
  const { contact, name } = getSite();
  const hours = openingHoursLines(contact.openingHours, lang);
  const forms = mod.relations
    .filter((relation) => relation.type === 'form')
    .flatMap((relation) => (FORMS[relation.id] ? [FORMS[relation.id]!] : []));
  const path = `/${lang}${page.paths[lang] ?? '/'}`;
  return (
    <div className="contact-module">
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
        {hours.length > 0 && (
          <>
            <Heading className="contact-card__hours-title">{t('hours')}</Heading>
            <dl className="contact-card__hours">
              {hours.map((line) => (
                <div key={`${line.days}${line.from}`}>
                  <dt>
                    <Icon name="clock" size={16} /> {line.days}
                  </dt>
                  <dd>{t('slot', { from: line.from, to: line.to })}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </div>
      {forms.map(({ form, render }) => (
        <div key={form} className="contact-module__form">
          <FormSection form={form} lang={lang} page={path} headingLevel={Heading === 'h2' ? 2 : 3}>
            {(shell) => render(shell, lang)}
          </FormSection>
          {form === 'demand-register' ? (
            <p className="contact-module__manage">
              <IntentLink href={`/${lang}/${MY_SEARCH_SEGMENT[lang]}/`}>{forms_t('demand-register.manage')}</IntentLink>
            </p>
          ) : null}
        </div>
      ))}
    </div>
  );
}
