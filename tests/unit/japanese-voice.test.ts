import { describe, expect, it } from 'vitest';
import { pickJapaneseVoice } from '@/features/japanese/hooks/use-japanese-voice';

const voice = (voiceURI: string, lang: string, localService: boolean) =>
  ({ voiceURI, name: voiceURI, lang, localService, default: false }) as SpeechSynthesisVoice;

const english = voice('en', 'en-US', true);
const remoteJp = voice('remote-jp', 'ja-JP', false);
const localJp = voice('local-jp', 'ja-JP', true);
const androidJp = voice('android-jp', 'ja_JP', false);
const bareJa = voice('bare-ja', 'ja', true);
const remoteJa = voice('remote-ja', 'ja', false);

describe('pickJapaneseVoice', () => {
  it.each([
    ['no voice at all', [], null],
    ['no Japanese voice', [english], null],
    ['a local ja-JP voice before a remote one', [english, remoteJp, localJp], 'local-jp'],
    ['a ja-JP voice before a local "ja" one', [bareJa, remoteJp], 'remote-jp'],
    ['ja_JP counts as ja-JP', [bareJa, androidJp], 'android-jp'],
    ['any Japanese voice when there is no ja-JP, local first', [english, remoteJa, bareJa], 'bare-ja'],
    ['the first Japanese voice when none is local', [remoteJa, english], 'remote-ja'],
  ])('%s', (_, voices, expected) => {
    expect(pickJapaneseVoice(voices)?.voiceURI ?? null).toBe(expected);
  });
});
