'use client';

import { Menu, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { NavLinks } from './nav-links';

/**
 * Below the md breakpoint the navigation moves into a sheet behind a menu button. A native <dialog>
 * (showModal) gives the focus trap, Escape and the inert page for free, with no script to ship. The sheet
 * is rendered at the first tap, not with the page: every page's HTML would carry it for the few who open it.
 */
export function MobileMenu({ footer }: { footer: ReactNode }) {
  const t = useTranslations('nav');
  const dialog = useRef<HTMLDialogElement>(null);
  const [rendered, setRendered] = useState(false);
  const close = () => dialog.current?.close();
  const open = () => (dialog.current ? dialog.current.showModal() : setRendered(true));

  useEffect(() => {
    if (rendered) dialog.current?.showModal();
  }, [rendered]);

  return (
    <>
      <button
        type="button"
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        onClick={open}
        className="inline-flex size-10 cursor-pointer items-center justify-center rounded-lg hover:bg-surface-hover md:hidden"
      >
        <Menu aria-hidden className="size-5" />
      </button>
      {rendered ? (
        <dialog
          ref={dialog}
          aria-label={t('primary')}
          // A click on the backdrop lands on the dialog element itself.
          onClick={(event) => event.target === event.currentTarget && close()}
          className="m-0 ml-auto h-dvh max-h-none w-[min(20rem,85vw)] bg-surface p-0 text-fg shadow-xl backdrop:bg-black/50"
        >
          <div className="flex h-full flex-col gap-4 p-4">
            <div className="flex items-center justify-between">
              <p className="font-semibold">Kotonoha</p>
              <button
                type="button"
                aria-label={t('closeMenu')}
                onClick={close}
                className="inline-flex size-10 cursor-pointer items-center justify-center rounded-lg hover:bg-surface-hover"
              >
                <X aria-hidden className="size-5" />
              </button>
            </div>
            <nav aria-label={t('primary')}>
              <NavLinks orientation="column" onNavigate={close} />
            </nav>
            <div className="mt-auto border-t border-line pt-4">{footer}</div>
          </div>
        </dialog>
      ) : null}
    </>
  );
}
