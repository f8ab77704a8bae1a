import type { JlptOption } from './limits';
import type { SetInput } from './schemas';
import type { SetDetail } from './types';

/** A stored set as the edit form's starting values. */
export function toFormInput(set: SetDetail): SetInput {
  return {
    name: set.name,
    description: set.description,
    customLevel: set.customLevel,
    wordLanguage: set.wordLanguage,
    meaningLanguage: set.meaningLanguage,
    jlptLevel: (set.jlptLevel ? String(set.jlptLevel) : '') as JlptOption,
    visibility: set.visibility,
    cards: set.cards.map(({ id, word, pronunciation, meaning, note }) => ({ id, word, pronunciation, meaning, note })),
  };
}
