'use client';

import { useTranslations } from 'next-intl';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { QuizKind } from '@/features/conjugation/quiz/settings';

const STEPS = ['read', 'type', 'check', 'next', 'dontKnow', 'score'] as const;
const ACCEPTED = ['kana', 'otherKanji', 'notKana', 'standard'] as const;

const kbd =
  'rounded-md border border-line-strong bg-key px-1.5 py-0.5 font-mono text-xs text-key-fg shadow-[0_1px_0_var(--line-strong)]';

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
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-500/15 text-sm font-semibold text-accent-strong"
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
          <Table className="w-full text-left text-sm">
            <TableHeader className="bg-subtle">
              <TableRow>
                <TableHead scope="col" className="px-4 py-2 font-medium">
                  {t('keyColumn')}
                </TableHead>
                <TableHead scope="col" className="px-4 py-2 font-medium">
                  {t('actionColumn')}
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody className="divide-y divide-line">
              {shortcuts.map((row, i) => (
                <TableRow key={i}>
                  <TableCell className="px-4 py-2.5 align-top whitespace-nowrap">{row.keys}</TableCell>
                  <TableCell className="px-4 py-2.5">{row.action}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
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
