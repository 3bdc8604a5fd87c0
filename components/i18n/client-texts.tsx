import type { ReactNode } from 'react';
import type { Messages, NestedKeyOf } from 'next-intl';
import { getMessages, getTimeZone } from 'next-intl/server';
import type { Lang } from '@/lib/catalogue/data/types';
import { pickMessages } from '@/lib/platform/i18n/pick-messages';
import { TextsProvider } from './texts';

/** A namespace ("Gallery") or one message of it ("Layout.backToTop"), checked against the catalogue. */
export type ClientTextKey = NestedKeyOf<Messages>;

/**
 * The same keys of the same catalogue give the same object: React sends an object it has already sent
 * in a page's flight data as a reference, so several islands with the same texts (a detail page's
 * forms) carry them once.
 */
const pickedByCatalogue = new WeakMap<object, Map<string, Record<string, unknown>>>();

function picked(messages: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  let byKeys = pickedByCatalogue.get(messages);
  if (!byKeys) pickedByCatalogue.set(messages, (byKeys = new Map()));
  const id = keys.join('\n');
  let result = byKeys.get(id);
  if (!result) byKeys.set(id, (result = pickMessages(messages, keys)));
  return result;
}

/** The messages `keys` name, precompiled, from the catalogue of `lang`: the same object for the same keys. */
export async function pickedTexts(lang: Lang, keys: readonly ClientTextKey[]): Promise<Record<string, unknown>> {
  return picked(await getMessages({ locale: lang }), keys);
}

/**
 * The one way client components get their texts (docs/decisions/0002): the server component that
 * places an island wraps it in this, naming the namespaces or messages the island uses; inside,
 * `useTranslations` from ./texts works as next-intl's does on the server. Only those messages travel with the page (precompiled at
 * build time, next.config.ts), never the whole catalogue. A nested ClientTexts replaces the outer
 * one's messages for its subtree, so scope it to the island.
 */
export async function ClientTexts({ lang, keys, children }: { lang: Lang; keys: readonly ClientTextKey[]; children: ReactNode }) {
  const [messages, timeZone] = await Promise.all([pickedTexts(lang, keys), getTimeZone({ locale: lang })]);
  return (
    <TextsProvider locale={lang} timeZone={timeZone} messages={messages}>
      {children}
    </TextsProvider>
  );
}
