'use client';

import { CircleCheck, CircleX, Lightbulb } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { ExamScore } from '@/features/exam/session';

const OUTCOME_LOOK = {
  clean: { Icon: CircleCheck, variant: 'known' },
  hinted: { Icon: Lightbulb, variant: 'learning' },
  missed: { Icon: CircleX, variant: 'tag' },
} as const;

/** "Write the kanji" results: every kanji drawn, with how it went (right, right with hints, missed). */
export function DrawnKanjiTable({ drawn }: { drawn: ExamScore['drawn'] }) {
  const t = useTranslations('exam.results');
  return (
    <Table className="w-full text-left text-sm">
      <ColumnHeads names={[t('kanji'), t('meaning'), t('outcome')]} />
      <TableBody>
        {drawn.map(({ question, writing }, i) => {
          const { Icon, variant } = OUTCOME_LOOK[writing];
          return (
            <TableRow key={`${question.card.id}-${i}`} className="border-t border-line align-middle">
              <TableCell lang="ja" className="py-2 pr-3 font-jp text-2xl font-semibold">
                {question.card.term}
              </TableCell>
              <TableCell className="py-2 pr-3 wrap-anywhere">{question.prompt}</TableCell>
              <TableCell className="py-2">
                <Badge variant={variant} className="inline-flex items-center gap-1 whitespace-nowrap">
                  <Icon aria-hidden className={writing === 'missed' ? 'size-3.5 text-danger' : 'size-3.5'} />
                  {t(`outcomes.${writing}`)}
                </Badge>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** The header row of a results table: the columns' names, muted. */
export function ColumnHeads({ names }: { names: readonly string[] }) {
  return (
    <TableHeader className="text-muted">
      <TableRow>
        {names.map((name, i) => (
          <TableHead
            key={name}
            scope="col"
            className={i < names.length - 1 ? 'py-2 pr-3 font-medium' : 'py-2 font-medium'}
          >
            {name}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}
