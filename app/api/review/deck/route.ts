import { reviewNow } from '@/features/review/server/clock';
import { deckStatus } from '@/features/review/server/queries';
import { deckRefSchema } from '@/features/review/schemas';
import { personalRead } from '@/lib/server/personal-read';

/** GET /api/review/deck?kind=kanji&deckKey=n5/3 → { inStudies, cards, due }: a unit's or set's place in the reviews. */
export const GET = personalRead(deckRefSchema, (user, deck) => deckStatus(user.id, deck, reviewNow()));
