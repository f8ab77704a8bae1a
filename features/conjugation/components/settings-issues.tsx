'use client';

import { Info, TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { QuizPlan } from '@/features/conjugation/quiz/plan';
import type { QuizKind } from '@/features/conjugation/quiz/settings';
import { cn } from '@/lib/utils/cn';

/**
 * Explains settings that cannot be asked as chosen: what leaves nothing to ask at all, forms that are ticked
 * but never asked (the ます form with only "plain", the volitional with only "negative" …) and, unless
 * `blockingOnly`, forms asked in fewer variants than ticked (the te-form has no polite form).
 */
export function SettingsIssues({
  kind,
  plan,
  blockingOnly = false,
  className,
}: {
  kind: QuizKind;
  plan: QuizPlan;
  blockingOnly?: boolean;
  className?: string;
}) {
  const t = useTranslations('conjugation');
  const problems = plan.problems.map((problem) =>
    problem === 'noGroups' ? t(`issues.noGroups.${kind}`) : t(`issues.${problem}`),
  );
  // With a blocking problem the per-form notes would only add noise: fix the first thing first.
  const unaskable =
    plan.problems.length > 0
      ? []
      : plan.unaskable.map(({ form, gap }) => t(`issues.unaskable.${gap}`, { form: t(`forms.${form}`) }));
  const partial =
    blockingOnly || plan.problems.length > 0
      ? []
      : plan.partial.map(({ form, gap }) => t(`issues.partial.${gap}`, { form: t(`forms.${form}`) }));

  if (problems.length + unaskable.length + partial.length === 0) return null;
  return (
    <div className={cn('space-y-3', className)} data-testid="conjugation-settings-issues">
      {problems.length + unaskable.length > 0 ? (
        <div className="rounded-lg border border-amber-500/40 bg-warning-bg p-3 text-sm text-warning-ink-soft">
          <p className="flex items-center gap-2 font-semibold">
            <TriangleAlert aria-hidden className="size-4 shrink-0" />
            {problems.length > 0 ? t('issues.heading') : t('issues.unaskableHeading')}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {[...problems, ...unaskable].map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {partial.length > 0 ? (
        <div className="rounded-lg border border-line bg-panel p-3 text-sm text-soft">
          <p className="flex items-center gap-2 font-medium">
            <Info aria-hidden className="size-4 shrink-0" />
            {t('issues.partialHeading')}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {partial.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
