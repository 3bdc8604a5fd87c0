'use client';

import { useTranslations } from '@/components/i18n/texts';
import { useEffect, useRef, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';

// Invoker commands (https://html.spec.whatwg.org/#attr-button-command): not yet in React's types.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- declaration merging needs the same type parameter
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close';
  }
}

const MENU_ID = 'mobile-menu';

/**
 * The drawer menu for phones: a modal <dialog>, so focus is trapped and Escape closes it. The buttons
 * open and close it with invoker commands, so a tap works before the page has hydrated (a slow phone,
 * a slow script); the click handlers do the same for browsers without them (both are idempotent).
 * The icons come rendered from the server (header.tsx), so the icon set stays out of the page's JavaScript.
 */
export function MobileMenu({ openIcon, closeIcon, children }: { openIcon: ReactNode; closeIcon: ReactNode; children: ReactNode }) {
  const t = useTranslations('Layout');
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  // Close after navigating to another page; not when the page hydrates, which would close a menu tapped
  // open before it (the buttons work without JavaScript).
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    dialog.current?.close();
  }, [pathname]);
  return (
    <>
      <button
        type="button"
        className="menu-toggle"
        aria-haspopup="dialog"
        aria-controls={MENU_ID}
        commandfor={MENU_ID}
        command="show-modal"
        onClick={() => dialog.current?.showModal()}
      >
        {openIcon}
        <span className="visually-hidden">{t('openMenu')}</span>
      </button>
      <dialog
        id={MENU_ID}
        ref={dialog}
        className="drawer"
        aria-label={t('mainMenu')}
        onClick={(event) => {
          // A click on the backdrop (the dialog itself, outside its panel) closes it.
          if (event.target === dialog.current) dialog.current?.close();
        }}
      >
        <div className="drawer__panel">
          <button type="button" className="drawer__close" commandfor={MENU_ID} command="close" onClick={() => dialog.current?.close()}>
            {closeIcon}
            <span className="visually-hidden">{t('closeMenu')}</span>
          </button>
          {children}
        </div>
      </dialog>
    </>
  );
}
