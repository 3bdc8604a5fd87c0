import { describe, expect, it } from 'vitest';
import type { HistoryRow } from '@/lib/platform/dal/owner-stats';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { historyCsv, historyMoment, historyTable } from './history';

const MESSAGES = { en, nl, fr } as const;

/** Rows as lib/platform/dal/owner-stats.ts history() gives them, newest first. */
const ROWS: HistoryRow[] = [
  {
    id: 'e',
    date: new Date('2026-11-20T08:00:00Z'),
    type: 'contact-appointment',
    contact: 'visit',
    subject: { kind: 'booked', startsAt: new Date('2026-12-05T09:30:00Z'), minutes: 30 },
    status: 'booked',
    source: { page: 'property', utm: null },
  },
  {
    id: 'c',
    date: new Date('2026-07-15T12:05:00Z'),
    type: 'contact-appointment',
    contact: 'visit',
    subject: { kind: 'visit', date: '2026-12-03', slot: { from: '10:00', to: '13:00' } },
    status: 'requested',
    source: { page: 'property', utm: null },
  },
  {
    id: 'b',
    date: new Date('2026-03-02T09:30:00Z'),
    type: 'contact-appointment',
    contact: 'visit',
    subject: { kind: 'visit', date: null, slot: { from: '13:00', to: '17:00' } },
    status: 'confirmed',
    source: { page: null, utm: null },
  },
  {
    id: 'a',
    date: new Date('2026-01-15T13:05:00Z'),
    type: 'purchase-offer',
    contact: 'email',
    subject: { kind: 'offer', amount: 395000 },
    status: 'received',
    source: { page: 'property', utm: 'newsletter' },
  },
  {
    id: 'd',
    date: new Date('2025-12-31T23:30:00Z'),
    type: 'contact-me',
    contact: 'email',
    subject: null,
    status: 'received',
    source: { page: 'site', utm: null },
  },
];

/** The file's lines, each split into its fields (none of these holds a `;` or a quote inside a value). */
const parse = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split('";"').map((field) => field.replace(/^"|"$/g, '').replace(/""/g, '"')));

describe('historyMoment', () => {
  it('writes the moment in Brussels: +1 h in winter, +2 h in summer', () => {
    expect(historyMoment(new Date('2026-01-15T13:05:00Z'))).toBe('2026-01-15 14:05');
    expect(historyMoment(new Date('2026-07-15T12:05:00Z'))).toBe('2026-07-15 14:05');
    // Around the switch to summer time (29 March 2026, 01:00 UTC) and across midnight into a new year.
    expect(historyMoment(new Date('2026-03-29T00:30:00Z'))).toBe('2026-03-29 01:30');
    expect(historyMoment(new Date('2026-03-29T01:30:00Z'))).toBe('2026-03-29 03:30');
    expect(historyMoment(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01 00:30');
    expect(historyMoment(new Date('2026-11-27T00:00:00Z'))).toBe('2026-11-27 01:00');
  });
  it('sorts as text in the order of time, as a spreadsheet sorts the column', () => {
    const moments = [
      '2026-01-15T13:05:00Z',
      '2025-12-31T23:30:00Z',
      '2026-10-25T00:30:00Z',
      '2026-10-25T02:01:00Z',
      '2026-03-29T01:30:00Z',
      '2026-03-02T09:30:00Z',
    ].map((iso) => new Date(iso));
    const byText = [...moments].sort((a, b) => historyMoment(a).localeCompare(historyMoment(b)));
    expect(byText).toEqual([...moments].sort((a, b) => a.getTime() - b.getTime()));
  });
  it("cannot tell apart the hour that Brussels clocks repeat in October (as the owner's own clock could not)", () => {
    expect(historyMoment(new Date('2026-10-25T00:59:00Z'))).toBe('2026-10-25 02:59');
    expect(historyMoment(new Date('2026-10-25T01:01:00Z'))).toBe('2026-10-25 02:01');
  });
});

describe('historyCsv', () => {
  it('keeps the BOM, the `;` between quoted fields and CRLF lines, with the headings in the language', () => {
    const text = historyCsv(ROWS, 'nl');
    expect(text.startsWith('\uFEFF"Datum";"Type";"Contact";"Onderwerp";"Status";"Bron"\r\n')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parse(text)).toHaveLength(ROWS.length + 1);
    // A value that a spreadsheet would run as a formula (a form id shown as stored) is defused, its quotes doubled.
    expect(historyCsv([{ ...ROWS[4]!, type: '=HYPERLINK("http://x")' }], 'nl')).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it.each(['nl', 'fr', 'en'] as const)('says in %s what the owner reads: no JSON, no ids, no paths, Brussels times, money', (lang) => {
    const text = historyCsv(ROWS, lang);
    const t = MESSAGES[lang].Owner.stats;
    const forms = MESSAGES[lang].Forms;
    // Nothing written as JSON, as a stored id, as a path or as a UTC ISO string.
    expect(text).not.toMatch(/[{}/]/);
    expect(text).not.toContain('"kind"');
    for (const id of [
      'contact-me',
      'contact-appointment',
      'purchase-offer',
      'requested',
      'confirmed',
      'received',
      'booked',
      'T12:05',
      'Z"',
      'email',
      'property',
    ])
      expect(text, id).not.toContain(`"${id}`);

    const [headings, booked, visit, confirmed, offer, info] = parse(text);
    expect(headings).toEqual(
      ['date', 'type', 'contact', 'subject', 'status', 'source'].map((column) => t.columns[column as keyof typeof t.columns]),
    );
    // A booked slot: its time in Brussels (10:30 in winter) and length, where it stands.
    expect(booked).toEqual([
      '2026-11-20 09:00',
      forms['contact-appointment'].title,
      t.contactKind.visit,
      `2026-12-05 10:30 (${t.bookedMinutes.replace('{minutes}', '30')})`,
      t.bookingStatus.booked,
      t.source.property,
    ]);
    expect(visit).toEqual([
      '2026-07-15 14:05',
      forms['contact-appointment'].title,
      t.contactKind.visit,
      `${{ nl: '3 december 2026', fr: '3 décembre 2026', en: '3 December 2026' }[lang]}, 10:00–13:00`,
      t.visitStatus.requested,
      t.source.property,
    ]);
    expect(confirmed).toEqual([
      '2026-03-02 10:30',
      forms['contact-appointment'].title,
      t.contactKind.visit,
      '13:00–17:00',
      t.visitStatus.confirmed,
      '',
    ]);
    // The project's price format (lib/catalogue/format/price.ts): "€ 395.000" in every language, a no-break space after the sign.
    expect(offer).toEqual([
      '2026-01-15 14:05',
      forms['purchase-offer'].title,
      t.contactKind.email,
      '€\u00a0395.000',
      t.historyStatus.received,
      `${t.source.property} · ${t.source.campaign.replace('{name}', 'newsletter')}`,
    ]);
    expect(info).toEqual(['2026-01-01 00:30', forms['contact-me'].title, t.contactKind.email, '', t.historyStatus.received, t.source.site]);
  });

  it('writes the words of each language', () => {
    const [, nlBooked, nlVisit, nlConfirmed, nlOffer] = parse(historyCsv(ROWS, 'nl'));
    expect([nlBooked![4], nlVisit![1], nlVisit![4], nlConfirmed![4], nlOffer![1], nlOffer![4]]).toEqual([
      'Geboekt',
      'Plan een bezoek',
      'Aangevraagd',
      'Bevestigd',
      'Een bod uitbrengen',
      'Ontvangen',
    ]);
    const [, frBooked, frVisit, frConfirmed, frOffer] = parse(historyCsv(ROWS, 'fr'));
    expect([frBooked![4], frVisit![1], frVisit![4], frConfirmed![4], frOffer![1], frOffer![4]]).toEqual([
      'Réservée',
      'Planifier une visite',
      'Demandée',
      'Confirmée',
      'Faire une offre',
      'Reçue',
    ]);
    const [, enBooked, enVisit, enConfirmed, enOffer] = parse(historyCsv(ROWS, 'en'));
    expect([enBooked![4], enVisit![1], enVisit![4], enConfirmed![4], enOffer![1], enOffer![4]]).toEqual([
      'Booked',
      'Book a viewing',
      'Requested',
      'Confirmed',
      'Make an offer',
      'Received',
    ]);
  });

  it('has the cells the portal page shows, from the same function, the moment written to sort', () => {
    for (const lang of ['nl', 'fr', 'en'] as const) {
      const { cells } = historyTable(lang, historyMoment);
      // The page reads the same moment as people write it: "15 jul 2026, 14:05".
      expect(historyTable(lang).cells(ROWS[1]!).date).toMatch(/14:05/);
      const lines = parse(historyCsv(ROWS, lang)).slice(1);
      expect(lines).toEqual(ROWS.map((row) => Object.values(cells(row))));
    }
  });

  it('leaves a status or form it has no words for as stored, and an empty history as its headings', () => {
    const odd: HistoryRow = { ...ROWS[4]!, type: 'something-new', status: 'archived' };
    const [, line] = parse(historyCsv([odd], 'fr'));
    expect([line![1], line![4]]).toEqual(['something-new', 'archived']);
    expect(historyCsv([], 'fr')).toBe('\uFEFF"Date";"Type";"Contact";"Objet";"Statut";"Source"\r\n');
  });
});
