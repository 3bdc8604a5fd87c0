'use client';

import { usePathname } from 'next/navigation';
import texts from '@/lib/platform/i18n/global-error-texts.json';
// The look the front's page for a visitor without JavaScript has too (server/error-page.cjs): a JSON
// file, since importing that CommonJS module here put Turbopack's CommonJS runtime in every page's
// scripts (8.0 kB gzipped on the home page, caught by the byte budget).
import { css as ERROR_STYLE } from '@/server/error-style.json';

type TextLang = keyof typeof texts;

/** The language of the path: its first two-letter segment that has texts (`/fr/…`, `/fault/fr/`), else Dutch (as server/error-page.cjs reads it). */
function languageOf(pathname: string | null): TextLang {
  const found = (pathname ?? '')
    .split('/')
    .slice(0, 3)
    .find((segment): segment is TextLang => segment in texts);
  return found ?? 'nl';
}

/**
 * The last resort: a root layout failed (app/[lang]/error.tsx handles the rest), so nothing of it is
 * here, neither its stylesheet nor its texts; its own document, in the path's language, with the same
 * way to try again and the way home (texts: lib/platform/i18n/global-error-texts.ts). Logged on the server
 * (instrumentation.ts).
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const lang = languageOf(usePathname());
  const t = texts[lang];
  const sent = error instanceof Error ? (error as Error & { digest?: unknown }).digest : undefined;
  const digest = typeof sent === 'string' ? sent : null;
  return (
    <html lang={lang}>
      <head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{t.title}</title>
        <style>{ERROR_STYLE}</style>
      </head>
      <body>
        <main>
          <h1>{t.title}</h1>
          <p>{t.text}</p>
          <p className="actions">
            <button type="button" onClick={() => retry()}>
              {t.retry}
            </button>
            <a href={`/${lang}/`}>{t.home}</a>
          </p>
          {digest && <p className="reference">{t.reference.replace('{digest}', digest)}</p>}
        </main>
      </body>
    </html>
  );
}
