import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import type { FormGap } from '@/features/conjugation/quiz/plan';
import { KIND_FORMS } from '@/features/conjugation/quiz/settings';

describe('conjugation messages', () => {
  it('keep the agreed texts word for word', () => {
    expect(en.conjugation.quiz.empty.verb).toBe('Oops! Change another setting so we can find a verb for you');
    expect(vi.conjugation.quiz.empty.verb).not.toBe(en.conjugation.quiz.empty.verb);
  });

  it('name every form and explain every gap', () => {
    for (const form of KIND_FORMS.verb) {
      expect(en.conjugation.forms[form]).toBeTruthy();
      expect(en.conjugation.theory.verb.rules[form]).toBeTruthy();
    }
    const adjectiveRules: Record<string, unknown> = en.conjugation.theory.adjective.rules;
    for (const form of KIND_FORMS.adjective) expect(adjectiveRules[form]).toBeTruthy();
    const gaps: FormGap[] = [
      'onlyPolite',
      'onlyNegative',
      'noPolite',
      'noNegative',
      'noPoliteNegative',
      'notForGroups',
      'other',
    ];
    for (const gap of gaps) {
      expect(en.conjugation.issues.unaskable[gap]).toContain('{form}');
      expect(en.conjugation.issues.partial[gap]).toContain('{form}');
    }
  });
});
