'use client';

// Confirmation dialogs ("End the test now?", "Delete this set?") open rarely and only on a click, so their
// code — Radix Dialog, ~10 kB gzip — is not part of the page's first load: it loads when the browser is idle
// after the page (or at the first open, whichever comes first).
import { lazy, Suspense, useState, type ComponentProps } from 'react';

import { usePreloadWhenIdle } from '@/hooks/preload-when-idle';

import type { ConfirmDialog as RadixConfirmDialog } from './dialog';

const loadDialog = () => import('./dialog');
const LazyConfirmDialog = lazy(() => loadDialog().then((module) => ({ default: module.ConfirmDialog })));

/** The yes / no question of components/ui/dialog.tsx, loaded on demand. */
export function ConfirmDialog(props: ComponentProps<typeof RadixConfirmDialog>) {
  // Mounted from its first opening on, so that it can close with its own focus handling.
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  usePreloadWhenIdle(loadDialog);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyConfirmDialog {...props} />
    </Suspense>
  );
}
