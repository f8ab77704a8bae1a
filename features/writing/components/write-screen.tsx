import { ArrowLeft, PenLine } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { FeatureMessages } from '@/lib/i18n/feature-messages';
import { Link } from '@/lib/i18n/navigation';
import type { WritePrompt } from '../write-prompts';
import { WritePractice } from './write-practice';

/** The write mode of a kanji unit or of a custom set's kanji. */
export async function WriteScreen({
  prompts,
  title,
  backHref,
  backLabel,
}: {
  prompts: WritePrompt[];
  /** What is being written: "N5 Kanji · Unit 1", a set's name. */
  title: string;
  backHref: string;
  backLabel: string;
}) {
  const t = await getTranslations('writing.practice');
  return (
    <>
      <Link href={backHref} className="mb-4 inline-flex items-center gap-1 self-start text-sm text-muted hover:text-fg">
        <ArrowLeft aria-hidden className="size-4" />
        {backLabel}
      </Link>
      <PageHeading description={title}>{t('heading')}</PageHeading>
      {prompts.length === 0 ? (
        <EmptyState
          icon={<PenLine aria-hidden className="size-10 text-muted" />}
          title={t('empty.title')}
          description={t('empty.description')}
          action={
            <Button asChild variant="secondary">
              <Link href={backHref}>{backLabel}</Link>
            </Button>
          }
        />
      ) : (
        <FeatureMessages features={['writing']}>
          <WritePractice prompts={prompts} backHref={backHref} backLabel={backLabel} />
        </FeatureMessages>
      )}
    </>
  );
}
