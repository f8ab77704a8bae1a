import type { Page } from '@playwright/test';

/**
 * A stand-in for the browser's speech synthesis with one Japanese voice (listed a moment after load, as Chrome
 * does), which records what it is asked to say in `window.__spoken`. Setting localStorage `e2e:voice` to
 * "none" before a load leaves the device without a Japanese voice instead.
 */
export async function installJapaneseVoice(page: Page) {
  await page.addInitScript(() => {
    const spoken: string[] = [];
    const target = new EventTarget();
    let voices: object[] = [];
    const japanese = localStorage.getItem('e2e:voice') !== 'none';
    setTimeout(() => {
      voices = [{ lang: 'en-US', name: 'Test English', voiceURI: 'test-en', localService: true, default: true }];
      if (japanese) {
        voices.push({ lang: 'ja-JP', name: 'Test Japanese', voiceURI: 'test-ja', localService: true, default: false });
      }
      target.dispatchEvent(new Event('voiceschanged'));
    }, 200);
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
        speak: (u: Utterance) => spoken.push(`${u.lang}:${u.text}`),
        cancel: () => {},
        addEventListener: target.addEventListener.bind(target),
        removeEventListener: target.removeEventListener.bind(target),
      },
    });
  });
}

/** What the stand-in voice was asked to say, as "lang:text". */
export const spokenTexts = (page: Page) => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken);

/** The device has no Japanese voice from the next load on. */
export const removeJapaneseVoice = (page: Page) => page.evaluate(() => localStorage.setItem('e2e:voice', 'none'));
