'use client';

import { usePathname } from 'next/navigation';
import texts from '@/lib/i18n/global-error-texts.json';

type TextLang = keyof typeof texts;

/** The language of the path: its first two-letter segment that has texts (`/fr/…`, `/fault/fr/`), else Dutch. */
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
 * way to try again and the way home (texts: lib/i18n/global-error-texts.ts). Logged on the server
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
        <style>{STYLE}</style>
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

/** The site's colours (app/styles/tokens.css) without its stylesheet, which may be what failed. */
const STYLE = `
body { margin: 0; font-family: system-ui, sans-serif; color: #1d2b30; background: #fff; line-height: 1.5; }
main { max-width: 40rem; margin: 0 auto; padding: 4rem 1.25rem; }
h1 { color: #123c45; margin-top: 0; }
.actions { display: flex; flex-wrap: wrap; gap: 1rem; }
button, .actions a { font: inherit; padding: 0.6rem 1.2rem; border-radius: 4px; border: 2px solid #123c45; cursor: pointer; text-decoration: none; }
button { background: #123c45; color: #fff; }
.actions a { color: #123c45; background: #fff; }
.reference { font-size: 0.9rem; }
`;
