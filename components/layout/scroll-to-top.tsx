'use client';

import { ArrowUp } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/utils/cn';

const SHOW_AFTER_PX = 320;

/** The round 48 px button on every screen, shown once the page has been scrolled. */
export function ScrollToTop() {
  const t = useTranslations('nav');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <button
      type="button"
      aria-label={t('scrollToTop')}
      title={t('scrollToTop')}
      hidden={!visible}
      onClick={(event) => {
        // Hiding a focused element cancels a smooth scroll in Chromium: let go of focus first.
        event.currentTarget.blur();
        const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
      }}
      className={cn(
        'fixed right-4 bottom-4 z-40 flex size-12 cursor-pointer items-center justify-center rounded-full',
        'bg-primary-500 text-on-primary shadow-lg transition hover:bg-primary-hover sm:right-6 sm:bottom-6',
      )}
    >
      <ArrowUp aria-hidden className="size-5" />
    </button>
  );
}
