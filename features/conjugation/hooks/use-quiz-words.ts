'use client';

import { startTransition, useCallback, useEffect, useState } from 'react';
import { unpackQuizWords, type QuizWord } from '@/features/conjugation/quiz/quiz-word';
import type { QuizKind } from '@/features/conjugation/quiz/settings';
import { quizWordsUrl } from '@/features/conjugation/quiz/words-url';

export type QuizWords =
  { status: 'loading' } | { status: 'ready'; words: QuizWord[] } | { status: 'failed'; retry: () => void };

/**
 * The quiz's words, read from their static file once the page runs (not preloaded by the page: a preload hint
 * travels in the page's React payload, which every link to the quiz prefetches, so every page would fetch the
 * words). A failed read (offline) can be retried; nothing is asked meanwhile.
 */
export function useQuizWords(kind: QuizKind, locale: 'en' | 'vi'): QuizWords {
  const [words, setWords] = useState<QuizWord[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    fetch(quizWordsUrl(kind, locale))
      .then((response) => {
        if (!response.ok) throw new Error(`quiz words: ${response.status}`);
        return response.text();
      })
      .then((packed) => {
        // A transition: the quiz's first render (settings counts, the question) yields to the browser in slices
        // instead of blocking it in one long task while the page is still settling.
        if (!cancelled) startTransition(() => setWords(unpackQuizWords(packed)));
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [kind, locale, attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  if (words) return { status: 'ready', words };
  return failed ? { status: 'failed', retry } : { status: 'loading' };
}
