'use client';

import { useTranslations, type Messages } from 'next-intl';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { conjugate, type ConjugableWord, type ConjugationForm, type WordType } from '@/features/conjugation/engine';
import { KIND_FORMS, KIND_GROUPS, type QuizKind } from '@/features/conjugation/quiz/settings';
import { FuriganaText } from './furigana-text';
import { groupKey } from '../labels';

// The theory tab. The rules are text in the message files; every example is conjugated by the engine at
// render time, so the theory can never disagree with the quiz. It renders in the browser when the tab is
// first opened (see conjugation-trainer.tsx): sent as HTML it was half of the page, for a tab most visits
// never open, and its code is mostly the engine that the quiz loads anyway.

// Each kind has texts for its own groups and forms only (`theory.adjective.groups.godan` does not exist):
// KIND_GROUPS and KIND_FORMS pair them up, and tests/unit/messages.test.ts checks every pair has its text.
type Theory = Messages['conjugation']['theory'];
type GroupTextKey = { [K in QuizKind]: `theory.${K}.groups.${keyof Theory[K]['groups'] & string}` }[QuizKind];
type RuleTextKey = {
  [K in QuizKind]: {
    [F in keyof Theory[K]['rules'] & string]: `theory.${K}.rules.${F}.${keyof Theory[K]['rules'][F] & string}`;
  }[keyof Theory[K]['rules'] & string];
}[QuizKind];

const groupText = (kind: QuizKind, type: WordType) => `theory.${kind}.groups.${groupKey(type)}` as GroupTextKey;
const ruleText = (kind: QuizKind, form: ConjugationForm, type: WordType) =>
  `theory.${kind}.rules.${form}.${groupKey(type)}` as RuleTextKey;

const w = (dictionary: string, reading: string, type: WordType): ConjugableWord => ({ dictionary, reading, type });

const SAMPLES: Record<WordType, ConjugableWord[]> = {
  godan: [w('書く', 'かく', 'godan')],
  ichidan: [w('食べる', 'たべる', 'ichidan')],
  irregular: [w('する', 'する', 'irregular'), w('来る', 'くる', 'irregular')],
  'i-adjective': [w('高い', 'たかい', 'i-adjective'), w('いい', 'いい', 'i-adjective')],
  'na-adjective': [w('静か', 'しずか', 'na-adjective')],
};

/** The words whose every variant is listed under each form. */
const VARIANT_SAMPLES: Record<QuizKind, ConjugableWord[]> = {
  verb: [SAMPLES.godan[0]],
  adjective: [SAMPLES['i-adjective'][0], SAMPLES['na-adjective'][0]],
};

/** One verb per godan ending, plus the exception 行く. */
const SOUND_CHANGES: ConjugableWord[] = [
  w('会う', 'あう', 'godan'),
  w('待つ', 'まつ', 'godan'),
  w('帰る', 'かえる', 'godan'),
  w('飲む', 'のむ', 'godan'),
  w('遊ぶ', 'あそぶ', 'godan'),
  w('死ぬ', 'しぬ', 'godan'),
  w('書く', 'かく', 'godan'),
  w('泳ぐ', 'およぐ', 'godan'),
  w('話す', 'はなす', 'godan'),
  w('行く', 'いく', 'godan'),
];

const VARIANTS = [
  { key: 'plain', polite: false, negative: false },
  { key: 'negative', polite: false, negative: true },
  { key: 'polite', polite: true, negative: false },
  { key: 'politeNegative', polite: true, negative: true },
] as const;

/** The variant a form is named after: the ます form is polite, the ない form negative. */
function mainOptions(form: ConjugationForm) {
  return { polite: form === 'polite', negative: form === 'negative' };
}

function Conjugated({
  word,
  form,
  options,
}: {
  word: ConjugableWord;
  form: ConjugationForm;
  options: { polite: boolean; negative: boolean };
}) {
  const result = conjugate(word, form, options);
  if (!result) return null;
  return <FuriganaText written={result.written[0]} reading={result.kana[0]} />;
}

const sectionHeading = 'text-xl font-semibold';
const muted = 'text-muted';

export function ConjugationTheory({ kind }: { kind: QuizKind }) {
  const t = useTranslations('conjugation');
  const groups = KIND_GROUPS[kind];

  return (
    <div className="space-y-10 leading-relaxed">
      <p className="max-w-prose text-soft">{t(`theory.${kind}.intro`)}</p>

      <section aria-labelledby={`theory-${kind}-groups`}>
        <h2 id={`theory-${kind}-groups`} className={sectionHeading}>
          {t(`theory.${kind}.groupsHeading`)}
        </h2>
        <ul className={`mt-4 grid gap-3 ${groups.length === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}>
          {groups.map((type) => (
            <li key={type} className="rounded-xl border border-line p-4">
              <h3 className="font-semibold">{t(`groups.${groupKey(type)}`)}</h3>
              <p className={`mt-2 text-sm ${muted}`}>{t(groupText(kind, type))}</p>
            </li>
          ))}
        </ul>
      </section>

      {kind === 'verb' ? (
        <section aria-labelledby="theory-verb-sound-changes">
          <h2 id="theory-verb-sound-changes" className={sectionHeading}>
            {t('theory.verb.soundChangeHeading')}
          </h2>
          <p className={`mt-2 max-w-prose ${muted}`}>{t('theory.verb.soundChangeText')}</p>
          <div className="mt-4 overflow-x-auto rounded-xl border border-line">
            <Table className="w-full text-left">
              <TableHeader className="bg-subtle text-sm">
                <TableRow>
                  <TableHead scope="col" className="px-3 py-2 font-medium sm:px-4">
                    {t('theory.dictionaryForm')}
                  </TableHead>
                  <TableHead scope="col" className="px-3 py-2 font-medium sm:px-4">
                    {t('forms.te')}
                  </TableHead>
                  <TableHead scope="col" className="px-3 py-2 font-medium sm:px-4">
                    {t('forms.past')}
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody className="divide-y divide-line">
                {SOUND_CHANGES.map((word) => (
                  <TableRow key={word.dictionary}>
                    <TableHead scope="row" className="px-3 py-1.5 font-normal sm:px-4">
                      <FuriganaText written={word.dictionary} reading={word.reading} />
                    </TableHead>
                    <TableCell className="px-3 py-1.5 sm:px-4">
                      <Conjugated word={word} form="te" options={{ polite: false, negative: false }} />
                    </TableCell>
                    <TableCell className="px-3 py-1.5 sm:px-4">
                      <Conjugated word={word} form="past" options={{ polite: false, negative: false }} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </section>
      ) : null}

      <section aria-labelledby={`theory-${kind}-forms`}>
        <h2 id={`theory-${kind}-forms`} className={sectionHeading}>
          {t(`theory.${kind}.formsHeading`)}
        </h2>
        <div className="mt-4 space-y-4">
          {KIND_FORMS[kind].map((form) => (
            <article key={form} className="rounded-xl border border-line p-4 sm:p-5">
              <h3 className="text-lg font-semibold">{t(`forms.${form}`)}</h3>
              <dl className={`mt-3 grid gap-4 ${groups.length === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}>
                {groups.map((type) => (
                  <div key={type} className="min-w-0">
                    <dt className="text-xs font-semibold tracking-wide text-accent uppercase">
                      {t(`groups.${groupKey(type)}`)}
                    </dt>
                    <dd className="mt-1 text-sm">{t(ruleText(kind, form, type))}</dd>
                    <dd className="mt-2 space-y-1 text-base">
                      {SAMPLES[type].map((word) => (
                        <p key={word.dictionary} className="flex flex-wrap items-end gap-x-2">
                          <FuriganaText written={word.dictionary} reading={word.reading} />
                          <span aria-hidden className={muted}>
                            →
                          </span>
                          <Conjugated word={word} form={form} options={mainOptions(form)} />
                        </p>
                      ))}
                    </dd>
                  </div>
                ))}
              </dl>
              {VARIANT_SAMPLES[kind].map((word) => {
                const variants = VARIANTS.filter(
                  (v) =>
                    (form !== 'polite' || v.polite) &&
                    (form !== 'negative' || v.negative) &&
                    conjugate(word, form, v) !== null,
                );
                return (
                  <div key={word.dictionary} className="mt-4 border-t border-line pt-3 text-sm">
                    <p className={muted}>{t('theory.variantsOf', { word: word.dictionary })}</p>
                    <ul className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
                      {variants.map((v) => (
                        <li key={v.key} className="flex items-end gap-1.5">
                          <span className={muted}>{t(`theory.variants.${v.key}`)}</span>
                          <span className="text-base">
                            <Conjugated word={word} form={form} options={v} />
                          </span>
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })}
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby={`theory-${kind}-variants`}>
        <h2 id={`theory-${kind}-variants`} className={sectionHeading}>
          {t(`theory.${kind}.variantsHeading`)}
        </h2>
        <p className="mt-2 max-w-prose text-soft">{t(`theory.${kind}.variantsText`)}</p>
        <p className={`mt-3 max-w-prose ${muted}`}>{t(`theory.${kind}.gapsText`)}</p>
      </section>
    </div>
  );
}
