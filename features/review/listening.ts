/**
 * Whether the review asks a card by ear: a built-in word, with the "Listening" setting on, on a device with a
 * Japanese voice. `voice` is 'unknown' while the browser is still listing its voices: the card then waits rather
 * than show the word a moment before it is taken away.
 */
export type VoiceState = 'ready' | 'none' | 'unknown';

export function asksListening(
  card: { kind: string },
  settings: { listening: boolean },
  voice: VoiceState,
): 'listen' | 'wait' | 'no' {
  if (!settings.listening || card.kind !== 'vocabulary') return 'no';
  if (voice === 'ready') return 'listen';
  return voice === 'unknown' ? 'wait' : 'no';
}
