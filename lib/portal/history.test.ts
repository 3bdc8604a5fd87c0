import { describe, expect, it } from 'vitest';
import type { HistoryRow } from '@/lib/dal/owner-stats';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { historyCsv, historyMoment, historyTable } from './history';

const MESSAGES = { en, nl, fr } as const;

/** Rows as lib/dal/owner-stats.ts history() gives them, newest first. */
const ROWS: HistoryRow[] = [
  {
    id: 'c',
    date: new Date('2026-07-15T12:05:00Z'),
    type: 'contact-appointment',
    contact: { name: 'Lies Maes', email: 'lies@example.test' },
    subject: { kind: 'visit', date: '2026-12-03', slot: { from: '10:00', to: '13:00' } },
    comment: 'Liefst op zaterdag',
    status: 'requested',
    source: { page: '/property/4101/?form=contact-appointment', utm: null },
  },
  {
    id: 'b',
    date: new Date('2026-03-02T09:30:00Z'),
    type: 'contact-appointment',
    contact: { name: 'Jan Peeters', email: null },
    subject: { kind: 'visit', date: null, slot: { from: '13:00', to: '17:00' } },
    comment: null,
    status: 'confirmed',
    source: { page: null, utm: null },
  },
  {
    id: 'a',
    date: new Date('2026-01-15T13:05:00Z'),
    type: 'purchase-offer',
    contact: { name: 'Anna Claes', email: 'anna@example.test' },
    subject: { kind: 'offer', amount: 395000 },
    comment: '=HYPERLINK("http://x")',
    status: 'received',
    source: { page: '/property/4101/', utm: 'newsletter' },
  },
  {
    id: 'd',
    date: new Date('2025-12-31T23:30:00Z'),
    type: 'contact-me',
    contact: { name: null, email: 'piet@example.test' },
    subject: null,
    comment: 'Is de tuin op het zuiden?',
    status: 'received',
    source: { page: '/property/4101/', utm: null },
  },
];

/** The file's lines, each split into its fields (none of these holds a `;` or a quote inside a value but the comment). */
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
    const moments = ['2026-01-15T13:05:00Z', '2025-12-31T23:30:00Z', '2026-10-25T00:30:00Z', '2026-10-25T02:01:00Z', '2026-03-29T01:30:00Z', '2026-03-02T09:30:00Z'].map((iso) => new Date(iso));
    const byText = [...moments].sort((a, b) => historyMoment(a).localeCompare(historyMoment(b)));
    expect(byText).toEqual([...moments].sort((a, b) => a.getTime() - b.getTime()));
  });
  it('cannot tell apart the hour that Brussels clocks repeat in October (as the owner\'s own clock could not)', () => {
    expect(historyMoment(new Date('2026-10-25T00:59:00Z'))).toBe('2026-10-25 02:59');
    expect(historyMoment(new Date('2026-10-25T01:01:00Z'))).toBe('2026-10-25 02:01');
  });
});

describe('historyCsv', () => {
  it('keeps the BOM, the `;` between quoted fields and CRLF lines, with the headings in the language', () => {
    const text = historyCsv(ROWS, 'nl');
    expect(text.startsWith('\uFEFF"Datum";"Type";"Contact";"Onderwerp";"Opmerking";"Status";"Bron"\r\n')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parse(text)).toHaveLength(ROWS.length + 1);
    // A comment that a spreadsheet would run as a formula is defused, its quotes doubled.
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it.each(['nl', 'fr', 'en'] as const)('says in %s what the owner reads: no JSON, no ids, Brussels times, money', (lang) => {
    const text = historyCsv(ROWS, lang);
    const t = MESSAGES[lang].Owner.stats;
    const forms = MESSAGES[lang].Forms;
    // Nothing written as JSON, as a stored id or as a UTC ISO string (the source page's own query aside).
    expect(text).not.toMatch(/[{}]/);
    expect(text).not.toContain('"kind"');
    for (const id of ['contact-me', 'contact-appointment', 'purchase-offer', 'requested', 'confirmed', 'received', 'T12:05', 'Z"'])
      expect(text.replace(/\/property\/4101\/\?form=contact-appointment/, ''), id).not.toContain(id);

    const [headings, visit, confirmed, offer, info] = parse(text);
    expect(headings).toEqual(['date', 'type', 'contact', 'subject', 'comment', 'status', 'source'].map((column) => t.columns[column as keyof typeof t.columns]));
    expect(visit).toEqual([
      '2026-07-15 14:05',
      forms['contact-appointment'].title,
      'Lies Maes · lies@example.test',
      `${{ nl: '3 december 2026', fr: '3 décembre 2026', en: '3 December 2026' }[lang]}, 10:00–13:00`,
      'Liefst op zaterdag',
      t.visitStatus.requested,
      '/property/4101/?form=contact-appointment',
    ]);
    expect(confirmed!.slice(0, 6)).toEqual(['2026-03-02 10:30', forms['contact-appointment'].title, 'Jan Peeters', '13:00–17:00', '', t.visitStatus.confirmed]);
    // The project's price format (lib/format/price.ts): "€ 395.000" in every language, a no-break space after the sign.
    expect(offer!.slice(0, 4)).toEqual(['2026-01-15 14:05', forms['purchase-offer'].title, 'Anna Claes · anna@example.test', '€\u00a0395.000']);
    expect(offer![5]).toBe(t.historyStatus.received);
    expect(offer![6]).toBe('newsletter · /property/4101/');
    expect(info).toEqual(['2026-01-01 00:30', forms['contact-me'].title, 'piet@example.test', '', 'Is de tuin op het zuiden?', t.historyStatus.received, '/property/4101/']);
  });

  it('writes the words of each language', () => {
    const [, nlVisit, nlConfirmed, nlOffer] = parse(historyCsv(ROWS, 'nl'));
    expect([nlVisit![1], nlVisit![5], nlConfirmed![5], nlOffer![1], nlOffer![5]]).toEqual(['Plan een bezoek', 'Aangevraagd', 'Bevestigd', 'Een bod uitbrengen', 'Ontvangen']);
    const [, frVisit, frConfirmed, frOffer] = parse(historyCsv(ROWS, 'fr'));
    expect([frVisit![1], frVisit![5], frConfirmed![5], frOffer![1], frOffer![5]]).toEqual(['Planifier une visite', 'Demandée', 'Confirmée', 'Faire une offre', 'Reçue']);
    const [, enVisit, enConfirmed, enOffer] = parse(historyCsv(ROWS, 'en'));
    expect([enVisit![1], enVisit![5], enConfirmed![5], enOffer![1], enOffer![5]]).toEqual(['Book a viewing', 'Requested', 'Confirmed', 'Make an offer', 'Received']);
  });

  it('has the cells the portal page shows, from the same function, the moment written to sort', () => {
    for (const lang of ['nl', 'fr', 'en'] as const) {
      const { cells } = historyTable(lang, historyMoment);
      // The page reads the same moment as people write it: "15 jul 2026, 14:05".
      expect(historyTable(lang).cells(ROWS[0]!).date).toMatch(/14:05/);
      const lines = parse(historyCsv(ROWS, lang)).slice(1);
      expect(lines).toEqual(ROWS.map((row) => Object.values(cells(row)).map((value) => (value.startsWith('=') ? `'${value}` : value))));
    }
  });

  it('leaves a status or form it has no words for as stored, and an empty history as its headings', () => {
    const odd: HistoryRow = { ...ROWS[3]!, type: 'something-new', status: 'archived' };
    const [, line] = parse(historyCsv([odd], 'fr'));
    expect([line![1], line![5]]).toEqual(['something-new', 'archived']);
    expect(historyCsv([], 'fr')).toBe('\uFEFF"Date";"Type";"Contact";"Objet";"Commentaire";"Statut";"Source"\r\n');
  });
});
