import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactAppointmentSchema } from './contact-appointment';
import { contactMeSchema } from './contact-me';
import { demandRegisterSchema } from './demand-register';
import { parseValues, rawValues } from './parse';
import { purchaseOfferSchema } from './purchase-offer';
import { sendToFriendSchema } from './send-to-friend';
import { siteContactSchema } from './site-contact';
import { rentalApplicationSchema } from './rental-application';

const person = { title: 'ms', firstName: 'Els', lastName: 'Peeters', email: 'Els.Peeters@Example.BE', phone: '0470 12 34 56' };

describe('form schemas', () => {
  it('give the app its values: a phone in E.164 and as Belgians write it, the address lower-cased, a checkbox as a boolean', () => {
    const parsed = parseValues(contactMeSchema, { ...person, propertyId: '4101', newsletter: 'on', remark: ' Hallo\r\nnog vrij? ' });
    expect(parsed).toEqual({
      ok: true,
      data: {
        ...person,
        propertyId: 4101,
        email: 'els.peeters@example.be',
        phone: { e164: '+32470123456', display: '0470 12 34 56' },
        newsletter: true,
        remark: 'Hallo\nnog vrij?',
      },
    });
    expect(parseValues(contactMeSchema, { ...person, propertyId: '4101' })).toMatchObject({ ok: true, data: { newsletter: false } });
  });

  it('report each missing field with its own message', () => {
    expect(parseValues(siteContactSchema, {})).toEqual({
      ok: false,
      errors: { title: 'title', firstName: 'firstName', lastName: 'lastName', email: 'email', phone: 'phone', remark: 'remark' },
    });
  });

  it('take the neutral salutation as an answer and no longer the dated "Miss" (issue 61)', () => {
    const salutation = (title: string) => parseValues(siteContactSchema, { ...person, title, remark: 'x' });
    expect(salutation('none')).toMatchObject({ ok: true, data: { title: 'none' } });
    expect(salutation('miss')).toEqual({ ok: false, errors: { title: 'title' } });
    expect(salutation('')).toEqual({ ok: false, errors: { title: 'title' } });
  });

  it('refuse what could break a mail header or a page: line breaks in names, a second address, a display name', () => {
    const bad = (values: Record<string, string>) => parseValues(siteContactSchema, { ...person, remark: 'x', ...values });
    expect(bad({ firstName: 'Els\r\nBcc: victim@example.com' })).toMatchObject({ ok: false, errors: { firstName: 'tooLong' } });
    expect(bad({ email: 'els@example.be, victim@example.com' })).toMatchObject({ ok: false, errors: { email: 'emailInvalid' } });
    expect(bad({ email: 'Els <els@example.be>' })).toMatchObject({ ok: false, errors: { email: 'emailInvalid' } });
    expect(bad({ email: 'els@example.be\nBcc: x@y.z' })).toMatchObject({ ok: false, errors: { email: 'emailInvalid' } });
  });

  it('show the cross-field messages together with the others (offer amount in words, dates)', () => {
    const parsed = parseValues(purchaseOfferSchema, {
      ...person,
      propertyId: '4101',
      amount: '395.000',
      amountWords: 'driehonderdduizend euro',
      startDate: '2026-12-15',
      endDate: '2026-12-01',
      signDate: '2026-12-20',
    });
    expect(parsed).toMatchObject({
      ok: false,
      errors: { amountWords: 'amountWordsDifferent', endDate: 'endDateBeforeStart', place: 'place', personA: 'personA', street: 'address' },
    });
  });

  it('accept an offer whose words say the amount, in Dutch or French', () => {
    const offer = {
      ...person,
      propertyId: '4101',
      street: 'Veldstraat 1',
      zip: '9000',
      city: 'Gent',
      startDate: '2026-12-01',
      endDate: '2026-12-15',
      place: 'Gent',
      signDate: '2026-12-01',
      personA: 'Els Peeters',
    };
    expect(parseValues(purchaseOfferSchema, { ...offer, amount: '395000', amountWords: 'driehonderdvijfennegentigduizend euro' }).ok).toBe(
      true,
    );
    expect(parseValues(purchaseOfferSchema, { ...offer, amount: '395 000', amountWords: 'trois cent nonante-cinq mille euros' }).ok).toBe(
      true,
    );
  });

  it('refuse incomplete or impossible dates', () => {
    const parsed = parseValues(rentalApplicationSchema, {
      ...person,
      propertyId: '4201',
      adults: '2',
      income1: '3000',
      movingDate: '2027-02-30',
    });
    expect(parsed).toMatchObject({ ok: false, errors: { movingDate: 'movingDate', confirmIncome: 'confirmIncome' } });
  });

  it('say when the passwords are not the same, and when a range is upside down', () => {
    const values = {
      ...person,
      password: 'een lang wachtwoord',
      passwordConfirm: 'een ander wachtwoord',
      goal: 'buy',
      types: ['2'],
      zones: ['9000', '9000'],
      priceMin: '500.000',
      priceMax: '300000',
    };
    expect(parseValues(demandRegisterSchema, values)).toEqual({
      ok: false,
      errors: { passwordConfirm: 'passwordsDifferent', priceMax: 'rangeOrder' },
    });
    const ok = parseValues(demandRegisterSchema, { ...values, passwordConfirm: values.password, priceMax: '600000' });
    expect(ok).toMatchObject({ ok: true, data: { zones: ['9000'], priceMin: 500000, priceMax: 600000 } });
  });

  it('say a common password with every other message, in the browser too (issue 36)', () => {
    const parsed = parseValues(demandRegisterSchema, {
      ...person,
      password: 'Wachtwoord',
      passwordConfirm: 'Wachtwoord',
      priceMin: 'veel',
    });
    expect(parsed).toEqual({
      ok: false,
      errors: { password: 'passwordCommon', goal: 'goal', types: 'types', zones: 'zones', priceMin: 'priceRange' },
    });
  });

  it('take any Belgian or Luxembourg municipality by name or postal code besides the listed ones, and need one place at least (issues 36, 61)', () => {
    const values = { ...person, password: 'een lang wachtwoord', passwordConfirm: 'een lang wachtwoord', goal: 'buy', types: ['2'] };
    expect(parseValues(demandRegisterSchema, { ...values, zones: '9000', zonesOther: '3500, l1611;8400 3500' })).toMatchObject({
      ok: true,
      data: { zones: ['9000', '3500', 'L-1611', '8400'] },
    });
    // Names are kept as typed: the server finds them in the municipality directory (lib/visitor/subscriptions/criteria.ts).
    expect(
      parseValues(demandRegisterSchema, { ...values, zonesOther: ' Bertem ,  Sint-Martens-Latem; La  Louvière, 3500 Hasselt' }),
    ).toMatchObject({
      ok: true,
      data: { zones: ['Bertem', 'Sint-Martens-Latem', 'La Louvière', '3500 Hasselt'] },
    });
    expect(parseValues(demandRegisterSchema, { ...values, zonesOther: '3500' })).toMatchObject({ ok: true, data: { zones: ['3500'] } });
    expect(parseValues(demandRegisterSchema, values)).toEqual({ ok: false, errors: { zones: 'zones' } });
    for (const typed of ['350', '0999', '35000', 'L-16111', '<script>', 'x'.repeat(61)])
      expect(parseValues(demandRegisterSchema, { ...values, zonesOther: typed }), typed).toEqual({
        ok: false,
        errors: { zonesOther: 'zonesOther' },
      });
  });

  it('read a form as it is posted: repeated names as a list, empty files as no file', () => {
    const data = new FormData();
    data.append('types', '1');
    data.append('types', '2');
    data.append('zones', '9000');
    data.append('cv', new File([], ''));
    data.append('$ACTION_ID_abc', '');
    data.append('website_url', '');
    expect(rawValues(data)).toEqual({ types: ['1', '2'], zones: '9000' });
  });

  describe('a visit asked for a day', () => {
    afterEach(() => vi.useRealTimers());
    const visit = (preferredDate: string) =>
      parseValues(contactAppointmentSchema, { ...person, propertyId: '4101', contactTime: '10:00-13:00', preferredDate });

    it('refuses a day that has passed, counted in Brussels, and one more than a year ahead (issue 36)', () => {
      // 23:30 UTC on 27 November is already the 28th in Brussels.
      vi.useFakeTimers({ now: new Date('2026-11-27T23:30:00Z'), toFake: ['Date'] });
      expect(visit('2019-03-01')).toMatchObject({ ok: false, errors: { preferredDate: 'visitDate' } });
      expect(visit('2026-11-27')).toMatchObject({ ok: false, errors: { preferredDate: 'visitDate' } });
      expect(visit('2026-11-28')).toMatchObject({ ok: true, data: { preferredDate: '2026-11-28' } });
      expect(visit('2027-11-29')).toMatchObject({ ok: true });
      expect(visit('2027-11-30')).toMatchObject({ ok: false, errors: { preferredDate: 'visitDate' } });
      expect(visit('2027-02-30')).toMatchObject({ ok: false, errors: { preferredDate: 'visitDate' } });
      expect(visit('')).toMatchObject({ ok: true, data: { preferredDate: undefined } });
    });
  });
});

describe('send to a friend', () => {
  const friend = {
    propertyId: '4101',
    firstName: 'Jan',
    lastName: 'Claes',
    email: 'jan@example.test',
    friendName: 'Tom',
    friendEmail: 'tom@example.test',
  };
  it('takes a plain note, and refuses one with a link in it, on the note', () => {
    expect(parseValues(sendToFriendSchema, { ...friend, remark: 'Kijk eens, <b>dit</b> is iets voor jou!' })).toMatchObject({ ok: true });
    for (const remark of ['Zie https://deal.example.test', 'www.deal.example', 'schrijf naar promo@deal.example', 'deal-watches.com'])
      expect(parseValues(sendToFriendSchema, { ...friend, remark })).toEqual({ ok: false, errors: { remark: 'noLinks' } });
  });
});
