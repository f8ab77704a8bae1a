'use client';

import { useTranslations } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { conjugate, type ConjugableWord, type ConjugationForm } from '@/features/conjugation/engine';
import type { QuizPlan } from '@/features/conjugation/quiz/plan';
import type { QuizWord } from '@/features/conjugation/quiz/quiz-word';
import {
  JLPT_LEVELS,
  KIND_FORMS,
  KIND_GROUPS,
  POLARITIES,
  REGISTERS,
  REVEAL_MODES,
  defaultSettings,
  toggleSetting,
  type ListField,
  type ListItem,
  type QuizKind,
  type QuizSettings,
  type RevealMode,
} from '@/features/conjugation/quiz/settings';
import { GROUP_EXAMPLES, groupKey } from '../labels';
import { SettingsIssues } from './settings-issues';

/** The word each form's example is built from, by the engine itself. */
const EXAMPLE_WORD: Record<QuizKind, ConjugableWord> = {
  verb: { dictionary: '書く', reading: 'かく', type: 'godan' },
  adjective: { dictionary: '高い', reading: 'たかい', type: 'i-adjective' },
};

function formExample(kind: QuizKind, form: ConjugationForm): string {
  const options = { polite: form === 'polite', negative: form === 'negative' };
  return conjugate(EXAMPLE_WORD[kind], form, options)?.written[0] ?? '';
}

const chip =
  'flex cursor-pointer items-center gap-3 rounded-lg border border-line-strong px-3 py-2.5 text-sm transition-colors hover:bg-surface-hover has-checked:border-primary-500 has-checked:bg-selected has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-500';
const box = 'size-4 shrink-0 accent-primary-500 focus-visible:outline-none';

function Group({ legend, actions, children }: { legend: string; actions?: ReactNode; children: ReactNode }) {
  // A floated legend stays the fieldset's accessible name while sitting in the flow next to the actions.
  return (
    <fieldset className="min-w-0">
      <legend className="float-left mb-2 leading-8 font-semibold">{legend}</legend>
      {actions ? <div className="float-right mb-2">{actions}</div> : null}
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

export function QuizSettingsPanel({
  kind,
  settings,
  onChange,
  plan,
  words,
}: {
  kind: QuizKind;
  settings: QuizSettings;
  onChange: (next: QuizSettings) => void;
  /** null until the quiz's words are in: counts and warnings wait for them. */
  plan: QuizPlan | null;
  words: readonly QuizWord[] | null;
}) {
  const t = useTranslations('conjugation');
  const forms = KIND_FORMS[kind];
  const groups = KIND_GROUPS[kind];

  // Words per level among the ticked groups, so a learner sees why a level gives nothing.
  const perLevel = useMemo(() => {
    const counts = new Map<number, number>();
    for (const w of words ?? [])
      if (settings.groups.includes(w.type)) counts.set(w.level, (counts.get(w.level) ?? 0) + 1);
    return counts;
  }, [words, settings.groups]);

  const allOrNone = (field: 'forms' | 'levels', all: readonly (string | number)[]) => {
    const everything = settings[field].length === all.length;
    return (
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => onChange({ ...settings, [field]: everything ? [] : [...all] })}
      >
        {everything ? t('settings.none') : t('settings.all')}
      </Button>
    );
  };

  /** One chip a value of a list setting, ticked when the list holds it. */
  const checklist = <F extends ListField>(
    field: F,
    values: readonly ListItem<F>[],
    className: string,
    label: (value: ListItem<F>) => ReactNode,
  ) => (
    <div className={className}>
      {values.map((value) => (
        <label key={String(value)} className={chip}>
          <input
            type="checkbox"
            className={box}
            checked={(settings[field] as readonly ListItem<F>[]).includes(value)}
            onChange={(e) => onChange(toggleSetting(settings, kind, field, value, e.currentTarget.checked))}
          />
          {label(value)}
        </label>
      ))}
    </div>
  );

  const withExample = (name: string, example: string) => (
    <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-2">
      <span>{name}</span>
      <span lang="ja" className="font-jp text-muted">
        {example}
      </span>
    </span>
  );

  const reveal = (field: 'furigana' | 'meaning') => (
    <Group legend={t(`settings.${field}`)}>
      <div className="grid gap-2">
        {REVEAL_MODES.map((mode: RevealMode) => (
          <label key={mode} className={chip}>
            <input
              type="radio"
              className={box}
              name={`conjugation-${kind}-${field}`}
              checked={settings[field] === mode}
              onChange={() => onChange({ ...settings, [field]: mode })}
            />
            {t(`settings.${mode}`)}
          </label>
        ))}
      </div>
    </Group>
  );

  return (
    <div className="space-y-8">
      {plan ? <SettingsIssues kind={kind} plan={plan} /> : null}

      <Group legend={t('settings.forms')} actions={allOrNone('forms', forms)}>
        {checklist('forms', forms, 'grid gap-2 sm:grid-cols-2 lg:grid-cols-3', (form) =>
          withExample(t(`forms.${form}`), formExample(kind, form)),
        )}
      </Group>

      <div className="grid gap-8 md:grid-cols-2">
        <Group legend={t(`settings.groups.${kind}`)}>
          {checklist('groups', groups, 'grid gap-2', (type) =>
            withExample(t(`groups.${groupKey(type)}`), GROUP_EXAMPLES[type]),
          )}
        </Group>

        <Group legend={t('settings.levels')} actions={allOrNone('levels', JLPT_LEVELS)}>
          {checklist(
            'levels',
            JLPT_LEVELS,
            'grid grid-cols-2 gap-2 xs:grid-cols-3 md:grid-cols-2 lg:grid-cols-3',
            (level) => (
              <span className="flex min-w-0 flex-col">
                <span className="font-medium">{t('settings.level', { level })}</span>
                <span className="text-xs text-muted">
                  {/* A blank of the same height while the words load, so nothing moves when they arrive. */}
                  {words ? t('settings.levelWords', { count: perLevel.get(level) ?? 0 }) : '\u00a0'}
                </span>
              </span>
            ),
          )}
        </Group>

        <Group legend={t('settings.register')}>
          {checklist('registers', REGISTERS, 'grid grid-cols-2 gap-2', (value) => t(`settings.${value}`))}
        </Group>

        <Group legend={t('settings.polarity')}>
          {checklist('polarities', POLARITIES, 'grid grid-cols-2 gap-2', (value) => t(`settings.${value}`))}
        </Group>

        {reveal('furigana')}
        {reveal('meaning')}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <p className="text-sm text-muted" aria-live="polite">
          {plan ? t('settings.summary', { count: plan.pool.length }) : '\u00a0'}
        </p>
        <Button type="button" variant="secondary" onClick={() => onChange(defaultSettings(kind))}>
          {t('settings.restore')}
        </Button>
      </div>
    </div>
  );
}
