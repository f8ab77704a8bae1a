'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * False in the server render and until this component has hydrated, true from then on. A control that only
 * works through its JavaScript can wait for it: a page whose scripts never arrived (the server went away
 * mid-load) must not let the browser send the form itself, which would reload the page and lose what was typed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, onClient, onServer);
}
