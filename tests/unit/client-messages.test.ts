import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { pickClientMessages, SHARED_CLIENT_NAMESPACES } from '@/lib/i18n/client-messages';

describe('messages sent to the browser', () => {
  it('are only the shared namespaces unless a screen asks for more', () => {
    expect(Object.keys(pickClientMessages(en)).sort()).toEqual([...SHARED_CLIENT_NAMESPACES].sort());
    // The catalogue is far larger than what every page carries.
    expect(JSON.stringify(pickClientMessages(en)).length).toBeLessThan(JSON.stringify(en).length / 10);
  });

  it('add whole feature namespaces and single parts of one, merged', () => {
    const picked = pickClientMessages(en, [
      'flashCardStudy',
      'exam.bestScore',
      'customSets.set',
      'customSets.copyWords',
    ]);
    expect(picked.flashCardStudy).toEqual(en.flashCardStudy);
    expect(picked.exam).toEqual({ bestScore: en.exam.bestScore });
    expect(picked.customSets).toEqual({ set: en.customSets.set, copyWords: en.customSets.copyWords });
    expect(picked.auth).toBeUndefined();
  });

  it('skip a part that does not exist instead of sending an empty namespace', () => {
    expect(pickClientMessages(en, ['exam.noSuchMessage']).exam).toBeUndefined();
  });
});
