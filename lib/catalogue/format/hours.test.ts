import { describe, expect, it } from 'vitest';
import { openingHoursLines } from './hours';

describe('openingHoursLines', () => {
  const week = [
    { days: ['mon', 'tue', 'wed', 'thu', 'fri'] as const, from: '09:00', to: '18:00' },
    { days: ['sat'] as const, from: '10:00', to: '13:00' },
  ];

  it('writes consecutive days as a range, in the language', () => {
    expect(
      openingHoursLines(
        week.map((w) => ({ ...w, days: [...w.days] })),
        'nl',
      ),
    ).toEqual([
      { days: 'Maandag – vrijdag', from: '09:00', to: '18:00' },
      { days: 'Zaterdag', from: '10:00', to: '13:00' },
    ]);
    expect(
      openingHoursLines(
        week.map((w) => ({ ...w, days: [...w.days] })),
        'fr',
      ).map((line) => line.days),
    ).toEqual(['Lundi – vendredi', 'Samedi']);
  });

  it('lists days that do not follow each other, in week order', () => {
    expect(openingHoursLines([{ days: ['fri', 'mon', 'wed'], from: '09:00', to: '12:00' }], 'nl')[0]!.days).toBe(
      'Maandag, woensdag, vrijdag',
    );
    expect(openingHoursLines([{ days: ['sat', 'sun'], from: '10:00', to: '12:00' }], 'fr')[0]!.days).toBe('Samedi, dimanche');
  });
});
