'use client';

import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { lazyComponent } from './lazy-component';
import { TextsProvider } from '@/components/i18n/texts';
import { loadIslandTexts, loadedIslandTexts, useIslandTextsSource, type IslandTextsSource } from '@/components/i18n/island-texts-provider';

/** What the visitor did to the server's HTML before the code came: the controls' values, the folds opened, the focus, a submit. */
interface Carried {
  /** By control: its name and its place among the controls of that name ("email#0"). */
  values: Map<string, { value: string; checked: boolean; files: FileList | null }>;
  /** Whether each <details> of the island is open, in document order (a folded form opened before its code came). */
  open: boolean[];
  /** The focused element: a control by its key, or another focusable by its place ("#2", OTHERS). */
  focus: { key: string; start: number | null; end: number | null } | null;
  submitted: boolean;
}

/**
 * The island's fields, each by its name and its place among those of that name. Hidden fields are left
 * out: the render's own (a server action's id and the captcha), and only in the server's HTML for some.
 */
function controls(root: HTMLElement): Map<string, HTMLInputElement> {
  const byKey = new Map<string, HTMLInputElement>();
  const seen = new Map<string, number>();
  for (const control of root.querySelectorAll<HTMLInputElement>('input, select, textarea')) {
    if (control.type === 'hidden' || !control.name) continue;
    const n = seen.get(control.name) ?? 0;
    seen.set(control.name, n + 1);
    byKey.set(`${control.name}#${n}`, control);
  }
  return byKey;
}

/**
 * Focusable elements that are not controls (a fold's summary, a link, a button), whose focus is carried by
 * their place among these: "#2".
 */
const OTHERS = 'summary,a,button';

/** What the visitor did to the island's HTML; `toggled`: a fold about to open or close (a click on its summary). */
function carry(root: HTMLElement, submitted: boolean, toggled?: Node | null): Carried {
  const values: Carried['values'] = new Map();
  let focus: Carried['focus'] = null;
  for (const [key, control] of controls(root)) {
    values.set(key, { value: control.value, checked: control.checked, files: control.files });
    // Only text-like inputs have a selection (null for the others, an e-mail field among them).
    if (control === document.activeElement) focus = { key, start: control.selectionStart, end: control.selectionEnd };
  }
  // A fold opened by keyboard or by a tap: its summary has the focus.
  const other = Array.from(root.querySelectorAll(OTHERS)).indexOf(document.activeElement!);
  if (!focus && other >= 0) focus = { key: `#${other}`, start: null, end: null };
  const open = Array.from(root.querySelectorAll('details'), (fold) => fold.open !== (fold === toggled));
  return { values, open, focus, submitted };
}

/**
 * Puts a value into a field of the new render as typing would: through the element's own setter and an
 * `input` or `change` event, so React's onChange (a form field's check) sees it;
 * a box the visitor ticked is clicked.
 */
function put(control: HTMLInputElement, saved: { value: string; checked: boolean; files: FileList | null }) {
  if (control.type === 'checkbox' || control.type === 'radio') {
    if (control.checked !== saved.checked && (control.type === 'checkbox' || saved.checked)) control.click();
    return;
  }
  if (control.type === 'file') {
    if (!saved.files?.length) return;
    control.files = saved.files;
  } else {
    if (control.value === saved.value) return;
    const prototype = Object.getPrototypeOf(control) as HTMLInputElement;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, saved.value);
  }
  const event = control.type === 'file' || control.tagName === 'SELECT' ? 'change' : 'input';
  control.dispatchEvent(new Event(event, { bubbles: true }));
}

function restore(root: HTMLElement, carried: Carried) {
  // A fold opened on the server's HTML opens in the render too (its toggle event then builds a folded
  // form's fields, form-shell.tsx), before its fields get their values.
  root.querySelectorAll('details').forEach((fold, i) => {
    if (carried.open[i] && !fold.open) fold.open = true;
  });
  const now = controls(root);
  for (const [key, saved] of carried.values) {
    const control = now.get(key);
    if (control) put(control, saved);
  }
  const key = carried.focus?.key;
  const focused = key?.startsWith('#') ? root.querySelectorAll<HTMLElement>(OTHERS)[Number(key.slice(1))] : key ? now.get(key) : undefined;
  if (focused) {
    focused.focus({ preventScroll: true });
    try {
      // Throws where there is no selection to set (an e-mail field, a summary).
      (focused as HTMLInputElement).setSelectionRange(carried.focus!.start, carried.focus!.end);
    } catch {}
  }
  if (carried.submitted) root.querySelector('form')?.requestSubmit();
}

const subscribeNothing = () => () => {};

/** An island's component once loaded, with its texts where they come apart from the page (IslandTexts). */
interface Live<P extends object> {
  component: ComponentType<P>;
  messages: Record<string, unknown> | undefined;
}

/** Asks a waiting island to load its code now (islandLive). */
export const WAKE_REQUEST = 'island-wake';
/** An island's component has rendered in place of its HTML (dispatched on its wrapper, bubbling). */
export const LIVE_EVENT = 'island-live';

/** What wakes a waiting island: the visitor touching, focusing or typing in it, or a request (islandLive). */
const WAKE_EVENTS = ['focusin', 'pointerdown', 'touchstart', 'keydown', WAKE_REQUEST] as const;
/**
 * What changes a control's value, a fold or the focus between the code's arrival and its first render
 * (a click on a fold's summary opens or closes it once the click is over: see `follow`).
 */
const FOLLOW_EVENTS = ['input', 'change', 'focusin', 'click'] as const;

/**
 * One object for every render: React sets innerHTML again whenever this prop is a new object, which
 * would empty the server's HTML on the island's next render.
 */
const KEEP_HTML = { __html: '' };

/**
 * An island whose code loads when the visitor comes near it, not with the page (issue 40): the server
 * renders the component as usual, so its HTML is in the page and works without JavaScript; the browser
 * keeps that HTML as it is, and loads the component's chunk only when the island comes within `margin`
 * of the screen or the visitor touches, focuses or types in it. Then the component renders in its
 * place, with what the visitor had typed or ticked, the focus, and a submit pressed meanwhile, which
 * waited for it. On a page reached by client-side navigation it renders as soon as its code is in.
 *
 * `keep(root)` says the server's HTML must stay (e.g. the answer to a post made without JavaScript, which
 * a fresh render would lose): the island then stays HTML, and its form posts as it does without JavaScript.
 *
 * Inside an IslandTexts (components/i18n/island-texts.tsx), the island's texts are not in the page: they
 * are fetched with its code, and it renders once both have come (if either fails, it stays HTML).
 *
 * For an island below the fold that is not needed for the first screen (the footer's newsletter form);
 * one the visitor sees on arrival hydrates as usual.
 */
export function deferredIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { margin = '400px', keep }: { margin?: string; keep?: (root: HTMLElement) => boolean } = {},
): ComponentType<P> {
  // The server renders the component itself; the browser loads its chunk when the island wakes.
  const { Lazy: OnServer, load: loadOnce, loaded: loadedNow } = lazyComponent(load);

  /** The component and, for an island inside an IslandTexts, its texts (fetched with its code). */
  const loadAll = (texts: IslandTextsSource | null) => Promise.all([loadOnce(), texts ? loadIslandTexts(texts) : undefined]);
  const loadedAll = (texts: IslandTextsSource | null): Live<P> | undefined => {
    const component = loadedNow();
    const messages = texts ? loadedIslandTexts(texts) : undefined;
    return component && (!texts || messages) ? { component, messages } : undefined;
  };

  function DeferredIsland(props: P) {
    // true while the page hydrates (and on the server), false once it has, and on a client-side render.
    const hydrating = useSyncExternalStore(
      subscribeNothing,
      () => false,
      () => true,
    );
    const texts = useIslandTextsSource();
    const [live, setLive] = useState<Live<P> | undefined>(() => (hydrating ? undefined : loadedAll(texts)));
    const box = useRef<HTMLDivElement>(null);
    const carried = useRef<Carried | null>(null);
    const stopFollowing = useRef<(() => void) | null>(null);

    useEffect(() => {
      const root = box.current;
      if (live || !root) return;
      if (!root.firstChild) {
        // Rendered on the client (no server HTML to keep): load now.
        let current = true;
        void loadAll(texts).then(([component, messages]) => current && setLive({ component, messages }));
        return () => {
          current = false;
        };
      }
      if (keep?.(root)) {
        // Stays the server's HTML: nothing to wait for (islandLive).
        root.dataset.island = 'kept';
        return;
      }
      let submitted = false;
      let woken = false;
      // A submit before the code is in waits for it (and goes as a plain post if the code fails to load).
      const hold = (event: Event) => {
        event.preventDefault();
        submitted = true;
      };
      const wake = () => {
        if (woken) return;
        woken = true;
        observer.disconnect();
        for (const type of WAKE_EVENTS) root.removeEventListener(type, wake);
        loadAll(texts).then(
          ([component, messages]) => {
            root.removeEventListener('submit', hold);
            carried.current = carry(root, submitted);
            // React commits the component a moment later: a tap or a key meanwhile still lands on the
            // server's HTML, so what is carried follows it until then (the layout effect below stops it).
            // A click on a fold's summary toggles the fold after this event, maybe after the render: the
            // fold is carried as the click leaves it.
            const follow = (event: Event) => {
              if (carried.current)
                carried.current = carry(
                  root,
                  submitted,
                  event.type === 'click' ? (event.target as Element).closest('summary')?.parentNode : null,
                );
            };
            for (const type of FOLLOW_EVENTS) root.addEventListener(type, follow, { capture: true });
            stopFollowing.current = () => {
              for (const type of FOLLOW_EVENTS) root.removeEventListener(type, follow, { capture: true });
            };
            setLive({ component, messages });
          },
          () => {
            root.removeEventListener('submit', hold);
            if (submitted) root.querySelector('form')?.requestSubmit();
          },
        );
      };
      // The island's wrapper has no box of its own (display: contents): its children are watched.
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
        rootMargin: margin,
      });
      for (const child of root.children) observer.observe(child);
      for (const type of WAKE_EVENTS) root.addEventListener(type, wake, { passive: true });
      root.addEventListener('submit', hold);
      return () => {
        observer.disconnect();
        for (const type of WAKE_EVENTS) root.removeEventListener(type, wake);
        root.removeEventListener('submit', hold);
      };
    }, [live, texts]);

    // The component's first render replaced the server's HTML: put back what the visitor did to it, before it is painted.
    useLayoutEffect(() => {
      stopFollowing.current?.();
      stopFollowing.current = null;
      if (!live || !box.current) return;
      const state = carried.current;
      carried.current = null;
      if (state) restore(box.current, state);
      box.current.dispatchEvent(new Event(LIVE_EVENT, { bubbles: true }));
    }, [live]);

    if (typeof window === 'undefined') {
      return (
        <div className="island" data-island="html">
          <OnServer {...props} />
        </div>
      );
    }
    if (live) {
      const { component: Live, messages } = live;
      return (
        <div key="live" ref={box} className="island" data-island="live">
          {texts && messages ? (
            <TextsProvider locale={texts.lang} timeZone={texts.timeZone} messages={messages}>
              <Live {...props} />
            </TextsProvider>
          ) : (
            <Live {...props} />
          )}
        </div>
      );
    }
    // The server's HTML, kept as it is (React neither checks nor replaces what is inside).
    return <div key="html" ref={box} className="island" data-island="html" suppressHydrationWarning dangerouslySetInnerHTML={KEEP_HTML} />;
  }
  return DeferredIsland;
}
