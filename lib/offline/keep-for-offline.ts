'use client';

import { BUILD_ID } from '@/lib/env/public';
import { isStaticAsset, type KeepAnswer, type KeepRequest } from './cache-rules';

const KEPT_KEY = 'kotonoha-offline-kept';

function keptBefore(): string[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(KEPT_KEY) ?? 'null') as { build?: string; keys?: string[] };
    return stored?.build === BUILD_ID && Array.isArray(stored.keys) ? stored.keys : [];
  } catch {
    return [];
  }
}

function remember(key: string) {
  try {
    const keys = [...keptBefore(), key].slice(-200);
    window.localStorage.setItem(KEPT_KEY, JSON.stringify({ build: BUILD_ID, keys }));
  } catch {
    // Without storage the unit is asked for again on the next visit: the worker skips what it has.
  }
}

/**
 * Asks the service worker to keep a unit's pages and files (or the quiz's) for offline use: once per build for
 * each `key`, when the browser is idle, and only once a worker is active (never in `next dev`, where none is
 * registered). The scripts this page has already loaded go too, among them code it loads on demand, which the
 * other pages' HTML does not name.
 */
export function keepForOffline(key: string, pages: string[], files: string[]) {
  if (!('serviceWorker' in navigator) || keptBefore().includes(key)) return;
  void navigator.serviceWorker.ready.then((registration) => {
    const worker = registration.active;
    if (!worker) return;
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && isStaticAsset(url.pathname))
      .map((url) => url.href);
    const request: KeepRequest = {
      type: 'kotonoha:keep',
      pages: [location.pathname, ...pages],
      files: [...new Set([...files, ...loaded])].slice(0, 500),
    };
    const channel = new MessageChannel();
    channel.port1.onmessage = ({ data }: MessageEvent<KeepAnswer & { ok: boolean }>) => {
      if (data.ok) remember(key);
    };
    worker.postMessage(request, [channel.port2]);
  });
}
