'use client';

import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

// Reading Japanese aloud with the browser's own speech synthesis (flash cards, conjugation answers). Only a
// Japanese voice is any use (another language's voice spells kana out or stays silent), so without one the
// callers cannot speak; they say why (useNoJapaneseVoice) rather than drop the button without a word.
// Voices load asynchronously in most browsers: the list is read again on `voiceschanged`.

function synth(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
}

const isJapanese = (voice: SpeechSynthesisVoice) => /^ja([-_]|$)/i.test(voice.lang);
const isJapanJapanese = (voice: SpeechSynthesisVoice) => /^ja[-_]jp$/i.test(voice.lang);

/**
 * A ja-JP voice before any other Japanese one, and among those a local voice first: it starts at once and
 * works offline.
 */
export function pickJapaneseVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  const japanese = voices.filter(isJapanese);
  const exact = japanese.filter(isJapanJapanese);
  const pool = exact.length > 0 ? exact : japanese;
  return pool.find((v) => v.localService) ?? pool[0] ?? null;
}

let cachedVoice: SpeechSynthesisVoice | null = null;
let cachedFrom: SpeechSynthesisVoice[] | null = null;

function japaneseVoice(): SpeechSynthesisVoice | null {
  const s = synth();
  if (!s) return null;
  const voices = s.getVoices();
  if (voices !== cachedFrom) {
    cachedFrom = voices;
    cachedVoice = pickJapaneseVoice(voices);
  }
  return cachedVoice;
}

function subscribe(onChange: () => void): () => void {
  const s = synth();
  if (!s) return () => {};
  s.addEventListener('voiceschanged', onChange);
  return () => s.removeEventListener('voiceschanged', onChange);
}

// The snapshot is the voice's name, not the voice: some browsers hand out new voice objects on every call.
const voiceName = () => japaneseVoice()?.voiceURI ?? null;
const noVoice = () => null;

/** `speak` is null when the browser has no Japanese voice, so the caller can hide its button. */
export function useJapaneseVoice(): ((text: string) => void) | null {
  const available = useSyncExternalStore(subscribe, voiceName, noVoice);

  // Leaving the screen stops what it was saying.
  useEffect(() => () => synth()?.cancel(), []);

  const speak = useCallback((text: string) => {
    const s = synth();
    const voice = japaneseVoice();
    if (!s || !voice) return;
    s.cancel(); // a second press restarts rather than queueing
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = 'ja-JP';
    utterance.rate = 0.9; // a little slower than conversation: learners listen for the ending
    s.speak(utterance);
  }, []);
  return available ? speak : null;
}

/**
 * How long the browser gets to list its voices before "no Japanese voice" is believed: Chrome answers an
 * empty list at first and fills it a moment later.
 */
const VOICES_GRACE_MS = 1500;

/**
 * True once it is clear this browser has no Japanese voice (none after the voices had time to load, or no
 * speech synthesis at all); false while that is not known yet, so nothing flashes on a device that has one.
 */
export function useNoJapaneseVoice(): boolean {
  const available = useSyncExternalStore(subscribe, voiceName, noVoice);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaited(true), VOICES_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return !available && waited;
}
