'use client';

import { SearchX, Settings2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { canAsk, type QuizPlan } from '@/features/conjugation/quiz/plan';
import type { QuizKind } from '@/features/conjugation/quiz/settings';
import { SettingsIssues } from './settings-issues';

/** What the quiz and the reverse drill show when the settings leave nothing to ask: why, and the way to fix it. */
export function NothingToAsk({
  kind,
  plan,
  onOpenSettings,
}: {
  kind: QuizKind;
  plan: QuizPlan;
  onOpenSettings: () => void;
}) {
  const t = useTranslations('conjugation');
  return (
    <Card className="flex min-h-80 flex-col items-center justify-center gap-4 text-center" role="status">
      <SearchX aria-hidden className="size-10 text-primary-500" />
      <p className="max-w-md text-lg font-semibold">{t(`quiz.empty.${kind}`)}</p>
      {!canAsk(plan) ? (
        <SettingsIssues kind={kind} plan={plan} blockingOnly className="w-full max-w-md text-left" />
      ) : null}
      <Button variant="secondary" onClick={onOpenSettings}>
        <Settings2 aria-hidden className="size-4" />
        {t('quiz.openSettings')}
      </Button>
    </Card>
  );
}
