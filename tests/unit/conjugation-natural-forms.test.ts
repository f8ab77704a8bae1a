import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { availableOptions, conjugate, type ConjugationForm } from '@/features/conjugation/engine/index';
import { findWord, quizForms, VERBS, WORDS } from '@/features/conjugation/engine/words';
import { readConjugationWords } from '@/scripts/content/conjugation-words';
import { edictTransitivity, VERB_CLASSES, verbExclusions } from '@/scripts/content/conjugation-exclusions';
import { EDICT_MISSING_MESSAGE, EDICT_PATH, loadEdict, type EdictIndex } from '@/scripts/content/edict';

// The conjugation quiz asks only forms people use. Every verb of the quiz is checked against the classes of
// content/curated/conjugation-words.tsv and against EDICT's vi / vt marks (Debian's edict; the test fails, it
// does not skip, without it).

const curated = new Map(readConjugationWords().map((w) => [`${w.dictionary}:${w.reading}`, w]));
const entryOf = (id: string) => {
  const entry = curated.get(id);
  if (!entry) throw new Error(`${id} is not in content/curated/conjugation-words.tsv`);
  return entry;
};
/** The stem of a passive, as the example must show it: 降られ from 降られる. */
const passiveStems = (id: string) => {
  const word = findWord(id)!;
  const written = conjugate(word, 'passive')?.written ?? [];
  const kana = conjugate(word, 'passive')?.kana ?? [];
  return [...written, ...kana].map((form) => form.slice(0, -1));
};

let edict: EdictIndex;
beforeAll(() => {
  if (!existsSync(EDICT_PATH)) throw new Error(EDICT_MISSING_MESSAGE);
  edict = loadEdict();
}, 60_000); // reading the 19 MB dictionary takes seconds on a busy machine

describe('the quiz asks only forms people use: every verb against the classes and EDICT', () => {
  it('asks no intransitive verb its passive unless the table gives a sentence people say with it', () => {
    const offenders: string[] = [];
    let intransitive = 0;
    for (const word of VERBS) {
      const entry = entryOf(word.id);
      const edictSays = edictTransitivity(edict, word);
      const transitivity = edictSays === 'unknown' ? entry.transitivity : edictSays;
      if (transitivity !== 'intransitive' && entry.verbClass !== 'nonvolitional') continue;
      intransitive++;
      if (!quizForms(word).includes('passive')) continue;
      const example = entry.passive ?? '';
      if (!passiveStems(word.id).some((stem) => example.includes(stem))) offenders.push(`${word.id} ${example}`);
    }
    expect(offenders).toEqual([]);
    expect(intransitive).toBeGreaterThan(200);
    // 過ぎる → 過ぎられません was asked; 雨に降られた, 子供に泣かれた are what people say.
    expect(quizForms(findWord('過ぎる:すぎる')!)).not.toContain('passive');
    for (const id of ['降る:ふる', '泣く:なく', '来る:くる', '死ぬ:しぬ']) {
      expect(quizForms(findWord(id)!), id).toContain('passive');
    }
  });

  it('leaves out exactly the forms the table gives a reason for', () => {
    const problems: string[] = [];
    let left = 0;
    for (const word of VERBS) {
      const exclusions = verbExclusions(word, entryOf(word.id), edict, problems);
      // The built data is the table's: what the quiz leaves out is what has a reason.
      expect(word.skip ?? [], word.id).toEqual(exclusions.map((exclusion) => exclusion.form));
      for (const { form, reason } of exclusions) {
        expect(reason.length, `${word.id} ${form}`).toBeGreaterThan(20);
        left++;
      }
    }
    expect(problems).toEqual([]);
    expect(left).toBeGreaterThan(500);
  });

  it('asks a verb of state or degree only its tenses', () => {
    const states = VERBS.filter((word) => entryOf(word.id).verbClass === 'state');
    const tenses: ConjugationForm[] = ['polite', 'past', 'negative', 'te', 'conditional'];
    for (const word of states) {
      expect(
        quizForms(word).filter((form) => !tenses.includes(form)),
        word.id,
      ).toEqual([]);
    }
    const ids = states.map((word) => word.id);
    for (const id of ['ある:ある', '要る:いる', '過ぎる:すぎる', '似る:にる', '違う:ちがう', 'できる:できる']) {
      expect(ids).toContain(id);
    }
    for (const id of ['わかる:わかる', '見える:みえる', '聞こえる:きこえる', '足りる:たりる'])
      expect(ids).toContain(id);
  });

  it('asks a non-volitional verb no potential, command, volitional or causative-passive, nor a causative its transitive verb says', () => {
    const events = VERBS.filter((word) => entryOf(word.id).verbClass === 'nonvolitional');
    expect(events.length).toBeGreaterThan(60);
    for (const word of events) {
      const forms = quizForms(word);
      for (const form of VERB_CLASSES.nonvolitional.forms) {
        if (form === 'passive' && entryOf(word.id).passive) continue;
        expect(forms, `${word.id} ${form}`).not.toContain(form);
      }
      if (entryOf(word.id).pair) expect(forms, `${word.id} causative`).not.toContain('causative');
      // What happens is still asked in every tense.
      expect(forms, word.id).toEqual(expect.arrayContaining(['past', 'negative', 'te']));
    }
    // 壊れさせる: one says 壊す. 咲かせる is what one says, and asked.
    expect(quizForms(findWord('壊れる:こわれる')!)).not.toContain('causative');
    expect(quizForms(findWord('咲く:さく')!)).toContain('causative');
  });

  it('never asks a form the engine README calls unnatural', () => {
    // The "not accepted" column of the README's table of debatable forms.
    const readme = readFileSync('features/conjugation/engine/README.md', 'utf8');
    const table = readme.slice(
      readme.indexOf('## Decisions on debatable forms'),
      readme.indexOf('## Forms the quiz does not ask'),
    );
    const rows = table.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| case'));
    const unnatural = new Set(
      rows.flatMap((line) => (line.split('|')[3] ?? '').match(/[\p{Script=Han}\p{Script=Hiragana}]{2,}/gu) ?? []),
    );
    expect(unnatural.size).toBeGreaterThan(15);
    const asked = new Set<string>();
    for (const word of WORDS) {
      for (const form of quizForms(word)) {
        for (const options of availableOptions(word, form)) {
          const answers = conjugate(word, form, options)!;
          for (const answer of [...answers.written, ...answers.kana]) asked.add(answer);
        }
      }
    }
    expect([...unnatural].filter((form) => asked.has(form))).toEqual([]);
    // ある's imperative あれ is literary (幸あれ), its volitional あろう a conjecture: neither is asked.
    expect(quizForms(findWord('ある:ある')!)).not.toContain('command');
    expect(quizForms(findWord('ある:ある')!)).not.toContain('volitional');
  });

  it('still asks a volitional verb everything', () => {
    const forms = quizForms(findWord('食べる:たべる')!);
    expect(forms).toEqual(
      expect.arrayContaining(['potential', 'passive', 'command', 'volitional', 'causativePassive']),
    );
  });

  it('still conjugates the skipped forms when asked directly', () => {
    expect(conjugate(findWord('焼ける:やける')!, 'potential')?.written).toContain('焼けられる');
    expect(conjugate(findWord('過ぎる:すぎる')!, 'passive')?.written).toContain('過ぎられる');
  });
});

describe('one spelling for a word in the quiz and on its flash card', () => {
  it.each([
    ['にぎやか:にぎやか', 'にぎやか'],
    // EDICT writes すごい in kana (uk): so do the card and the quiz.
    ['すごい:すごい', 'すごい'],
  ])('%s is written %s', (id, written) => {
    expect(findWord(id)?.dictionary).toBe(written);
  });
});
