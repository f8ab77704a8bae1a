'use client';

import { useEffect } from 'react';
import { PRODUCTION_BUILD } from '@/lib/env/public';
import { whenIdle } from '@/lib/offline/when-idle';

/** The service worker's address (app/serwist/[path]/route.ts); its scope is the whole site. */
const WORKER_URL = '/serwist/sw.js';

/**
 * Registers the service worker that keeps the built-in pages for offline use (lib/offline/README.md), once the
 * page has loaded and the browser is idle. Production builds only: `next dev` rebuilds files the worker would
 * keep.
 */
export function OfflineWorker() {
  useEffect(() => {
    if (!PRODUCTION_BUILD || !('serviceWorker' in navigator)) return;
    return whenIdle(() => {
      navigator.serviceWorker.register(WORKER_URL, { scope: '/' }).catch(() => {
        // Blocked (private mode, a browser setting): the site works online as before.
      });
    });
  }, []);
  return null;
}
