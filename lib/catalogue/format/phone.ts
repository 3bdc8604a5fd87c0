import { parsePhone } from '@/lib/catalogue/format/parse-phone';

/**
 * A phone number as people of its country write it, by libphonenumber-js's numbering plans
 * (docs/product.md, Rulings: Phone formatting): Belgian numbers nationally (`02 512 34 56`, `09 234 56 78`,
 * `050 12 34 56`, `0470 12 34 56`: the 4-2-2-2 of docs/product.md section 5 for mobiles and 3-2-2-2 for two-digit
 * zones), other countries with their prefix (`+352 26 12 34 56`). Anything that is not a number of a
 * known plan is left as written, since regrouping its digits could turn it into someone else's number.
 */
export function formatPhone(phone: string): string {
  return parsePhone(phone)?.display ?? phone;
}

/** tel: link target: E.164 when the number parses, else its digits and a leading plus. */
export function telHref(phone: string): string {
  return `tel:${parsePhone(phone)?.e164 ?? phone.replace(/[^\d+]/g, '')}`;
}
