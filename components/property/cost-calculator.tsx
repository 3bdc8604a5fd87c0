'use client';

import { useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslations } from '@/components/i18n/texts';
import { computePurchaseCosts, type ListedFigures, type Mortgage, type PurchaseCosts } from '@/lib/catalogue/costs/compute';
import type { NewBuildTerms } from '@/lib/catalogue/costs/new-build';
import type { CostFormValues } from '@/lib/catalogue/costs/panel';
import { parseScenario, SCENARIO_PARAMS, type ScenarioField } from '@/lib/catalogue/costs/scenario';
import { countryOf, ruleText, share, type AppliedRule } from '@/lib/catalogue/costs/rules';
import type { PurchaseCostsFile } from '@/lib/catalogue/data/file-schemas';
import type { Lang } from '@/lib/catalogue/data/types';
import { formatEuro } from '@/lib/catalogue/format/price';
import { formatDate, formatNumber } from '@/lib/catalogue/format/number';
import type { Region } from '@/lib/catalogue/property/region';

export interface CostCalculatorProps {
  lang: Lang;
  price: number;
  region: Region;
  listed: ListedFigures;
  /** A new build's VAT terms (lib/catalogue/costs/new-build.ts); null: registration duties on the whole price. */
  newBuild: NewBuildTerms | null;
  /** Only the versions in force for the property's region (lib/catalogue/costs/panel.ts rulesForRegion). */
  rules: PurchaseCostsFile;
  /** The rules' day (YYYY-MM-DD, today in Brussels when the page was made). */
  on: string;
  /** The cost page the form submits to without JavaScript (docs/decisions/0039). */
  action: string;
  /** The fields as typed (empty: the default). */
  values: CostFormValues;
}

const euro = (amount: number) => formatEuro(amount) ?? '';

/**
 * The cost panel's form and figures (issue 41). Without JavaScript the server renders it with the
 * scenario in `values` and the form submits to the cost page; with it, every change recomputes the figures
 * at once with the same lib/catalogue/costs code, and the submit does nothing more.
 */
export function CostCalculator({ lang, price, region, listed, newBuild, rules, on, action, values: initial }: CostCalculatorProps) {
  const t = useTranslations('Costs');
  const [values, setValues] = useState(initial);
  const { scenario, issues } = useMemo(() => parseScenario(values, rules.loan), [values, rules.loan]);
  const result = useMemo(
    () => computePurchaseCosts(rules, { price, region, scenario, listed, newBuild: newBuild ?? undefined, on }),
    [rules, price, region, scenario, listed, newBuild, on],
  );
  const duty = rules.registrationDuties[region][0];
  // The credit is per buyer; a new build whose whole price bears VAT pays no proportional duty to credit.
  const perBuyer = !!duty?.ownHome?.creditPerBuyer && newBuild?.regime !== 'land-and-building';
  const vatOwnHome = !!newBuild && !!rules.newBuildVat[countryOf(region)][0]?.ownHome;
  // Land and building under VAT in Belgium: no proportional duty and one VAT rate, so the answer changes only the
  // notary's scale (Jbis), when the notary's fee is estimated at all (the property's own figures are not).
  const notaryOwnHome = !!rules.notary[countryOf(region)][0]?.ownHome && result.ok && result.costs.notary.estimate;
  const asksOwnHome = newBuild?.regime !== 'land-and-building' || vatOwnHome || notaryOwnHome;
  const issueOf = (field: ScenarioField) => issues.find((issue) => issue.field === field);
  const change = (event: ChangeEvent<HTMLInputElement>) => setValues((now) => ({ ...now, [event.target.name]: event.target.value }));
  const defaultOwnFunds = share(price, rules.loan.ownFundsPercent);

  const field = (name: ScenarioField, label: string, hint: string, inputMode: 'numeric' | 'decimal', placeholder: string) => {
    const param = SCENARIO_PARAMS[name];
    const id = `cost-${param}`;
    const issue = issueOf(name);
    return (
      <div className={`form__field cost-panel__field${issue ? ' form__field--invalid' : ''}`}>
        <label className="form__label" htmlFor={id}>
          {label}
        </label>
        <input
          className="form__input"
          id={id}
          name={param}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          placeholder={placeholder}
          value={values[param]}
          onChange={change}
          aria-invalid={issue ? true : undefined}
          aria-describedby={issue ? `${id}-error ${id}-hint` : `${id}-hint`}
        />
        <p className="form__hint" id={`${id}-hint`}>
          {hint}
        </p>
        {issue && (
          <p className="form__error" id={`${id}-error`}>
            {t(`issues.${name}`)}
          </p>
        )}
      </div>
    );
  };

  const ownHomeIssue = issueOf('onlyOwnHome');
  return (
    <div className="cost-panel__body">
      <form className="form cost-panel__form" method="get" action={action} noValidate onSubmit={(event) => event.preventDefault()}>
        <h3 className="cost-panel__subtitle">{t('formTitle')}</h3>
        {asksOwnHome && (
          <fieldset
            className={`form__field cost-panel__own-home${ownHomeIssue ? ' form__field--invalid' : ''}`}
            aria-describedby="cost-own-home-hint"
          >
            <legend className="form__label">{t('ownHome')}</legend>
            <div className="cost-panel__options">
              {(['yes', 'no'] as const).map((answer) => (
                <label key={answer} className="form__option cost-panel__option">
                  <input
                    type="radio"
                    name={SCENARIO_PARAMS.onlyOwnHome}
                    value={answer}
                    checked={scenario.onlyOwnHome === (answer === 'yes')}
                    onChange={change}
                  />
                  <span>{t(answer)}</span>
                </label>
              ))}
            </div>
            <p className="form__hint" id="cost-own-home-hint">
              {t(vatOwnHome ? 'ownHomeHintVat' : 'ownHomeHint')}
            </p>
            {ownHomeIssue && <p className="form__error">{t('issues.onlyOwnHome')}</p>}
          </fieldset>
        )}
        {perBuyer && field('buyers', t('buyers'), t('buyersHint'), 'numeric', '1')}
        {field(
          'ownFunds',
          t('ownFunds'),
          t('ownFundsHint', { percent: formatNumber(rules.loan.ownFundsPercent, lang), amount: euro(defaultOwnFunds) }),
          'numeric',
          String(defaultOwnFunds),
        )}
        {field('ratePercent', t('rate'), t('rateHint'), 'decimal', formatNumber(rules.loan.ratePercent, lang, 2))}
        {field('years', t('years'), t('yearsHint'), 'numeric', String(rules.loan.years))}
        <div className="form__actions">
          <button type="submit" className="button button--accent cost-panel__submit">
            {t('submit')}
          </button>
        </div>
      </form>
      <div className="cost-panel__figures" aria-live="polite">
        <h3 className="cost-panel__subtitle">{t('figuresTitle')}</h3>
        {issues.length > 0 && <p className="form__error cost-panel__issues">{t('issuesSummary')}</p>}
        {result.ok ? (
          <CostFigures lang={lang} costs={result.costs} />
        ) : (
          <ul className="form__error">
            {result.errors.map((code) => (
              <li key={code}>{t(`errors.${code}`)}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function CostFigures({ lang, costs }: { lang: Lang; costs: PurchaseCosts }) {
  const t = useTranslations('Costs');
  const { duties, notary, mortgage, energyAbatement, loan, vat } = costs;
  const percent = formatNumber(duties.percent, lang, 2);
  const dutiesRate =
    duties.credit > 0
      ? t('dutiesCredit', { percent, amount: euro(duties.credit) })
      : duties.abatement > 0
        ? t('dutiesAbatement', { percent, amount: euro(duties.abatement) })
        : duties.basis === 'own-home'
          ? t('dutiesPercentOwnHome', { percent })
          : duties.on === 'land-share'
            ? t('dutiesPercent', { percent })
            : t('dutiesStandard', { percent });
  // Part of the price only (Luxembourg's halved base of 2024-2025).
  const dutiesOnBase =
    duties.basePercent < 100 ? t('dutiesBaseShare', { share: formatNumber(duties.basePercent, lang), rate: dutiesRate }) : dutiesRate;
  const dutiesHow =
    duties.on === 'fixed'
      ? t('dutiesFixed')
      : duties.on === 'land-share'
        ? t('dutiesLandShareRate', { share: t('dutiesLandShare', { amount: euro(duties.base) }), rate: dutiesOnBase })
        : dutiesOnBase;
  const rule = ({ validFrom, source }: AppliedRule) => (
    <span className="cost-panel__rule">
      {t('ruleOf', { date: formatDate(validFrom, lang) })}{' '}
      <a href={source.url} target="_blank" rel="noopener">
        {ruleText(source.name, lang)}
      </a>
      {source.note && <>, {ruleText(source.note, lang)}</>}
    </span>
  );
  return (
    <>
      <dl className="cost-panel__list">
        {vat ? (
          <>
            <Row name="price" label={t('priceBeforeVat')} value={euro(vat.priceBeforeVat)}>
              <span className="cost-panel__how">
                {t('listedPrice', { amount: euro(costs.price), included: String(vat.includedInPrice) })}
              </span>
            </Row>
            <Row name="vat" label={t('vat')} value={euro(vat.amount)}>
              <span className="cost-panel__how">
                {t(vat.regime === 'building' ? 'vatOnBuilding' : 'vatOnAll', {
                  percent: formatNumber(vat.percent, lang, 2),
                  amount: euro(vat.base),
                })}
              </span>
              {vat.advantage > 0 && (
                <span className="cost-panel__how">
                  {t(vat.capped ? 'vatCapped' : 'vatOwnHome', {
                    amount: euro(vat.advantage),
                    standard: formatNumber(vat.standardPercent, lang, 2),
                  })}
                </span>
              )}
              {rule(vat.rule)}
            </Row>
          </>
        ) : (
          <Row name="price" label={t('price')} value={euro(costs.price)} />
        )}
        <Row name="duties" label={t('duties')} value={euro(duties.amount)}>
          <span className="cost-panel__how">{dutiesHow}</span>
          {rule(duties.rule)}
          {energyAbatement && (
            <span className="cost-panel__how" data-cost-note="energy-abatement">
              {t('energyAbatement', {
                years: energyAbatement.years,
                classes: energyAbatement.minClasses,
                amount: euro(energyAbatement.amountPerClass),
                saving: euro(energyAbatement.savingPerClass),
              })}{' '}
              {rule(energyAbatement.rule)}
            </span>
          )}
        </Row>
        <Row name="notary" label={t('notary')} value={euro(notary.total)}>
          {notary.estimate ? (
            <span className="cost-panel__tag">{t('estimate')}</span>
          ) : (
            <span className="cost-panel__how">{t('notaryListed')}</span>
          )}
          <span className="cost-panel__how">
            {t('notaryExcludingVat', { amount: euro(notary.excludingVat) })}, {t('notaryVat', { amount: euro(notary.vat) })}
          </span>
          {notary.rule && rule(notary.rule)}
        </Row>
        {mortgage && <MortgageRow lang={lang} mortgage={mortgage} rule={rule} />}
        <Row name="total" label={t('total')} value={euro(costs.total)} total />
        <Row name="monthly" label={t('monthly')} value={t('perMonth', { amount: euro(loan.monthly) })} total>
          <span className="cost-panel__how">
            {loan.amount > 0
              ? t('loanLine', {
                  amount: euro(loan.amount),
                  ownFunds: euro(loan.ownFunds),
                  rate: formatNumber(loan.ratePercent, lang, 2),
                  years: loan.years,
                })
              : t('nothingToBorrow', { ownFunds: euro(loan.ownFunds) })}
          </span>
        </Row>
      </dl>
      <p className="cost-panel__disclaimer">{costs.disclaimer[lang] ?? costs.disclaimer.nl}</p>
    </>
  );
}

/** The mortgage deed, when the visitor borrows: its duties, the registry's fee and the notary's part (always an estimate). */
function MortgageRow({ lang, mortgage, rule }: { lang: Lang; mortgage: Mortgage; rule: (applied: AppliedRule) => ReactNode }) {
  const t = useTranslations('Costs');
  const percent = formatNumber(
    mortgage.duties.reduce((sum, duty) => sum + duty.percent, 0),
    lang,
    2,
  );
  const duties = { percent, registered: euro(mortgage.registered), accessory: formatNumber(mortgage.accessoryPercent, lang) };
  const fees = mortgage.fees.reduce((sum, fee) => sum + fee.amount, 0);
  const notary = mortgage.notaryFee + mortgage.notaryCosts.reduce((sum, cost) => sum + cost.amount, 0) + mortgage.vat;
  return (
    <Row name="mortgage" label={t('mortgage')} value={euro(mortgage.total)}>
      <span className="cost-panel__tag">{t('estimate')}</span>
      <span className="cost-panel__how">
        {t(mortgage.accessoryPercent > 0 ? 'mortgageDuties' : 'mortgageDutiesOnLoan', duties)}
        {fees > 0 && <>, {t('mortgageFees', { amount: euro(fees) })}</>}, {t('mortgageNotary', { amount: euro(notary) })}
      </span>
      {rule(mortgage.rule)}
      {rule(mortgage.notaryRule)}
    </Row>
  );
}

/**
 * One line of the figures: what, the amount (`data-cost` for the tests), and how it was worked out under
 * both, across the whole width, so that a phone does not squeeze it into the column beside the amount.
 */
function Row({
  name,
  label,
  value,
  total = false,
  children,
}: {
  name: string;
  label: string;
  value: string;
  total?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={total ? 'cost-panel__row cost-panel__row--total' : 'cost-panel__row'}>
      <dt>{label}</dt>
      <dd className="cost-panel__amount" data-cost={name}>
        {value}
      </dd>
      {children && <dd className="cost-panel__detail">{children}</dd>}
    </div>
  );
}
