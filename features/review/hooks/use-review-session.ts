'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';

import { cardId } from '@/features/review/card-key';
import { STATE_NEW, STATE_REVIEW, type CardState, type ReviewRating } from '@/features/review/fsrs';
import type { ReviewSettingsInput } from '@/features/review/schemas';

import { REVIEWS_CHANGED_EVENT } from '../review-summary';
import { loadQueue, saveGrade, type LoadedQueue, type SessionCard } from '../review-backend';

/** A card graded "Again" or still in its learning steps comes back in this session when due within this time. */
const LEARN_AHEAD_MS = 20 * 60_000;

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export type SessionStatus = 'loading' | 'error' | 'ready';

interface ReviewSessionState {
  status: SessionStatus;
  mode: LoadedQueue['mode'];
  current: SessionCard | null;
  /** Which side this card asks: the word, or the meaning. */
  asks: 'front' | 'back';
  /** When this card was shown (epoch ms): the "now" of the intervals on its buttons. */
  presentedAt: number;
  /** Made once per card shown: a double click or a retried request saves this review once. */
  gradeKey: string;
  remaining: number;
  reviewed: number;
  studying: boolean;
  /** Cards left to see now, by kind: reviews due, cards in their learning steps, new cards. */
  counts: ReviewCounts;
  settings: ReviewSettingsInput;
  saving: boolean;
}

export interface ReviewCounts {
  due: number;
  learning: number;
  fresh: number;
}

/**
 * What is left, counted as the session goes: the cards of the queue by their state, the learning cards waiting to
 * come back, and the due and new cards past the page the server sent (counted as due and new).
 */
function countLeft(queue: readonly SessionCard[], waiting: number, beyond: Omit<ReviewCounts, 'learning'>) {
  const counts: ReviewCounts = { due: beyond.due, learning: waiting, fresh: beyond.fresh };
  for (const card of queue) {
    if (card.state.state === STATE_NEW) counts.fresh++;
    else if (card.state.state === STATE_REVIEW) counts.due++;
    else counts.learning++;
  }
  return counts;
}

/** Loads the queue, shows one card at a time, saves each grade and brings learning cards back. */
export function useReviewSession() {
  const locale = useLocale();
  const [status, setStatus] = useState<SessionStatus>('loading');
  const [loaded, setLoaded] = useState<LoadedQueue | null>(null);
  const [queue, setQueue] = useState<SessionCard[]>([]);
  const later = useRef<SessionCard[]>([]);
  const [waiting, setWaiting] = useState(0);
  const [beyond, setBeyond] = useState({ due: 0, fresh: 0 });
  const [reviewed, setReviewed] = useState(0);
  const [saving, setSaving] = useState(false);
  const [gradeKey, setGradeKey] = useState('');
  const [asks, setAsks] = useState<'front' | 'back'>('front');
  const [presentedAt, setPresentedAt] = useState(0);

  const present = useCallback((cards: SessionCard[], settings: ReviewSettingsInput) => {
    setQueue(cards);
    setGradeKey(newKey());
    setPresentedAt(Date.now());
    setAsks(settings.side === 'both' ? (Math.random() < 0.5 ? 'front' : 'back') : settings.side);
  }, []);

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      const next = await loadQueue(locale);
      // Cards waiting for their learning step that the fresh page does not have yet, soonest first.
      const ids = new Set(next.cards.map(cardId));
      const waiting = later.current.filter(
        (card) => !ids.has(cardId(card)) && card.state.due <= Date.now() + LEARN_AHEAD_MS,
      );
      later.current = [];
      setWaiting(0);
      const onPage = next.cards.filter((card) => card.state.state === STATE_NEW).length;
      setBeyond({
        due: Math.max(0, next.due - (next.cards.length - onPage)),
        fresh: Math.max(0, next.fresh - onPage),
      });
      setLoaded(next);
      present([...next.cards, ...waiting.sort((a, b) => a.state.due - b.state.due)], next.settings);
      setStatus('ready');
    } catch {
      setStatus('error');
    }
  }, [present, locale]);

  useEffect(() => {
    // The queue lives on the server or the device, which only the browser can reach after the static page.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loading external data once on mount
    void load();
  }, [load]);

  const grade = useCallback(
    async (rating: ReviewRating): Promise<CardState | null> => {
      const current = queue[0];
      if (!current || !loaded || saving) return null;
      setSaving(true);
      try {
        const state = await saveGrade(loaded.mode, current, rating, gradeKey, {
          before: current.state,
          retention: loaded.settings.desiredRetention,
          locale,
        });
        setReviewed((n) => n + 1);
        window.dispatchEvent(new Event(REVIEWS_CHANGED_EVENT));
        const rest = queue.slice(1);
        if (state && state.due <= Date.now() + LEARN_AHEAD_MS) {
          later.current.push({ ...current, state });
          setWaiting(later.current.length);
        }
        if (rest.length > 0) present(rest, loaded.settings);
        else await load();
        return state;
      } finally {
        setSaving(false);
      }
    },
    [queue, loaded, saving, gradeKey, present, load, locale],
  );

  const updateSettings = useCallback((settings: ReviewSettingsInput) => {
    setLoaded((prev) => (prev ? { ...prev, settings } : prev));
  }, []);

  const state: ReviewSessionState = {
    status,
    mode: loaded?.mode ?? 'guest',
    current: queue[0] ?? null,
    asks,
    gradeKey,
    presentedAt,
    remaining: queue.length,
    reviewed,
    studying: loaded?.studying ?? false,
    counts: countLeft(queue, waiting, beyond),
    settings: loaded?.settings ?? {
      newPerDay: 20,
      desiredRetention: 0.9,
      side: 'front',
      typedAnswers: false,
      writeKanji: false,
      listening: false,
    },
    saving,
  };
  return { state, grade, reload: load, updateSettings };
}
