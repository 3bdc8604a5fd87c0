'use client';

import { useRouter } from 'next/navigation';
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react';

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  href: string;
  /** Keep the scroll position (a view switch on the same list); otherwise the new page opens at its top. */
  scroll?: boolean;
};

/** A click the browser should handle itself: a new tab or window, a download, another site, not the main button. */
function leftToTheBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (!!anchor.target && anchor.target !== '_self') ||
    anchor.hasAttribute('download') ||
    anchor.origin !== window.location.origin
  );
}

/**
 * The site's internal link (docs/decisions/0023, amendment 5; 0038): a plain <a> that opens its page in
 * the app (the router's navigation, as next/link does) and fetches it ahead when the visitor shows the
 * intent to follow it (pointer over it, finger down, keyboard focus), not as soon as it scrolls into view.
 * On a phone, every link in view used to fetch its whole page after load (about 40 kB of flight data
 * each). Not next/link itself: of what it does, the site used only this, and its code was about 4 kB of
 * gzipped JavaScript on every page (issue 40). Before the page has hydrated, and for a click the browser
 * should handle (a new tab, a download), the link is a link.
 */
export function IntentLink({ href, scroll = true, onClick, onMouseEnter, onTouchStart, onFocus, ...rest }: Props) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <a
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || leftToTheBrowser(event)) return;
        event.preventDefault();
        router.push(href, { scroll });
      }}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        prefetch();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        prefetch();
      }}
      {...rest}
    />
  );
}
