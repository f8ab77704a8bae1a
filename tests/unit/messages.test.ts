import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import { GLOBAL_ERROR_TEXT } from '@/components/errors/global-error-text';
import { groupKey } from '@/features/conjugation/labels';
import { KIND_FORMS, KIND_GROUPS } from '@/features/conjugation/quiz/settings';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const enLeaves = leaves(en as Tree);
const viLeaves = leaves(vi as Tree);

describe('message catalogues', () => {
  it('have the same keys in en and vi', () => {
    expect([...viLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
  });

  it('have no empty text', () => {
    for (const [key, value] of [...enLeaves, ...viLeaves]) expect(value.trim(), key).not.toBe('');
  });

  it('explain every group and every form of each conjugation kind', () => {
    for (const kind of ['verb', 'adjective'] as const)
      for (const type of KIND_GROUPS[kind]) {
        const key = `conjugation.theory.${kind}.groups.${groupKey(type)}`;
        expect(enLeaves.has(key), key).toBe(true);
        for (const form of KIND_FORMS[kind]) {
          const rule = `conjugation.theory.${kind}.rules.${form}.${groupKey(type)}`;
          expect(enLeaves.has(rule), rule).toBe(true);
        }
      }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const [key, value] of enLeaves)
      expect(placeholders(viLeaves.get(key) ?? ''), key).toEqual(placeholders(value));
  });

  it("keep the product's English texts word for word", () => {
    expect(enLeaves.get('notFound.heading')).toBe('404 - Page Not Found');
    expect(enLeaves.get('notFound.text')).toBe("The page you're looking for doesn't exist.");
    expect(enLeaves.get('notFound.returnHome')).toBe('Return to Home');
    expect(enLeaves.get('error.heading')).toBe('Oops! An Error Occurred');
    expect(enLeaves.get('error.text')).toBe('Something went wrong. Please try again later.');
    expect(enLeaves.get('error.tryAgain')).toBe('Try Again');
  });
});

describe('the root error screen', () => {
  it('uses the same texts as the catalogues', () => {
    for (const [locale, messages] of [
      ['en', en],
      ['vi', vi],
    ] as const) {
      const { title: _title, ...screen } = messages.error;
      expect(GLOBAL_ERROR_TEXT[locale]).toEqual(screen);
    }
  });
});
