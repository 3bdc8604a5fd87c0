import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/catalogue/data/types';

/**
 * Links to the same page in the other enabled languages (upper-case codes); rendered only when
 * more than one language is enabled.
 */
export async function LanguageSwitcher({
  lang,
  alternates,
  className,
}: {
  lang: Lang;
  alternates: Record<Lang, string>;
  className?: string;
}) {
  const languages = Object.keys(alternates) as Lang[];
  if (languages.length < 2) return null;
  const t = await getTranslations({ locale: lang, namespace: 'Layout' });
  const names = await getTranslations({ locale: lang, namespace: 'Languages' });
  return (
    <nav className={`lang-switch ${className ?? ''}`} aria-label={t('languageSwitcher')}>
      <ul>
        {languages.map((code) => (
          <li key={code}>
            {code === lang ? (
              <span className="lang-switch__current" aria-current="true" title={names(code)}>
                <span aria-hidden="true">{code.toUpperCase()}</span>
                <span className="visually-hidden">{names(code)}</span>
              </span>
            ) : (
              <a href={alternates[code]} hrefLang={code} lang={code} className="lang-switch__link">
                <span aria-hidden="true">{code.toUpperCase()}</span>
                <span className="visually-hidden">{names(code)}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
