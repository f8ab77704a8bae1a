'use client';

import { RotateCw } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CACHES } from '@/lib/offline/cache-rules';
import { keptPageLinks, type KeptPageLink } from '@/lib/offline/kept-pages';

/** Loads the address in the bar again: the page asked for, not this one (the worker answered in its place). */
export function RetryButton() {
  const t = useTranslations('offline');
  return (
    <Button size="lg" onClick={() => window.location.reload()}>
      <RotateCw aria-hidden className="size-4" />
      {t('retry')}
    </Button>
  );
}

/** The units and quizzes the service worker kept, in this page's language: what works without the network. */
export function KeptPages() {
  const t = useTranslations('offline');
  const locale = useLocale();
  const [links, setLinks] = useState<KeptPageLink[] | null>(null);

  useEffect(() => {
    let cancelled = false;
    // A browser without the Cache API (or with storage blocked) has kept nothing: the list says so.
    void Promise.resolve()
      .then(() => caches.open(CACHES.pages))
      .then((cache) => cache.keys())
      .then((requests) =>
        keptPageLinks(
          requests.map((request) => request.url),
          locale,
        ),
      )
      .catch(() => [])
      .then((found) => !cancelled && setLinks(found));
    return () => {
      cancelled = true;
    };
  }, [locale]);

  if (!links) return null;
  const label = (link: KeptPageLink) =>
    link.kind === 'quiz'
      ? t(`quiz.${link.quiz}`)
      : t('unit', { kind: t(`kinds.${link.kind}`), level: link.level, unit: link.unit });
  return (
    <section aria-labelledby="kept-pages" className="mt-6 w-full text-left">
      <h2 id="kept-pages" className="mb-2 font-semibold">
        {t('keptHeading')}
      </h2>
      {links.length === 0 ? (
        <p className="text-sm text-muted">{t('keptEmpty')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line">
          {links.map((link) => (
            <li key={link.href}>
              {/* A plain link: a full navigation, which the worker answers from what it kept. */}
              <a href={link.href} className="block px-4 py-2.5 hover:bg-surface-hover">
                {label(link)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
