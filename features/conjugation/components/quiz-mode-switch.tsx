'use client';

import { useTranslations } from 'next-intl';
import { cn } from '@/lib/utils/cn';

export type TrainerMode = 'practice' | 'weak' | 'nameForm';
const TRAINER_MODES: readonly TrainerMode[] = ['practice', 'weak', 'nameForm'];

/** The quiz's three modes, as toggle buttons (one pressed); each is one Tab stop and Enter / Space picks it. */
export function QuizModeSwitch({ mode, onChange }: { mode: TrainerMode; onChange: (mode: TrainerMode) => void }) {
  const t = useTranslations('conjugation.modes');
  return (
    <div
      role="group"
      aria-label={t('label')}
      className="grid grid-cols-3 gap-1 rounded-lg border border-line-strong p-1"
    >
      {TRAINER_MODES.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={value === mode}
          onClick={() => onChange(value)}
          className={cn(
            'cursor-pointer rounded-md px-2 py-1.5 text-sm font-medium transition-colors',
            value === mode ? 'bg-primary-500 text-on-primary' : 'text-soft hover:bg-surface-hover',
          )}
        >
          {t(value)}
        </button>
      ))}
    </div>
  );
}
