import type { Page } from '@playwright/test';

/**
 * A stand-in for the browser's speech synthesis with one Japanese voice: it speaks nothing and keeps what it
 * was asked to say. Real utterances refuse a voice that is not the browser's own, so the utterance is a
 * stand-in too. `arrivesAfterMs`: the voice list is empty until then and `voiceschanged` fires, as voices load
 * in real browsers (an English voice comes with it). Setting localStorage `e2e:voice` to "none" before a load
 * leaves the device without a Japanese voice (removeJapaneseVoice).
 */
export async function installStandInVoice(page: Page, { arrivesAfterMs = 0 } = {}) {
  await page.addInitScript((delay) => {
    const spoken: { lang: string; text: string }[] = [];
    const target = new EventTarget();
    const english = {
      lang: 'en-US',
      name: 'Stand-in English',
      voiceURI: 'stand-in-en',
      localService: true,
      default: true,
    };
    const japanese = {
      lang: 'ja-JP',
      name: 'Stand-in Japanese',
      voiceURI: 'stand-in-ja',
      localService: true,
      default: false,
    };
    const loaded = localStorage.getItem('e2e:voice') === 'none' ? [english] : [english, japanese];
    let voices: object[] = delay > 0 ? [] : loaded;
    if (delay > 0)
      setTimeout(() => {
        voices = loaded;
        target.dispatchEvent(new Event('voiceschanged'));
      }, delay);
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
        speak: (u: Utterance) => spoken.push({ lang: u.lang, text: u.text }),
        cancel: () => {},
        addEventListener: target.addEventListener.bind(target),
        removeEventListener: target.removeEventListener.bind(target),
      },
    });
  }, arrivesAfterMs);
}

/** The stand-in voice listed a moment after load, as Chrome lists its voices. */
export const installJapaneseVoice = (page: Page) => installStandInVoice(page, { arrivesAfterMs: 200 });

/** The device has no Japanese voice from the next load on. */
export const removeJapaneseVoice = (page: Page) => page.evaluate(() => localStorage.setItem('e2e:voice', 'none'));

/** What the stand-in voice was asked to say, in order, with the language each utterance was given. */
export const spokenUtterances = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: { lang: string; text: string }[] }).__spoken);

/** What the stand-in voice was asked to say, in order. */
export const spokenTexts = async (page: Page) => (await spokenUtterances(page)).map((u) => u.text);

/** The same as "lang:text" (ja-JP:たべる). */
export const spokenWithLanguage = async (page: Page) =>
  (await spokenUtterances(page)).map((u) => `${u.lang}:${u.text}`);
