import { useTranslations } from 'next-intl';
import type { WritePrompt } from '../write-prompts';

/** What to write: the kanji's meaning and readings (the kanji itself is the answer). */
export function WritePromptCard({ prompt }: { prompt: WritePrompt }) {
  const t = useTranslations('writing.practice');
  const rows = [
    { label: t('onyomi'), value: prompt.onyomi.join('、') },
    { label: t('kunyomi'), value: prompt.kunyomi.join('、') },
    { label: t('sinoVietnamese'), value: prompt.sinoVietnamese.join(', ') },
  ].filter((row) => row.value !== '');
  return (
    <div className="rounded-xl border border-line bg-panel p-4">
      <p className="text-xs font-medium tracking-wide text-muted uppercase">{t('meaning')}</p>
      <p className="mt-1 text-xl font-semibold wrap-anywhere">{prompt.meaning}</p>
      {rows.length > 0 && (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
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
