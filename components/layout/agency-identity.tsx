import { getTranslations } from 'next-intl/server';
import { getSite, localize } from '@/lib/catalogue/data';
import type { Lang, Localized } from '@/lib/catalogue/data/types';
import { formatPercent } from '@/lib/catalogue/format/number';
import { SmartLink } from '@/components/ui/smart-link';

/**
 * The agency's mandatory identity, on every page (the footer): name, address, company and VAT numbers,
 * professional title with its BIV number and country, the supervising authority, the professional
 * liability insurer and policy, and the code of conduct (Code of Economic Law art. XII.6 §1, BIV code of
 * conduct art. 20; docs/decisions/0041). The figures are the agency's, in data/site.json `agency`; the
 * authority's name and address are the same for every Belgian agent, so they are texts.
 */
export async function AgencyIdentity({ lang }: { lang: Lang }) {
  const { agency, contact } = getSite();
  const t = await getTranslations({ locale: lang, namespace: 'Agency' });
  // A legal form is written in the page's language (BV / SRL): the names may differ per language.
  const named = (value: string | Localized) => (typeof value === 'string' ? value : localize(value, lang));
  const country = new Intl.DisplayNames([lang], { type: 'region' }).of(agency.titleCountry) ?? agency.titleCountry;
  return (
    <section className="agency-identity" aria-labelledby="agency-identity-title">
      <h2 id="agency-identity-title" className="agency-identity__title">
        {t('heading')}
      </h2>
      <p>
        {t('company', { name: named(agency.legalName), number: agency.companyNumber, vat: contact.vat })}
        <br />
        {contact.street}, {contact.zip} {localize(contact.city, lang)}
      </p>
      <p>
        {t('title', { title: localize(agency.professionalTitle, lang), number: agency.bivNumber, country })}
        <br />
        {t('supervisor')}
        <br />
        {t('insurance', { insurer: named(agency.insurer), policy: agency.policyNumber })}
        {agency.luxembourgPermit && (
          <>
            <br />
            {t('luxembourg', { permit: agency.luxembourgPermit })}
          </>
        )}
      </p>
      <p>
        <SmartLink href={localize(agency.codeOfConduct, lang)}>{t('codeOfConduct')}</SmartLink>
      </p>
    </section>
  );
}

/** The agent's fee on a sale, VAT included, with how it is made up; null when the agency states none. */
export async function valuationFeeText(lang: Lang): Promise<string | null> {
  const fee = getSite().agency.valuationFee;
  if (!fee) return null;
  const t = await getTranslations({ locale: lang, namespace: 'Agency' });
  const included = (fee.percentExclVat * (100 + fee.vatPercent)) / 100;
  return t('valuationFee', {
    fee: formatPercent(included, lang),
    base: formatPercent(fee.percentExclVat, lang),
    vat: formatPercent(fee.vatPercent, lang),
  });
}
