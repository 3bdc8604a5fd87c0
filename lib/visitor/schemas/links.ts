/**
 * Whether a text holds something a mail client would turn into a link: an address with a scheme
 * (https://, mailto:), one starting with www., an e-mail address, or a bare domain with a common
 * top-level domain ("cheap-watches.com/offer"). The note a visitor sends to a friend must have none
 * (lib/visitor/schemas/send-to-friend.ts): the form writes to addresses that did not ask for it, and a link
 * is what makes it worth abusing. Bare words joined by a dot without such a domain ("huis.Echt") pass.
 */
const SCHEME = /\b[a-z][a-z0-9+.-]*:\/\/|\b(?:mailto|tel|sms|javascript|data):/i;
const WWW = /\bwww\d{0,3}\./i;
const EMAIL_LIKE = /[^\s@<>()]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/i;
const DOMAIN =
  /\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.(?:com|net|org|info|biz|eu|be|nl|fr|de|lu|uk|us|io|co|me|ly|to|tv|cc|ru|cn|xyz|top|site|online|shop|store|club|app|dev|link|live|click|win|bid|vip|icu|pw|tk|ml|ga|cf|gq)\b(?!\.[a-z])/i;

export function hasLink(text: string): boolean {
  return SCHEME.test(text) || WWW.test(text) || EMAIL_LIKE.test(text) || DOMAIN.test(text);
}
