// The community's search as Vietnamese learners type it: most type without diacritics on a phone, so
// "tieng nhat" must find "Tiếng Nhật", in a name or a description, with đ and d the same letter, while Japanese
// and English search works as before. The statement the code really sends (captured from Prisma) is explained
// on a table of thousands of public sets, and must find them through the search's trigram index.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { scansOf, type CapturedQuery } from './query-plans';

const captured = vi.hoisted(() => ({ queries: [] as CapturedQuery[] }));

vi.mock('@/lib/db/client', async () => (await import('./query-plans')).capturingDbModule(captured.queries));

const { db } = await import('../../lib/db/client');
const { listCommunitySets } = await import('@/features/custom-sets/server/community-queries');
const { createSet, setVisibility, updateSet } = await import('@/features/custom-sets/server/mutations');
const { listMySets } = await import('@/features/custom-sets/server/queries');
const { foldForSearch } = await import('@/features/custom-sets/community-filters');
const { uniqueEmail } = await import('./helpers');

type SetFields = { name: string; description?: string; visibility?: 'everyone' | 'onlyMe' };

let owner = '';
const ids: Record<string, string> = {};

/** A set's fields as the form sends them, with two cards. */
const setInput = ({ name, description = '', visibility = 'everyone' }: SetFields) => ({
  name,
  description,
  customLevel: '',
  wordLanguage: 'ja' as const,
  meaningLanguage: 'vi' as const,
  jlptLevel: '' as const,
  visibility,
  cards: [
    { word: '日本', pronunciation: 'にほん', meaning: 'Nhật Bản', note: '' },
    { word: '言葉', pronunciation: 'ことば', meaning: 'từ ngữ', note: '' },
  ],
});

async function create(key: string, fields: SetFields) {
  const result = await createSet(owner, setInput(fields));
  if (!result.ok) throw new Error(`create failed: ${JSON.stringify(result)}`);
  ids[key] = result.id;
}

/** The ids of this file's sets that a community search for `q` finds (other files leave public sets too). */
async function found(q: string): Promise<string[]> {
  const mine = new Set(Object.values(ids));
  const { sets } = await listCommunitySets({ q, limit: 100 });
  return sets.map((set) => set.id).filter((id) => mine.has(id));
}

beforeAll(async () => {
  owner = (await db.user.create({ data: { email: uniqueEmail('search'), name: 'Lan' }, select: { id: true } })).id;
  await create('name', { name: 'Tiếng Nhật sơ cấp' });
  await create('description', { name: 'Bộ thẻ của Lan', description: 'Học tiếng Nhật mỗi ngày' });
  await create('stroke', { name: 'Động từ N5', description: 'Đi, đến, đọc' });
  await create('plain', { name: 'Dong tu N4', description: 'go, come, read' });
  await create('private', { name: 'Tiếng Nhật bí mật', visibility: 'onlyMe' });
  await create('japanese', { name: '学校の言葉', description: 'がっこう で つかう ことば' });
  await create('english', { name: 'Restaurant phrases', description: 'Ordering food, 50% off' });
  // Thousands of other public sets, as a live community has, so the planner has a real choice to make.
  await db.$executeRawUnsafe(`
    INSERT INTO "FlashCardSet" ("id", "ownerId", "name", "description", "wordLanguage", "meaningLanguage",
      "visibility", "cardCount", "createdAt", "updatedAt")
    SELECT 'srch' || lpad(i::text, 8, '0'), '${owner}', 'Từ vựng chủ đề ' || i, 'Bài ' || (i % 40) || ' cho người mới',
      'ja', 'vi', 'everyone', 2, now() - i * interval '1 minute', now()
    FROM generate_series(1, 4000) i`);
  await db.$executeRawUnsafe('VACUUM ANALYZE "FlashCardSet"');
}, 120_000);

afterAll(async () => {
  await db.user.delete({ where: { id: owner } }); // its sets go with it
  await db.$disconnect();
});

describe('the community search', () => {
  it('finds a Vietnamese name typed without its diacritics, in any case', async () => {
    expect(await found('tieng nhat')).toEqual(expect.arrayContaining([ids.name, ids.description]));
    expect(await found('TIENG NHAT SO CAP')).toEqual([ids.name]);
    expect(await found('tiếng nhật sơ cấp')).toEqual([ids.name]);
    // A half-typed spelling (tone marks only on some letters) too.
    expect(await found('tiêng nhat so cap')).toEqual([ids.name]);
  });

  it('finds it in a description, and never a private set', async () => {
    expect(await found('hoc tieng nhat moi ngay')).toEqual([ids.description]);
    expect(await found('bi mat')).toEqual([]);
  });

  it('takes đ for d and d for đ', async () => {
    expect(await found('dong tu')).toEqual([ids.plain, ids.stroke]);
    expect(await found('động từ')).toEqual([ids.plain, ids.stroke]);
    expect(await found('di, den, doc')).toEqual([ids.stroke]);
    expect(await found('ĐỌC')).toEqual([ids.stroke]);
  });

  it('still searches Japanese and English as before', async () => {
    expect(await found('学校')).toEqual([ids.japanese]);
    expect(await found('がっこう')).toEqual([ids.japanese]);
    // The voicing marks of kana are not diacritics: かっこう (cuckoo) is another word than がっこう (school).
    expect(await found('かっこう')).toEqual([]);
    expect(await found('RESTAURANT')).toEqual([ids.english]);
    expect(await found('50%')).toEqual([ids.english]);
    expect(await found('5_%')).toEqual([]); // "_" and "%" are the learner's characters, not wildcards
  });

  it('keeps the fold when a set is renamed', async () => {
    const renamed = await updateSet(owner, ids.english, 0, setInput({ name: 'Nhà hàng', description: 'Gọi món' }));
    expect(renamed.ok).toBe(true);
    expect(await found('nha hang')).toEqual([ids.english]);
    expect(await found('restaurant')).toEqual([]);
    expect(await setVisibility(owner, ids.english, 'onlyMe')).toMatchObject({ ok: true });
    expect(await found('nha hang')).toEqual([]);
  });

  it('finds the learner’s own sets the same way on "my sets"', async () => {
    const { sets } = await listMySets(owner, { q: 'tieng nhat' });
    expect(sets.map((set) => set.id).sort()).toEqual([ids.name, ids.description, ids.private].sort());
  });

  it('reads the matches through the trigram index of the folded text, not the whole table', async () => {
    captured.queries.length = 0;
    await listCommunitySets({ q: 'tieng nhat' });
    const search = captured.queries.find(({ query }) => /FROM "FlashCardSet"/.test(query));
    expect(search).toBeDefined();
    const scans = await scansOf(db, search!, /^FlashCardSet/);
    expect(scans).toContain('Bitmap Index Scan FlashCardSet_searchable_trgm_idx');
    expect(scans.join()).not.toMatch(/Seq Scan/);
  });
});

describe('the fold', () => {
  it('is the same in the application and in the database', async () => {
    const samples = [
      'Tiếng Nhật sơ cấp',
      'ĐƯỜNG đi Ð',
      'Nguyễn Thị Ánh',
      // Vietnamese typed with combining marks (decomposed), as some keyboards send it.
      'Tie\u0302\u0301ng Nha\u0323\u0302t',
      'がっこう ガッコウ ｶﾞｯｺｳ',
      'Ｆｕｌｌｗｉｄｔｈ café naïve',
      '𠮟る 龘 🌸',
    ];
    const inDatabase = await db.$queryRawUnsafe<{ folded: string }[]>(
      `SELECT search_fold(value) AS folded FROM unnest($1::text[]) WITH ORDINALITY AS t(value, n) ORDER BY n`,
      samples,
    );
    expect(inDatabase.map((row) => row.folded)).toEqual(samples.map(foldForSearch));
    expect(foldForSearch('Tiếng Nhật ĐẸP')).toBe('Tieng Nhat DEP');
    expect(foldForSearch('ｶﾞｯｺｳ')).toBe('ガッコウ');
  });
});
