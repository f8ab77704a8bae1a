import type { Page } from '@playwright/test';

/**
 * A stand-in for the browser's speech synthesis with one Japanese voice: it speaks nothing and keeps what it
 * was asked to say (`spokenTexts`). Real utterances refuse a voice that is not the browser's own, so the
 * utterance is a stand-in too.
 */
export async function installStandInVoice(page: Page) {
  await page.addInitScript(() => {
    const spoken: string[] = [];
    const target = new EventTarget();
    const voices = [
      { lang: 'ja-JP', name: 'Stand-in Japanese', voiceURI: 'stand-in-ja', localService: true, default: true },
    ];
    Object.assign(window, { __spoken: spoken });
    class Utterance {
      text: string;
      voice: unknown = null;
      lang = '';
      rate = 1;
      constructor(text: string) {
        this.text = text;
      }
    }
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance });
    Object.defineProperty(window, 'speechSynthesis', {
      value: {
        getVoices: () => voices,
        speak: (u: Utterance) => spoken.push(u.text),
        cancel: () => {},
        addEventListener: target.addEventListener.bind(target),
        removeEventListener: target.removeEventListener.bind(target),
      },
    });
  });
}

/** What the stand-in voice was asked to say, in order. */
export const spokenTexts = (page: Page) => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken);
