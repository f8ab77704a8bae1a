import { useTranslations } from 'next-intl';
import type { HanVietPair } from '@/features/han-viet/card-pairing';

/**
 * A kanji card's row "Hán-Việt ↔ On": each Hán-Việt reading with the on'yomi it predicts (Nhật ↔ ニチ · ジツ) and
 * the sound correspondences under it, so a Vietnamese learner reads a new on'yomi from a reading they know.
 * Laid out like the card's other rows (a term and its description in the card's list).
 */
export function HanVietPairing({ pairs }: { pairs: readonly HanVietPair[] | undefined }) {
  const t = useTranslations('flashCardStudy.labels');
  if (!pairs?.length) return null;
  return (
    <div
      className="grid grid-cols-[minmax(0,7.5rem)_1fr] gap-x-3 gap-y-1 text-left sm:grid-cols-[9rem_1fr]"
      data-testid="han-viet-pairing"
    >
      <dt className="text-sm text-muted">{t('hanVietPairing')}</dt>
      <dd className="min-w-0 wrap-anywhere">
        <ul className="space-y-1">
          {pairs.map((pair) => (
            <li key={pair.hanViet}>
              <span lang="vi" className="font-medium">
                {pair.hanViet}
              </span>
              <span aria-hidden className="mx-1.5 text-muted">
                ↔
              </span>
              <span className="sr-only">{t('hanVietPairingLink')}</span>
              <span lang="ja" className="font-jp">
                {pair.onyomi.join(' · ')}
              </span>
              <span className="block text-xs text-muted">{pair.hints.join('; ')}</span>
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}
