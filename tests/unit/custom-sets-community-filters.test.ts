import { describe, expect, it } from 'vitest';
import {
  communitySearchParams,
  decodeCommunitySegment,
  encodeCommunitySegment,
  foldForSearch,
  parseCommunityQuery,
} from '@/features/custom-sets/community-filters';

const query = (search: string) => parseCommunityQuery(new URLSearchParams(search));

describe('the community’s filters', () => {
  it('reads every filter from the address, and falls back to "any" for values it does not know', () => {
    expect(query('q=%20caf%C3%A9%20&level=3&word=ja&meaning=vi&sort=mostCards&cursor=abc')).toEqual({
      q: 'café',
      jlptLevel: 3,
      wordLanguage: 'ja',
      meaningLanguage: 'vi',
      sort: 'mostCards',
      cursor: 'abc',
    });
    expect(query('level=6&word=fr&meaning=&sort=oldest')).toEqual({
      q: '',
      jlptLevel: null,
      wordLanguage: null,
      meaningLanguage: null,
      sort: 'newest',
      cursor: null,
    });
    expect(query('level=2.5').jlptLevel).toBeNull();
    expect(query(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
    // A page's own searchParams object reads the same way, the first of repeated values winning.
    expect(parseCommunityQuery({ q: ['cats', 'dogs'], level: '5' })).toMatchObject({ q: 'cats', jlptLevel: 5 });
  });

  it('writes the address back without defaults, in one order, so the pager keeps the filters', () => {
    expect(communitySearchParams(query('sort=newest&level=&q=')).toString()).toBe('');
    expect(communitySearchParams(query('cursor=c1&sort=mostCards&meaning=en&q=food')).toString()).toBe(
      'q=food&meaning=en&sort=mostCards&cursor=c1',
    );
  });

  it('gives one results segment per query, however the address spelled it', () => {
    const a = encodeCommunitySegment(query('q=food&level=5&sort=newest&utm_source=x'));
    const b = encodeCommunitySegment(query('level=5&q=%20food'));
    expect(a).toBe(b);
    expect(a).toMatch(/^q[A-Za-z0-9_-]+$/);
    expect(encodeCommunitySegment(query(''))).toBe('q');
    expect(encodeCommunitySegment(query('q=food'))).not.toBe(a);
  });

  it('decodes its own segments, Japanese and symbols included, and nothing else', () => {
    const original = query('q=%E7%8A%AC%20%26%20%3D%2F%3F&word=ja&cursor=eyJzIjoi');
    expect(decodeCommunitySegment(encodeCommunitySegment(original))).toEqual(original);
    expect(decodeCommunitySegment('q')).toEqual(query(''));
    // Not made by the encoder: another spelling of a query, a default written out, or not base64url at all.
    const spelledOut = `q${Buffer.from('sort=newest').toString('base64url')}`;
    expect(decodeCommunitySegment(spelledOut)).toBeNull();
    expect(decodeCommunitySegment(`q${Buffer.from('level=5&q=food').toString('base64url')}`)).toBeNull();
    expect(decodeCommunitySegment('x')).toBeNull();
    expect(decodeCommunitySegment('q$%')).toBeNull();
    expect(decodeCommunitySegment('-')).toBeNull();
  });

  it('folds the search as learners type it: no diacritics, đ for d, kana voicing marks kept', () => {
    expect(foldForSearch('Tiếng Nhật sơ cấp')).toBe('Tieng Nhat so cap');
    expect(foldForSearch('ĐỌC đi')).toBe('DOC di');
    // Decomposed input (a combining circumflex and acute), as some keyboards send it.
    expect(foldForSearch('Tie\u0302\u0301ng')).toBe('Tieng');
    expect(foldForSearch('café naïve')).toBe('cafe naive');
    expect(foldForSearch('がっこう')).toBe('がっこう');
    expect(foldForSearch('ｶﾞｯｺｳ Ｎ５')).toBe('ガッコウ N5');
    expect(foldForSearch('犬 50%_')).toBe('犬 50%_');
  });
});
