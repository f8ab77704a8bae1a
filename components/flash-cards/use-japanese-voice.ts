'use client';

import { useCallback, useEffect, useState } from 'react';

/** Prefer an exact ja-JP voice, then any Japanese one; local voices work offline. */
function pickJapaneseVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  const japanese = voices.filter((v) => v.lang.replace('_', '-').toLowerCase().startsWith('ja'));
  const exact = japanese.filter((v) => v.lang.replace('_', '-').toLowerCase() === 'ja-jp');
  const pool = exact.length > 0 ? exact : japanese;
  return pool.find((v) => v.localService) ?? pool[0] ?? null;
}

/**
 * Pronunciation through the browser's speech synthesis. `speak` is null while there is no Japanese
 * voice (no speechSynthesis at all, or none installed), so the caller can hide its button. Browsers
 * load voices asynchronously and announce them with `voiceschanged`.
 */
export function useJapaneseVoice(): ((text: string) => void) | null {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | null>(null);

  useEffect(() => {
    if (typeof window === 'undefined' || !('speechSynthesis' in window)) return;
    const synth = window.speechSynthesis;
    const update = () => setVoice(pickJapaneseVoice(synth.getVoices()));
    update();
    synth.addEventListener('voiceschanged', update);
    return () => {
      synth.removeEventListener('voiceschanged', update);
      synth.cancel();
    };
  }, []);

  const speak = useCallback(
    (text: string) => {
      if (!voice) return;
      const synth = window.speechSynthesis;
      synth.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = voice;
      utterance.lang = 'ja-JP';
      utterance.rate = 0.9;
      synth.speak(utterance);
    },
    [voice],
  );

  return voice ? speak : null;
}
