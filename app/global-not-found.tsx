import type { Metadata } from 'next';
import Link from 'next/link';
import { inter } from '@/app/fonts';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import './globals.css';

export const metadata: Metadata = { title: `${nl.NotFound.title} / ${fr.NotFound.title}`, robots: { index: false } };

/**
 * Only for URLs that never reach the language routes (the proxy sends everything else to the
 * localized 404): both public languages, since we cannot know the visitor's.
 */
export default function GlobalNotFound() {
  return (
    <html lang="nl" className={inter.variable}>
      <body>
        <main className="container not-found not-found--global">
          <h1>{nl.NotFound.title}</h1>
          <p>{nl.NotFound.text}</p>
          <p>
            <Link href="/nl/" className="button button--outline">
              {nl.NotFound.home}
            </Link>
          </p>
          <div lang="fr">
            <h2>{fr.NotFound.title}</h2>
            <p>{fr.NotFound.text}</p>
            <p>
              <Link href="/fr/" className="button button--outline">
                {fr.NotFound.home}
              </Link>
            </p>
          </div>
        </main>
      </body>
    </html>
  );
}
