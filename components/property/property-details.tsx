import { Photo } from '@/components/ui/photo';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/catalogue/data';
import { streetLine } from '@/lib/catalogue/property/display';
import { formatEuro } from '@/lib/catalogue/format/price';
import { formatDate, formatNumber } from '@/lib/catalogue/format/number';
import type { DetailGroup, DetailValue } from '@/lib/catalogue/property/details';
import type { EnergyLabel } from '@/lib/catalogue/property/energy';
import { fullDesignation, isFlemishPlanningField } from '@/lib/catalogue/property/planning';
import type { Region } from '@/lib/catalogue/property/region';
import { DetailRows } from './detail-rows';

type Translate = Awaited<ReturnType<typeof getTranslations<'Property'>>>;

function valueText(value: DetailValue, lang: Lang, t: Translate): string {
  switch (value.kind) {
    case 'boolean':
      return value.value ? t('yes') : t('no');
    case 'saleUnderVat':
      return t(`saleUnderVat.${value.value}`);
    case 'text':
      return value.value;
    case 'date':
      return formatDate(value.value, lang);
    case 'year':
      return String(value.value);
    case 'count':
      return formatNumber(value.value, lang, 0);
    case 'money':
      return formatEuro(value.value) ?? '';
    case 'surface':
      return t('surface', { value: formatNumber(value.value, lang) });
    case 'energy':
      return t('energyValue', { value: formatNumber(value.value, lang) });
    case 'energyTotal':
      return t('energyTotalValue', { value: formatNumber(value.value, lang, 0) });
    case 'co2':
      return t('co2Value', { value: formatNumber(value.value, lang) });
    case 'address':
      return streetLine(value.value, (box) => t('box', { box })) ?? '';
  }
}

type Row = DetailGroup['rows'][number];

/**
 * A row as [label, value]. Some rows are worded by the region (docs/decisions/0050): Flanders' five
 * planning mentions are written out in full, labels and answers alike, never abbreviated (the
 * abbreviations are for print); an abbreviated designation is written out as the plans register names
 * it. Luxembourg's energy passport has an energy performance class, not a Belgian "EPC label".
 */
function rowText(row: Row, region: Region | null, lang: Lang, t: Translate): readonly [string, string] {
  const { field, value } = row;
  if (region === 'flanders' && isFlemishPlanningField(field)) {
    if (field === 'PlanningData')
      return [t('planningFlanders.PlanningData.label'), value.kind === 'text' ? fullDesignation(value.value) : valueText(value, lang, t)];
    const answer = value.kind === 'boolean' ? t(`planningFlanders.${field}.${value.value ? 'yes' : 'no'}`) : valueText(value, lang, t);
    return [t(`planningFlanders.${field}.label`), answer];
  }
  if (region === 'luxembourg' && field === 'EPCLabelText') return [t('luxembourgFields.EPCLabelText'), valueText(value, lang, t)];
  return [t(`fields.${field}`), valueText(value, lang, t)];
}

/**
 * Under the flood scores (Flanders, 2023: the P-score of the parcel and the G-score of the building),
 * what the letters mean, and the flood symbol when either is D (docs/decisions/0040).
 */
function FloodNotes({ rows, t }: { rows: DetailGroup['rows']; t: Translate }) {
  const scores = rows
    .filter((row) => row.field === 'FloodScoreParcel' || row.field === 'FloodScoreBuilding')
    .map((row) => (row.value.kind === 'text' ? row.value.value : ''));
  if (!scores.length) return null;
  return (
    <>
      <p className="property-details__note">{t('floodScale')}</p>
      {scores.includes('D') && (
        <p className="notice notice--warning property-details__flood" role="note">
          <svg className="property-details__flood-symbol" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 3 3 10h2.5v5h13v-5H21z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
            <path
              d="M2 19c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
          {t('floodSymbol')}
        </p>
      )}
    </>
  );
}

/**
 * The property's label groups (lib/catalogue/property/details.ts) as headed definition lists. The energy group
 * leads with the label image of the region and, for houses and apartments for sale labelled E or F,
 * the renovation notice; the financial group is where notary fees, taxes, charges and deposit show.
 * `planningOffice`: the municipality whose planning service a Brussels sale's planning information is
 * consulted at (CoBAT art. 275, docs/decisions/0040), said under the planning group. `region` words the
 * rows its law names its own way (`rowText`).
 */
export async function PropertyDetails({
  lang,
  groups,
  energy,
  renovationNotice,
  planningOffice,
  region,
}: {
  lang: Lang;
  groups: DetailGroup[];
  energy: EnergyLabel | null;
  renovationNotice: boolean;
  planningOffice?: string;
  region: Region | null;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'Property' });
  return (
    <section className="property-details" aria-labelledby="property-details-title">
      <h2 id="property-details-title">{t('detailsTitle')}</h2>
      <div className="property-details__groups">
        {groups.map((group) => (
          <section
            key={group.id}
            className={`property-details__group property-details__group--${group.id}`}
            aria-labelledby={`details-${group.id}`}
          >
            <h3 id={`details-${group.id}`}>{t(`groups.${group.id}`)}</h3>
            {group.id === 'energy' && energy?.image && energy.label && (
              <Photo
                src={energy.image}
                alt={t('energyLabel', { label: energy.label })}
                width={132}
                height={48}
                unoptimized
                className="property-details__energy-image"
              />
            )}
            <DetailRows rows={group.rows.map((row) => rowText(row, region, lang, t))} />
            {group.id === 'planning' && <FloodNotes rows={group.rows} t={t} />}
            {group.id === 'planning' && planningOffice && (
              <p className="property-details__note">{t('planningInformation', { municipality: planningOffice })}</p>
            )}
            {group.id === 'energy' && renovationNotice && (
              <p className="notice notice--info property-details__renovation" role="note">
                {t('renovationNotice')}
              </p>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}
