import { useTranslations } from 'next-intl';
import type { WritePrompt } from '../write-prompts';

/** What to write: the kanji's meaning and readings (the kanji itself is the answer). */
export function WritePromptCard({ prompt, position }: { prompt: WritePrompt; position: string }) {
  const t = useTranslations('writing.practice');
  const rows = [
    { label: t('onyomi'), value: prompt.onyomi.join('、') },
    { label: t('kunyomi'), value: prompt.kunyomi.join('、') },
    { label: t('sinoVietnamese'), value: prompt.sinoVietnamese.join(', ') },
  ].filter((row) => row.value !== '');
  return (
    <div className="rounded-xl border border-line bg-panel p-3 sm:p-4">
      <div className="flex items-baseline justify-between gap-3 text-xs font-medium text-muted">
        <p className="tracking-wide uppercase">{t('meaning')}</p>
        {/* Read out as the learner moves on: which kanji of how many this is. */}
        <p aria-live="polite">{position}</p>
      </div>
      <p className="mt-1 text-lg font-semibold wrap-anywhere sm:text-xl">{prompt.meaning}</p>
      {rows.length > 0 && (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="text-muted">{row.label}</dt>
              <dd lang={row.label === t('sinoVietnamese') ? 'vi' : 'ja'} className="wrap-anywhere">
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
