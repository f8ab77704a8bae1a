// The set form's starting values, apart from the zod schema (./schemas.ts) so that the form can use them
// without loading zod with the page.
import type { JlptOption } from './limits';
import type { CardInput, SetInput } from './schemas';
import type { SetDetail } from './types';

export const emptyCard = (): CardInput => ({ word: '', pronunciation: '', meaning: '', note: '' });

/** A new set's starting values: two empty cards (the minimum). */
export function newSetInput(): SetInput {
  return {
    name: '',
    description: '',
    customLevel: '',
    wordLanguage: 'ja',
    meaningLanguage: 'en',
    jlptLevel: '',
    visibility: 'onlyMe',
    cards: [emptyCard(), emptyCard()],
  };
}

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
