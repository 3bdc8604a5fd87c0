import type { Lang } from '@/lib/catalogue/data/types';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import en from '@/messages/en.json';
import de from '@/messages/de.json';

export type Messages = typeof nl;

// Bundled with the build (docs/product.md, Rulings: Translations: no runtime loading, so nothing to retry).
const catalogues: Record<Lang, unknown> = { nl, fr, en, de };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep-merges `override` onto `base`: a key missing in one language falls back to the other. */
export function mergeMessages(base: unknown, override: unknown): unknown {
  if (!isObject(base) || !isObject(override)) return override === undefined ? base : override;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) out[key] = mergeMessages(base[key], value);
  return out;
}

/** The catalogue of a language, completed from the default language's. */
export function messagesFor(lang: Lang, defaultLang: Lang): Messages {
  return (lang === defaultLang ? catalogues[lang] : mergeMessages(catalogues[defaultLang], catalogues[lang])) as Messages;
}
