'use client';

import { useTranslations } from 'next-intl';
import type { QuizKind } from '@/features/conjugation/quiz/settings';

const STEPS = ['read', 'type', 'check', 'next', 'dontKnow', 'score'] as const;
const ACCEPTED = ['kana', 'otherKanji', 'notKana', 'standard'] as const;

const kbd =
  'rounded-md border border-line-strong bg-zinc-50 px-1.5 py-0.5 font-mono text-xs text-zinc-800 shadow-[0_1px_0_var(--color-zinc-300)] dark:bg-zinc-800 dark:text-zinc-100 dark:shadow-[0_1px_0_var(--color-zinc-700)]';

/** The instructions tab: how to use the quiz and its keyboard shortcuts (rendered when first opened, like the theory). */
export function ConjugationInstructions({ kind }: { kind: QuizKind }) {
  const t = useTranslations('conjugation.instructions');
  const word = t(`kindNoun.${kind}`);
  const keys = (...names: ('enter' | 'shiftEnter' | 'esc' | 'tab' | 'arrows')[]) => (
    <span className="flex flex-wrap items-center gap-1.5">
      {names.map((name, i) => (
        <span key={name} className="flex items-center gap-1.5">
          {i > 0 ? <span className="text-xs text-muted">{t('keys.or')}</span> : null}
          <kbd className={kbd}>{t(`keys.${name}`)}</kbd>
        </span>
      ))}
    </span>
  );
  const shortcuts = [
    { keys: keys('enter'), action: t('shortcuts.enter') },
    { keys: keys('esc', 'shiftEnter'), action: t('shortcuts.giveUp') },
    { keys: keys('tab'), action: t('shortcuts.tab') },
    { keys: keys('arrows'), action: t('shortcuts.arrows') },
  ];

  return (
    <div className="space-y-10 leading-relaxed">
      <section aria-labelledby={`instructions-${kind}-how`}>
        <h2 id={`instructions-${kind}-how`} className="text-xl font-semibold">
          {t('howHeading')}
        </h2>
        <ol className="mt-4 max-w-prose space-y-3">
          {STEPS.map((step, i) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-500/15 text-sm font-semibold text-primary-800 dark:text-primary-200"
              >
                {i + 1}
              </span>
              <span className="pt-0.5">{t(`steps.${step}`, { word })}</span>
            </li>
          ))}
        </ol>
      </section>

      {/* A touch screen has no keys to press: the table is for a mouse and a keyboard (a desk). */}
      <section aria-labelledby={`instructions-${kind}-shortcuts`} className="hidden keys:block">
        <h2 id={`instructions-${kind}-shortcuts`} className="text-xl font-semibold">
          {t('shortcutsHeading')}
        </h2>
        <div className="mt-4 overflow-x-auto rounded-xl border border-line">
          <table className="w-full text-left text-sm">
            <thead className="bg-zinc-50 dark:bg-zinc-900">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t('keyColumn')}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t('actionColumn')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {shortcuts.map((row, i) => (
                <tr key={i}>
                  <td className="px-4 py-2.5 align-top whitespace-nowrap">{row.keys}</td>
                  <td className="px-4 py-2.5">{row.action}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-3 max-w-prose text-sm text-muted">{t('ime')}</p>
      </section>

      <section aria-labelledby={`instructions-${kind}-accepted`}>
        <h2 id={`instructions-${kind}-accepted`} className="text-xl font-semibold">
          {t('acceptedHeading')}
        </h2>
        <ul className="mt-4 max-w-prose list-disc space-y-2 pl-6">
          {ACCEPTED.map((item) => (
            <li key={item}>{t(`accepted.${item}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
