import { describe, expect, it } from 'vitest';
import {
  defaultSettings,
  parseSettings,
  parseStoredSettings,
  settingsStorageKey,
  toggleSetting,
} from '@/features/conjugation/quiz/settings';

describe('conjugation quiz settings', () => {
  it('default to a quiz that can start at once', () => {
    const verb = defaultSettings('verb');
    expect(verb.forms).toEqual(['polite', 'past', 'negative', 'te']);
    expect(verb.groups).toEqual(['godan', 'ichidan', 'irregular']);
    expect(verb.levels).toEqual([5, 4]);
    expect(verb.registers).toEqual(['plain', 'polite']);
    expect(verb.polarities).toEqual(['affirmative', 'negative']);
    expect(defaultSettings('adjective').forms).toEqual(['polite', 'past', 'negative', 'te', 'conditional']);
    expect(defaultSettings('adjective').groups).toEqual(['i-adjective', 'na-adjective']);
  });

  it('are stored per page', () => {
    expect(settingsStorageKey('verb')).not.toBe(settingsStorageKey('adjective'));
  });

  it('drop what a page does not offer and fill in what is missing', () => {
    const parsed = parseSettings(
      {
        forms: ['past', 'command', 'potential', 'nonsense'],
        groups: ['godan', 'i-adjective'],
        levels: [3, 9, '5'],
        furigana: 'after',
        meaning: 'sometimes',
      },
      'adjective',
    );
    expect(parsed.forms).toEqual(['past']); // adjectives have no imperative or potential
    expect(parsed.groups).toEqual(['i-adjective']);
    expect(parsed.levels).toEqual([3]);
    expect(parsed.registers).toEqual(['plain', 'polite']);
    expect(parsed.furigana).toBe('after');
    expect(parsed.meaning).toBe('always');
  });

  it('keep a list the learner emptied (the quiz then explains) but ignore broken data', () => {
    expect(parseSettings({ forms: [] }, 'verb').forms).toEqual([]);
    expect(parseSettings({ forms: 'past' }, 'verb').forms).toEqual(defaultSettings('verb').forms);
    expect(parseStoredSettings('{not json', 'verb')).toEqual(defaultSettings('verb'));
    expect(parseStoredSettings(null, 'adjective')).toEqual(defaultSettings('adjective'));
    expect(parseStoredSettings('[1,2]', 'verb')).toEqual(defaultSettings('verb'));
  });

  it('toggle values in their canonical order', () => {
    const s = defaultSettings('verb');
    const on = toggleSetting(s, 'verb', 'forms', 'command', true);
    expect(on.forms).toEqual(['polite', 'past', 'negative', 'te', 'command']);
    expect(toggleSetting(on, 'verb', 'forms', 'polite', false).forms).toEqual(['past', 'negative', 'te', 'command']);
    expect(toggleSetting(s, 'verb', 'levels', 1, true).levels).toEqual([5, 4, 1]);
    expect(toggleSetting(s, 'verb', 'levels', 5, false).levels).toEqual([4]);
  });
});
