/**
 * The countries a phone number may belong to: Belgium and Luxembourg first, the neighbours and the
 * countries most of the agency's buyers and tenants come from. Numbers are written nationally for
 * Belgium (the default) and with their + prefix for the others.
 */
import full from 'libphonenumber-js/metadata.min.json';

export const PHONE_COUNTRIES = ['BE', 'LU', 'NL', 'FR', 'DE', 'GB', 'IE', 'CH', 'ES', 'IT', 'PT', 'PL', 'RO', 'US'] as const;

type Metadata = typeof full;

/** The min metadata restricted to PHONE_COUNTRIES (scripts/build/phone-metadata.ts writes it to a file). */
export function phoneMetadataSubset(): Metadata {
  const keep = new Set<string>(PHONE_COUNTRIES);
  const countries = Object.fromEntries(Object.entries(full.countries).filter(([code]) => keep.has(code)));
  const callingCodes = Object.fromEntries(
    Object.entries(full.country_calling_codes)
      .map(([code, list]) => [code, (list as string[]).filter((country) => keep.has(country))] as const)
      .filter(([, list]) => list.length > 0),
  );
  return { version: full.version, country_calling_codes: callingCodes, countries, nonGeographic: {} } as unknown as Metadata;
}
