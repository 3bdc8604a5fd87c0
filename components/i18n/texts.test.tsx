// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import compile from 'icu-minify/compile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import { TextsProvider, useTranslations } from './texts';

afterEach(cleanup);

/** A namespace compiled as the build compiles the catalogues (next.config.ts, precompile). */
function compiled(namespace: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(namespace).map(([key, value]) => [
      key,
      typeof value === 'string' ? compile(value) : compiled(value as Record<string, unknown>),
    ]),
  );
}

function Probe({ count }: { count: number }) {
  const t = useTranslations('Listing');
  const forms = useTranslations('Forms');
  return (
    <div>
      <p data-testid="count">{t('count', { count })}</p>
      <p data-testid="rich">{forms.rich('privacy', { link: (chunks) => <a href="https://example.org/privacy">{chunks}</a> })}</p>
      <p data-testid="has">{`${forms.has('fields.email')} ${forms.has('fields.nothing' as 'fields.email')}`}</p>
      <p data-testid="missing">{t('nothing' as 'count')}</p>
    </div>
  );
}

function renderIn(lang: 'nl' | 'fr', count: number) {
  const catalogue = lang === 'nl' ? nl : fr;
  const messages = { Listing: compiled(catalogue.Listing), Forms: compiled(catalogue.Forms) };
  return render(
    <TextsProvider locale={lang} timeZone="Europe/Brussels" messages={messages}>
      <Probe count={count} />
    </TextsProvider>,
  );
}

describe('useTranslations (client islands)', () => {
  it('formats plurals with the exact and the plural rules of the language', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const zero = renderIn('nl', 0);
    expect(zero.getByTestId('count').textContent).toBe('Geen panden');
    cleanup();
    expect(renderIn('nl', 1).getByTestId('count').textContent).toBe('1 pand');
    cleanup();
    expect(renderIn('nl', 1234).getByTestId('count').textContent).toBe('1.234 panden');
    cleanup();
    expect(renderIn('fr', 1234).getByTestId('count').textContent).toMatch(/^1\u202f234 biens$/);
  });

  it('renders rich text with the element the island gives, knows which keys exist and falls back to the key', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { getByTestId } = renderIn('fr', 2);
    const link = getByTestId('rich').querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.org/privacy');
    expect(link?.textContent).not.toBe('');
    expect(getByTestId('rich').textContent).toContain(link?.textContent ?? '');
    expect(getByTestId('has').textContent).toBe('true false');
    expect(getByTestId('missing').textContent).toBe('Listing.nothing');
  });
});
