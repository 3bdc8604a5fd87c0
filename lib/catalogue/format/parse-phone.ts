/**
 * Phone numbers as forms take them (docs/product.md, Rulings: Phone formatting): read with Belgium as the default country, checked
 * against the numbering plans of PHONE_COUNTRIES, kept in E.164 and shown the way people of that
 * country write them (Belgium: `02 512 34 56`, `0470 12 34 56`; others with their + prefix).
 */
import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import metadata from './phone-metadata.json';

const META = metadata as unknown as MetadataJson;

export interface Phone {
  /** +3225123456 */
  e164: string;
  /** 02 512 34 56, or +352 26 12 34 56 */
  display: string;
}

/** A valid number in a known plan, or null. */
export function parsePhone(input: string): Phone | null {
  const text = input.trim();
  if (!text || text.length > 32 || /[^\d\s()+./-]/.test(text)) return null;
  const phone = parsePhoneNumberFromString(text.replace(/^00/, '+'), { defaultCountry: 'BE', extract: false }, META);
  if (!phone?.isValid()) return null;
  return { e164: phone.number, display: phone.country === 'BE' ? phone.formatNational() : phone.formatInternational() };
}
