'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { Icon } from '@/components/ui/icon';

/** The drawer menu for phones: a modal <dialog>, so focus is trapped and Escape closes it. */
export function MobileMenu({ openLabel, closeLabel, title, children }: { openLabel: string; closeLabel: string; title: string; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  // Close after navigating to another page.
  useEffect(() => {
    dialog.current?.close();
  }, [pathname]);
  return (
    <>
      <button
        type="button"
        className="menu-toggle"
        aria-haspopup="dialog"
        aria-controls="mobile-menu"
        onClick={() => dialog.current?.showModal()}
      >
        <Icon name="menu" size={26} />
        <span className="visually-hidden">{openLabel}</span>
      </button>
      <dialog
        id="mobile-menu"
        ref={dialog}
        className="drawer"
        aria-label={title}
        onClick={(event) => {
          // A click on the backdrop (the dialog itself, outside its panel) closes it.
          if (event.target === dialog.current) dialog.current?.close();
        }}
      >
        <div className="drawer__panel">
          <button type="button" className="drawer__close" onClick={() => dialog.current?.close()}>
            <Icon name="close" size={24} />
            <span className="visually-hidden">{closeLabel}</span>
          </button>
          {children}
        </div>
      </dialog>
    </>
  );
}
