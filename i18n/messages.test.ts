import { describe, expect, it } from 'vitest';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import { mergeMessages } from '../lib/platform/i18n/messages';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('message catalogues', () => {
  it.each([
    ['fr', fr],
    ['en', en],
    ['de', de],
  ])('every nl key exists in %s', (_name, catalogue) => {
    const missing = keys(nl).filter((key) => !keys(catalogue).includes(key));
    expect(missing).toEqual([]);
  });

  it('has no empty messages', () => {
    for (const catalogue of [nl, fr, en, de]) {
      const empty = keys(catalogue).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('falls back to the default language for a key missing in another', () => {
    const merged = mergeMessages({ A: { x: 'nl x', y: 'nl y' } }, { A: { x: 'fr x' } }) as { A: { x: string; y: string } };
    expect(merged.A).toEqual({ x: 'fr x', y: 'nl y' });
  });
});
