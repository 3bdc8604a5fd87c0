'use client';

import { useCallback } from 'react';
import { TextField } from './fields';
import { AddressFields, CriteriaFields, NewsletterBox, PersonFields, useFieldLabels, type Option } from './field-groups';
import { FormShell, type ShellProps } from './form-shell';

/**
 * What a listing's "save this search" link carries (components/listing/listing-page.tsx): its goal,
 * types, zones (the postal codes its city, province and region filters keep; cities by name or postal
 * code from older links) and price and bedroom filters, as demand register values; and what the search
 * box's link for a place without listings carries (`place`, typed in the field for other places).
 */
export function demandFromListing(search: string, zones: Option[]): Record<string, string | string[]> | null {
  const params = new URLSearchParams(search);
  const values: Record<string, string | string[]> = {};
  const goal = params.get('goal');
  if (goal === 'sale' || goal === 'rent') values.goal = goal === 'sale' ? 'buy' : 'rent';
  const types = params.getAll('type').filter((id) => /^\d{1,6}$/.test(id));
  if (types.length) values.types = types;
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .trim();
  const cities = params.getAll('city').map(fold);
  const codes = params.getAll('zone');
  const chosen = zones
    .filter((zone) => codes.includes(zone.value) || cities.some((city) => city === zone.value || fold(zone.label).startsWith(`${city} (`)))
    .map((zone) => zone.value);
  if (chosen.length) values.zones = chosen;
  // A place the catalogue has no box for: the search box's "no listings in Bertem yet" link (lib/catalogue/search/suggest.ts)
  // and postal codes of other places go in the typed field, which the server reads.
  const typed = [
    ...codes.filter((code) => /^\d{4}$/.test(code) && !zones.some((zone) => zone.value === code)),
    ...params.getAll('place').filter((place) => place.length <= 80),
  ];
  if (typed.length) values.zonesOther = typed.join(', ');
  for (const [param, name] of [
    ['price_min', 'priceMin'],
    ['price_max', 'priceMax'],
    ['bedrooms', 'bedroomsMin'],
  ] as const) {
    const value = params.get(param);
    if (value && /^\d{1,9}$/.test(value)) values[name] = value;
  }
  return Object.keys(values).length ? values : null;
}

export function DemandRegisterForm({
  types,
  zones,
  initial,
  ...shell
}: ShellProps & { types: Option[]; zones: Option[]; initial?: Record<string, string | string[]> }) {
  const f = useFieldLabels();
  const prefill = useCallback(() => demandFromListing(window.location.search, zones), [zones]);
  return (
    <FormShell form="demand-register" initial={initial} prefill={prefill} {...shell}>
      <PersonFields />
      <AddressFields required={false} />
      <div className="form__grid">
        <TextField
          name="password"
          label={f('password')}
          required
          type="password"
          autoComplete="new-password"
          hint={f('passwordHint')}
          maxLength={128}
          keep={false}
        />
        <TextField
          name="passwordConfirm"
          label={f('passwordConfirm')}
          required
          type="password"
          autoComplete="new-password"
          maxLength={128}
          keep={false}
        />
      </div>
      <CriteriaFields types={types} zones={zones} />
      <NewsletterBox />
    </FormShell>
  );
}
