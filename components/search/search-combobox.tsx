'use client';

import { optimizedImage } from '@/lib/catalogue/images/optimized';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Suggestions } from '@/lib/catalogue/search/suggest';
import { FetchedTexts, useTextsLocale, useTranslations } from '@/components/i18n/texts';
import { loadIslandTexts, loadedIslandTexts } from '@/components/i18n/island-texts-provider';

interface Props {
  lang: string;
  goal: 'sale' | 'rent';
  inputId: string;
  name: string;
  /** Shows the search box's placeholder ("Gemeente, type of referentie"). */
  placeholder?: boolean;
  defaultValue?: string;
  maxLength?: number;
  /** The submit button with the number of listings the text finds (the search box's for-sale button). */
  button?: { count: number };
}

type Option =
  | { kind: 'property'; key: string; href: string; item: Suggestions['properties'][number] }
  | { kind: 'city'; key: string; href: string; item: Suggestions['cities'][number] }
  | { kind: 'type'; key: string; href: string; item: Suggestions['types'][number] }
  | { kind: 'project'; key: string; href: string; item: Suggestions['projects'][number] }
  | { kind: 'register'; key: string; href: string; item: NonNullable<Suggestions['register']> };

const ENDPOINT = '/api/search/';

function optionsOf(result: Suggestions | null): Option[] {
  if (!result) return [];
  return [
    // First: the text names that place exactly, the other groups only resemble it (Berchem, Bergen for Bertem).
    ...(result.register ? [{ kind: 'register' as const, key: 'register', href: result.register.href, item: result.register }] : []),
    ...result.properties.map((item) => ({ kind: 'property' as const, key: `p${item.id}`, href: item.href, item })),
    ...result.cities.map((item) => ({ kind: 'city' as const, key: `c${item.name}${item.zip}`, href: item.href, item })),
    ...result.types.map((item) => ({ kind: 'type' as const, key: `t${item.id}`, href: item.href, item })),
    ...result.projects.map((item) => ({ kind: 'project' as const, key: `j${item.id}`, href: item.href, item })),
  ];
}

const isDisabled = (option: Option) => option.kind === 'city' && option.item.count === 0;

/** An option's element id, for the listbox and the input's aria-activedescendant. */
const optionId = (listboxId: string, option: Option) => `${listboxId}-${option.key}`;

/** "3 panden": the plural form of `Search.countOne`/`countOther` in the texts around. */
function useCount() {
  const t = useTranslations('Search');
  const locale = useTextsLocale();
  const plural = useMemo(() => new Intl.PluralRules(locale), [locale]);
  return (n: number) => t(plural.select(n) === 'one' ? 'countOne' : 'countOther', { count: n });
}

/**
 * The search text input as a WAI-ARIA 1.2 combobox with a grouped listbox of suggestions
 * (properties, cities, types, projects), fetched from /api/search/ as the visitor types. Arrow keys move
 * through the options, Enter follows the active one (or a reference typed in full), Escape closes
 * the list and then clears the text; the result count is announced. Without JavaScript it is the
 * plain text input of its GET form.
 *
 * The page carries only the texts of the input and its button (SEARCH_TEXTS, components/search/search-texts.ts);
 * the suggestions' come with the first suggestions, fetched on focus (the `searchSuggestions` island text set).
 */
export function SearchCombobox({ lang, goal, inputId, name, placeholder, defaultValue = '', maxLength = 100, button }: Props) {
  const t = useTranslations('Search');
  const count = useCount();
  const router = useRouter();
  const listboxId = useId();
  const [value, setValue] = useState(defaultValue);
  const [result, setResult] = useState<Suggestions | null>(null);
  const textsSource = useMemo(() => ({ lang, set: 'searchSuggestions' as const }), [lang]);
  const fetchListTexts = () => void loadIslandTexts(textsSource).catch(() => {});
  const [open, setOpen] = useState(false);
  // The active option by key, not position: an answer arriving after an arrow key (an earlier
  // keystroke's) keeps the same option active when it is still there.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const cache = useRef(new Map<string, Suggestions>());
  const pending = useRef<AbortController | null>(null);

  const options = optionsOf(result);
  const active = options.findIndex((option) => option.key === activeKey);

  useEffect(() => () => pending.current?.abort(), []);

  // The sale-or-rent choice beside the box (components/search/search-goal.tsx) changes what the text finds.
  const goalAsked = useRef(goal);
  useEffect(() => {
    if (goalAsked.current === goal) return;
    goalAsked.current = goal;
    // The count follows; the list opens only for a visitor who is typing.
    void lookUp(value).then(() => {
      if (document.activeElement?.id !== inputId) setOpen(false);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new goal asks again here; typing asks by itself
  }, [goal]);

  async function lookUp(text: string) {
    pending.current?.abort();
    const query = text.trim();
    if (!query) {
      setResult(null);
      setOpen(false);
      setActiveKey(null);
      return;
    }
    const key = `${goal} ${query}`;
    let found = cache.current.get(key);
    // The suggestions show with their texts (the searchSuggestions set): fetched on focus, awaited here.
    const textsIn = loadedIslandTexts(textsSource) !== undefined;
    if (!found || !textsIn) {
      const controller = new AbortController();
      pending.current = controller;
      try {
        const textsComing = textsIn || loadIslandTexts(textsSource);
        if (!found) {
          const response = await fetch(`${ENDPOINT}?${new URLSearchParams({ lang, goal, q: query })}`, { signal: controller.signal });
          if (!response.ok) return;
          found = (await response.json()) as Suggestions;
          cache.current.set(key, found);
        }
        await textsComing;
        if (controller.signal.aborted) return;
      } catch {
        // Aborted by the next keystroke, or offline: the form still submits.
        return;
      }
    }
    setResult(found);
    setOpen(true);
  }

  function go(href: string) {
    setOpen(false);
    router.push(href);
  }

  function move(step: 1 | -1) {
    if (!options.length) return;
    setOpen(true);
    const next = (active + step + options.length + (active < 0 && step < 0 ? 1 : 0)) % options.length;
    setActiveKey(options[next]!.key);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open && event.altKey) setOpen(options.length > 0);
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter': {
        const option = open ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          if (!isDisabled(option)) go(option.href);
        } else if (result?.exact && result.query === value.trim()) {
          event.preventDefault();
          go(result.exact);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          // An answer still on its way (an earlier keystroke's) must not reopen what was closed.
          pending.current?.abort();
          setOpen(false);
          setActiveKey(null);
        } else if (value) {
          event.preventDefault();
          setValue('');
          void lookUp('');
        }
        break;
    }
  }

  const activeOption = open ? options[active] : undefined;
  const shown = open && result !== null;
  // A result is shown only once the suggestions' texts are in (lookUp).
  const listTexts = result ? loadedIslandTexts(textsSource) : undefined;
  const listingCount = result?.count ?? button?.count;

  return (
    <>
      <div className="combobox">
        <input
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          aria-expanded={shown && options.length > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(listboxId, activeOption) : undefined}
          placeholder={placeholder ? t('CITY_INPUT') : undefined}
          value={value}
          maxLength={maxLength}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(event) => {
            setValue(event.target.value);
            void lookUp(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            fetchListTexts();
            if (result) setOpen(true);
          }}
          onBlur={() => setOpen(false)}
        />
        <div id={listboxId} role="listbox" aria-label={t('suggestions')} className="combobox__listbox" hidden={!shown || !options.length}>
          {listTexts && (
            <FetchedTexts messages={listTexts}>
              <SuggestionGroups listboxId={listboxId} options={options} active={activeOption} onGo={go} />
            </FetchedTexts>
          )}
        </div>
        <div role="status" className="visually-hidden">
          {shown && listTexts && (
            <FetchedTexts messages={listTexts}>
              <Announcement options={options.length} />
            </FetchedTexts>
          )}
        </div>
      </div>
      {button && (
        <button
          type="submit"
          className="button button--accent search-form__submit"
          onClick={(event) => {
            if (result?.exact && result.query === value.trim()) {
              event.preventDefault();
              go(result.exact);
            }
          }}
        >
          {goal === 'sale' ? t('submit') : t('submitRent')}
          {listingCount !== undefined && (
            <span className="search-form__count">
              <span aria-hidden="true">{listingCount}</span>
              <span className="visually-hidden">{count(listingCount)}</span>
            </span>
          )}
        </button>
      )}
    </>
  );
}

/** The suggestions, by group, in the texts that came with them. */
function SuggestionGroups({
  listboxId,
  options,
  active,
  onGo,
}: {
  listboxId: string;
  options: Option[];
  active: Option | undefined;
  onGo: (href: string) => void;
}) {
  const t = useTranslations('Search');
  const p = useTranslations('Property');
  const count = useCount();
  const priceText = (price: Suggestions['properties'][number]['price']) => {
    if (!price) return null;
    if (!price.amount) return p('priceOnRequest');
    const amount = price.startingFrom ? p('startingFrom', { price: price.amount }) : price.amount;
    return price.perMonth ? `${amount} ${p('perMonth')}` : amount;
  };
  const group = (kind: Option['kind'], title: string) => {
    const items = options.filter((o) => o.kind === kind);
    if (!items.length) return null;
    const titleId = `${listboxId}-${kind}`;
    return (
      <div role="group" aria-labelledby={titleId} className="combobox__group">
        <div role="presentation" id={titleId} className="combobox__group-title">
          {title}
        </div>
        {items.map((option) => (
          <div
            key={option.key}
            id={optionId(listboxId, option)}
            role="option"
            aria-selected={option === active}
            aria-disabled={isDisabled(option) || undefined}
            className={`combobox__option combobox__option--${option.kind}`}
            // Keep the focus in the input; follow the option on click or tap.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => !isDisabled(option) && onGo(option.href)}
          >
            {option.kind === 'property' && (
              <>
                {option.item.thumbnail ? (
                  // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes without its component (lib/catalogue/images/optimized.ts)
                  <img
                    {...optimizedImage({ src: option.item.thumbnail.url, width: 72, height: 48, sizes: '72px', quality: 70 })}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="combobox__thumb"
                  />
                ) : (
                  <span className="combobox__thumb" aria-hidden="true" />
                )}
                <span className="combobox__text">
                  <span className="combobox__main">{option.item.type}</span>
                  <span className="combobox__sub">
                    {[option.item.city, priceText(option.item.price), t('ref', { id: option.item.id })].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </>
            )}
            {option.kind === 'city' && (
              <>
                {/* As the site writes a place with its code everywhere: "Gent (9000)". */}
                <span className="combobox__main">{t('cityWithZip', { name: option.item.name, zip: option.item.zip })}</span>
                <span className="combobox__count">{count(option.item.count)}</span>
              </>
            )}
            {option.kind === 'project' && (
              <span className="combobox__text">
                <span className="combobox__main">{option.item.name}</span>
                <span className="combobox__sub">{option.item.city}</span>
              </span>
            )}
            {option.kind === 'register' && <span className="combobox__sentence">{t('noListingsIn', { place: option.item.place })}</span>}
            {option.kind === 'type' && (
              <>
                <span className="combobox__main">{option.item.name}</span>
                <span className="combobox__count">{count(option.item.count)}</span>
              </>
            )}
          </div>
        ))}
      </div>
    );
  };

  return (
    <>
      {options.some((o) => o.kind === 'register') && group('register', t('register'))}
      {group('property', t('properties'))}
      {group('city', t('cities'))}
      {group('type', t('types'))}
      {group('project', t('projects'))}
    </>
  );
}

/** What the status region says once suggestions are shown: how many, or none. */
function Announcement({ options }: { options: number }) {
  const t = useTranslations('Search');
  return options ? t(options === 1 ? 'resultsOne' : 'resultsOther', { count: options }) : t('noResults');
}
