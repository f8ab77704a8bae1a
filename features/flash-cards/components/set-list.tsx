import { ChevronRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { SetSummary } from '@/features/flash-cards/builtin-summaries';
import { IntentLink } from '@/components/ui/intent-link';
import { levelLabel, setPath, type BuiltinKind } from '@/features/flash-cards/builtin-paths';

/** The sets of one kind (N5 … N1) with their unit and item counts. */
export async function SetList({ kind, sets }: { kind: BuiltinKind; sets: readonly SetSummary[] }) {
  const t = await getTranslations('builtin');
  const titles = await getTranslations(`pages.${kind}`);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {sets.map((set) => (
        <li key={set.id}>
          <IntentLink
            href={setPath(kind, set.id)}
            className="group flex h-full flex-col rounded-xl border border-line bg-surface p-5 shadow-sm transition-colors hover:border-primary-500"
          >
            <div className="flex items-center gap-3">
              <span
                aria-hidden
                className="inline-flex h-12 min-w-12 items-center justify-center rounded-lg bg-primary-500/15 px-2 text-lg font-bold text-accent"
              >
                {levelLabel(set.id)}
              </span>
              <div className="min-w-0 flex-1">
                <h2 className="font-semibold">{titles('setTitle', { level: levelLabel(set.id) })}</h2>
                <p className="text-sm text-muted">{t(`levels.${set.id}`)}</p>
              </div>
              <ChevronRight
                aria-hidden
                className="size-5 shrink-0 text-zinc-400 transition-transform group-hover:translate-x-0.5 group-hover:text-primary-500"
              />
            </div>
            <p lang="ja" className="mt-4 truncate font-jp text-xl tracking-wide text-soft" aria-hidden>
              {set.preview.join(kind === 'kanji' ? ' ' : '・')}
            </p>
            <p className="mt-3 text-sm text-muted">
              {t(`counts.${kind}`, { count: set.itemCount })} · {t('counts.units', { count: set.unitCount })}
            </p>
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
