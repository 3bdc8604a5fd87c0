'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent, ReactNode } from 'react';
import { DEFAULT_PARAMS, parseAmount, parseArea } from '@/lib/catalogue/listing/query';

interface Props {
  action: string;
  className: string;
  label: string;
  /** The message of an amount box that holds no amount, per kind of box, in the page's language. */
  invalid: { price: string; area: string };
  children: ReactNode;
}

/** The amount boxes (`data-amount="price"` or `"area"`) and how each reads what was typed. */
const READ = { price: (text: string) => parseAmount(text), area: parseArea } as const;
type AmountKind = keyof typeof READ;
const isAmountKind = (kind: string | undefined): kind is AmountKind => kind === 'price' || kind === 'area';

/**
 * The listing filters' GET form. Without JavaScript the browser sends it as it is, and the server reads
 * the amounts as people type them (lib/catalogue/listing/query.ts, parseAmount). With JavaScript this reads them
 * the same way first: a box that holds no amount says so in the page's language and keeps its text;
 * otherwise it navigates to the listing with only the filters that are set, amounts as plain digits
 * (`?price_min=312500`, never `?q=&price_min=&…&sort=newest`), so the address is worth sharing.
 */
export function FilterForm({ action, className, label, invalid, children }: Props) {
  const router = useRouter();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value !== 'string' || !value.trim() || DEFAULT_PARAMS[name] === value) continue;
      const box = form.elements.namedItem(name);
      const kind = box instanceof HTMLInputElement ? box.dataset.amount : undefined;
      if (box instanceof HTMLInputElement && isAmountKind(kind)) {
        const amount = READ[kind](value);
        if (amount === null) {
          box.setCustomValidity(invalid[kind]);
          // On a phone the box may sit in the folded "more filters" panel: open it to show the message.
          const fold = box.closest('details');
          if (fold) fold.open = true;
          // In the middle of the screen, clear of the fixed header, then the message beside it.
          box.scrollIntoView({ block: 'center' });
          box.focus({ preventScroll: true });
          box.reportValidity();
          return;
        }
        params.append(name, String(amount));
      } else params.append(name, value.trim());
    }
    const query = params.toString();
    router.push(query ? `${action}?${query}` : action);
  }

  return (
    <form
      action={action}
      className={className}
      aria-label={label}
      onSubmit={onSubmit}
      // Typing again clears a box's message; the browser checks nothing of its own (no step, no min).
      onInput={(event) => {
        if (event.target instanceof HTMLInputElement) event.target.setCustomValidity('');
      }}
    >
      {children}
    </form>
  );
}
