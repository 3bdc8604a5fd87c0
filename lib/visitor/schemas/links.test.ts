import { describe, expect, it } from 'vitest';
import { hasLink } from './links';

describe('a note to a friend holds no link', () => {
  it.each([
    'Kijk op https://cheap-watches.example/deal',
    'zie http://1.2.3.4/x',
    'www.voorbeeld.be',
    'WWW2.example.org',
    'mail me: mailto:jan@example.test',
    'jan.claes@example.test',
    'schrijf naar jan@mail.be',
    'cheap-watches.com',
    'kijk eens op Cheap-Watches.COM/offer',
    'bit.ly/abc',
    'ftp://files.example.test',
    'javascript:alert(1)',
  ])('refuses %j', (text) => expect(hasLink(text)).toBe(true));

  it.each([
    'Kijk eens, <b>dit</b> is iets voor jou!',
    'Mooi huis.Echt iets voor ons, vind je niet?',
    'Prijs: 350.000 euro, 3 slpk. Bezoek om 14.30 u.',
    'Bv. zaterdag of zo, i.e. na de middag',
    'On en parle ce week-end ? À+ ; 2 ch. et 1 sdb.',
    'ons adres @ de kust',
  ])('lets %j through', (text) => expect(hasLink(text)).toBe(false));
});
