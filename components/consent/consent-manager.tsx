'use client';

import { FetchedTexts, useTextsLocale, useTranslations } from '@/components/i18n/texts';
import { loadIslandTexts, loadedIslandTexts } from '@/components/i18n/island-texts-provider';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  ALL,
  CATEGORIES,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  NONE,
  consentModeUpdate,
  decodeChoices,
  encodeChoices,
  flagsFor,
  tagsFor,
  type Choices,
  type TagIds,
} from '@/lib/visitor/consent/consent';
import { loadTags } from './load-tags';

/** The footer link (components/consent/cookie-settings-button.tsx) asks for the dialog with this event. */
export const OPEN_SETTINGS_EVENT = 'vitrine:cookie-settings';

/**
 * The settings dialog's texts (the `consentSettings` island text set), fetched once: when the visitor
 * points at, touches or focuses a button that opens the dialog, or when the banner is up and the browser
 * is idle, so that they are usually in before the dialog is asked for. Resolves to null when they could
 * not be had (offline before they were ever fetched).
 */
export function settingsTexts(lang: string): Promise<Record<string, unknown> | null> {
  return loadIslandTexts({ lang, set: 'consentSettings' }).catch(() => null);
}

function readChoices(): Choices | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${CONSENT_COOKIE}=([^;]*)`));
  return decodeChoices(match ? decodeURIComponent(match[1] ?? '') : null);
}

function storeChoices(choices: Choices) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${encodeChoices(choices)}; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax${secure}`;
}

/** The update grants exactly the chosen signals; then a page view; only then the tags (docs/product.md section 4). */
function applyChoices(choices: Choices, ids: TagIds) {
  const w = window as unknown as { gtag?: (...args: unknown[]) => void };
  if (!w.gtag) return; // the bootstrap script did not run (it always does): load nothing
  w.gtag('consent', 'update', consentModeUpdate(flagsFor(choices)));
  w.gtag('event', 'page_view');
  loadTags(tagsFor(choices, ids));
}

/**
 * Cookie banner and settings dialog (issue 5). The banner is in the static HTML of every page and shown
 * by CSS only while <html data-consent="ask"> (set by the inline bootstrap before the first paint), so it
 * never flashes or shifts the layout. The settings dialog needs JavaScript to open (the banner's button or
 * the footer's), so its contents are rendered then, with texts fetched apart from the page
 * (`settingsTexts`). A choice is stored in a first-party cookie for a year.
 */
export function ConsentManager({ ids }: { ids: TagIds }) {
  const t = useTranslations('Consent');
  const lang = useTextsLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState<Choices>(NONE);
  const titleId = useId();
  const textId = useId();
  const dialogTitleId = useId();

  useEffect(() => {
    const state = document.documentElement.dataset.consent;
    if (state === 'preview')
      applyChoices(ALL, ids); // consent for this view only, nothing stored
    else if (state === 'stored') {
      const stored = readChoices();
      if (stored) applyChoices(stored, ids);
    }
  }, [ids]);

  const bannerRef = useRef<HTMLElement>(null);
  const confirm = useCallback(
    (choices: Choices) => {
      const fromBanner = bannerRef.current?.contains(document.activeElement) || dialog.current?.open;
      storeChoices(choices);
      document.documentElement.dataset.consent = 'stored';
      dialog.current?.close();
      applyChoices(choices, ids);
      // The banner is gone with the button that had focus: carry on at the content, not at the page's start.
      if (
        fromBanner &&
        (!document.activeElement || document.activeElement === document.body || bannerRef.current?.contains(document.activeElement))
      )
        document.getElementById('main')?.focus({ preventScroll: true });
    },
    [ids],
  );

  // The dialog's contents are rendered when it first opens, with texts that are not in the page: a
  // visitor who never opens it (most, and every page load) neither downloads them nor hydrates them.
  const [dialogTexts, setDialogTexts] = useState<Record<string, unknown> | null>(null);
  const openSettings = useCallback(async () => {
    const texts = loadedIslandTexts({ lang, set: 'consentSettings' }) ?? (await settingsTexts(lang));
    if (!texts || dialog.current?.open) return;
    flushSync(() => {
      setDraft(readChoices() ?? NONE);
      setDialogTexts(texts);
    });
    dialog.current?.showModal();
  }, [lang]);
  const prefetchSettings = useCallback(() => void settingsTexts(lang), [lang]);

  useEffect(() => {
    const open = () => void openSettings();
    window.addEventListener(OPEN_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_SETTINGS_EVENT, open);
  }, [openSettings]);

  // With the banner up, its settings button is one tap away: fetch the dialog's texts once the page is idle.
  useEffect(() => {
    if (document.documentElement.dataset.consent !== 'ask') return;
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(prefetchSettings, { timeout: 5_000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(prefetchSettings, 2_000);
    return () => clearTimeout(id);
  }, [prefetchSettings]);

  return (
    <>
      <section
        ref={bannerRef}
        className="consent-banner"
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <div className="container consent-banner__inner">
          <div className="consent-banner__text">
            <h2 id={titleId} className="consent-banner__title">
              {t('title')}
            </h2>
            <p id={textId}>{t('text')}</p>
          </div>
          <div className="consent-banner__actions">
            <button type="button" className="button button--accent" onClick={() => confirm(ALL)}>
              {t('agreeAll')}
            </button>
            <button type="button" className="button button--accent" onClick={() => confirm(NONE)}>
              {t('decline')}
            </button>
            <button
              type="button"
              className="consent-banner__settings"
              onClick={() => void openSettings()}
              onPointerEnter={prefetchSettings}
              onTouchStart={prefetchSettings}
              onFocus={prefetchSettings}
            >
              {t('settings')}
            </button>
          </div>
        </div>
      </section>

      <dialog ref={dialog} className="consent-dialog" aria-labelledby={dialogTexts ? dialogTitleId : undefined}>
        {dialogTexts && (
          <FetchedTexts messages={dialogTexts}>
            <SettingsForm
              titleId={dialogTitleId}
              draft={draft}
              onDraft={setDraft}
              onConfirm={confirm}
              onClose={() => dialog.current?.close()}
            />
          </FetchedTexts>
        )}
      </dialog>
    </>
  );
}

/** The settings dialog's form, in the texts fetched for it (`settingsTexts`). */
function SettingsForm({
  titleId,
  draft,
  onDraft,
  onConfirm,
  onClose,
}: {
  titleId: string;
  draft: Choices;
  onDraft: (choices: Choices) => void;
  onConfirm: (choices: Choices) => void;
  onClose: () => void;
}) {
  const t = useTranslations('Consent');
  return (
    <form
      method="dialog"
      className="consent-dialog__form"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(draft);
      }}
    >
      <div className="consent-dialog__head">
        <h2 id={titleId}>{t('dialogTitle')}</h2>
        <button type="button" className="consent-dialog__close" aria-label={t('close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p>{t('dialogText')}</p>
      <ul className="consent-dialog__list">
        {CATEGORIES.map((category) => {
          const id = `consent-${category}`;
          const fixed = category === 'necessary';
          return (
            <li key={category} className="consent-dialog__item">
              <input
                id={id}
                type="checkbox"
                checked={fixed || draft[category]}
                disabled={fixed}
                aria-describedby={`${id}-description`}
                onChange={(event) => onDraft({ ...draft, [category]: event.target.checked })}
              />
              <label htmlFor={id}>
                {t(`categories.${category}.name`)}
                {fixed && <span className="consent-dialog__always"> ({t('alwaysOn')})</span>}
              </label>
              <p id={`${id}-description`} className="consent-dialog__description">
                {t(`categories.${category}.description`)}
              </p>
            </li>
          );
        })}
      </ul>
      <div className="consent-dialog__actions">
        <button type="submit" className="button button--accent">
          {t('save')}
        </button>
        <button type="button" className="button button--outline" onClick={() => onConfirm(ALL)}>
          {t('agreeAll')}
        </button>
      </div>
    </form>
  );
}
