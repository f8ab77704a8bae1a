'use client';

import { useRef, useState } from 'react';
import type { LookupResult } from '@/features/custom-sets/smart-paste/types';

export type LookupFailure = 'failed' | 'rateLimited' | 'sessionEnded';

/**
 * Sends the pasted words to POST /api/custom-sets/lookup (the dictionary stays on the server). A second lookup
 * started before the first answered wins: the older answer is dropped.
 */
export function useWordLookup() {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<LookupFailure | null>(null);
  const latest = useRef(0);

  const lookUp = async (words: string[]): Promise<LookupResult[] | null> => {
    const call = ++latest.current;
    setPending(true);
    setFailure(null);
    try {
      const response = await fetch('/api/custom-sets/lookup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ words }),
      });
      if (call !== latest.current) return null;
      if (!response.ok) {
        setFailure(response.status === 401 ? 'sessionEnded' : response.status === 429 ? 'rateLimited' : 'failed');
        return null;
      }
      return ((await response.json()) as { results: LookupResult[] }).results;
    } catch {
      if (call === latest.current) setFailure('failed');
      return null;
    } finally {
      if (call === latest.current) setPending(false);
    }
  };

  return { lookUp, pending, failure };
}
