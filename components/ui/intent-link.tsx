'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * The site's internal link (docs/decisions/0023, amendment 5): next/link, whose page is fetched ahead
 * when the visitor shows the intent to follow it (pointer over it, finger down, keyboard focus), not as
 * soon as it scrolls into view. On a phone, every link in view used to fetch its whole page after load
 * (home, listings, the demand register: about 40 kB of flight data each), which the visitor paid for in
 * data and the page in main-thread time while it became interactive.
 */
export function IntentLink({ href, onMouseEnter, onTouchStart, onFocus, ...rest }: Props) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      href={href}
      prefetch={false}
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
