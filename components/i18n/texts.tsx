'use client';

import { cloneElement, createContext, isValidElement, use, useMemo, type ReactNode } from 'react';
import format, { type CompiledMessage, type FormatOptions, type FormatValues } from 'icu-minify/format';
import type { useTranslations as NextIntlTranslations } from 'next-intl';

/**
 * What client islands translate with (docs/decisions/0014): the messages a server component picked for
 * them (components/i18n/client-texts.tsx), precompiled at build time, and `useTranslations` with
 * next-intl's signature, so that keys stay checked against the catalogue. next-intl's own client
 * provider carries date, number and relative-time formatters that no island uses (about 2.5 kB
 * gzipped on every page); this is the part the islands need: messages, plurals, rich text.
 */
type Texts = { locale: string; timeZone: string; messages: Record<string, unknown> };

const TextsContext = createContext<Texts | null>(null);

export function TextsProvider({ locale, timeZone, messages, children }: Texts & { children: ReactNode }) {
  const texts = useMemo(() => ({ locale, timeZone, messages }), [locale, timeZone, messages]);
  return <TextsContext value={texts}>{children}</TextsContext>;
}

/** The language of the texts around: the page's. */
export function useTextsLocale(): string {
  const texts = use(TextsContext);
  if (!texts) throw new Error('useTextsLocale: outside a TextsProvider');
  return texts.locale;
}

/**
 * Messages the browser fetched apart from the page (an island text set, components/i18n/island-texts-provider.tsx)
 * for the subtree, in the language and time zone of the texts around.
 */
export function FetchedTexts({ messages, children }: { messages: Record<string, unknown>; children: ReactNode }) {
  const outer = use(TextsContext);
  if (!outer) throw new Error('FetchedTexts: outside a TextsProvider');
  return (
    <TextsProvider locale={outer.locale} timeZone={outer.timeZone} messages={messages}>
      {children}
    </TextsProvider>
  );
}

/** One formatter per locale and options, as Intl's constructors are slow. */
const formatterCache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(kind: string, args: unknown[], make: () => T): T {
  const key = `${kind}${JSON.stringify(args)}`;
  let formatter = formatterCache.get(key) as T | undefined;
  if (!formatter) formatterCache.set(key, (formatter = make()));
  return formatter;
}

const formatters: FormatOptions['formatters'] = {
  getNumberFormat: (...args) => cached('n', args, () => new Intl.NumberFormat(...args)),
  getDateTimeFormat: (...args) => cached('d', args, () => new Intl.DateTimeFormat(...args)),
  getPluralRules: (...args) => cached('p', args, () => new Intl.PluralRules(...args)),
};

function lookup(messages: Record<string, unknown>, path: string): unknown {
  let node: unknown = messages;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** A message, not a namespace: a string or a compiled message (an array of nodes). */
function isMessage(value: unknown): value is CompiledMessage {
  return typeof value === 'string' || Array.isArray(value);
}

/** Rich-text tags return elements; each gets a key, as React wants for the array they end up in. */
function keyed(values: Record<string, unknown> | undefined): FormatValues<ReactNode> | undefined {
  if (!values) return undefined;
  let index = 0;
  const result: FormatValues<ReactNode> = {};
  for (const [name, value] of Object.entries(values)) {
    result[name] =
      typeof value === 'function'
        ? (chunks: ReactNode[]) => {
            const element = (value as (chunks: ReactNode[]) => ReactNode)(chunks);
            return isValidElement(element) ? cloneElement(element, { key: `${name}${index++}` }) : element;
          }
        : (value as string | number | boolean | Date);
  }
  return result;
}

function translator(texts: Texts | null, namespace: string | undefined) {
  const messages = texts?.messages ?? {};
  const locale = texts?.locale ?? 'nl';
  const options: FormatOptions = { formatters, timeZone: texts?.timeZone };
  const pathOf = (key: string) => (namespace ? `${namespace}.${key}` : key);

  function render(key: string, values: Record<string, unknown> | undefined): ReactNode {
    const path = pathOf(key);
    const message = lookup(messages, path);
    if (!isMessage(message)) {
      // The same fallback as the server's (i18n/request.ts): the key, never a crash.
      if (process.env.NODE_ENV !== 'production') console.error(`Missing client text: ${path} (${locale})`);
      return path;
    }
    return format<ReactNode>(message, locale, keyed(values), options) as ReactNode;
  }

  const t = (key: string, values?: Record<string, unknown>) => {
    const result = render(key, values);
    return Array.isArray(result) ? result.join('') : String(result);
  };
  t.rich = render;
  t.markup = (key: string, values?: Record<string, unknown>) => t(key, values);
  t.has = (key: string) => isMessage(lookup(messages, pathOf(key)));
  t.raw = (key: string) => lookup(messages, pathOf(key));
  return t;
}

export const useTranslations = ((namespace?: string) => {
  const texts = use(TextsContext);
  return useMemo(() => translator(texts, namespace), [texts, namespace]);
}) as unknown as typeof NextIntlTranslations;
