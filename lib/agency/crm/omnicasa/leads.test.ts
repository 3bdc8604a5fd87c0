// The leads' table (./leads.ts): each form that is a lead becomes the call and parameters the CRM takes,
// with our reference; the others become nothing. Then the adapter delivers them to the fake CRM
// (tests/crm/fake-omnicasa.ts), a real HTTP server on loopback speaking Omnicasa's wire.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_PASSWORD, FAKE_USER, startFakeOmnicasa, type FakeOmnicasa } from '@/tests/crm/fake-omnicasa';
import { FORM_IDS } from '@/lib/visitor/schemas';
import type { LeadSubmission } from '../adapter';
import { CrmError } from '../errors';
import { omnicasaAdapter } from './index';
import { LEAD_FORMS, leadCall, leadReference, omnicasaLead, type LeadCatalogue } from './leads';

const ID = '0b7d4d5e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const REF = `vitrine:${ID}`;
/** The catalogue's types: WebID 1 is the CRM's types 11 and 12, WebID 2 is type 20. */
const catalogue: LeadCatalogue = {
  typeIds: (ids) => ids.flatMap((id) => ({ 1: [11, 12], 2: [20] })[id] ?? []),
  placeNames: (zips) => zips.map((zip) => ({ '9000': 'Gent (9000)', '1611': 'Luxembourg (1611)' })[zip] ?? zip),
};

/** A person's fields as a form stores them (lib/visitor/forms/definitions/shared.ts storable: the phone as E.164). */
/** The neutral salutation: no line for it in Content; the tests of a salutation say so. */
const person = { title: 'none', firstName: 'Els', lastName: 'Van den Bossche', email: 'els@example.test', phone: '+32470123456' };
const submission = (form: string, fields: Record<string, unknown>, extra: Partial<LeadSubmission> = {}): LeadSubmission => ({
  id: ID,
  form,
  lang: 'nl',
  fields: { ...person, ...fields },
  ...extra,
});
const call = (s: LeadSubmission) => {
  const lead = omnicasaLead(s, catalogue);
  expect(lead).not.toBeNull();
  return leadCall(lead!);
};

describe('omnicasaLead', () => {
  it('decides every form that stores a submission', () => {
    const submissionForms = FORM_IDS.filter((id) => id !== 'search-login' && id !== 'search-edit');
    expect(Object.keys(LEAD_FORMS).sort()).toEqual([...submissionForms].sort());
  });

  it('sends more info as ContactOnMe about the property, with the person and our reference', () => {
    const { endpoint, params } = call(
      submission(
        'contact-me',
        { propertyId: 4101, remark: 'Is de tuin op het zuiden?', newsletter: true },
        { propertyId: 4101, lang: 'fr' },
      ),
    );
    expect(endpoint).toBe('ContactOnMe');
    expect(params).toEqual({
      ObjectID: 4101,
      Name: 'Van den Bossche',
      FirstName: 'Els',
      Email: 'els@example.test',
      GSM: '+32470123456',
      IsReceivedEmail: true,
      LanguageId: 2,
      Subject: 'Website: more information about a property',
      Content: `Is de tuin op het zuiden?\nReference: ${REF}`,
      CustomStr1: REF,
    });
  });

  it('says how to address the person after the details, and nothing for the neutral choice', () => {
    const ms = call(submission('contact-me', { title: 'ms', remark: 'Is de tuin op het zuiden?' }, { propertyId: 4101 }));
    expect(ms.params.Content).toBe(`Is de tuin op het zuiden?\nSalutation: Ms\nReference: ${REF}`);
    const mr = call(submission('demand-register', { title: 'mr', goal: 'buy', zones: ['9000'] }));
    expect(mr.params.Comment).toBe(`Website: demand register\nMunicipalities: Gent (9000)\nSalutation: Mr\nReference: ${REF}`);
    const neutral = call(submission('contact-me', { title: 'none', remark: 'Is de tuin op het zuiden?' }, { propertyId: 4101 }));
    expect(neutral.params.Content).toBe(`Is de tuin op het zuiden?\nReference: ${REF}`);
    expect(JSON.stringify(neutral.params)).not.toMatch(/\b(?:Mr|Ms|Mrs|Miss)\b/);
  });

  it('puts a landline in PhoneNumber, and says no to mails unless the box was ticked', () => {
    const { params } = call(
      submission('site-contact', { phone: '+3292251234', remark: 'Bel me terug', street: 'Kouter 1', zip: '9000', city: 'Gent' }),
    );
    expect(params).toMatchObject({
      PhoneNumber: '+3292251234',
      IsReceivedEmail: false,
      LanguageId: 1,
      Address: 'Kouter 1',
      Zip: '9000',
      City: 'Gent',
      Subject: 'Website: contact',
    });
    expect(params).not.toHaveProperty('GSM');
    expect(params).not.toHaveProperty('ObjectID');
  });

  it('gives each property form its details in Content', () => {
    const visit = call(
      submission('contact-appointment', { contactTime: '10:00 – 13:00', preferredDate: '2026-12-01' }, { propertyId: 4102 }),
    );
    expect(visit).toMatchObject({ endpoint: 'ContactOnMe', params: { ObjectID: 4102, Subject: 'Website: visit request' } });
    expect(visit.params.Content).toBe(`Preferred time: 10:00 – 13:00\nPreferred day: 2026-12-01\nReference: ${REF}`);
    const booked = call(
      submission('contact-appointment', { slot: 12, visitTime: 'donderdag 3 december 2026 om 14:00' }, { propertyId: 4102 }),
    );
    expect(booked.params.Content).toBe(`Booked visit: donderdag 3 december 2026 om 14:00\nReference: ${REF}`);

    expect(booked.params).not.toHaveProperty('AppointmentID');
    expect(booked.params).not.toHaveProperty('AgendaComment');

    const documents = call(submission('documents', {}, { propertyId: 4103 }));
    expect(documents.params).toMatchObject({
      ObjectID: 4103,
      Subject: "Website: the property's documents (sent by mail)",
      Content: `Reference: ${REF}`,
    });

    const offer = call(
      submission(
        'purchase-offer',
        {
          street: 'Veldstraat 2',
          zip: '9000',
          city: 'Gent',
          amount: 395000,
          amountWords: 'driehonderdvijfennegentigduizend',
          advance: '€ 39.500',
          startDate: '2026-06-01',
          endDate: '2026-06-15',
          place: 'Gent',
          signDate: '2026-06-01',
          personA: 'Els Van den Bossche',
          conditions: 'Onder voorbehoud van lening',
        },
        { propertyId: 4101 },
      ),
    );
    expect(offer.params).toMatchObject({
      ObjectID: 4101,
      Address: 'Veldstraat 2',
      Zip: '9000',
      City: 'Gent',
      Subject: 'Website: purchase offer',
    });
    expect(offer.params.Content).toContain(
      'Offer: EUR 395 000\nIn words: driehonderdvijfennegentigduizend\nAdvance: € 39.500\nValid from: 2026-06-01',
    );
    expect(offer.params.Content).toContain('Conditions: Onder voorbehoud van lening\nReference: ');
    expect(offer.params.Content).not.toContain('Buyer B');

    const rental = call(
      submission(
        'rental-application',
        { adults: 2, kids: 1, movingDate: '2026-09-01', income1: 3200, confirmIncome: true },
        { propertyId: 4110 },
      ),
    );
    expect(rental.params).toMatchObject({ ObjectID: 4110, Subject: 'Website: rental application' });
    expect(rental.params.Content).toBe(`Adults: 2\nChildren: 1\nMoving in: 2026-09-01\nNet monthly income 1: EUR 3 200\nReference: ${REF}`);
  });

  it('attaches a booking of a slot linked to a CRM appointment to that appointment, with who, when and our reference on its agenda', () => {
    const fields = { slot: 12, visitTime: 'donderdag 3 december 2026 om 14:00', booking: '5f0c9a8e-2222-4333-8444-955566667777' };
    const linked = call(submission('contact-appointment', { ...fields, crmAppointment: 12345 }, { propertyId: 4102 }));
    expect(linked.endpoint).toBe('ContactOnMe');
    expect(linked.params).toMatchObject({
      ObjectID: 4102,
      AppointmentID: 12345,
      AgendaComment: `Booked on the website by Els Van den Bossche for donderdag 3 december 2026 om 14:00. Reference: ${REF}`,
      Subject: 'Website: visit request',
      CustomStr1: REF,
    });
    // The visit's own reference, which its cancellation or move will carry too.
    expect(linked.params.Content).toBe(
      `Booked visit: donderdag 3 december 2026 om 14:00\nVisit: vitrine:visit:${fields.booking}\nReference: ${REF}`,
    );

    const unlinked = call(submission('contact-appointment', fields, { propertyId: 4102 }));
    expect(unlinked.params).not.toHaveProperty('AppointmentID');
    expect(unlinked.params).not.toHaveProperty('AgendaComment');
    expect(unlinked.params.Content).toBe(linked.params.Content);
    // Anything but a positive whole number is no link.
    for (const crmAppointment of [0, -3, 1.5, '12345', null])
      expect(call(submission('contact-appointment', { ...fields, crmAppointment }, { propertyId: 4102 })).params).not.toHaveProperty(
        'AppointmentID',
      );
  });

  it('sends a project enquiry as ContactOnMeProject with the project', () => {
    const { endpoint, params } = call(
      submission('contact-construction', { projectId: 501, remark: 'Nog units vrij?' }, { projectId: 501 }),
    );
    expect(endpoint).toBe('ContactOnMeProject');
    expect(params).toMatchObject({
      ProjectIDs: [501],
      Subject: 'Website: enquiry about a project',
      Content: `Nog units vrij?\nReference: ${REF}`,
      CustomStr1: REF,
    });
    expect(params).not.toHaveProperty('ObjectID');
  });

  it('sends a valuation as ContactOnMe without an object, the address to value in Content, not as where the person lives', () => {
    const { endpoint, params } = call(
      submission('contact-demand', { street: 'Dorpsstraat 5', zip: '9810', city: 'Nazareth', type: '1', goal: 'sell-and-rent-out' }),
    );
    expect(endpoint).toBe('ContactOnMe');
    expect(params).toMatchObject({ Subject: 'Website: free valuation', WebIDs: [1] });
    expect(params.Content).toBe(
      `Property to value: Dorpsstraat 5, 9810, Nazareth\nThe owner wants to: sell or rent out\nReference: ${REF}`,
    );
    for (const name of ['Address', 'Zip', 'City', 'ObjectID']) expect(params).not.toHaveProperty(name);
  });

  it('sends the demand register as DemandRegister with its criteria, never the password', () => {
    const { endpoint, params } = call(
      submission(
        'demand-register',
        {
          goal: 'rent',
          types: ['1', '2'],
          zones: ['9000', '1611'],
          priceMin: 800,
          priceMax: 1200,
          bedroomsMin: 2,
          garagesMin: 1,
          parkingMax: 3,
          newsletter: false,
        },
        { lang: 'en' },
      ),
    );
    expect(endpoint).toBe('DemandRegister');
    expect(params).toEqual({
      Name: 'Van den Bossche',
      FirstName: 'Els',
      Email: 'els@example.test',
      GSM: '+32470123456',
      IsReceivedEmail: false,
      LanguageId: 3,
      Goal: 1,
      TypeOfPropertyIDs: [11, 12, 20],
      Zips: ['9000', '1611'],
      PriceMin: 800,
      PriceMax: 1200,
      MinRooms: 2,
      MinGarages: 1,
      MaxParkings: 3,
      Comment: `Website: demand register\nMunicipalities: Gent (9000), Luxembourg (1611)\nReference: ${REF}`,
    });
    expect(call(submission('demand-register', { goal: 'buy', types: [], zones: [] })).params).toMatchObject({ Goal: 0 });
  });

  it('makes no lead of a friend’s mail, a testimonial, a job application or a newsletter address', () => {
    for (const form of ['send-to-friend', 'testimonial', 'job-contact', 'sign-newsletter', 'no-such-form'])
      expect(omnicasaLead(submission(form, { remark: 'x' }), catalogue)).toBeNull();
  });

  it('is plain JSON without credentials, and read back as it was stored', () => {
    const lead = omnicasaLead(submission('contact-me', { remark: 'x' }, { propertyId: 4101 }), catalogue)!;
    const stored = JSON.parse(JSON.stringify(lead)) as typeof lead;
    expect(stored).toEqual(lead);
    expect(JSON.stringify(lead)).not.toMatch(/Customer(Name|Password)/);
    expect(leadCall(stored).endpoint).toBe('ContactOnMe');
    expect(() => leadCall({ crm: 'omnicasa', request: { endpoint: 'GetPropertyList', params: {} } })).toThrow(/not an Omnicasa lead/);
    expect(leadReference(ID)).toBe(REF);
  });
});

describe('the Omnicasa adapter delivering leads to the fake CRM (a real loopback HTTP server)', () => {
  let fake: FakeOmnicasa;
  beforeAll(async () => {
    fake = await startFakeOmnicasa();
  });
  afterAll(() => fake?.close());
  const adapter = () => omnicasaAdapter({ url: fake.url, user: FAKE_USER, password: FAKE_PASSWORD }, catalogue);

  it('delivers each kind of lead as the call the CRM answers with Success', async () => {
    const before = fake.leads().length;
    for (const s of [
      submission('contact-me', {}, { propertyId: 4101 }),
      submission('contact-construction', {}, { projectId: 501 }),
      submission('demand-register', { goal: 'buy', types: ['1'], zones: ['9000'] }),
    ])
      await adapter().deliver(adapter().lead(s)!);
    const received = fake.leads().slice(before);
    expect(received.map((c) => c.endpoint)).toEqual(['ContactOnMe', 'ContactOnMeProject', 'DemandRegister']);
    expect(received[0]!.params).toMatchObject({ ObjectID: 4101, Email: 'els@example.test', CustomStr1: REF });
  });

  it('fails transiently while the CRM is down, for good when it refuses', async () => {
    const lead = adapter().lead(submission('site-contact', { remark: 'x' }))!;
    fake.setMode('down');
    await expect(adapter().deliver(lead)).rejects.toMatchObject({ name: 'CrmError', transient: true });
    fake.setMode('unavailable');
    await expect(adapter().deliver(lead)).rejects.toMatchObject({ transient: true });
    fake.setMode('up');
    const refused = await adapter()
      .deliver({ ...lead, request: { ...lead.request, params: { ...(lead.request.params as object), Email: '' } } })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CrmError);
    expect(refused).toMatchObject({ transient: false, message: expect.stringMatching(/Email is required/) });
  });
});
