'use client';

import { useEffect } from 'react';
import { isChunkLoadError, isNewBuild, mayReload } from '@/lib/deployment/reload-guard';
import { BUILD_ID } from '@/lib/env/public';

const POLL_INTERVAL_MS = 5 * 60 * 1000;
const RELOAD_GUARD_KEY = 'kotonoha-last-reload';

function reloadOnce() {
  const now = Date.now();
  try {
    const stored = window.sessionStorage.getItem(RELOAD_GUARD_KEY);
    if (!mayReload(stored === null ? null : Number(stored), now)) return;
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    // Without storage we still reload; the browser's cache makes a loop unlikely.
  }
  window.location.reload();
}

/**
 * Notices a new deployment (the server's build id differs from ours) and chunk-load failures
 * (an old page asking for files the new build no longer has), and reloads the page.
 */
export function DeploymentWatcher() {
  useEffect(() => {
    let stopped = false;

    async function checkBuildId() {
      if (stopped || document.visibilityState !== 'visible') return;
      try {
        const response = await fetch('/api/build-id', { cache: 'no-store' });
        if (!response.ok) return;
        const { buildId } = (await response.json()) as { buildId?: string };
        if (isNewBuild(buildId, BUILD_ID)) reloadOnce();
      } catch {
        // Offline or the server is restarting: try again at the next tick.
      }
    }

    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error ?? event.message)) reloadOnce();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnce();
    };

    const check = () => void checkBuildId();
    const interval = window.setInterval(check, POLL_INTERVAL_MS);
    document.addEventListener('visibilitychange', check);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      stopped = true;
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
