'use client';

import { useEffect } from 'react';
import { keepForOffline } from '@/lib/offline/keep-for-offline';
import { whenIdle } from '@/lib/offline/when-idle';

/**
 * Placed on a page whose exercises should work offline once it has been opened (a unit, the conjugation quiz):
 * asks the service worker, when the browser is idle, to keep `pages` and `files` too (lib/offline/keep-for-offline.ts).
 */
export function KeepOffline({ id, pages, files = [] }: { id: string; pages: string[]; files?: string[] }) {
  const list = JSON.stringify([pages, files]);
  useEffect(() => {
    const [pageList, fileList] = JSON.parse(list) as [string[], string[]];
    return whenIdle(() => keepForOffline(id, pageList, fileList));
  }, [id, list]);
  return null;
}
