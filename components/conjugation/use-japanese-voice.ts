'use client';

import { useCallback, useSyncExternalStore } from 'react';

// Reading answers aloud with the browser's own speech synthesis. Only a Japanese voice is any use (another
// language's voice spells kana out or stays silent), so without one the button is not shown at all.
// Voices load asynchronously in most browsers: the list is read again on `voiceschanged`.

function synth(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
}

function isJapanese(voice: SpeechSynthesisVoice): boolean {
  return /^ja([-_]|$)/i.test(voice.lang);
}

let cachedVoice: SpeechSynthesisVoice | null = null;
let cachedFrom: SpeechSynthesisVoice[] | null = null;

function japaneseVoice(): SpeechSynthesisVoice | null {
  const s = synth();
  if (!s) return null;
  const voices = s.getVoices();
  if (voices !== cachedFrom) {
    cachedFrom = voices;
    const candidates = voices.filter(isJapanese);
    // A local (offline) ja-JP voice first: it starts at once and works without a connection.
    cachedVoice =
      candidates.find((v) => v.localService && /ja[-_]JP/i.test(v.lang)) ??
      candidates.find((v) => /ja[-_]JP/i.test(v.lang)) ??
      candidates[0] ??
      null;
  }
  return cachedVoice;
}

function subscribe(onChange: () => void): () => void {
  const s = synth();
  if (!s) return () => {};
  s.addEventListener('voiceschanged', onChange);
  return () => s.removeEventListener('voiceschanged', onChange);
}

const voiceName = () => japaneseVoice()?.voiceURI ?? null;
const noVoice = () => null;

/** `speak` is null when the browser has no Japanese voice. */
export function useJapaneseVoice(): ((text: string) => void) | null {
  const available = useSyncExternalStore(subscribe, voiceName, noVoice);
  const speak = useCallback((text: string) => {
    const s = synth();
    const voice = japaneseVoice();
    if (!s || !voice) return;
    s.cancel(); // a second press restarts rather than queueing
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang || 'ja-JP';
    utterance.rate = 0.9; // a little slower than conversation: learners listen for the ending
    s.speak(utterance);
  }, []);
  return available ? speak : null;
}
