import { listSets } from '@/features/content';
import { FeatureMessages } from '@/lib/i18n/feature-messages';

import { GuestProgressView } from './guest-progress-view';

/**
 * /progress for a guest: the sizes of the levels come from the content here, everything else from the device,
 * read in the browser (no account route is asked).
 */
export function GuestProgressScreen() {
  const sizes = { vocabulary: listSets('vocabulary'), kanji: listSets('kanji') };
  return (
    <FeatureMessages features={['progress', 'mistakes.bankLink', 'review.browseUnits', 'review.mySets']}>
      <GuestProgressView sizes={sizes} />
    </FeatureMessages>
  );
}
